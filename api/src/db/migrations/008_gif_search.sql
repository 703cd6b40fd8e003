-- GIF search (POST /svc/search/inline_gif): published, public photo posts holding a GIF, found by tag
-- (exact, case-insensitive) or by the words of their text. The indexes are partial, so they hold only
-- those posts and stay small however large the posts table grows.

-- A photo post with at least one photo whose URL ends in .gif (uploads are named by their bytes' type).
CREATE FUNCTION td_has_gif(content jsonb) RETURNS boolean LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT content @? '$.photos[*].url ? (@ like_regex "\\.gif([?#].*)?$" flag "i")'
$$;

-- The words of a post: title, caption, body (HTML tags and entities dropped) and tags, English stemming.
CREATE FUNCTION td_post_words(content jsonb, tags text[]) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_tsvector('english'::regconfig, regexp_replace(
    coalesce(content->>'title', '') || ' ' || coalesce(content->>'caption', '') || ' ' || coalesce(content->>'body', '')
      || ' ' || coalesce((SELECT string_agg(t, ' ') FROM unnest(tags) t), ''),
    '<[^>]*>|&[#a-zA-Z0-9]+;', ' ', 'g'))
$$;

CREATE INDEX posts_gif_tags_idx ON posts USING gin (td_lower_tags(tags))
  WHERE type = 'photo' AND state = 'published' AND NOT is_private AND td_has_gif(content);
CREATE INDEX posts_gif_words_idx ON posts USING gin (td_post_words(content, tags))
  WHERE type = 'photo' AND state = 'published' AND NOT is_private AND td_has_gif(content);
-- No (id DESC) index over the same GIFs on purpose: the planner cannot estimate how many GIFs a word matches
-- (partial expression indexes have no statistics) and would walk it for rare words, computing every GIF's words.
