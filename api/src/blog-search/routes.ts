import type { FastifyInstance } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import {
  SEARCH_PAGE_SIZE,
  SEARCH_POST_ROLES,
  SEARCH_POST_TYPES,
  SEARCH_SORTS,
  SITE_SEARCH_POST_TYPES,
  SITE_SEARCH_SORTS,
  TYPEAHEAD_MAX,
  type BlogSearchPage,
  type SearchPostRole,
  type SearchPostType,
  type SearchSort,
  type SiteSearchPage,
  type SiteSearchPostType,
  type SiteSearchSort,
  type TypeaheadResponse,
} from '../contracts.js';
import type { Db } from '../db/connect.js';
import { relationColumns } from '../blogs/query.js';
import { toBlog } from '../blogs/view.js';
import { badRequest, ok } from '../http/envelope.js';
import { viewerOf } from '../posts/acting-blog.js';
import { blogNameField } from '../posts/fields.js';
import { trailNotBlocked } from '../posts/blocked-trail.js';
import { POST_COLUMNS } from '../posts/columns.js';
import { presentPosts, viewerColumns } from '../posts/load.js';
import type { PostViewRow } from '../posts/present.js';
import type { TimelineViewer } from '../timeline/query.js';
import { loadViewableBlog, type ViewableBlog } from '../peepr/blog-access.js';
import { refuseAdultBlogSearch, safeModeOf, withSafeMode, type SafeMode } from '../peepr/safe-mode.js';
import { POST_WORDS, searchWords } from './words.js';

const MAX_LIMIT = 50;
const MAX_OFFSET = 10_000;
/** Blogs shown above the posts of a site search. */
const SITE_SEARCH_BLOGS = 6;

const term = { type: 'string', minLength: 1, maxLength: 200 } as const;
const limit = { type: 'integer', minimum: 1, maximum: MAX_LIMIT, default: SEARCH_PAGE_SIZE } as const;
const offset = { type: 'integer', minimum: 0, maximum: MAX_OFFSET, default: 0 } as const;

const blogSearchSchema = {
  params: { type: 'object', required: ['blogname', 'term'], properties: { blogname: blogNameField, term } },
  querystring: {
    type: 'object',
    properties: {
      next_offset: offset,
      limit,
      sort: { type: 'string', enum: SEARCH_SORTS, default: 'CREATED_DESC' },
      post_type: { type: 'string', enum: SEARCH_POST_TYPES, default: 'ANY' },
      post_role: { type: 'string', enum: SEARCH_POST_ROLES, default: 'ANY' },
      filter_nsfw: { type: 'boolean', default: false },
    },
  },
} as const;

const typeaheadSchema = {
  params: { type: 'object', required: ['blogname'], properties: { blogname: blogNameField } },
  querystring: { type: 'object', properties: { q: { type: 'string', maxLength: 140 } } },
} as const;

const siteSearchSchema = {
  querystring: {
    type: 'object',
    required: ['q'],
    properties: {
      q: term,
      sort: { type: 'string', enum: SITE_SEARCH_SORTS, default: 'top' },
      filter_post_type: { type: 'string', enum: SITE_SEARCH_POST_TYPES, default: 'any' },
      filter_nsfw: { type: 'boolean', default: true },
      offset,
      limit,
    },
  },
} as const;

interface BlogSearchQuery {
  next_offset: number;
  limit: number;
  sort: SearchSort;
  post_type: SearchPostType;
  post_role: SearchPostRole;
  filter_nsfw: boolean;
}

interface SiteSearchQuery {
  q: string;
  sort: SiteSearchSort;
  filter_post_type: SiteSearchPostType;
  filter_nsfw: boolean;
  offset: number;
  limit: number;
}

function typeFilter(type: string): RawBuilder<unknown> {
  return type === 'ANY' || type === 'any' ? sql`` : sql`AND p.type = ${type.toLowerCase()}`;
}

function nsfwFilter(filter: boolean): RawBuilder<unknown> {
  return filter
    ? sql`AND NOT p.flagged_nsfw AND NOT p.owner_flagged_nsfw
      AND NOT EXISTS (SELECT 1 FROM blogs nb WHERE nb.id = p.blog_id AND (nb.flagged_nsfw OR nb.flagged_adult))`
    : sql``;
}

