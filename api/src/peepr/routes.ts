import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { BlogPopover, BlogViewerPosts, HighlightedPost, HighlightedPosts, TumblelogPopover } from '../contracts.js';
import type { Db } from '../db/connect.js';
import { notFound, ok } from '../http/envelope.js';
import { viewerOf } from '../posts/acting-blog.js';
import { blogNameField, postIdField } from '../posts/fields.js';
import { trailNotBlocked } from '../posts/blocked-trail.js';
import { POST_COLUMNS } from '../posts/columns.js';
import { presentPosts, viewerColumns } from '../posts/load.js';
import type { PostViewRow } from '../posts/present.js';
import { postUrl } from '../posts/present.js';
import { summarize } from '../posts/summary.js';
import { POST_NOT_FOUND } from '../posts/visibility.js';
import type { TimelineViewer } from '../timeline/query.js';
import { loadViewableBlog, toBlogHeader, type ViewableBlog } from './blog-access.js';
import { markSafeMode } from './safe-mode.js';

/** B§9 "Peepr: page size 10 (1 for a single post)". */
export const PEEPR_PAGE_SIZE = 10;
export const PEEPR_MAX_LIMIT = 50;
/** Hover card: recent posts are hidden if fewer than 2 (B§4); three are enough to show. */
const POPOVER_POSTS = 3;

const postsQuery = {
  type: 'object',
  required: ['tumblelog_name_or_id'],
  properties: {
    tumblelog_name_or_id: blogNameField,
    // The client sends "null" when it wants the blog's posts rather than one.
    post_id: { anyOf: [postIdField, { type: 'string', enum: ['null', ''] }] },
    limit: { type: 'integer', minimum: 1, maximum: PEEPR_MAX_LIMIT, default: PEEPR_PAGE_SIZE },
    offset: { type: 'integer', minimum: 0, maximum: 100_000, default: 0 },
    should_bypass_safemode: { type: 'boolean', default: false },
  },
} as const;

const nameParams = { type: 'object', required: ['name'], properties: { name: blogNameField } } as const;
type HighlightedQuery = { is_tumblelog_popover?: boolean; is_user_mention?: boolean };
const highlightedQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { is_tumblelog_popover: { type: 'boolean' }, is_user_mention: { type: 'boolean' } },
} as const;
const pageQuery = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: PEEPR_MAX_LIMIT, default: PEEPR_PAGE_SIZE },
    offset: { type: 'integer', minimum: 0, maximum: 100_000, default: 0 },
  },
} as const;

interface PostsQuery {
  tumblelog_name_or_id: string;
  post_id?: string;
  limit: number;
  offset: number;
  should_bypass_safemode: boolean;
}

/**
 * The blog's published posts newest first, one page by offset; private ones and reblogs showing a blog the
 * current channel blocked for its members only.
 */
