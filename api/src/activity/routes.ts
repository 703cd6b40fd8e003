import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { ActivityNotification } from '../contracts.js';
import { requireUser } from '../accounts/session.js';
import type { Db } from '../db/connect.js';
import { forbidden, notFound, ok } from '../http/envelope.js';
import { trailNotBlocked } from '../posts/blocked-trail.js';
import { postUrl } from '../posts/present.js';
import { leadImage, notificationPostType, summarize } from '../posts/summary.js';

/** What the notification says after the sender's name, which the client shows on its own. */
const MESSAGES: Record<string, string> = {
  follower: 'started following you',
  user_mention: 'mentioned you',
  reblog: 'reblogged your post',
  like: 'liked your post',
  reply: 'replied to your post',
  ask: 'sent you an ask',
  submission: 'submitted a post',
  answer: 'answered your ask',
};

const activityParams = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

const activityQuery = {
  type: 'object',
  properties: { limit: { type: 'integer', minimum: 1, maximum: 100, default: 50 } },
} as const;

export const MEMBERS_ONLY = 'Only members of this blog can see its activity.';

export async function activityRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get<{ Params: { name: string }; Querystring: { limit: number } }>(
    '/svc/blog/:name/activity',
    { schema: { params: activityParams, querystring: activityQuery } },
    async (request) => {
      const session = requireUser(request);
      const blog = await db
        .selectFrom('blogs as b')
        .leftJoin('blog_members as m', (join) => join.onRef('m.blog_id', '=', 'b.id').on('m.user_id', '=', session.userId))
        .select(['b.id', 'm.role'])
        .where('b.name', '=', request.params.name.toLowerCase())
        .executeTakeFirst();
      if (!blog) throw notFound('There is no blog by that name.');
      if (!blog.role) throw forbidden(MEMBERS_ONLY);
      return ok({ notifications: await activityNotifications(db, blog.id, request.query.limit) });
    },
  );
}

/** The blog's activity notifications, newest first (B§2 activity popover, the activity page). */
export async function activityNotifications(db: Db, blogId: string, limit: number): Promise<ActivityNotification[]> {
  const rows = await db
    .selectFrom('activity_notifications as n')
    .leftJoin('blogs as fb', 'fb.id', 'n.from_blog_id')
    .leftJoin('posts as p', 'p.id', 'n.post_id')
    .leftJoin('blogs as pb', 'pb.id', 'p.blog_id')
    .select([
      'n.type',
      'n.created_at',
      'n.data',
      'fb.name as from_name',
      'fb.uuid as from_uuid',
      'fb.avatar_url as from_avatar',
      sql<boolean>`EXISTS (SELECT 1 FROM follows f WHERE f.follower_blog_id = n.blog_id AND f.followed_blog_id = n.from_blog_id)`.as(
        'following',
      ),
      sql<boolean>`EXISTS (SELECT 1 FROM follows f WHERE f.follower_blog_id = n.from_blog_id AND f.followed_blog_id = n.blog_id)`.as(
        'follows_you',
      ),
      'p.id as post_id',
      'p.content as post_content',
      'p.slug as post_slug',
      'pb.name as post_blog',
    ])
    .where('n.blog_id', '=', blogId)
    // What a blocked blog did before the block is not shown either (notify() writes nothing after it).
    .where(
      sql<boolean>`NOT EXISTS (SELECT 1 FROM blocks k
        WHERE (k.blocker_blog_id = n.blog_id AND k.blocked_blog_id = n.from_blog_id)
           OR (k.blocker_blog_id = n.from_blog_id AND k.blocked_blog_id = n.blog_id))`,
    )
    // Nor a post of another blog showing one it blocked (a mention in a reblog of it); its own posts are its own.
    .where(sql<boolean>`(p.id IS NULL OR p.blog_id = n.blog_id OR ${trailNotBlocked('p', blogId)})`)
    // Nothing from a blog an admin suspended or flagged as spam (read here, so undoing the flag restores them).
    .where(sql<boolean>`(fb.id IS NULL OR NOT (fb.suspended OR fb.flagged_spam))`)
    .orderBy('n.id', 'desc')
    .limit(limit)
    .execute();

  return rows.map((row): ActivityNotification => {
    const content = row.post_content;
    return {
      type: row.type,
      timestamp: Math.floor(row.created_at.getTime() / 1000),
      message: MESSAGES[row.type] ?? row.type,
      is_friend: row.following && row.follows_you,
      from_tumblelog:
        row.from_name && row.from_uuid
          ? { name: row.from_name, uuid: row.from_uuid, avatar_url: row.from_avatar ?? '', following: row.following }
          : null,
      post:
        row.post_id && content && row.post_blog
          ? {
              url: postUrl(row.post_blog, row.post_id, row.post_slug ?? ''),
              id: row.post_id,
              tumblelog: row.post_blog,
              type: notificationPostType(content),
              summary: summarize(content),
              media_url: leadImage(content),
              is_ask: content.type === 'note',
              is_answer: content.type === 'note' && content.answer !== '',
            }
          : null,
      note_meta: Object.keys(row.data).length > 0 ? row.data : null,
    };
  });
}
