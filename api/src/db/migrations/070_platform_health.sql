-- Platform health (issue 17): who may open the console at /platform, and what browsers report about each
-- remote build. Reports carry no personal data beyond a hash of the signed-in user's id (null for visitors).
ALTER TABLE users ADD COLUMN is_platform_admin boolean NOT NULL DEFAULT false;

CREATE TABLE remote_reports (
  id bigserial PRIMARY KEY,
  remote text NOT NULL CHECK (length(remote) <= 60),
  version text NOT NULL CHECK (length(version) <= 80),
  -- load-error: the remote could not be loaded; render-error: its slot's error boundary caught a throw;
  -- mount: it mounted, after mount_ms milliseconds.
  kind text NOT NULL CHECK (kind IN ('load-error', 'render-error', 'mount')),
  mount_ms integer CHECK (mount_ms BETWEEN 0 AND 600000),
  message text CHECK (length(message) <= 300),
  user_hash text CHECK (length(user_hash) <= 64),
  reported_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX remote_reports_by_remote ON remote_reports (remote, reported_at);
CREATE INDEX remote_reports_by_time ON remote_reports (reported_at);
