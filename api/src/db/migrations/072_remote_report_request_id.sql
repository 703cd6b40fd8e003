-- A browser's error report names the API request that failed (its X-Request-Id), so the console's error
-- leads straight to the server's log lines of that request.
ALTER TABLE remote_reports ADD COLUMN request_id text CHECK (request_id ~ '^[A-Za-z0-9._-]{8,64}$');
