-- Queue order, case-insensitive tag lookups and the publisher's scans.

-- Place in the blog's queue: taken from a sequence when a post enters the queue, so "last in the queue"
-- holds whatever the post's id (a draft queued today may be older than yesterday's queued reblog).
CREATE SEQUENCE post_queue_seq;
ALTER TABLE posts ADD COLUMN queue_position bigint;
UPDATE posts SET queue_position = nextval('post_queue_seq') WHERE state = 'queued';
CREATE INDEX posts_queue_order_idx ON posts (blog_id, queue_position) WHERE state = 'queued' AND publish_on IS NULL;
CREATE INDEX posts_scheduled_idx ON posts (publish_on) WHERE state = 'queued' AND publish_on IS NOT NULL;

-- Tags keep the case they were written in; /tagged/{tag} matches them case-insensitively.
CREATE FUNCTION td_lower_tags(tags text[]) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(lower(t)), '{}') FROM unnest(tags) t
$$;
CREATE INDEX posts_lower_tags_idx ON posts USING gin (td_lower_tags(tags)) WHERE state = 'published' AND NOT is_private;

-- Notes of a post, newest first.
CREATE INDEX likes_post_time_idx ON likes (post_id, created_at DESC);
CREATE INDEX posts_parent_time_idx ON posts (parent_post_id, created_at DESC) WHERE parent_post_id IS NOT NULL;

-- The Markdown source of a post's HTML slots ({ one?, two?, three? }) when it was written in Markdown.
ALTER TABLE posts ADD COLUMN markdown jsonb;
