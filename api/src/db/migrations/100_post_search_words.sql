-- Site and blog search with a common word ("post", "the") was slow: every matching row computed
-- td_post_search_words twice (the index recheck and ts_rank), and the planner, with no statistics for the
-- expression, read every match. A post now keeps its words in a column, which the index and ts_rank read and
-- ANALYZE counts (so the planner knows a common word from a rare one).
-- A stored generated column: PostgreSQL computes it on insert and on an update of content or tags only (18 skips
-- it for other columns, as a like's note_count), and no writer can set or forget it. Adding it rewrites the table.
-- Redefining td_post_search_words later leaves the stored words as they are: such a migration must also
-- ALTER COLUMN search_words SET EXPRESSION (which computes them again).
ALTER TABLE posts ADD COLUMN search_words tsvector GENERATED ALWAYS AS (td_post_search_words(content, tags)) STORED;

DROP INDEX posts_search_idx;
CREATE INDEX posts_search_idx ON posts USING gin (search_words) WHERE state = 'published';

ANALYZE posts;
