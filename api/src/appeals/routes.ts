import type { FastifyInstance } from 'fastify';
import { requireUser } from '../accounts/session.js';
import { canMoveAppeal, type AppealState } from '../contracts.js';
import type { Db } from '../db/connect.js';
import { forbidden, HttpError, notFound, ok } from '../http/envelope.js';
import { blogNameField, postIdField, strictBody } from '../posts/fields.js';
import { rejectUnknownFields } from '../posts/unknown-fields.js';
import { loadVisiblePost, POST_NOT_FOUND } from '../posts/visibility.js';

const appealSchema = {
  body: strictBody({ post_id: postIdField, blog_name: blogNameField, state: { type: 'integer', minimum: 0, maximum: 4 } }, ['post_id', 'blog_name', 'state']),
} as const;

/** POST /svc/appeal (B§7): the owner of a flagged post dismisses the banner (2) or asks for a review (3). */
export async function appealRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  rejectUnknownFields(app);

  app.post<{ Body: { post_id: string; blog_name: string; state: AppealState } }>('/svc/appeal', { schema: appealSchema }, async (request) => {
    const session = requireUser(request);
    const body = request.body;
    const post = await loadVisiblePost(db, body.post_id, session.userId);
    if (post.blog_name !== body.blog_name.toLowerCase()) throw notFound(POST_NOT_FOUND);
    if (post.role === null) throw forbidden('Only the owner of this post can appeal its flag.');
    if (!post.flagged_nsfw) throw new HttpError(409, 'This post is not flagged.');
    const current = (await db.selectFrom('appeals').select('state').where('post_id', '=', post.id).executeTakeFirst())?.state ?? 1;
    if (!canMoveAppeal(current as AppealState, body.state)) throw new HttpError(409, 'This appeal cannot change that way.');
    await db
      .insertInto('appeals')
      .values({ post_id: post.id, blog_id: post.blog_id, user_id: session.userId, state: body.state })
      .onConflict((conflict) => conflict.column('post_id').doUpdateSet({ state: body.state, user_id: session.userId, updated_at: new Date() }))
      .execute();
    return ok({ post_id: post.id, state: body.state });
  });
}
