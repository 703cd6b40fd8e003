import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { requireUser } from '../accounts/session.js';
import { notify } from '../activity/notify.js';
import { blogUrl } from '../blogs/view.js';
import type { Db } from '../db/connect.js';
import { badRequest, forbidden, notFound, ok } from '../http/envelope.js';
import { randomToken } from '../http/tokens.js';
import { refuseSuspended } from '../moderation/flags.js';
import { blogWithRole } from '../posts/acting-blog.js';
import { blogNameField, keyField, offsetField, optionalText, postIdField, strictBody } from '../posts/fields.js';
import { presentPostById } from '../posts/load.js';
import { refreshNoteCount } from '../posts/note-count.js';
import { reblogBasis } from '../posts/reblog-of.js';
import { loadVisiblePost, POST_NOT_FOUND, refuseSuspendedPost } from '../posts/visibility.js';

interface FastReblogBody {
  reblog_key: string;
  reblog_post_id: string;
  channel_id: string;
  queue?: boolean;
}

const schema = {
  body: strictBody(
    {
      reblog_key: keyField,
      reblog_post_id: postIdField,
      channel_id: blogNameField,
      queue: { type: 'boolean' },
      pt: optionalText(200),
      offset: offsetField,
    },
    ['reblog_key', 'reblog_post_id', 'channel_id'],
  ),
} as const;

/** POST /fast_reblog: reblogs a published post to one of the user's blogs, now or at the end of its queue. */
export async function fastReblogRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.post<{ Body: FastReblogBody }>('/fast_reblog', { schema }, async (request) => {
    const session = requireUser(request);
    const body = request.body;
    const channel = await blogWithRole(db, body.channel_id, session.userId);
    if (!channel?.role) throw forbidden('You cannot post to this blog.');
    refuseSuspended(channel);
    const post = await loadVisiblePost(db, body.reblog_post_id, session.userId);
    if (post.state !== 'published' || post.is_private) throw notFound(POST_NOT_FOUND);
    if (post.reblog_key !== body.reblog_key) {
      throw badRequest('reblog_key is not the key of this post.', [{ field: 'reblog_key', detail: 'reblog_key is not the key of this post.' }]);
    }
    refuseSuspendedPost(post);
    if (!post.can_be_reblogged) throw forbidden('This post cannot be reblogged.');

    const { id, note_count } = await db.transaction().execute(async (trx) => {
      const basis = reblogBasis(post);
      const { id } = await trx
        .insertInto('posts')
        .values({
          ...basis,
          content: JSON.stringify(basis.content),
          trail: JSON.stringify(basis.trail),
          blog_id: channel.id,
          author_user_id: session.userId,
          state: body.queue ? 'queued' : 'published',
          published_at: body.queue ? null : new Date(),
          queue_position: body.queue ? sql<string>`nextval('post_queue_seq')` : null,
          reblog_key: randomToken(6),
          is_carousel: post.is_carousel,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await notify(trx, { to: post.blog_id, type: 'reblog', from: channel.id, postId: post.id });
      return { id, note_count: await refreshNoteCount(trx, post.id) };
    });
    const reblog = await presentPostById(db, id, { userId: session.userId, currentBlogId: session.currentBlogId });
    return ok({
      post_tumblelog: { name_or_id: channel.name, avatar: channel.avatar_url, url: blogUrl(channel.name) },
      post: reblog,
      note_count,
    });
  });
}
