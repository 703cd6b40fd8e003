-- Sharing to outside networks and by email (A§7.4), and reports of posts (A§2.8 "report this post").

-- Every share sent through POST /svc/share/{network} or /svc/email_tumblelog; post_id is null for a blog share.
CREATE TABLE shares (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  blog_id bigint NOT NULL REFERENCES blogs (id) ON DELETE CASCADE,
  post_id bigint REFERENCES posts (id) ON DELETE CASCADE ON UPDATE CASCADE,
  network text NOT NULL CHECK (network IN ('email', 'twitter', 'facebook', 'pinterest', 'reddit')),
  -- True when shared straight from the networks row, not through the network's sub-panel (B§3).
  share_fallback boolean NOT NULL DEFAULT false,
  message text NOT NULL DEFAULT '' CHECK (length(message) <= 1000),
  email_address text CHECK (length(email_address) <= 100),
  allow_reply_to boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX shares_user_time_idx ON shares (user_id, network, created_at DESC);

CREATE TABLE post_reports (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  post_id bigint NOT NULL REFERENCES posts (id) ON DELETE CASCADE ON UPDATE CASCADE,
  reporter_user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reason text NOT NULL CHECK (reason IN ('spam', 'harassment', 'sensitive', 'copyright', 'other')),
  text text NOT NULL DEFAULT '' CHECK (length(text) <= 500),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- One report per person per post.
  UNIQUE (reporter_user_id, post_id)
);
CREATE INDEX post_reports_time_idx ON post_reports (created_at DESC, id DESC);
CREATE INDEX post_reports_user_time_idx ON post_reports (reporter_user_id, created_at DESC);