/**
 * Runs a search, newest first or in `order` over every match: one row more than asked says whether another page
 * exists.
 */
async function searchRows(
  db: Db,
  viewer: TimelineViewer,
  where: RawBuilder<unknown>,
  order: RawBuilder<unknown> | null,
  take: number,
  skip: number,
  words: string,
) {
  const { rows } = await sql<PostViewRow>`
    SELECT ${POST_COLUMNS}, ${viewerColumns(viewer.userId)}
    FROM posts p
    WHERE p.state = 'published' AND ${POST_WORDS} @@ ${searchWords(words)} ${where}
    ORDER BY ${order ?? sql`p.id DESC`}
    LIMIT ${take + 1} OFFSET ${skip}`.execute(db);
  return rows;
}

/**
 * Site search's "top" ranks the newest this many matches together with the this many most noted: its score (words
 * times notes) follows no index, so ranking every match of a word found in nearly every post ("the") would read
 * and score the whole table, while an old, much-noted post still makes the list.
 */
const RANKED_MATCHES = 1000;

/**
 * Site search's "top" page: the candidates (newest matches from posts_public_idx, most noted from
 * posts_public_noted_idx, migration 101) are scored as they are read, and only the page's rows are read in full.
 */
async function topRows(db: Db, viewer: TimelineViewer, where: RawBuilder<unknown>, take: number, skip: number, words: string) {
  const matches = sql`FROM posts p WHERE p.state = 'published' AND ${POST_WORDS} @@ ${searchWords(words)} ${where}`;
  const score = sql`ts_rank(${POST_WORDS}, ${searchWords(words)}) * ln(2 + p.note_count)`;
  const { rows } = await sql<PostViewRow>`
    SELECT ${POST_COLUMNS}, ${viewerColumns(viewer.userId)}
    FROM (
      SELECT c.id, c.score FROM (
        (SELECT p.id, ${score} AS score ${matches} ORDER BY p.id DESC LIMIT ${RANKED_MATCHES})
        UNION
        (SELECT p.id, ${score} AS score ${matches} ORDER BY p.note_count DESC, p.id DESC LIMIT ${RANKED_MATCHES})
      ) c
      ORDER BY c.score DESC, c.id DESC LIMIT ${take + 1} OFFSET ${skip}
    ) page JOIN posts p ON p.id = page.id
    ORDER BY page.score DESC, page.id DESC`.execute(db);
  return rows;
}

function nextOffset(rows: unknown[], take: number, skip: number): number {
  return rows.length > take ? skip + take : -1;
}

async function blogSearch(db: Db, viewer: TimelineViewer, blog: ViewableBlog, words: string, q: BlogSearchQuery, safeMode: SafeMode): Promise<BlogSearchPage> {
  const rank = sql`ts_rank(${POST_WORDS}, ${searchWords(words)})`;
  // Every match, most noted first: posts_blog_noted_idx (migration 101) reads them in that order, so a common word stops after a page.
  const order = q.sort === 'POPULARITY_DESC' ? sql`p.note_count DESC, ${rank} DESC, p.id DESC` : null;
  const where = sql`AND p.blog_id = ${blog.id} ${blog.role === null ? sql`AND NOT p.is_private AND ${trailNotBlocked('p', viewer.currentBlogId)}` : sql``}
    ${typeFilter(q.post_type)} ${q.post_role === 'ORIGINAL' ? sql`AND p.parent_post_id IS NULL` : sql``} ${nsfwFilter(q.filter_nsfw || safeMode.applies)}`;
  const rows = await searchRows(db, viewer, where, order, q.limit, q.next_offset, words);
  const posts = withSafeMode(await presentPosts(db, rows.slice(0, q.limit), viewer.currentBlogId), safeMode);
  return { posts, next_offset: nextOffset(rows, q.limit, q.next_offset) };
}

