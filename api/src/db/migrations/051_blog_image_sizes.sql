-- Sizes of a blog's header picture and avatar (issue 14): the blog page gives their <img> a box before the
-- picture arrives (no layout shift) and offers the sized variants in srcset. They come from the file's
-- uploads row (measured from its bytes when it was stored) and are kept in step by triggers, whichever code
-- writes the blog or records the upload, and in whichever order: the header's in the theme
-- (header_image_width / header_image_height, absent when unknown), the avatar's in two columns.
ALTER TABLE blogs ADD COLUMN avatar_width integer, ADD COLUMN avatar_height integer;

CREATE FUNCTION td_blog_image_sizes() RETURNS trigger AS $$
DECLARE
  header_width integer;
  header_height integer;
BEGIN
  SELECT u.width, u.height INTO header_width, header_height FROM uploads u
  WHERE NEW.theme->>'header_image_focused' LIKE '/media/%' AND u.name = substr(NEW.theme->>'header_image_focused', 8);
  IF header_width IS NOT NULL AND header_height IS NOT NULL THEN
    NEW.theme := NEW.theme || jsonb_build_object('header_image_width', header_width, 'header_image_height', header_height);
  ELSE
    NEW.theme := NEW.theme - 'header_image_width' - 'header_image_height';
  END IF;
  NEW.avatar_width := NULL;
  NEW.avatar_height := NULL;
  SELECT u.width, u.height INTO NEW.avatar_width, NEW.avatar_height FROM uploads u
  WHERE NEW.avatar_url LIKE '/media/%' AND u.name = substr(NEW.avatar_url, 8);
  RETURN NEW;
END $$ LANGUAGE plpgsql;

CREATE TRIGGER blogs_image_sizes BEFORE INSERT OR UPDATE OF theme, avatar_url ON blogs
  FOR EACH ROW EXECUTE FUNCTION td_blog_image_sizes();

-- An upload recorded after the blog that shows it (a new account's avatar): the blog picks its size up.
CREATE FUNCTION td_upload_sizes_to_blogs() RETURNS trigger AS $$
BEGIN
  UPDATE blogs SET avatar_url = avatar_url
  WHERE avatar_url = '/media/' || NEW.name OR theme->>'header_image_focused' = '/media/' || NEW.name;
  RETURN NEW;
END $$ LANGUAGE plpgsql;

CREATE TRIGGER uploads_sizes_to_blogs AFTER INSERT OR UPDATE OF width, height ON uploads
  FOR EACH ROW WHEN (NEW.width IS NOT NULL) EXECUTE FUNCTION td_upload_sizes_to_blogs();

-- Blogs stored before.
UPDATE blogs SET avatar_url = avatar_url;
