-- Blog search and site search (B§2, B§5): PostgreSQL full-text search over the words of every post type —
-- tags and titles weigh most, then text, captions, quotes, links, chats, audio and asks (HTML dropped).
CREATE FUNCTION td_post_search_words(content jsonb, tags text[]) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT
    setweight(to_tsvector('english'::regconfig,
      coalesce((SELECT string_agg(t, ' ') FROM unnest(tags) t), '') || ' '
      || regexp_replace(concat_ws(' ', content->>'title', content->>'trackTitle'), '<[^>]*>|&[#a-zA-Z0-9]+;', ' ', 'g')), 'A')
    || setweight(to_tsvector('english'::regconfig, regexp_replace(concat_ws(' ',
      content->>'body', content->>'caption', content->>'quote', content->>'source', content->>'excerpt',
      content->>'author', content->>'ask', content->>'answer', content->>'trackArtist', content->>'trackAlbum',
      (SELECT string_agg(concat_ws(' ', line->>'label', line->>'phrase'), ' ')
         FROM jsonb_array_elements(CASE WHEN jsonb_typeof(content->'chat') = 'array' THEN content->'chat' ELSE '[]'::jsonb END) line)),
      '<[^>]*>|&[#a-zA-Z0-9]+;', ' ', 'g')), 'B')
$$;

-- Only published posts are ever searched; the predicate keeps drafts, queue and inboxes out of the index.
CREATE INDEX posts_search_idx ON posts USING gin (td_post_search_words(content, tags)) WHERE state = 'published';