export async function blogPostRows(db: Db, blog: ViewableBlog, viewer: TimelineViewer, limit: number, offset: number): Promise<PostViewRow[]> {
  const { rows } = await sql<PostViewRow>`
    SELECT ${POST_COLUMNS}, ${viewerColumns(viewer.userId)}
    FROM posts p
    WHERE p.blog_id = ${blog.id} AND p.state = 'published'
      ${blog.role === null ? sql`AND NOT p.is_private AND ${trailNotBlocked('p', viewer.currentBlogId)}` : sql``}
    ORDER BY p.id DESC LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return rows;
}

async function singlePostRows(db: Db, blog: ViewableBlog, viewer: TimelineViewer, postId: string): Promise<PostViewRow[]> {
  const { rows } = await sql<PostViewRow>`
    SELECT ${POST_COLUMNS}, ${viewerColumns(viewer.userId)} FROM posts p
    WHERE p.id = ${postId} AND p.blog_id = ${blog.id}
      AND (${blog.role !== null} OR (p.state = 'published' AND NOT p.is_private))`.execute(db);
  if (rows.length === 0) throw notFound(POST_NOT_FOUND);
  return rows;
}

/** The blog viewer's calls (B§7): its posts, the timeline view's posts, and the hover card's data. */
export async function peeprRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get<{ Querystring: PostsQuery }>('/svc/indash_blog/posts', { schema: { querystring: postsQuery } }, async (request) => {
    const viewer = viewerOf(request);
    const query = request.query;
    const blog = await loadViewableBlog(db, query.tumblelog_name_or_id, viewer);
    const single = query.post_id && query.post_id !== 'null' ? query.post_id : null;
    const rows = single ? await singlePostRows(db, blog, viewer, single) : await blogPostRows(db, blog, viewer, query.limit, query.offset);
    const posts = await presentPosts(db, rows, viewer.currentBlogId);
    const response: BlogViewerPosts = {
      // A bypass lifts safe mode for this blog only (B§4).
      posts: await markSafeMode(db, viewer, posts, query.should_bypass_safemode ? blog.name : null),
      tumblelog: toBlogHeader(blog, viewer),
      peepr_ad: null,
      tracking_html: '',
    };
    return ok(response);
  });

  app.get<{ Params: { name: string }; Querystring: { limit: number; offset: number } }>(
    '/svc/tumblelog/:name/peepr',
    { schema: { params: nameParams, querystring: pageQuery } },
    async (request) => {
      const viewer = viewerOf(request);
      const blog = await loadViewableBlog(db, request.params.name, viewer);
      const rows = await blogPostRows(db, blog, viewer, request.query.limit, request.query.offset);
      const response: BlogViewerPosts = {
        posts: await markSafeMode(db, viewer, await presentPosts(db, rows, viewer.currentBlogId)),
        tumblelog: toBlogHeader(blog, viewer),
        peepr_ad: null,
        tracking_html: '',
      };
      return ok(response);
    },
  );

  app.get<{ Params: { name: string } }>('/svc/tumblelog/:name/popover', { schema: { params: nameParams } }, async (request) => {
    const viewer = viewerOf(request);
    const blog = await loadViewableBlog(db, request.params.name, viewer);
    const response: BlogPopover = { tumblelog: toBlogHeader(blog, viewer), recent_posts: await highlightedPosts(db, blog) };
    return ok(response);
  });

  // A§7.1's two paths of the same card data; the flags say where the card shows and change nothing here.
  app.get<{ Params: { name: string }; Querystring: HighlightedQuery }>(
    '/svc/tumblelog_popover/:name',
    { schema: { params: nameParams, querystring: highlightedQuery } },
    async (request) => {
      const viewer = viewerOf(request);
      const blog = await loadViewableBlog(db, request.params.name, viewer);
      const response: TumblelogPopover = { tumblelog: toBlogHeader(blog, viewer), highlighted_posts: await highlightedPosts(db, blog) };
      return ok(response);
    },
  );

  // A parameter first segment: Fastify's static segments (/svc/indash_blog/posts, ...) still win over it.
  app.get<{ Params: { name: string }; Querystring: HighlightedQuery }>(
    '/svc/:name/posts/highlighted',
    { schema: { params: nameParams, querystring: highlightedQuery } },
    async (request) => {
      const blog = await loadViewableBlog(db, request.params.name, viewerOf(request));
      const response: HighlightedPosts = { highlighted_posts: await highlightedPosts(db, blog) };
      return ok(response);
    },
  );
}

/** The card's posts (B§3 "highlighted_posts (rendered snippets)"): seen by passers-by, so public posts only, even for members. */
async function highlightedPosts(db: Db, blog: ViewableBlog): Promise<HighlightedPost[]> {
  const rows = await db
    .selectFrom('posts')
    .select(['id', 'type', 'content', 'slug'])
    .where('blog_id', '=', blog.id)
    .where('state', '=', 'published')
    .where('is_private', '=', false)
    .where('flagged_nsfw', '=', false)
    .orderBy('id', 'desc')
    .limit(POPOVER_POSTS)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    summary: summarize(row.content),
    media_url: mediaOf(row.content),
    post_url: postUrl(blog.name, row.id, row.slug),
  }));
}

function mediaOf(content: PostViewRow['content']): string | null {
  if (content.type === 'photo') return content.photos[0]?.url ?? null;
  if (content.type === 'video') return content.poster || null;
  if (content.type === 'audio') return content.albumArt || null;
  return null;
}
