import { sql } from 'kysely';
import type { PostRow } from '../db/schema.js';

/**
 * The columns of a post the api reads: all but `search_words` (migration 100), the post's words as text, about the
 * size of its text, which only search's match and rank read in SQL and no client is sent. A record rather than a
 * list so that a column added to `PostsTable` fails to compile until it is named here.
 */
const READ: Record<keyof PostRow, true> = {
  id: true,
  blog_id: true,
  author_user_id: true,
  type: true,
  state: true,
  is_private: true,
  publish_on: true,
  published_at: true,
  content: true,
  tags: true,
  slug: true,
  source_url: true,
  format: true,
  reblog_key: true,
  parent_post_id: true,
  parent_blog_id: true,
  root_post_id: true,
  root_blog_id: true,
  trail: true,
  is_carousel: true,
  carousel_link_url: true,
  carousel_index: true,
  allow_answers: true,
  allow_photo_replies: true,
  members_only: true,
  owner_flagged_nsfw: true,
  can_be_liked: true,
  can_be_reblogged: true,
  cta_enabled: true,
  cta_text_code: true,
  cta_link_url: true,
  cta_android_link_url: true,
  app_attribution: true,
  flagged_nsfw: true,
  note_count: true,
  queue_position: true,
  markdown: true,
  trail_blog_ids: true,
  created_at: true,
  updated_at: true,
};

const POST_COLUMN_NAMES = Object.keys(READ) as (keyof PostRow)[];

/** The columns of the posts row `alias`, for kysely's `select`. */
export function postColumnRefs<A extends string>(alias: A): `${A}.${keyof PostRow}`[] {
  return POST_COLUMN_NAMES.map((column) => `${alias}.${column}` as const);
}

/** `p.id, p.blog_id, …`: a post row of alias `p` in raw SQL, where `p.*` would also read its search words. */
export const POST_COLUMNS = sql.join(POST_COLUMN_NAMES.map((column) => sql.ref(`p.${column}`)));
