import type { FastifyInstance } from 'fastify';
import { requireUser } from '../accounts/session.js';
import { notify } from '../activity/notify.js';
import { ANSWER_MAX_LENGTH } from '../contracts.js';
import type { Db } from '../db/connect.js';
import { badRequest, forbidden, HttpError, notFound, ok } from '../http/envelope.js';
import { viewerOf } from '../posts/acting-blog.js';
import { blogNameField, keyField, postIdField, strictBody } from '../posts/fields.js';
import { presentPostById } from '../posts/load.js';
import { paragraphs } from '../posts/plain-html.js';
import { publishNow, publishOrQueue } from '../posts/publish.js';
import { loadVisiblePost, POST_NOT_FOUND, type PostAccess } from '../posts/visibility.js';

const ANSWER_TOO_LONG = `An answer can be at most ${ANSWER_MAX_LENGTH} characters.`;

interface AnswerBody {
  post_id: string;
  tumblelog: string;
  key: string;
  answer_text: string;
}

const answerSchema = {
  body: strictBody(
    {
      post_id: postIdField,
      tumblelog: blogNameField,
      key: keyField,
      // Longer than the limit is refused by the handler in words, not by the schema with the field's name.
      answer_text: { type: 'string', maxLength: ANSWER_MAX_LENGTH * 4 },
    },
    ['post_id', 'tumblelog', 'key', 'answer_text'],
  ),
} as const;
const denySchema = { body: strictBody({ pid: postIdField }, ['pid']) } as const;
const approveSchema = { body: strictBody({ id: postIdField, queue: { type: 'string', enum: ['queue'] } }, ['id']) } as const;

/** /answer, /deny_submission and /approve_submission: what members of a blog do with its inbox. */
export async function inboxRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  /** A submission to a blog the user holds; 403 / 409 otherwise. */
  async function submission(postId: string, userId: string): Promise<PostAccess> {
    const post = await loadVisiblePost(db, postId, userId);
    if (post.role === null) throw forbidden('Only members of this blog can moderate its submissions.');
    const row = await db.selectFrom('submissions').select('post_id').where('post_id', '=', post.id).executeTakeFirst();
    if (!row || post.state !== 'unapproved') throw new HttpError(409, 'This post is not a submission waiting for approval.');
    return post;
  }

  app.post<{ Body: AnswerBody }>('/answer', { schema: answerSchema }, async (request) => {
    const session = requireUser(request);
    const body = request.body;
    const post = await loadVisiblePost(db, body.post_id, session.userId);
    if (post.blog_name !== body.tumblelog.toLowerCase()) throw notFound(POST_NOT_FOUND);
    if (post.role === null) throw forbidden('Only members of this blog can answer its asks.');
    if (post.reblog_key !== body.key) throw badRequest('key is not the key of this ask.', [{ field: 'key', detail: 'key is not the key of this ask.' }]);
    const content = post.content;
    if (content.type !== 'note') throw new HttpError(409, 'This post is not an ask.');
    if (post.state !== 'unapproved' || content.answer !== '') throw new HttpError(409, 'This ask has already been answered.');
    const text = body.answer_text.trim();
    if (!text) throw badRequest('Write an answer first.', [{ field: 'answer_text', detail: 'Write an answer first.' }]);
    if (text.length > ANSWER_MAX_LENGTH) throw badRequest(ANSWER_TOO_LONG, [{ field: 'answer_text', detail: ANSWER_TOO_LONG }]);

    const id = await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('posts')
        .set({ content: JSON.stringify({ ...content, answer: paragraphs(text) }) })
        .where('id', '=', post.id)
        .execute();
      // Published like a draft: a new id, so the answer tops the timelines ordered by id.
      const answerId = await publishNow(trx, post.id);
      const ask = await trx
        .updateTable('asks')
        .set({ state: 'answered' })
        .where('answer_post_id', '=', answerId)
        .returning(['asker_blog_id', 'anonymous'])
        .executeTakeFirst();
      if (ask?.asker_blog_id && !ask.anonymous) {
        await notify(trx, { to: ask.asker_blog_id, type: 'answer', from: post.blog_id, postId: answerId, data: { answer_text: text } });
      }
      return answerId;
    });
    return ok({ post: await presentPostById(db, id, viewerOf(request)) });
  });

  app.post<{ Body: { pid: string } }>('/deny_submission', { schema: denySchema }, async (request) => {
    const session = requireUser(request);
    const post = await submission(request.body.pid, session.userId);
    await db.deleteFrom('posts').where('id', '=', post.id).execute();
    return ok({ id: post.id });
  });

  app.post<{ Body: { id: string; queue?: 'queue' } }>('/approve_submission', { schema: approveSchema }, async (request) => {
    const session = requireUser(request);
    const post = await submission(request.body.id, session.userId);
    const id = await publishOrQueue(db, post.id, Boolean(request.body.queue));
    return ok({ post: await presentPostById(db, id, viewerOf(request)) });
  });
}
