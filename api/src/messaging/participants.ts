import { sql } from 'kysely';
import { receivesMessages } from '../moderation/flags.js';
import type { Participant } from '../contracts.js';
import type { Db } from '../db/connect.js';
import type { BlogRow } from '../db/schema.js';
import { blogUrl, themeOf } from '../blogs/view.js';

const TOP_TAGS = 5;

/** A blog with how it relates to the acting blog (B§3 Participant). */
export type ParticipantRow = BlogRow & {
  /** When it started following the acting blog, if it does. */
  follows_acting_since: Date | null;
  /** When the acting blog started following it, if it does. */
  followed_by_acting_since: Date | null;
  blocked_either_way: boolean;
  top_tags: string[];
};

export async function loadParticipantRows(db: Db, actingBlogId: string, blogIds: string[]): Promise<Map<string, ParticipantRow>> {
  if (blogIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('blogs as b')
    .selectAll('b')
    .select([
      sql<Date | null>`(SELECT f.created_at FROM follows f WHERE f.follower_blog_id = b.id AND f.followed_blog_id = ${actingBlogId})`.as(
        'follows_acting_since',
      ),
      sql<Date | null>`(SELECT f.created_at FROM follows f WHERE f.follower_blog_id = ${actingBlogId} AND f.followed_blog_id = b.id)`.as(
        'followed_by_acting_since',
      ),
      sql<boolean>`EXISTS (SELECT 1 FROM blocks k
        WHERE (k.blocker_blog_id = b.id AND k.blocked_blog_id = ${actingBlogId})
           OR (k.blocker_blog_id = ${actingBlogId} AND k.blocked_blog_id = b.id))`.as('blocked_either_way'),
      // The blog's most used tags over its recent public posts stand for its "blog tags".
      sql<string[]>`ARRAY(
        SELECT t.tag FROM (
          SELECT unnest(r.tags) AS tag FROM (
            SELECT p.tags FROM posts p WHERE p.blog_id = b.id AND p.state = 'published' AND NOT p.is_private
            ORDER BY p.id DESC LIMIT 20) r) t
        GROUP BY t.tag ORDER BY count(*) DESC, t.tag LIMIT ${TOP_TAGS})`.as('top_tags'),
    ])
    .where('b.id', 'in', blogIds)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

function secondsSince(date: Date | null, now: number): number {
  return date ? Math.max(0, Math.floor((now - date.getTime()) / 1000)) : 0;
}

export function toParticipant(row: ParticipantRow, actingBlogId: string, now = Date.now()): Participant {
  const theme = themeOf(row);
  const self = row.id === actingBlogId;
  return {
    uuid: row.uuid,
    name: row.name,
    url: blogUrl(row.name),
    title: row.title || row.name,
    description: row.description,
    avatar_url: row.avatar_url,
    tags: row.top_tags,
    can_receive_messages: receivesMessages(row) && !row.blocked_either_way,
    is_messaging_bot: row.is_messaging_bot,
    theme: {
      background_color: theme.background_color,
      link_color: theme.link_color,
      avatar_shape: theme.avatar_shape,
      header_image_focused: theme.header_image_focused,
      show_header_image: theme.show_header_image,
      show_description: theme.show_description,
    },
    is_blog_following_you: !self && row.follows_acting_since !== null,
    is_following_blog: !self && row.followed_by_acting_since !== null,
    duration_blog_following_you: self ? 0 : secondsSince(row.follows_acting_since, now),
    duration_following_blog: self ? 0 : secondsSince(row.followed_by_acting_since, now),
  };
}
