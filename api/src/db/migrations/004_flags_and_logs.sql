-- Feature flags of A§1 (read at bootstrap) and the behaviour log (B§3 "Log event").

CREATE TABLE feature_flags (
  name text PRIMARY KEY,
  enabled boolean NOT NULL DEFAULT false,
  description text NOT NULL DEFAULT ''
);

INSERT INTO feature_flags (name, enabled, description) VALUES
  ('dashboard_refresh', true, 'Offer to load newer posts on the dashboard'),
  ('ask_form', true, 'Show the ask form on blogs that accept asks'),
  ('livephotos_web', false, 'Play live photos on the web'),
  ('indash_blogs', true, 'Open blogs in the in-dashboard viewer (peepr)'),
  ('enable_share_embed_code', true, 'Offer embed code in the share popover'),
  ('reddit_sharing', true, 'Offer the link-aggregator network in the share popover'),
  ('log_lady', false, 'Send behaviour logs every 15 seconds'),
  ('mobile_web_sticky_header', true, 'Sticky mobile header after scrolling 45 px'),
  ('one_true_post_on_peepr', false, 'Timeline view instead of the post list in the blog viewer'),
  ('safe_mode', true, 'Site-wide switch for safe mode (applies with the user setting)');

CREATE TABLE log_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  category text NOT NULL,
  event text NOT NULL DEFAULT '',
  uuid text NOT NULL DEFAULT '',
  ts bigint,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  env jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX log_events_time_idx ON log_events (created_at);
