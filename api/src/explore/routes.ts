import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TIMELINE_PAGE_SIZE, type ExploreData, type FollowingPage, type TimelinePage } from '../contracts.js';
import { requireUser } from '../accounts/session.js';
import type { Db } from '../db/connect.js';
import { ok } from '../http/envelope.js';
import { currentChannel, viewerOf } from '../posts/acting-blog.js';
import { presentPosts } from '../posts/load.js';
import { followedBlogs, recommendedBlogs, splashPhoto, trendingRows, trendingTags } from './query.js';

const pageQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { limit: { type: 'integer', minimum: 1, maximum: 50, default: TIMELINE_PAGE_SIZE } },
} as const;
const postId = { type: 'string', pattern: '^[0-9]{1,19}$' } as const;
const noQuery = { querystring: { type: 'object', additionalProperties: false, properties: {} } } as const;
const FOLLOWING_PAGE = 20;
const followingQuery = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { offset: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 } },
  },
} as const;

interface PageRequest {
  Querystring: { limit: number };
  Params: { postId?: string };
}

/** Explore (trending posts, tags, recommended blogs) for everyone, and the signed-in person's Following list. */
export async function exploreRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  async function page(request: FastifyRequest<PageRequest>): Promise<TimelinePage> {
    const viewer = viewerOf(request);
    const { limit } = request.query;
    const rows = await trendingRows(db, viewer, request.params.postId ?? null, limit + 1);
    const visible = rows.slice(0, limit);
    return { posts: await presentPosts(db, visible, viewer.currentBlogId), next: rows.length > limit ? (visible.at(-1)?.id ?? null) : null };
  }

  // The dashboard remote's timeline reads `/svc/post/{pageRoot}[/before/{postId}]` (A§7.2): Explore is one more root.
  app.get<PageRequest>('/svc/post/explore', { schema: { querystring: pageQuery, params: { type: 'object', properties: {} } } }, async (request) =>
    ok(await page(request)),
  );
  app.get<PageRequest>(
    '/svc/post/explore/before/:postId',
    { schema: { querystring: pageQuery, params: { type: 'object', required: ['postId'], properties: { postId } } } },
    async (request) => ok(await page(request)),
  );

  app.get('/svc/explore', { schema: noQuery }, async (request) => {
    const viewer = viewerOf(request);
    const [tags, blogs] = await Promise.all([trendingTags(db), recommendedBlogs(db, viewer)]);
    return ok<ExploreData>({ tags, blogs });
  });

  app.get('/svc/explore/splash', { schema: noQuery }, async () => ok({ splash: await splashPhoto(db) }));

  app.get<{ Querystring: { offset: number } }>('/svc/following', { schema: followingQuery }, async (request) => {
    const blogId = currentChannel(requireUser(request));
    const { offset } = request.query;
    const { blogs, total } = await followedBlogs(db, blogId, offset, FOLLOWING_PAGE);
    const next = offset + blogs.length;
    return ok<FollowingPage>({ blogs, total, next_offset: next < total ? next : null });
  });
}
