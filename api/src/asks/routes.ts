import type { FastifyInstance } from 'fastify';
import { requireUser } from '../accounts/session.js';
import { notify } from '../activity/notify.js';
import { sanitizeHtml, sanitizeQuote, isBlankHtml } from '../compose/sanitize.js';
import { ASK_MAX_LENGTH, stripNewlines, validateQuestion, type PostContent } from '../contracts.js';
import type { Db } from '../db/connect.js';
import { badRequest, forbidden, ok } from '../http/envelope.js';
import { randomToken } from '../http/tokens.js';
import { currentChannel, viewerOf } from '../posts/acting-blog.js';
import { blogNameField, strictBody } from '../posts/fields.js';
import { rejectUnknownFields } from '../posts/unknown-fields.js';
import { loadViewableBlog } from '../peepr/blog-access.js';
import { rateLimits } from '../rate-limit/limits.js';

const askSchema = {
  body: strictBody(
    {
      recipient: blogNameField,
      anonymous: { type: 'boolean', default: false },
      // Longer than the limit is refused by the validator with the form's own words, not by the schema.
      question: { type: 'string', maxLength: ASK_MAX_LENGTH * 4 },
    },
    ['recipient', 'question'],
  ),
} as const;

/** Submissions take the simple post types; the post form of spec A is the full one (A§3.4 slots). */
const submitSchema = {
  body: strictBody(
    {
      recipient: blogNameField,
      type: { type: 'string', enum: ['text', 'quote', 'link'] },
      title: { type: 'string', maxLength: 500 },
      body: { type: 'string', maxLength: 50_000 },
      quote: { type: 'string', maxLength: 5_000 },
      source: { type: 'string', maxLength: 1_000 },
      url: { type: 'string', maxLength: 2_000, pattern: '^https?://' },
      tags: { type: 'array', maxItems: 30, items: { type: 'string', minLength: 1, maxLength: 140 } },
    },
    ['recipient', 'type'],
  ),
} as const;

interface AskBody {
  recipient: string;
  anonymous: boolean;
  question: string;
}

interface SubmitBody {
  recipient: string;
  type: 'text' | 'quote' | 'link';
  title?: string;
  body?: string;
  quote?: string;
  source?: string;
  url?: string;
  tags?: string[];
}

function invalid(detail: string, field: string) {
  return badRequest(detail, [{ field, detail }]);
}

async function submissionContent(body: SubmitBody): Promise<PostContent> {
  if (body.type === 'quote') {
    const quote = await sanitizeQuote(body.quote ?? '');
    if (isBlankHtml(quote)) throw invalid('Write the quote first.', 'quote');
    return { type: 'quote', quote, source: await sanitizeHtml(body.source ?? '') };
  }
  if (body.type === 'link') {
    if (!body.url) throw invalid('Enter the link.', 'url');
    return { type: 'link', title: (body.title ?? '').trim(), url: body.url, caption: await sanitizeHtml(body.body ?? ''), excerpt: '', author: '', thumbnail: '' };
  }
  const text = await sanitizeHtml(body.body ?? '');
  const title = (body.title ?? '').trim();
  if (!title && isBlankHtml(text)) throw invalid('Write something first.', 'body');
  return { type: 'text', title, body: text };
}

/**
 * POST /svc/post/ask (B§7) and POST /svc/post/submit: a question or a post lands in the recipient blog's inbox
 * as an unapproved post, which its members answer (/answer), approve or deny, or delete. An anonymous ask
 * names nobody: no asker on the post, the ask row or the notification a member can read.
 */
export async function askRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  rejectUnknownFields(app);

  app.post<{ Body: AskBody }>('/svc/post/ask', { schema: askSchema, config: { rateLimit: rateLimits.asks } }, async (request) => {
    const session = requireUser(request);
    const actor = currentChannel(session);
    const body = request.body;
    const blog = await loadViewableBlog(db, body.recipient, viewerOf(request));
    if (!blog.asks) throw forbidden(`${blog.name} is not taking questions.`);
    if (body.anonymous && !blog.anonymous_asks) throw forbidden(`${blog.name} does not take anonymous questions.`);
    const errors = validateQuestion(body.question);
    if (errors.length > 0) throw badRequest(errors[0]!, errors.map((detail) => ({ field: 'question', detail })));
    const question = stripNewlines(body.question).trim();
    const asker = await db.selectFrom('blogs').select(['id', 'name']).where('id', '=', actor).executeTakeFirstOrThrow();
    await db.transaction().execute(async (trx) => {
      const post = await trx
        .insertInto('posts')
        .values({
          blog_id: blog.id,
          author_user_id: body.anonymous ? null : session.userId,
          type: 'note',
          state: 'unapproved',
          content: JSON.stringify({ type: 'note', ask: question, asker: body.anonymous ? null : asker.name, answer: '', caption: '' }),
          reblog_key: randomToken(6),
          allow_answers: true,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('asks')
        .values({
          recipient_blog_id: blog.id,
          asker_blog_id: body.anonymous ? null : asker.id,
          // Kept for abuse handling only; never part of an answer.
          asker_user_id: session.userId,
          anonymous: body.anonymous,
          question,
          answer_post_id: post.id,
        })
        .execute();
      await notify(trx, { to: blog.id, type: 'ask', from: body.anonymous ? null : asker.id });
    });
    return ok({ sent: true });
  });

  app.post<{ Body: SubmitBody }>('/svc/post/submit', { schema: submitSchema }, async (request) => {
    const session = requireUser(request);
    const actor = currentChannel(session);
    const body = request.body;
    const blog = await loadViewableBlog(db, body.recipient, viewerOf(request));
    if (!blog.submissions) throw forbidden(`${blog.name} is not taking submissions.`);
    if (blog.role !== null) throw forbidden('Post to your own blog instead of submitting to it.');
    const content = await submissionContent(body);
    const tags = [...new Set((body.tags ?? []).map((tag) => tag.trim()).filter(Boolean))];
    const id = await db.transaction().execute(async (trx) => {
      const post = await trx
        .insertInto('posts')
        .values({ blog_id: blog.id, author_user_id: session.userId, type: content.type, state: 'unapproved', content: JSON.stringify(content), tags, reblog_key: randomToken(6) })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('submissions')
        .values({ post_id: post.id, recipient_blog_id: blog.id, submitter_blog_id: actor, submitter_user_id: session.userId })
        .execute();
      return post.id;
    });
    return ok({ id });
  });
}
