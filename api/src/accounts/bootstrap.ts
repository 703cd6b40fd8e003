import { sql } from 'kysely';
import type { BootstrapResponse, FeatureFlags, UserInfo } from '../contracts.js';
import type { Db } from '../db/connect.js';
import { relationColumns } from '../blogs/query.js';
import { toChannel } from '../blogs/view.js';
import type { SessionState } from './session.js';

/** Posting and messaging limits of A§9.1 and B§9. */
export const USER_LIMITS: UserInfo['limits'] = {
  max_photos: 10,
  caption_length: 200,
  image_upload_max_bytes: 10_485_760,
};

export async function loadFlags(db: Db, loggedIn: boolean): Promise<FeatureFlags> {
  const rows = await db.selectFrom('feature_flags').select(['name', 'enabled']).execute();
  const flags: FeatureFlags = {};
  for (const row of rows) flags[row.name] = row.enabled;
  flags.is_logged_in = loggedIn;
  return flags;
}

/** The user's blogs (only `blogId`, when given) with their role, unread messages and waiting asks and submissions. */
export async function loadChannels(db: Db, userId: string, currentBlogId: string | null, blogId?: string) {
  return db
    .selectFrom('blog_members as m')
    .innerJoin('blogs as b', 'b.id', 'm.blog_id')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    // The inbox (asks and submissions are its unapproved posts) of all the user's blogs in one grouped count.
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('posts as p')
          .innerJoin('blog_members as pm', 'pm.blog_id', 'p.blog_id')
          .select(['p.blog_id', sql<number>`count(*)::int`.as('waiting')])
          .where('pm.user_id', '=', userId)
          .where('p.state', '=', 'unapproved')
          .groupBy('p.blog_id')
          .as('inbox'),
      (join) => join.onRef('inbox.blog_id', '=', 'b.id'),
    )
    .selectAll('b')
    .select('m.role')
    .select(sql<number>`coalesce(inbox.waiting, 0)`.as('inbox_count'))
    .select(relationColumns(currentBlogId))
    .select(
      // Unread messages of others in this blog's conversations.
      sql<number>`(SELECT count(*)::int FROM conversation_participants cp
        JOIN messages msg ON msg.conversation_id = cp.conversation_id
        WHERE cp.blog_id = b.id AND msg.ts > cp.last_read_ts AND msg.sender_blog_id IS DISTINCT FROM b.id)`.as(
        'unread_count',
      ),
    )
    .where('m.user_id', '=', userId)
    .$if(blogId !== undefined, (query) => query.where('b.id', '=', blogId!))
    .orderBy(sql`(b.id = u.primary_blog_id) IS TRUE`, 'desc')
    .orderBy('m.created_at')
    .orderBy('b.id')
    .execute();
}

/** The answer of GET /svc/bootstrap and of every call that changes who is signed in or as which blog. */
export async function buildBootstrap(db: Db, session: SessionState): Promise<BootstrapResponse> {
  const userId = session.userId;
  if (userId === null) {
    return { user: null, channels: [], flags: await loadFlags(db, false), form_key: session.formKey };
  }
  const [user, channelRows, flags] = await Promise.all([
    db
      .selectFrom('users as u')
      .selectAll('u')
      .select([
        sql<number>`(SELECT count(*)::int FROM likes l WHERE l.user_id = u.id)`.as('liked_post_count'),
        sql<number>`(SELECT count(*)::int FROM follows f WHERE f.follower_blog_id = ${session.currentBlogId})`.as(
          'friend_count',
        ),
        // Dashboard settings (issue 12), the defaults of 030_settings.sql when never changed.
        sql<boolean>`coalesce((SELECT s.multiple_conversations FROM user_settings s WHERE s.user_id = u.id), false)`.as('multiple_conversations'),
        sql<boolean>`coalesce((SELECT s.keyboard_shortcuts FROM user_settings s WHERE s.user_id = u.id), true)`.as('keyboard_shortcuts'),
        sql<boolean>`coalesce((SELECT s.endless_scrolling FROM user_settings s WHERE s.user_id = u.id), true)`.as('endless_scrolling'),
      ])
      .where('u.id', '=', userId)
      .executeTakeFirstOrThrow(),
    loadChannels(db, userId, session.currentBlogId),
    loadFlags(db, true),
  ]);
  const channels = channelRows.map((row) => toChannel(row, session.currentBlogId, user.can_message));
  const primary = channelRows.find((row) => row.id === user.primary_blog_id) ?? channelRows[0];
  const info: UserInfo = {
    name: primary?.name ?? '',
    email: user.email,
    channels,
    liked_post_count: user.liked_post_count,
    friend_count: user.friend_count,
    primary: primary?.name ?? '',
    can_message: user.can_message,
    is_sounds_enabled: user.sounds_enabled,
    is_verified_email: user.email_verified,
    language: user.language,
    safe_mode: user.safe_mode,
    polling_token: user.polling_token,
    limits: USER_LIMITS,
    dashboard_settings: {
      sounds: user.sounds_enabled,
      multiple_conversations: user.multiple_conversations,
      keyboard_shortcuts: user.keyboard_shortcuts,
      endless_scrolling: user.endless_scrolling,
    },
  };
  return { user: info, channels, flags, form_key: session.formKey };
}
