-- Search's ranked orders no longer stop at the newest 1,000 matches (src/blog-search/routes.ts): a blog's "popular"
-- walks the blog's published posts most noted first and stops once it has a page of matches, and site "top" ranks
-- the newest matches together with the most-noted ones, read in this order.
CREATE INDEX posts_blog_noted_idx ON posts (blog_id, note_count DESC, id DESC) WHERE state = 'published';
CREATE INDEX posts_public_noted_idx ON posts (note_count DESC, id DESC) WHERE state = 'published' AND NOT is_private;
