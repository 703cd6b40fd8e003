-- Blogs a new account follows at sign-up, so a first dashboard is never empty.
ALTER TABLE blogs ADD COLUMN featured boolean NOT NULL DEFAULT false;
CREATE INDEX blogs_featured_idx ON blogs (id) WHERE featured;
