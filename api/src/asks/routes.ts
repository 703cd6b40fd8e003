import type { FastifyInstance } from 'fastify';
import { requireUser } from '../accounts/session.js';
import { notify } from '../activity/notify.js';
import { buildContent } from '../compose/content.js';
import { checkSourceUrl, fieldError, parseTags } from '../compose/fields.js';
import { CREATABLE_TYPES, updateSchema } from '../compose/request.js';
import { isCarousel } from '../compose/display.js';
import { contentContext } from '../compose/routes.js';
import { ASK_MAX_LENGTH, stripNewlines, validateQuestion, type ApiRequestBody, type PostType } from '../contracts.js';
import type { Db } from '../db/connect.js';
import { badRequest, forbidden, ok } from '../http/envelope.js';
import { randomToken } from '../http/tokens.js';
import { currentChannel, viewerOf } from '../posts/acting-blog.js';
import { blogNameField, strictBody } from '../posts/fields.js';
import { rejectUnknownFields } from '../posts/unknown-fields.js';
import { loadViewableBlog } from '../peepr/blog-access.js';
import { rateLimits } from '../rate-limit/limits.js';
import { refuseAcrossBlock } from '../follows/blocks.js';
import { refuseSuspendedChannel } from '../moderation/active-channel.js';
import { receivesAsks, refuseSilenced, refuseSuspended } from '../moderation/flags.js';

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

/**
 * A submission is the post form of spec A (every type, A§3.4 slots) sent into another blog's submissions: the
 * content of a POST /svc/post/update body and nothing more. What is the receiving blog's to choose (state and
 * time, custom URL, call-to-action button, carousel link) or the form's own (editor, context) is refused like
 * any unknown field. Photos, audio and video must be the submitter's own uploads (or external images).
 */
const formFields = updateSchema.body.properties;
const formPost = formFields.post.properties;
const submitSchema = {
  body: strictBody(
    {
      recipient: blogNameField,
      post: {
        type: 'object',
        additionalProperties: false,
        required: ['type'],
        properties: {
          type: formPost.type,
          tags: formPost.tags,
          source_url: formPost.source_url,
          one: formPost.one,
          two: formPost.two,
          three: formPost.three,
          photoset_layout: formPost.photoset_layout,
          photoset_order: formPost.photoset_order,
          carousel_display: formPost.carousel_display,
        },
      },
      images: formFields.images,
      caption: formFields.caption,
      thumbnail: formFields.thumbnail,
      excerpt: formFields.excerpt,
      author: formFields.author,
      id3_tags: formFields.id3_tags,
      album_art: formFields.album_art,
      preuploaded_url: formFields.preuploaded_url,
      preuploaded_key: formFields.preuploaded_key,
      confirm_tos: formFields.confirm_tos,
      embed_code: formFields.embed_code,
    },
    ['recipient', 'post'],
  ),
} as const;

interface AskBody {
  recipient: string;
  anonymous: boolean;
  question: string;
}

type SubmitBody = ApiRequestBody<'/svc/post/submit'>;

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
    // Only admins and its members see a suspended blog; nothing reaches it while it is.
    refuseSuspended(blog);
    // Anonymous or not: the server knows who asks, and a block holds either way.
    await refuseAcrossBlock(db, actor, blog.id, 'ask', blog.name);
    // A uniblocked blog can neither send nor receive asks, as with messages.
    if (!receivesAsks(blog)) throw forbidden(`${blog.name} is not taking questions.`);
    if (body.anonymous && !blog.anonymous_asks) throw forbidden(`${blog.name} does not take anonymous questions.`);
    const errors = validateQuestion(body.question);
    if (errors.length > 0) throw badRequest(errors[0]!, errors.map((detail) => ({ field: 'question', detail })));
    const question = stripNewlines(body.question).trim();
    const asker = await db.selectFrom('blogs').select(['id', 'name', 'suspended', 'uniblocked']).where('id', '=', actor).executeTakeFirstOrThrow();
    refuseSilenced(asker);
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
      // The ask's post lets the notification lead to the inbox; an anonymous ask's post names nobody either.
      await notify(trx, { to: blog.id, type: 'ask', from: body.anonymous ? null : asker.id, postId: post.id });
    });
    return ok({ sent: true });
  });

  app.post<{ Body: SubmitBody }>('/svc/post/submit', { schema: submitSchema }, async (request) => {
    const session = requireUser(request);
    const actor = currentChannel(session);
    const body = request.body;
    const blog = await loadViewableBlog(db, body.recipient, viewerOf(request));
    refuseSuspended(blog);
    await refuseSuspendedChannel(db, actor);
    await refuseAcrossBlock(db, actor, blog.id, 'submit', blog.name);
    if (!blog.submissions) throw forbidden(`${blog.name} is not taking submissions.`);
    if (blog.role !== null) throw forbidden('Post to your own blog instead of submitting to it.');
    const type = body.post.type as PostType;
    if (!CREATABLE_TYPES.includes(type)) throw fieldError('post[type]', 'Invalid "type" value');
    const content = await buildContent(type, { ...body, channel_id: blog.name, post: { state: '0', ...body.post } }, contentContext(db, session, null));
    const tags = parseTags(body.post.tags ?? '');
    const sourceUrl = checkSourceUrl(body.post.source_url ?? '');
    const id = await db.transaction().execute(async (trx) => {
      const post = await trx
        .insertInto('posts')
        .values({
          blog_id: blog.id,
          author_user_id: session.userId,
          type: content.type,
          state: 'unapproved',
          content: JSON.stringify(content),
          tags,
          source_url: sourceUrl,
          is_carousel: isCarousel(content, body.post.carousel_display, null),
          reblog_key: randomToken(6),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('submissions')
        .values({ post_id: post.id, recipient_blog_id: blog.id, submitter_blog_id: actor, submitter_user_id: session.userId })
        .execute();
      // A submission always names its blog: there is no anonymous one.
      await notify(trx, { to: blog.id, type: 'submission', from: actor, postId: post.id });
      return post.id;
    });
    return ok({ id });
  });
}
