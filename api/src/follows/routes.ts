import type { FastifyInstance } from 'fastify';
import { requireUser, type UserSession } from '../accounts/session.js';
import { notify } from '../activity/notify.js';
import type { Db } from '../db/connect.js';
import { rejectUnknownFields } from '../posts/unknown-fields.js';
import type { BlogRow } from '../db/schema.js';
import { badRequest, forbidden, HttpError, ok } from '../http/envelope.js';
import { okEnvelope } from '../http/envelope-schema.js';
import { refuseAcrossBlock } from './blocks.js';
import { loadViewableBlog } from '../peepr/blog-access.js';
import { refuseSuspended } from '../moderation/flags.js';
import { blogWithRole, currentChannel } from '../posts/acting-blog.js';
import { loadVisiblePost } from '../posts/visibility.js';
import { blogNameField, offsetField, optionalText, postIdField, sourceField, strictBody } from '../posts/fields.js';

const followSchema = {
  body: strictBody(
    {
      tumblelog: blogNameField,
      placement_id: optionalText(200),
      pt: optionalText(200),
      source: { type: 'string', enum: ['FOLLOW_SOURCE_POST', 'UNFOLLOW_SOURCE_POST', 'FOLLOW_SOURCE_PEEPR_HEADER', 'UNFOLLOW_SOURCE_PEEPR_HEADER'] },
      context: sourceField,
      offset: offsetField,
    },
    ['tumblelog'],
  ),
} as const;

const subscriptionSchema = {
  params: { type: 'object', required: ['name'], properties: { name: blogNameField } },
  // The client may send no body at all on DELETE.
  body: { type: ['object', 'null'], additionalProperties: false, properties: { source: { type: 'string', enum: ['post'] }, form_key: { type: 'string', maxLength: 200 } } },
} as const;

const blockSchema = {
  body: strictBody(
    {
      tumblelog: blogNameField,
      blocked_tumblelog: blogNameField,
      blocked_post: postIdField,
      // A block comes from a post (its page source) or from a conversation's Actions popover.
      block_context: { type: 'string', enum: [...sourceField.enum, 'messaging'] },
    },
    ['tumblelog'],
  ),
} as const;

const unblockSchema = {
  body: strictBody({ tumblelog: blogNameField, blocked_tumblelog: blogNameField }, ['tumblelog', 'blocked_tumblelog']),
} as const;

const blockedBlog = {
  type: 'object',
  required: ['name', 'title', 'avatar_url', 'blocked_at'],
  properties: { name: { type: 'string' }, title: { type: 'string' }, avatar_url: { type: 'string' }, blocked_at: { type: 'string' } },
} as const;

const blocksListSchema = {
  params: { type: 'object', required: ['name'], properties: { name: blogNameField } },
  querystring: { type: 'object', additionalProperties: false, properties: {} },
  response: {
    200: okEnvelope({ type: 'object', required: ['blocked_tumblelogs'], properties: { blocked_tumblelogs: { type: 'array', items: blockedBlog } } }),
  },
} as const;

interface BlockBody {
  tumblelog: string;
  blocked_tumblelog?: string;
  blocked_post?: string;
  block_context?: string;
}

