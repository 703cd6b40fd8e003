-- What a person sees of each of their sessions (settings lists and revokes them): when it was last used, from
-- which address and browser. A session ends after SESSION_IDLE_DAYS without use (expires_at moves with use).
ALTER TABLE sessions
  ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN ip text CHECK (length(ip) <= 100),
  ADD COLUMN user_agent text CHECK (length(user_agent) <= 500);
