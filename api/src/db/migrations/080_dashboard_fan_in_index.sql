-- The dashboard's fan-in (src/timeline/query.ts) takes each followed blog's newest published public posts.
-- With (blog_id, state, id) it fetched every candidate row from the table to check is_private: ~2,200 rows
-- for a page at 200 follows. This index holds exactly those posts, so it is read alone (index-only).
CREATE INDEX posts_blog_public_idx ON posts (blog_id, id DESC) WHERE state = 'published' AND NOT is_private;