/** Follow, unfollow, subscribe (A§4.3) as the current channel, refused across a block; block and unblock (A§7.1). */
export async function followRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  rejectUnknownFields(app);

  /** The blog to follow, subscribe to or block, as the current channel: 404 for one the user may not see (private, suspended). */
  async function viewableBlog(name: string, session: UserSession): Promise<BlogRow> {
    return loadViewableBlog(db, name, { userId: session.userId, currentBlogId: currentChannel(session) });
  }

  async function isSubscribed(subscriber: string, blogId: string): Promise<boolean> {
    const row = await db.selectFrom('subscriptions').select('blog_id').where('subscriber_blog_id', '=', subscriber).where('blog_id', '=', blogId).executeTakeFirst();
    return Boolean(row);
  }

  app.post<{ Body: { tumblelog: string } }>('/svc/follow', { schema: followSchema }, async (request) => {
    const session = requireUser(request);
    const actor = currentChannel(session);
    const blog = await viewableBlog(request.body.tumblelog, session);
    // Admins and its members see a suspended blog, but it gains no followers (nor their notifications).
    refuseSuspended(blog);
    if (blog.id === actor) throw badRequest('A blog can’t follow itself.', [{ field: 'tumblelog', detail: 'A blog can’t follow itself.' }]);
    await refuseAcrossBlock(db, actor, blog.id, 'follow', blog.name);
    await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('follows')
        .values({ follower_blog_id: actor, followed_blog_id: blog.id })
        .onConflict((conflict) => conflict.doNothing())
        .returning('followed_blog_id')
        .executeTakeFirst();
      if (inserted) await notify(trx, { to: blog.id, type: 'follower', from: actor });
    });
    return ok({ following: true, can_subscribe: true, is_subscribed: await isSubscribed(actor, blog.id) });
  });

  app.post<{ Body: { tumblelog: string } }>('/svc/unfollow', { schema: followSchema }, async (request) => {
    const session = requireUser(request);
    const actor = currentChannel(session);
    const blog = await viewableBlog(request.body.tumblelog, session);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('follows').where('follower_blog_id', '=', actor).where('followed_blog_id', '=', blog.id).execute();
      // Only a followed blog can be subscribed to.
      await trx.deleteFrom('subscriptions').where('subscriber_blog_id', '=', actor).where('blog_id', '=', blog.id).execute();
    });
    return ok({ following: false, can_subscribe: false, is_subscribed: false });
  });

  app.post<{ Params: { name: string } }>('/svc/blog/:name/subscription', { schema: subscriptionSchema }, async (request) => {
    const session = requireUser(request);
    const actor = currentChannel(session);
    const blog = await viewableBlog(request.params.name, session);
    refuseSuspended(blog);
    await refuseAcrossBlock(db, actor, blog.id, 'subscribe', blog.name);
    const follows = await db.selectFrom('follows').select('followed_blog_id').where('follower_blog_id', '=', actor).where('followed_blog_id', '=', blog.id).executeTakeFirst();
    if (!follows) throw new HttpError(409, `Follow ${blog.name} to subscribe.`);
    await db
      .insertInto('subscriptions')
      .values({ subscriber_blog_id: actor, blog_id: blog.id })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    return ok({ is_subscribed: true });
  });

  app.delete<{ Params: { name: string } }>('/svc/blog/:name/subscription', { schema: subscriptionSchema }, async (request) => {
    const session = requireUser(request);
    const actor = currentChannel(session);
    const blog = await viewableBlog(request.params.name, session);
    await db.deleteFrom('subscriptions').where('subscriber_blog_id', '=', actor).where('blog_id', '=', blog.id).execute();
    return ok({ is_subscribed: false });
  });

  /** The blog a member blocks from (or unblocks, or lists the blocks of): 403 for anyone else, as block/add always did. */
  async function memberBlog(name: string, userId: string, refusal: string): Promise<BlogRow> {
    const blog = await blogWithRole(db, name, userId);
    if (!blog?.role) throw forbidden(refusal);
    return blog;
  }

  app.post<{ Body: BlockBody }>('/svc/block/add', { schema: blockSchema }, async (request) => {
    const session = requireUser(request);
    const body = request.body;
    const blocker = await memberBlog(body.tumblelog, session.userId, 'You can only block from one of your own blogs.');
    let blockedId: string;
    // A blog or post the user may not see is refused as a missing one: a block says nothing of what exists.
    if (body.blocked_tumblelog !== undefined) {
      blockedId = (await viewableBlog(body.blocked_tumblelog, session)).id;
    } else if (body.blocked_post !== undefined) {
      blockedId = (await loadVisiblePost(db, body.blocked_post, session.userId)).blog_id;
    } else {
      throw badRequest('blocked_tumblelog is required.', [{ field: 'blocked_tumblelog', detail: 'blocked_tumblelog is required.' }]);
    }
    const own = await db.selectFrom('blog_members').select('blog_id').where('user_id', '=', session.userId).where('blog_id', '=', blockedId).executeTakeFirst();
    if (own) throw badRequest('You can’t block one of your own blogs.', [{ field: 'blocked_tumblelog', detail: 'You can’t block one of your own blogs.' }]);
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('blocks')
        .values({ blocker_blog_id: blocker.id, blocked_blog_id: blockedId, source_post_id: body.blocked_post ?? null, context: body.block_context ?? '' })
        .onConflict((conflict) => conflict.columns(['blocker_blog_id', 'blocked_blog_id']).doNothing())
        .execute();
      for (const [a, b] of [[blocker.id, blockedId], [blockedId, blocker.id]] as const) {
        await trx.deleteFrom('follows').where('follower_blog_id', '=', a).where('followed_blog_id', '=', b).execute();
        await trx.deleteFrom('subscriptions').where('subscriber_blog_id', '=', a).where('blog_id', '=', b).execute();
      }
    });
    return ok({ blocked: true });
  });
  app.post<{ Body: { tumblelog: string; blocked_tumblelog: string } }>('/svc/block/remove', { schema: unblockSchema }, async (request) => {
    const session = requireUser(request);
    const blocker = await memberBlog(request.body.tumblelog, session.userId, 'You can only unblock from one of your own blogs.');
    const name = request.body.blocked_tumblelog.toLowerCase();
    // A block held is lifted whatever became of the blog since (suspended, private): its row names it already.
    const lifted = await db
      .deleteFrom('blocks')
      .where('blocker_blog_id', '=', blocker.id)
      .where('blocked_blog_id', '=', (eb) => eb.selectFrom('blogs').select('id').where('name', '=', name))
      .returning('blocked_blog_id')
      .executeTakeFirst();
    // Unblocking a blog that is not blocked changes nothing and is no error (a second click, another tab), but
    // a blog the user may not see answers as a missing one.
    if (!lifted) await viewableBlog(name, session);
    return ok({ blocked: false });
  });

  app.get<{ Params: { name: string } }>('/svc/blog/:name/blocks', { schema: blocksListSchema }, async (request) => {
    const session = requireUser(request);
    const blocker = await memberBlog(request.params.name, session.userId, 'Only members of this blog can see whom it blocks.');
    const rows = await db
      .selectFrom('blocks as k')
      .innerJoin('blogs as b', 'b.id', 'k.blocked_blog_id')
      .select(['b.name', 'b.title', 'b.avatar_url', 'k.created_at'])
      .where('k.blocker_blog_id', '=', blocker.id)
      .orderBy('k.created_at', 'desc')
      .orderBy('b.name')
      .execute();
    return ok({
      blocked_tumblelogs: rows.map((row) => ({ name: row.name, title: row.title, avatar_url: row.avatar_url, blocked_at: row.created_at.toISOString() })),
    });
  });
}
