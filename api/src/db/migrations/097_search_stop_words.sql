-- Site and blog search (B§2, B§5): the 'english' configuration drops stop words, so a search made only of them
-- ("the", "a", "the who", "to be or not to be") found no post at all. Post words now keep every word, English
-- stemmed (a snowball dictionary without a stop list). A search still reads its words the 'english' way first,
-- so "the quote keeper" finds "Quote Keeper"; only a search of nothing but stop words reads them this way.
CREATE TEXT SEARCH DICTIONARY td_english_all_words (TEMPLATE = snowball, Language = english);
CREATE TEXT SEARCH CONFIGURATION td_english_all_words (COPY = english);
ALTER TEXT SEARCH CONFIGURATION td_english_all_words
  ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part WITH td_english_all_words;

-- The index holds the function's old results: drop it, redefine the function, build it again. The configuration
-- is named with its schema: PostgreSQL 17 (PGlite) builds an index with only pg_catalog on the search path.
DROP INDEX posts_search_idx;

CREATE OR REPLACE FUNCTION td_post_search_words(content jsonb, tags text[]) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT
    setweight(to_tsvector('public.td_english_all_words'::regconfig,
      coalesce((SELECT string_agg(t, ' ') FROM unnest(tags) t), '') || ' '
      || regexp_replace(concat_ws(' ', content->>'title', content->>'trackTitle'), '<[^>]*>|&[#a-zA-Z0-9]+;', ' ', 'g')), 'A')
    || setweight(to_tsvector('public.td_english_all_words'::regconfig, regexp_replace(concat_ws(' ',
      content->>'body', content->>'caption', content->>'quote', content->>'source', content->>'excerpt',
      content->>'author', content->>'ask', content->>'answer', content->>'trackArtist', content->>'trackAlbum',
      (SELECT string_agg(concat_ws(' ', line->>'label', line->>'phrase'), ' ')
         FROM jsonb_array_elements(CASE WHEN jsonb_typeof(content->'chat') = 'array' THEN content->'chat' ELSE '[]'::jsonb END) line)),
      '<[^>]*>|&[#a-zA-Z0-9]+;', ' ', 'g')), 'B')
$$;

CREATE INDEX posts_search_idx ON posts USING gin (td_post_search_words(content, tags)) WHERE state = 'published';
