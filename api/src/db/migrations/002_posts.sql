-- Posts and everything hanging off them: likes, replies, asks, submissions, appeals, notifications, uploads.

-- Post ids grow with time (milliseconds << 12, plus a sequence for ids made in the same millisecond),
-- so "newest first" is "id descending" and a post id is a usable timeline cursor.
CREATE SEQUENCE post_id_seq;
CREATE FUNCTION td_post_id(at timestamptz) RETURNS bigint LANGUAGE sql VOLATILE AS $$
  SELECT (floor(extract(epoch FROM at) * 1000)::bigint << 12) | (nextval('post_id_seq') % 4096)
$$;

CREATE TABLE posts (
  id bigint PRIMARY KEY DEFAULT td_post_id(clock_timestamp()),
  blog_id bigint NOT NULL REFERENCES blogs (id) ON DELETE CASCADE,
  author_user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  type text NOT NULL CHECK (type IN ('text', 'photo', 'quote', 'link', 'chat', 'audio', 'video', 'note')),
  -- Stored states; 'private' (published + is_private) and 'scheduled' (queued + publish_on) are derived (A§4.1).
  state text NOT NULL DEFAULT 'published'
    CHECK (state IN ('published', 'draft', 'queued', 'unapproved', 'transcoding')),
  is_private boolean NOT NULL DEFAULT false,
  publish_on timestamptz,
  published_at timestamptz,
  -- PostContent: the type's slots (A§3.4).
  content jsonb NOT NULL,
  tags text[] NOT NULL DEFAULT '{}',
  slug text NOT NULL DEFAULT '',
  source_url text NOT NULL DEFAULT '',
  format text NOT NULL DEFAULT 'rich' CHECK (format IN ('rich', 'html', 'markdown')),
  reblog_key text NOT NULL,
  parent_post_id bigint REFERENCES posts (id) ON DELETE SET NULL ON UPDATE CASCADE,
  parent_blog_id bigint REFERENCES blogs (id) ON DELETE SET NULL,
  root_post_id bigint REFERENCES posts (id) ON DELETE SET NULL ON UPDATE CASCADE,
  root_blog_id bigint REFERENCES blogs (id) ON DELETE SET NULL,
  -- TrailItem[] snapshot of the earlier contributions, oldest first, frozen at reblog time.
  trail jsonb NOT NULL DEFAULT '[]'::jsonb,
  is_carousel boolean NOT NULL DEFAULT false,
  carousel_link_url text NOT NULL DEFAULT '',
  carousel_index integer NOT NULL DEFAULT 0,
  allow_answers boolean NOT NULL DEFAULT false,
  allow_photo_replies boolean NOT NULL DEFAULT false,
  members_only boolean NOT NULL DEFAULT false,
  owner_flagged_nsfw boolean NOT NULL DEFAULT false,
  can_be_liked boolean NOT NULL DEFAULT true,
  can_be_reblogged boolean NOT NULL DEFAULT true,
  cta_enabled boolean NOT NULL DEFAULT false,
  cta_text_code integer NOT NULL DEFAULT 0,
  cta_link_url text NOT NULL DEFAULT '',
  cta_android_link_url text NOT NULL DEFAULT '',
  app_attribution jsonb,
  -- Set by moderation; the owner may appeal (B§4 appeal states).
  flagged_nsfw boolean NOT NULL DEFAULT false,
  note_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Timeline fan-in: the newest published posts of one blog.
CREATE INDEX posts_blog_timeline_idx ON posts (blog_id, state, id DESC);
-- Anonymous timeline: the newest public posts of everyone.
CREATE INDEX posts_public_idx ON posts (id DESC) WHERE state = 'published' AND NOT is_private;
CREATE INDEX posts_parent_idx ON posts (parent_post_id) WHERE parent_post_id IS NOT NULL;
CREATE INDEX posts_root_idx ON posts (root_post_id) WHERE root_post_id IS NOT NULL;
CREATE INDEX posts_queue_idx ON posts (blog_id, publish_on) WHERE state = 'queued';
CREATE INDEX posts_tags_idx ON posts USING gin (tags);

CREATE TABLE tag_promotions (
  post_id bigint NOT NULL REFERENCES posts (id) ON DELETE CASCADE ON UPDATE CASCADE,
  tag text NOT NULL,
  blog_id bigint NOT NULL REFERENCES blogs (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (post_id, tag)
);

CREATE TABLE likes (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  post_id bigint NOT NULL REFERENCES posts (id) ON DELETE CASCADE ON UPDATE CASCADE,
  -- The channel that was current when liking.
  blog_id bigint REFERENCES blogs (id) ON DELETE SET NULL,
  -- Page the like came from (A§2.9): dashboard, tagged, likes, inbox, search, explore, tv, peepr, ... or unknown.
  source text NOT NULL DEFAULT 'unknown',
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, post_id)
);
CREATE INDEX likes_post_idx ON likes (post_id);
CREATE INDEX likes_user_time_idx ON likes (user_id, created_at DESC);

CREATE TABLE replies (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  post_id bigint NOT NULL REFERENCES posts (id) ON DELETE CASCADE ON UPDATE CASCADE,
  blog_id bigint NOT NULL REFERENCES blogs (id) ON DELETE CASCADE,
  user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 4096),
  source text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX replies_post_idx ON replies (post_id, id);

CREATE TABLE asks (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  recipient_blog_id bigint NOT NULL REFERENCES blogs (id) ON DELETE CASCADE,
  -- Null with anonymous = true; kept for abuse handling even when anonymous.
  asker_blog_id bigint REFERENCES blogs (id) ON DELETE SET NULL,
  asker_user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  anonymous boolean NOT NULL DEFAULT false,
  question text NOT NULL CHECK (length(question) BETWEEN 1 AND 500),
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'answered', 'deleted')),
  answer_post_id bigint REFERENCES posts (id) ON DELETE SET NULL ON UPDATE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX asks_recipient_idx ON asks (recipient_blog_id, state, id DESC);