/** LIKE pattern of a literal text. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Blog search and its Popular Tags (B§2, B§7), and the site search of /search/{term}. */
export async function blogSearchRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get<{ Params: { blogname: string; term: string }; Querystring: BlogSearchQuery }>(
    '/svc/search/blog_search/:blogname/:term',
    { schema: blogSearchSchema },
    async (request) => {
      const viewer = viewerOf(request);
      const blog = await loadViewableBlog(db, request.params.blogname, viewer);
      const safeMode = await safeModeOf(db, viewer);
      refuseAdultBlogSearch(safeMode, blog);
      const words = request.params.term.trim();
      if (!words) throw badRequest('Enter something to search for.', [{ field: 'term', detail: 'Enter something to search for.' }]);
      return ok(await blogSearch(db, viewer, blog, words, request.query, safeMode));
    },
  );

  app.get<{ Params: { blogname: string }; Querystring: { q?: string } }>(
    '/svc/search/blog_search_typeahead/:blogname',
    { schema: typeaheadSchema },
    async (request) => {
      const viewer = viewerOf(request);
      const blog = await loadViewableBlog(db, request.params.blogname, viewer);
      refuseAdultBlogSearch(await safeModeOf(db, viewer), blog);
      const prefix = request.query.q?.trim().toLowerCase() ?? '';
      const { rows } = await sql<{ tag: string }>`
        SELECT min(t) AS tag FROM posts p, unnest(p.tags) t
        WHERE p.blog_id = ${blog.id} AND p.state = 'published'
          ${blog.role === null ? sql`AND NOT p.is_private AND ${trailNotBlocked('p', viewer.currentBlogId)}` : sql``}
          ${prefix ? sql`AND lower(t) LIKE ${`${containing(prefix).slice(1)}`}` : sql``}
        GROUP BY lower(t) ORDER BY count(*) DESC, lower(t) LIMIT ${TYPEAHEAD_MAX}`.execute(db);
      const response: TypeaheadResponse = { tags: rows.map((row) => ({ tag: row.tag })) };
      return ok(response);
    },
  );

  app.get<{ Querystring: SiteSearchQuery }>('/svc/search/site', { schema: siteSearchSchema }, async (request) => {
    const viewer = viewerOf(request);
    // Safe mode always leaves flagged posts and adult blogs out (B§5).
    const safeMode = await safeModeOf(db, viewer);
    const q = { ...request.query, filter_nsfw: request.query.filter_nsfw || safeMode.applies };
    const words = q.q.trim();
    if (!words) throw badRequest('Enter something to search for.', [{ field: 'q', detail: 'Enter something to search for.' }]);
    // Everyone's public posts; suspended, private or spam blogs, blogs the current channel blocked and reblogs showing them left out.
    const where = sql`AND NOT p.is_private ${typeFilter(q.filter_post_type)} ${nsfwFilter(q.filter_nsfw)}
      AND NOT EXISTS (SELECT 1 FROM blogs xb WHERE xb.id = p.blog_id AND (xb.suspended OR xb.is_private OR xb.flagged_spam))
      AND NOT EXISTS (SELECT 1 FROM blocks xk WHERE xk.blocker_blog_id = ${viewer.currentBlogId} AND xk.blocked_blog_id = p.blog_id)
      AND ${trailNotBlocked('p', viewer.currentBlogId)}`;
    const rows =
      q.sort === 'recent' ? await searchRows(db, viewer, where, null, q.limit, q.offset, words) : await topRows(db, viewer, where, q.limit, q.offset, words);
    const blogs =
      q.offset === 0
        ? await db
            .selectFrom('blogs as b')
            .selectAll('b')
            .select(relationColumns(viewer.currentBlogId))
            .where('b.suspended', '=', false)
            .where('b.is_private', '=', false)
            .where('b.flagged_spam', '=', false)
            .where((eb) => eb.or([eb('b.name', 'ilike', containing(words)), eb('b.title', 'ilike', containing(words))]))
            .$if(q.filter_nsfw, (query) => query.where('b.nsfw', '=', false).where('b.flagged_nsfw', '=', false).where('b.flagged_adult', '=', false))
            .orderBy(sql`b.name = ${words.toLowerCase()}`, 'desc')
            .orderBy('b.name')
            .limit(SITE_SEARCH_BLOGS)
            .execute()
        : [];
    const response: SiteSearchPage = {
      blogs: blogs.map(toBlog),
      posts: withSafeMode(await presentPosts(db, rows.slice(0, q.limit), viewer.currentBlogId), safeMode),
      next_offset: nextOffset(rows, q.limit, q.offset),
    };
    return ok(response);
  });
}
