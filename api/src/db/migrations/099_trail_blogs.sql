-- A reblog shows other blogs' words and names: its root's content, the blog it was reblogged from and each
-- comment of its trail (a jsonb snapshot naming blogs by uuid). A channel that blocked one of those blogs should
-- not be shown the reblog in its lists (src/posts/blocked-trail.ts), so each post keeps those blogs' ids, its
-- own blog left out. A trigger fills the column on every write of the columns it comes from (compose, seed,
-- bench fills, a deleted blog's ids set to null), so no writer can forget it.
ALTER TABLE posts ADD COLUMN trail_blog_ids bigint[] NOT NULL DEFAULT '{}';

CREATE FUNCTION td_trail_blog_ids(own bigint, parent bigint, root bigint, trail jsonb) RETURNS bigint[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT ids.id ORDER BY ids.id), '{}') FROM (
    SELECT parent AS id
    UNION ALL SELECT root
    -- A trail item's uuid is only cast when it is one (CASE keeps the cast from running on anything else).
    UNION ALL SELECT b.id FROM jsonb_array_elements(CASE WHEN jsonb_typeof(trail) = 'array' THEN trail ELSE '[]' END) item
      JOIN blogs b ON b.uuid = CASE WHEN item->'blog'->>'uuid' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
        THEN (item->'blog'->>'uuid')::uuid END
  ) ids
  WHERE ids.id IS NOT NULL AND ids.id IS DISTINCT FROM own
$$;

CREATE FUNCTION td_set_trail_blog_ids() RETURNS trigger AS $$
BEGIN
  NEW.trail_blog_ids := td_trail_blog_ids(NEW.blog_id, NEW.parent_blog_id, NEW.root_blog_id, NEW.trail);
  RETURN NEW;
END $$ LANGUAGE plpgsql;

CREATE TRIGGER posts_trail_blog_ids BEFORE INSERT OR UPDATE OF blog_id, parent_blog_id, root_blog_id, trail ON posts
  FOR EACH ROW EXECUTE FUNCTION td_set_trail_blog_ids();

UPDATE posts SET trail_blog_ids = td_trail_blog_ids(blog_id, parent_blog_id, root_blog_id, trail)
WHERE parent_blog_id IS NOT NULL OR root_blog_id IS NOT NULL OR trail <> '[]'::jsonb;

-- The dashboard's fan-in (080) reads this index alone; with the column in it, leaving out a blocked trail still
-- needs no visit to the table.
DROP INDEX posts_blog_public_idx;
CREATE INDEX posts_blog_public_idx ON posts (blog_id, id DESC) INCLUDE (trail_blog_ids) WHERE state = 'published' AND NOT is_private;
