import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  SITE_SEARCH_POST_TYPES,
  SITE_SEARCH_SORTS,
  TIMELINE_PAGE_SIZE,
  type SiteSearchPostType,
  type SiteSearchSort,
  type TimelinePage,
} from '../contracts.js';
import { sql } from 'kysely';
import { requireUser } from '../accounts/session.js';
import type { Db } from '../db/connect.js';
import { badRequest, notFound, ok } from '../http/envelope.js';
import { okEnvelope } from '../http/envelope-schema.js';
import { presentPosts } from '../posts/load.js';
import { markSafeMode } from '../peepr/safe-mode.js';
import { viewerOf } from '../posts/acting-blog.js';
import { NO_CURSOR, countNewer } from './query.js';
import { rootPage, type TimelineRoot } from './roots.js';

export const TIMELINE_MAX_LIMIT = 50;

/** The dashboard's "New posts" button counts up to this many ("20+" beyond). */
export const NEW_POSTS_CAP = 20;

/** GET /svc/post/dashboard/newer/{postId}?shown=: how many posts the dashboard would show above that post that the page lacks. */
export interface NewerPosts {
  /** At most NEW_POSTS_CAP. */
  count: number;
  /** True when there are more than `count`. */
  more: boolean;
}

const pageQuery = {
  type: 'object',
  properties: { limit: { type: 'integer', minimum: 1, maximum: TIMELINE_MAX_LIMIT, default: TIMELINE_PAGE_SIZE } },
} as const;

/** A tag page's sort and post type, as on the site search (issue 11 item 7); recent keeps featured posts on top. */
const taggedQuery = {
  type: 'object',
  properties: {
    ...pageQuery.properties,
    sort: { type: 'string', enum: SITE_SEARCH_SORTS, default: 'recent' },
    filter_post_type: { type: 'string', enum: SITE_SEARCH_POST_TYPES, default: 'any' },
  },
} as const;

const postId = { type: 'string', pattern: '^[0-9]{1,19}$' } as const;
const tag = { type: 'string', minLength: 1, maxLength: 140 } as const;
const blogName = { type: 'string', minLength: 1, maxLength: 100 } as const;

interface PageRequest {
  Querystring: { limit: number; sort?: SiteSearchSort; filter_post_type?: SiteSearchPostType };
  Params: { postId?: string; tag?: string; name?: string };
}

/** Roots of one path segment; all but the dashboard need a signed-in user. */
const SIMPLE_ROOTS = ['dashboard', 'drafts', 'queue', 'inbox', 'likes'] as const;

/** The ids the page already shows, each within bigint's range (the schema checked their digits). */
function shownIds(list: string): string[] {
  return list === '' ? [] : list.split(',').map((id) => validPostId(id, 'shown'));
}

/** A post id of the address within bigint's range (the schema checked its digits). */
function validPostId(id: string, field = 'postId'): string {
  const detail = `${field} is not a valid post id.`;
  if (BigInt(id) > BigInt(NO_CURSOR)) throw badRequest(detail, [{ field, detail }]);
  return id;
}

function cursorOf(request: FastifyRequest<PageRequest>): string | null {
  const before = request.params.postId;
  return before === undefined ? null : validPostId(before);
}

/** GET /svc/post/{pageRoot}[/before/{postId}]: every timeline of the dashboard README's table. */
export async function timelineRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  async function page(request: FastifyRequest<PageRequest>, root: TimelineRoot): Promise<TimelinePage> {
    const viewer = viewerOf(request);
    const { rows, next } = await rootPage(db, root, viewer, cursorOf(request), request.query.limit);
    return { posts: await markSafeMode(db, viewer, await presentPosts(db, rows, viewer.currentBlogId)), next };
  }

  /** Registers the first page and the `before` pages of one root. */
  function both(
    path: string,
    params: Record<string, unknown>,
    rootOf: (request: FastifyRequest<PageRequest>) => Promise<TimelineRoot>,
    querystring: object = pageQuery,
  ) {
    const required = Object.keys(params);
    for (const [suffix, extra] of [['', {}], ['/before/:postId', { postId }]] as const) {
      const properties = { ...params, ...extra };
      const schema = {
        querystring,
        ...(Object.keys(properties).length > 0
          ? { params: { type: 'object', required: [...required, ...Object.keys(extra)], properties } }
          : { params: { type: 'object', properties: {} } }),
      };
      app.get<PageRequest>(`${path}${suffix}`, { schema }, async (request) => ok(await page(request, await rootOf(request))));
    }
  }

  app.get<{ Params: { postId: string }; Querystring: { shown?: string } }>(
    '/svc/post/dashboard/newer/:postId',
    {
      schema: {
        params: { type: 'object', required: ['postId'], properties: { postId } },
        querystring: {
          type: 'object',
          properties: {
            // The posts the page already holds above postId (the reader's own new ones), comma-separated.
            shown: { type: 'string', pattern: `^([0-9]{1,19}(,[0-9]{1,19}){0,${TIMELINE_MAX_LIMIT - 1}})?$` },
          },
        },
        response: {
          200: okEnvelope({
            type: 'object',
            required: ['count', 'more'],
            properties: { count: { type: 'integer', minimum: 0, maximum: NEW_POSTS_CAP }, more: { type: 'boolean' } },
          }),
        },
      },
    },
    async (request) => {
      requireUser(request);
      const since = validPostId(request.params.postId);
      // One past the cap says whether there are more.
      const { shown } = request.query;
      const found = await countNewer(db, viewerOf(request), since, NEW_POSTS_CAP + 1, shown === undefined ? 'own' : shownIds(shown));
      return ok<NewerPosts>({ count: Math.min(found, NEW_POSTS_CAP), more: found > NEW_POSTS_CAP });
    },
  );

  for (const kind of SIMPLE_ROOTS) {
    both(`/svc/post/${kind}`, {}, async (request) => {
      if (kind !== 'dashboard') requireUser(request);
      return { kind };
    });
  }

  both('/svc/post/tagged/:tag', { tag }, async (request) => {
    const value = request.params.tag!.trim();
    if (!value) throw badRequest('tag must not be empty.', [{ field: 'tag', detail: 'tag must not be empty.' }]);
    return { kind: 'tagged', tag: value, sort: request.query.sort ?? 'recent', type: request.query.filter_post_type ?? 'any' };
  }, taggedQuery);

  both('/svc/post/blog/:name', { name: blogName }, async (request) => {
    const userId = request.session?.userId ?? '0';
    const blog = await db
      .selectFrom('blogs as b')
      .leftJoin('blog_members as m', (join) => join.onRef('m.blog_id', '=', 'b.id').on('m.user_id', '=', userId))
      .select(['b.id', 'b.suspended', 'b.is_private', 'm.role'])
      .select(sql<boolean>`EXISTS (SELECT 1 FROM users u WHERE u.id = ${userId} AND u.is_admin)`.as('viewer_is_admin'))
      .where('b.name', '=', request.params.name!.toLowerCase())
      .executeTakeFirst();
    const member = Boolean(blog?.role);
    // As in the blog viewer (peepr/blog-access.ts): a private blog is its members' alone, a suspended one also its admins'.
    if (!blog || (!member && (blog.is_private || (blog.suspended && !blog.viewer_is_admin)))) throw notFound('There is no blog by that name.');
    return { kind: 'blog', blogId: blog.id, member };
  });
}
