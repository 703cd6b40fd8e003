-- Periodic jobs shared by every api instance (issue 16): the instance that moves a job's last_run_at forward
-- does that period's work; the others find the period taken and skip it.
CREATE TABLE periodic_jobs (
  name text PRIMARY KEY,
  last_run_at timestamptz NOT NULL
);
