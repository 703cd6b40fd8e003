import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import shared from '@tumbledash/shared/contracts';
import { requireUser } from '../accounts/session.js';
import { loadFlags } from '../accounts/bootstrap.js';
import type { ShareNetwork } from '../contracts.js';
import type { Db } from '../db/connect.js';
import type { BlogRow } from '../db/schema.js';
import { badRequest, forbidden, HttpError, notFound, ok } from '../http/envelope.js';
import type { Mailer } from '../mail/mailer.js';
import { actingBlog } from '../messaging/acting-blog.js';
import { loadParticipantRows, toParticipant } from '../messaging/participants.js';
import { currentChannel } from '../posts/acting-blog.js';
import { blogNameField, formKeyField, postIdField } from '../posts/fields.js';
import { postUrl } from '../posts/present.js';
import { rejectUnknownFields } from '../posts/unknown-fields.js';
import { loadVisiblePost, POST_NOT_FOUND, refuseSuspendedPost, type PostAccess } from '../posts/visibility.js';
import { summarize } from '../posts/summary.js';
import { presetFor, rateLimits } from '../rate-limit/limits.js';
import { shareMail } from './mail.js';
import { absolute, imageOf } from './post-media.js';
import { sharePopoverData } from './popover-data.js';
import { postIdOfCode, SHORT_LINK_PREFIX } from './short-link.js';

const { SHARE_LIMITS, SHARE_NETWORKS, isShareEmailAddress, isShareMessage, isTweet } = shared;

/** Share favorites (B§9): how many, and how many blogs of the post's trail may lead them. */
export const SHARE_FAVORITES = 10;

export const SHARE_ERRORS = {
  email: 'Enter a valid email address.',
  message: 'A message can be at most 255 characters.',
  tweet: `A tweet must be 1 to ${SHARE_LIMITS.tweetMax} characters, with [URL] counting as ${SHARE_LIMITS.tweetUrlLength}.`,
  notShareable: 'This post cannot be shared.',
  mailFailed: 'The mail could not be sent. Try again later.',
  noRedditSharing: 'Sharing to Reddit is switched off.',
  noPicture: 'This post has no picture to pin.',
} as const;

const paramsSchema = {
  type: 'object',
  required: ['tumblelog_name', 'post_id'],
  properties: { tumblelog_name: blogNameField, post_id: postIdField },
} as const;
/** What /svc/facebook_status answers for a blog that sends its posts to the status network. */
export const FACEBOOK_LABEL = 'Facebook';

const emptyBody = { type: ['object', 'null'], additionalProperties: false, properties: { form_key: formKeyField } } as const;

const shareFields = {
  post_id: postIdField,
  tumblelog_name: blogNameField,
  share_fallback: { type: 'boolean' },
  // Longer than any limit, so the limit's own message is what a person reads.
  message: { type: 'string', maxLength: 2000 },
  email_address: { type: 'string', maxLength: 500 },
  allow_reply_to: { type: 'boolean' },
  form_key: formKeyField,
} as const;

interface ShareBody {
  post_id: string;
  tumblelog_name: string;
  share_fallback?: boolean;
  message?: string;
  email_address?: string;
  allow_reply_to?: boolean;
}

type BlogShareBody = Omit<ShareBody, 'post_id' | 'share_fallback'>;

export function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** The post named by blog and id, as the caller may see it; 404 when either does not match. */
async function sharedPost(db: Db, request: FastifyRequest, blogName: string, postId: string): Promise<{ post: PostAccess; blog: BlogRow }> {
  const post = await loadVisiblePost(db, postId, request.session?.userId ?? null);
  if (post.blog_name !== blogName.toLowerCase()) throw notFound(POST_NOT_FOUND);
  const blog = await db.selectFrom('blogs').selectAll().where('id', '=', post.blog_id).executeTakeFirstOrThrow();
  return { post, blog };
}

function checkMessage(message: string): void {
  if (!isShareMessage(message)) throw badRequest(SHARE_ERRORS.message, [{ field: 'message', detail: SHARE_ERRORS.message }]);
}

function checkEmailAddress(address: string): void {
  if (!isShareEmailAddress(address)) throw badRequest(SHARE_ERRORS.email, [{ field: 'email_address', detail: SHARE_ERRORS.email }]);
}