-- A submission is a post in state 'unapproved' on the recipient blog; this row says who sent it.
CREATE TABLE submissions (
  post_id bigint PRIMARY KEY REFERENCES posts (id) ON DELETE CASCADE ON UPDATE CASCADE,
  recipient_blog_id bigint NOT NULL REFERENCES blogs (id) ON DELETE CASCADE,
  submitter_blog_id bigint REFERENCES blogs (id) ON DELETE SET NULL,
  submitter_user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX submissions_recipient_idx ON submissions (recipient_blog_id, created_at DESC);

-- Adult-content appeal states (B§4): 0 none, 1 available_prioritize, 2 available, 3 in_review, 4 complete.
CREATE TABLE appeals (
  post_id bigint PRIMARY KEY REFERENCES posts (id) ON DELETE CASCADE ON UPDATE CASCADE,
  blog_id bigint NOT NULL REFERENCES blogs (id) ON DELETE CASCADE,
  user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  state smallint NOT NULL DEFAULT 0 CHECK (state BETWEEN 0 AND 4),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE activity_notifications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  blog_id bigint NOT NULL REFERENCES blogs (id) ON DELETE CASCADE,
  -- follower, user_mention, reblog, like, reply, ask, answer, ...
  type text NOT NULL,
  -- Null means anonymous (an anonymous ask).
  from_blog_id bigint REFERENCES blogs (id) ON DELETE CASCADE,
  post_id bigint REFERENCES posts (id) ON DELETE CASCADE ON UPDATE CASCADE,
  -- note_meta and the like: { answer_text?, reply_text? }.
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX activity_blog_idx ON activity_notifications (blog_id, id DESC);

-- Files under ${DATA_DIR}/media/<name>, served at /media/<name>.
CREATE TABLE uploads (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL UNIQUE,
  original_name text NOT NULL DEFAULT '',
  mime text NOT NULL,
  size_bytes integer NOT NULL CHECK (size_bytes >= 0),
  kind text NOT NULL CHECK (kind IN ('image', 'audio', 'video')),
  width integer,
  height integer,
  owner_user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX uploads_owner_idx ON uploads (owner_user_id);
