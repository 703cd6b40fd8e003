-- Rate-limit counters every api instance shares (@fastify/rate-limit's store): one fixed window per key.
CREATE TABLE rate_limits (
  key text PRIMARY KEY CHECK (length(key) <= 300),
  hits integer NOT NULL,
  resets_at timestamptz NOT NULL
);
CREATE INDEX rate_limits_resets_idx ON rate_limits (resets_at);
