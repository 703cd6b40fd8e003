import type { FastifyInstance } from 'fastify';
import { requireUser } from '../accounts/session.js';
import type { Db } from '../db/connect.js';
import { forbidden, HttpError, ok } from '../http/envelope.js';
import { viewerOf } from '../posts/acting-blog.js';
import { blogNameField, postIdField, strictBody } from '../posts/fields.js';
import { presentPostById } from '../posts/load.js';
import { refreshNoteCount } from '../posts/note-count.js';
import { publishOrQueue } from '../posts/publish.js';
import { loadVisiblePost } from '../posts/visibility.js';

const publishSchema = {
  body: strictBody({ id: postIdField, queue: { type: 'string', enum: ['queue'] } }, ['id']),
} as const;

const deleteSchema = {
  body: strictBody({ post_id: postIdField, channel_id: blogNameField }, ['post_id', 'channel_id']),
} as const;

/** POST /publish (a draft, now or to the end of the queue) and POST /svc/post/delete, for members of the post's blog. */
export async function publishDeleteRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.post<{ Body: { id: string; queue?: 'queue' } }>('/publish', { schema: publishSchema }, async (request) => {
    const session = requireUser(request);
    const post = await loadVisiblePost(db, request.body.id, session.userId);
    if (post.role === null) throw forbidden('You can only publish posts of your own blogs.');
    if (post.state !== 'draft') throw new HttpError(409, 'Only drafts can be published.');
    const id = await publishOrQueue(db, post.id, Boolean(request.body.queue));
    return ok({ post: await presentPostById(db, id, viewerOf(request)) });
  });

  app.post<{ Body: { post_id: string; channel_id: string } }>('/svc/post/delete', { schema: deleteSchema }, async (request) => {
    const session = requireUser(request);
    const post = await loadVisiblePost(db, request.body.post_id, session.userId);
    if (post.role === null) throw forbidden('You can only delete posts of your own blogs.');
    if (post.blog_name !== request.body.channel_id.toLowerCase()) throw forbidden('This post is not on that blog.');
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('asks').set({ state: 'deleted' }).where('answer_post_id', '=', post.id).where('state', '=', 'pending').execute();
      // Likes, replies, promotions and notifications of the post go with it (ON DELETE CASCADE).
      await trx.deleteFrom('posts').where('id', '=', post.id).execute();
      if (post.parent_post_id) await refreshNoteCount(trx, post.parent_post_id);
    });
    return ok({ id: post.id });
  });
}
