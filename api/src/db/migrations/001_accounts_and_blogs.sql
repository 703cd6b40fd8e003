-- People, their sessions, and the blogs (channels) they own or belong to.

CREATE TABLE users (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL CHECK (length(email) <= 254),
  password_hash text NOT NULL,
  primary_blog_id bigint,
  current_blog_id bigint,
  can_message boolean NOT NULL DEFAULT true,
  sounds_enabled boolean NOT NULL DEFAULT true,
  email_verified boolean NOT NULL DEFAULT false,
  -- SHA-256 of the token mailed for verification; null once verified.
  email_verification_token_hash text,
  safe_mode boolean NOT NULL DEFAULT false,
  polling_token text NOT NULL UNIQUE,
  tutorial_seen boolean NOT NULL DEFAULT false,
  language text NOT NULL DEFAULT 'en_US',
  is_admin boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

-- Only the SHA-256 of the cookie value is stored, so a leaked table cannot be replayed.
CREATE TABLE sessions (
  id_hash text PRIMARY KEY,
  user_id bigint REFERENCES users (id) ON DELETE CASCADE,
  form_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_idx ON sessions (user_id);
CREATE INDEX sessions_expires_idx ON sessions (expires_at);

CREATE TABLE blogs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL UNIQUE CHECK (name = lower(name) AND name ~ '^[a-z0-9]([a-z0-9-]{0,30}[a-z0-9])?$'),
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  title text NOT NULL DEFAULT '',
  -- Sanitized HTML.
  description text NOT NULL DEFAULT '',
  avatar_url text NOT NULL DEFAULT '',
  -- ThemeParams (B§3 global_theme_params).
  theme jsonb NOT NULL DEFAULT '{}'::jsonb,
  asks boolean NOT NULL DEFAULT true,
  anonymous_asks boolean NOT NULL DEFAULT true,
  submissions boolean NOT NULL DEFAULT false,
  can_receive_messages boolean NOT NULL DEFAULT true,
  messages_from_followers_only boolean NOT NULL DEFAULT false,
  is_messaging_bot boolean NOT NULL DEFAULT false,
  nsfw boolean NOT NULL DEFAULT false,
  is_private boolean NOT NULL DEFAULT false,
  mention_key text NOT NULL UNIQUE,
  twitter_send_posts boolean NOT NULL DEFAULT false,
  facebook_opengraph_send_posts boolean NOT NULL DEFAULT false,
  -- Admin toggles (A§7.1).
  flagged_spam boolean NOT NULL DEFAULT false,
  flagged_nsfw boolean NOT NULL DEFAULT false,
  flagged_adult boolean NOT NULL DEFAULT false,
  uniblocked boolean NOT NULL DEFAULT false,
  suspended boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE users
  ADD CONSTRAINT users_primary_blog_fk FOREIGN KEY (primary_blog_id) REFERENCES blogs (id) ON DELETE SET NULL,
  ADD CONSTRAINT users_current_blog_fk FOREIGN KEY (current_blog_id) REFERENCES blogs (id) ON DELETE SET NULL;

CREATE TABLE blog_members (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  blog_id bigint NOT NULL REFERENCES blogs (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('owner', 'member')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, blog_id)
);
CREATE INDEX blog_members_blog_idx ON blog_members (blog_id);

-- Blogs follow blogs; the primary key serves "whom does X follow" (the timeline fan-in).
CREATE TABLE follows (
  follower_blog_id bigint NOT NULL REFERENCES blogs (id) ON DELETE CASCADE,
  followed_blog_id bigint NOT NULL REFERENCES blogs (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (follower_blog_id, followed_blog_id),
  CHECK (follower_blog_id <> followed_blog_id)
);
CREATE INDEX follows_followed_idx ON follows (followed_blog_id, created_at DESC);

CREATE TABLE subscriptions (
  subscriber_blog_id bigint NOT NULL REFERENCES blogs (id) ON DELETE CASCADE,
  blog_id bigint NOT NULL REFERENCES blogs (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (subscriber_blog_id, blog_id)
);

CREATE TABLE blocks (
  blocker_blog_id bigint NOT NULL REFERENCES blogs (id) ON DELETE CASCADE,
  blocked_blog_id bigint NOT NULL REFERENCES blogs (id) ON DELETE CASCADE,
  -- The post the block was made from, when it was made from a post (A§7.1 blocked_post).
  source_post_id bigint,
  context text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (blocker_blog_id, blocked_blog_id),
  CHECK (blocker_blog_id <> blocked_blog_id)
);
CREATE INDEX blocks_blocked_idx ON blocks (blocked_blog_id);
