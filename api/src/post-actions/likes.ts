import type { FastifyInstance } from 'fastify';
import { requireUser } from '../accounts/session.js';
import { notify } from '../activity/notify.js';
import type { Db } from '../db/connect.js';
import { badRequest, forbidden, ok } from '../http/envelope.js';
import { refuseSuspendedChannel } from '../moderation/active-channel.js';
import { currentChannel } from '../posts/acting-blog.js';
import { keyField, LIKE_SOURCES, offsetField, optionalText, postIdField, strictBody } from '../posts/fields.js';
import { refreshNoteCount } from '../posts/note-count.js';
import { loadVisiblePost, refuseSuspendedPost } from '../posts/visibility.js';

interface LikeBody {
  id: string;
  key: string;
  source?: (typeof LIKE_SOURCES)[number];
}

const likeSchema = {
  body: strictBody(
    {
      id: postIdField,
      root_id: postIdField,
      key: keyField,
      placement_id: optionalText(200),
      is_recommended: { type: 'boolean' },
      pt: optionalText(200),
      method: { type: 'string', enum: ['button', 'keyboard'] },
      source: { type: 'string', enum: LIKE_SOURCES },
      offset: offsetField,
    },
    ['id', 'key'],
  ),
} as const;

/** POST /svc/like and /svc/unlike: one like per user and post; the like notifies the post's blog. */
export async function likeRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  async function target(userId: string, body: LikeBody) {
    const post = await loadVisiblePost(db, body.id, userId);
    if (post.reblog_key !== body.key) throw badRequest('key is not the key of this post.', [{ field: 'key', detail: 'key is not the key of this post.' }]);
    return post;
  }

  app.post<{ Body: LikeBody }>('/svc/like', { schema: likeSchema }, async (request) => {
    const session = requireUser(request);
    const post = await target(session.userId, request.body);
    if (post.role !== null) throw forbidden('You can’t like your own post.');
    refuseSuspendedPost(post);
    if (!post.can_be_liked) throw forbidden('This post cannot be liked.');
    const actor = currentChannel(session);
    await refuseSuspendedChannel(db, actor);
    const note_count = await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('likes')
        .values({ user_id: session.userId, post_id: post.id, blog_id: actor, source: request.body.source ?? 'unknown' })
        .onConflict((conflict) => conflict.doNothing())
        .returning('post_id')
        .executeTakeFirst();
      if (inserted) await notify(trx, { to: post.blog_id, type: 'like', from: actor, postId: post.id });
      return refreshNoteCount(trx, post.id);
    });
    return ok({ liked: true, note_count });
  });

  app.post<{ Body: LikeBody }>('/svc/unlike', { schema: likeSchema }, async (request) => {
    const session = requireUser(request);
    const post = await target(session.userId, request.body);
    const note_count = await db.transaction().execute(async (trx) => {
      const removed = await trx
        .deleteFrom('likes')
        .where('user_id', '=', session.userId)
        .where('post_id', '=', post.id)
        .returning('blog_id')
        .executeTakeFirst();
      if (removed?.blog_id) {
        await trx
          .deleteFrom('activity_notifications')
          .where('blog_id', '=', post.blog_id)
          .where('type', '=', 'like')
          .where('post_id', '=', post.id)
          .where('from_blog_id', '=', removed.blog_id)
          .execute();
      }
      return refreshNoteCount(trx, post.id);
    });
    return ok({ liked: false, note_count });
  });
}
