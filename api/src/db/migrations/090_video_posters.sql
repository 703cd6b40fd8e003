-- An uploaded video's poster frame (an image upload of its own) and length, read by ffmpeg at upload time,
-- so a post made from it shows a picture and keeps its box before anything plays.
ALTER TABLE uploads ADD COLUMN poster_name text;
ALTER TABLE uploads ADD COLUMN duration_seconds double precision CHECK (duration_seconds >= 0);
