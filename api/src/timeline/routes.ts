import type { FastifyInstance } from 'fastify';
import { TIMELINE_PAGE_SIZE, type TimelinePage } from '../contracts.js';
import type { Db } from '../db/connect.js';
import { badRequest, ok } from '../http/envelope.js';
import { presentPosts } from '../posts/load.js';
import { dashboardRows, NO_CURSOR, type TimelineViewer } from './query.js';

export const TIMELINE_MAX_LIMIT = 50;

const pageQuery = {
  type: 'object',
  properties: { limit: { type: 'integer', minimum: 1, maximum: TIMELINE_MAX_LIMIT, default: TIMELINE_PAGE_SIZE } },
} as const;

const beforeParams = {
  type: 'object',
  required: ['postId'],
  properties: { postId: { type: 'string', pattern: '^[0-9]{1,19}$' } },
} as const;

interface PageRequest {
  Querystring: { limit: number };
  Params: { postId?: string };
}

export async function timelineRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  async function page(viewer: TimelineViewer, before: string, limit: number): Promise<TimelinePage> {
    // One extra row says whether another page exists.
    const rows = await dashboardRows(db, viewer, before, limit + 1);
    const visible = rows.slice(0, limit);
    const posts = await presentPosts(db, visible, viewer.currentBlogId);
    return { posts, next: rows.length > limit ? (visible.at(-1)?.id ?? null) : null };
  }

  function viewerOf(request: { session: { userId: string | null; currentBlogId: string | null } | null }): TimelineViewer {
    return { userId: request.session?.userId ?? null, currentBlogId: request.session?.currentBlogId ?? null };
  }

  app.get<PageRequest>('/svc/post/dashboard', { schema: { querystring: pageQuery } }, async (request) =>
    ok(await page(viewerOf(request), NO_CURSOR, request.query.limit)),
  );

  app.get<PageRequest>(
    '/svc/post/dashboard/before/:postId',
    { schema: { querystring: pageQuery, params: beforeParams } },
    async (request) => {
      const before = request.params.postId!;
      if (BigInt(before) > BigInt(NO_CURSOR)) throw badRequest('postId is not a valid post id.', [{ field: 'postId', detail: 'postId is not a valid post id.' }]);
      return ok(await page(viewerOf(request), before, request.query.limit));
    },
  );
}