/** Sharing (A§7.4, B§7): the popover's data, shares to the outside networks and by email, blog share, short links. */
export async function shareRoutes(app: FastifyInstance, { db, mailer }: { db: Db; mailer: Mailer }): Promise<void> {
  rejectUnknownFields(app);

  /** The status-network label of the signed-in person's current blog: '' unless it sends its posts there (A§7.1). */
  async function facebookLabel(request: FastifyRequest): Promise<string> {
    const blogId = request.session?.userId ? request.session.currentBlogId : null;
    if (!blogId) return '';
    const channel = await db.selectFrom('blogs').select('facebook_opengraph_send_posts').where('id', '=', blogId).executeTakeFirst();
    return channel?.facebook_opengraph_send_posts ? FACEBOOK_LABEL : '';
  }

  async function popoverData(request: FastifyRequest<{ Params: { tumblelog_name: string; post_id: string } }>) {
    const { post, blog } = await sharedPost(db, request, request.params.tumblelog_name, request.params.post_id);
    const session = request.session;
    const flags = await loadFlags(db, Boolean(session?.userId));
    const hasFacebook = (await facebookLabel(request)) !== '';
    return ok({
      share_popover_data: sharePopoverData({ post, blog, origin: originOf(request), formKey: session?.formKey ?? '', hasUser: Boolean(session?.userId), hasFacebook, flags }),
    });
  }

  // A§7.4 / B§7: the label of the status network the current blog is connected to, or empty (the popover then
  // opens the network's share window).
  app.post('/svc/facebook_status', { schema: { body: emptyBody } }, async (request) => {
    requireUser(request);
    return ok({ label: await facebookLabel(request) });
  });
  // A§7.4 posts, B§7 gets: both read the same data.
  app.post<{ Params: { tumblelog_name: string; post_id: string } }>('/svc/post/share/:tumblelog_name/:post_id', { schema: { params: paramsSchema, body: emptyBody } }, popoverData);
  app.get<{ Params: { tumblelog_name: string; post_id: string } }>(
    '/svc/post/share/:tumblelog_name/:post_id',
    { schema: { params: paramsSchema, querystring: { type: 'object', properties: {} } } },
    popoverData,
  );

  async function sendShareMail(request: FastifyRequest, body: BlogShareBody, subject: Parameters<typeof shareMail>[0]['subject']) {
    const session = requireUser(request);
    const user = await db.selectFrom('users').select('email').where('id', '=', session.userId).executeTakeFirstOrThrow();
    const sender = await db.selectFrom('blogs').select('name').where('id', '=', currentChannel(session)).executeTakeFirstOrThrow();
    const mail = shareMail({
      to: (body.email_address ?? '').trim(),
      senderBlog: sender.name,
      senderEmail: user.email,
      allowReplyTo: body.allow_reply_to === true,
      message: body.message ?? '',
      subject,
    });
    try {
      await mailer.send(mail);
    } catch (error) {
      throw new HttpError(502, SHARE_ERRORS.mailFailed, [], {}, { cause: error });
    }
  }

  app.post<{ Params: { network: ShareNetwork }; Body: ShareBody }>(
    '/svc/share/:network',
    {
      // Shares by email are limited per person; the other networks, open to visitors too, per person or address.
      config: { rateLimit: presetFor((request) => ((request.params as { network?: string }).network === 'email' ? 'emailShares' : 'networkShares')) },
      schema: {
        params: { type: 'object', required: ['network'], properties: { network: { type: 'string', enum: SHARE_NETWORKS } } },
        body: { type: 'object', additionalProperties: false, required: ['post_id', 'tumblelog_name'], properties: shareFields },
      },
    },
    async (request) => {
      const { network } = request.params;
      // The networks are offered to visitors too (A§6: without a user, email falls back to a mail link), so a
      // visitor's share is recorded without a user; a mail goes out only in a signed-in person's name.
      const userId = network === 'email' ? requireUser(request).userId : (request.session?.userId ?? null);
      const body = request.body;
      const fallback = body.share_fallback === true;
      const message = body.message ?? '';
      const { post, blog } = await sharedPost(db, request, body.tumblelog_name, body.post_id);
      if (post.state !== 'published' || post.is_private) throw forbidden(SHARE_ERRORS.notShareable);
      refuseSuspendedPost(post);
      const origin = originOf(request);
      switch (network) {
        case 'email':
          checkEmailAddress(body.email_address ?? '');
          checkMessage(message);
          await sendShareMail(request, body, {
            kind: 'post',
            blog: blog.name,
            summary: summarize(post.content, 200),
            url: absolute(postUrl(blog.name, post.id, post.slug), origin),
            imageUrl: ((image) => (image ? absolute(image, origin) : null))(imageOf(post.content)),
          });
          break;
        case 'twitter':
          if (!fallback && !isTweet(message)) throw badRequest(SHARE_ERRORS.tweet, [{ field: 'message', detail: SHARE_ERRORS.tweet }]);
          checkMessage(message);
          break;
        case 'facebook':
          checkMessage(message);
          break;
        case 'reddit':
          if (!(await loadFlags(db, userId !== null)).reddit_sharing) throw forbidden(SHARE_ERRORS.noRedditSharing);
          checkMessage(message);
          break;
        case 'pinterest':
          if (!imageOf(post.content)) throw badRequest(SHARE_ERRORS.noPicture);
          checkMessage(message);
          break;
      }
      await db
        .insertInto('shares')
        .values({
          user_id: userId,
          blog_id: blog.id,
          post_id: post.id,
          network,
          share_fallback: fallback,
          message,
          email_address: network === 'email' ? (body.email_address ?? '').trim() : null,
          allow_reply_to: network === 'email' && body.allow_reply_to === true,
        })
        .execute();
      return ok({ network, shared: true });
    },
  );

  // Blog share (A§7.4): the blog's address by email.
  app.post<{ Body: BlogShareBody }>(
    '/svc/email_tumblelog',
    {
      config: { rateLimit: rateLimits.emailShares },
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['tumblelog_name', 'email_address'],
          properties: { tumblelog_name: blogNameField, message: shareFields.message, email_address: shareFields.email_address, allow_reply_to: shareFields.allow_reply_to, form_key: formKeyField },
        },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const body = request.body;
      const blog = await db.selectFrom('blogs').selectAll().where('name', '=', body.tumblelog_name.toLowerCase()).executeTakeFirst();
      if (!blog || blog.suspended) throw notFound('That blog does not exist.');
      if (blog.is_private) throw forbidden('This blog cannot be shared.');
      checkEmailAddress(body.email_address ?? '');
      checkMessage(body.message ?? '');
      await sendShareMail(request, body, { kind: 'blog', blog: blog.name, title: blog.title || blog.name, url: absolute(`/blog/${blog.name}`, originOf(request)) });
      await db
        .insertInto('shares')
        .values({ user_id: userId, blog_id: blog.id, post_id: null, network: 'email', message: body.message ?? '', email_address: (body.email_address ?? '').trim(), allow_reply_to: body.allow_reply_to === true })
        .execute();
      return ok({ network: 'email', shared: true });
    },
  );

  // Share favorites (B§9: 10): blogs of the post's trail, then those messaged most, then followed.
  app.get<{ Querystring: { participant: string; post_id?: string } }>(
    '/svc/share/favorites',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['participant'],
          properties: { participant: { type: 'string', minLength: 1, maxLength: 64 }, post_id: postIdField },
        },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const acting = await actingBlog(db, userId, request.query.participant);
      const postId = request.query.post_id ?? null;
      const post = postId ? await loadVisiblePost(db, postId, userId) : null;
      const trail = post ? [post.blog_id, post.parent_blog_id, post.root_blog_id].filter((id): id is string => id !== null) : [];
      const rows = await db
        .selectFrom('blogs as b')
        .select('b.id')
        .select([
          sql<number>`(SELECT count(*)::int FROM messages m
            JOIN conversation_participants theirs ON theirs.conversation_id = m.conversation_id AND theirs.blog_id = b.id
            WHERE m.sender_blog_id = ${acting.id})`.as('messaged'),
          sql<boolean>`EXISTS (SELECT 1 FROM follows f WHERE f.follower_blog_id = ${acting.id} AND f.followed_blog_id = b.id)`.as('followed'),
          sql<boolean>`b.id = ANY(${sql.val(trail)}::bigint[])`.as('in_trail'),
        ])
        .where('b.id', '<>', acting.id)
        .where('b.is_messaging_bot', '=', false)
        .where('b.suspended', '=', false)
        .where('b.uniblocked', '=', false)
        .where('b.flagged_spam', '=', false)
        .where(sql<boolean>`NOT EXISTS (SELECT 1 FROM blog_members own WHERE own.blog_id = b.id AND own.user_id = ${userId})`)
        .where(sql<boolean>`NOT EXISTS (SELECT 1 FROM blocks k
          WHERE (k.blocker_blog_id = b.id AND k.blocked_blog_id = ${acting.id}) OR (k.blocker_blog_id = ${acting.id} AND k.blocked_blog_id = b.id))`)
        .where((eb) =>
          eb.or([
            eb(sql<boolean>`b.id = ANY(${sql.val(trail)}::bigint[])`, '=', true),
            eb.exists(eb.selectFrom('follows as f').select('f.followed_blog_id').whereRef('f.followed_blog_id', '=', 'b.id').where('f.follower_blog_id', '=', acting.id)),
            eb.exists(
              eb
                .selectFrom('conversation_participants as mine')
                .innerJoin('conversation_participants as theirs', 'theirs.conversation_id', 'mine.conversation_id')
                .select('mine.conversation_id')
                .where('mine.blog_id', '=', acting.id)
                .whereRef('theirs.blog_id', '=', 'b.id'),
            ),
          ]),
        )
        .orderBy('in_trail', 'desc')
        .orderBy('messaged', 'desc')
        .orderBy('followed', 'desc')
        .orderBy('b.name')
        .limit(SHARE_FAVORITES)
        .execute();
      const participants = await loadParticipantRows(db, acting.id, rows.map((row) => row.id));
      return ok({
        blogs: rows.flatMap((row) => {
          const participant = participants.get(row.id);
          return participant ? [{ ...toParticipant(participant, acting.id), in_trail: row.in_trail }] : [];
        }),
      });
    },
  );

  // The short link of a post (post_tiny_url) goes to the post's page, for those who may see the post.
  app.get<{ Params: { code: string } }>(
    `${SHORT_LINK_PREFIX}:code`,
    { schema: { params: { type: 'object', properties: { code: { type: 'string', maxLength: 20 } } }, querystring: { type: 'object', properties: {} } } },
    async (request, reply) => {
      const postId = postIdOfCode(request.params.code);
      if (!postId) throw notFound(POST_NOT_FOUND);
      const post = await loadVisiblePost(db, postId, request.session?.userId ?? null);
      // 302: a post's address changes with its slug.
      return reply.redirect(postUrl(post.blog_name, post.id, post.slug), 302);
    },
  );
}
