-- Canary rollouts (issue 17): a new build of a remote served to a percentage of signed-in people (sticky per
-- person: a hash of the user id picks a bucket 0–99) while everyone else stays on the stable build. One row per
-- canary; at most one runs per remote. It ends promoted (made stable), rolled back (by someone, or by the server
-- when its error rate exceeds the stable one's: ended_by 'automatic rollback', reason with the figures) or
-- replaced (another deploy or canary made it moot).
CREATE TABLE remote_canaries (
  id bigserial PRIMARY KEY,
  remote text NOT NULL,
  version text NOT NULL,
  -- URL of the canary build's mf-manifest.json, as remotes.json gives it.
  entry text NOT NULL,
  percent smallint NOT NULL CHECK (percent BETWEEN 1 AND 100),
  started_at timestamptz NOT NULL DEFAULT now(),
  started_by text NOT NULL DEFAULT '',
  commit text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'promoted', 'rolled_back', 'replaced')),
  ended_at timestamptz,
  ended_by text NOT NULL DEFAULT '',
  reason text NOT NULL DEFAULT '' CHECK (length(reason) <= 500)
);

CREATE UNIQUE INDEX remote_canaries_one_running ON remote_canaries (remote) WHERE status = 'running';
CREATE INDEX remote_canaries_history ON remote_canaries (remote, id DESC);
