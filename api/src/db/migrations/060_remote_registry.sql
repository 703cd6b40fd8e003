-- The remote registry (issue 16): which build of each remote the site loads, with its history, shared by
-- every api instance. One row per deploy or rollback; the row with is_current is live. General enough for
-- canaries and overrides later: `status` says what a row is, only `is_current` rows are served.
CREATE TABLE remote_deployments (
  id bigserial PRIMARY KEY,
  remote text NOT NULL,
  version text NOT NULL,
  -- URL of the build's mf-manifest.json (or remoteEntry.js), as remotes.json gives it.
  entry text NOT NULL,
  deployed_at timestamptz NOT NULL DEFAULT now(),
  deployed_by text NOT NULL DEFAULT '',
  commit text NOT NULL DEFAULT '',
  -- deployed (a new build made live), rolled_back (an earlier build made live again), superseded (was live).
  status text NOT NULL DEFAULT 'deployed',
  is_current boolean NOT NULL DEFAULT false
);

CREATE UNIQUE INDEX remote_deployments_one_current ON remote_deployments (remote) WHERE is_current;
CREATE INDEX remote_deployments_history ON remote_deployments (remote, id DESC);
