-- Live delivery (issue 16): what a signed-in person's open tabs are told as it happens. The id orders events
-- and is the SSE event id, so a stream that reconnects with Last-Event-ID gets what it missed. Rows are
-- kept for a short while only (the cleanup job removes old ones).
CREATE TABLE live_events (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX live_events_user ON live_events (user_id, id);
CREATE INDEX live_events_created ON live_events (created_at);
