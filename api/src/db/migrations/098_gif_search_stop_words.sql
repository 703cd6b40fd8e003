-- GIF search (POST /svc/search/inline_gif), as 097 made site search: a search of nothing but stop words ("the",
-- "a") found no GIF, as 'english' drops them from both the post's words and the search. A post's words now keep
-- every word, English stemmed (097's td_english_all_words); a search still reads its words the 'english' way
-- first, and keeps stop words only when it has nothing else (gif-search/query.ts).
-- The index holds the function's old results: drop it, redefine the function, build it again. The configuration
-- is named with its schema: PostgreSQL 17 (PGlite) builds an index with only pg_catalog on the search path.
DROP INDEX posts_gif_words_idx;

CREATE OR REPLACE FUNCTION td_post_words(content jsonb, tags text[]) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_tsvector('public.td_english_all_words'::regconfig, regexp_replace(
    coalesce(content->>'title', '') || ' ' || coalesce(content->>'caption', '') || ' ' || coalesce(content->>'body', '')
      || ' ' || coalesce((SELECT string_agg(t, ' ') FROM unnest(tags) t), ''),
    '<[^>]*>|&[#a-zA-Z0-9]+;', ' ', 'g'))
$$;

CREATE INDEX posts_gif_words_idx ON posts USING gin (td_post_words(content, tags))
  WHERE type = 'photo' AND state = 'published' AND NOT is_private AND td_has_gif(content);
