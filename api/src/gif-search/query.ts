import { sql } from 'kysely';
import type { GifMedia, PhotoItem, PostContent } from '../contracts.js';
import type { Db } from '../db/connect.js';
import { queryWords } from '../blog-search/words.js';
import { blogUrl } from '../blogs/view.js';
import { sha256 } from '../http/tokens.js';
import { postUrl } from '../posts/present.js';

/** A§9.3 */
export const GIF_RESULT_LIMIT = 200;
export const GIF_QUERY_MAX_LENGTH = 200;

interface GifRow {
  id: string;
  rank: number;
  content: PostContent;
  tags: string[];
  slug: string;
  blog_name: string;
  blog_uuid: string;
  root_post_id: string | null;
  root_slug: string | null;
  root_blog_name: string | null;
  root_blog_uuid: string | null;
}

const GIF_URL = /\.gif(?:[?#].*)?$/i;

/**
 * Exactly the predicate of the partial indexes of migration 008, so the planner can use them: a published,
 * public photo post with a GIF among its photos.
 */
const GIF_POST = sql`x.type = 'photo' AND x.state = 'published' AND NOT x.is_private AND td_has_gif(x.content)`;

/** What a searcher may see: no moderated, members-only or adult posts; no blog suspended or blocked by them. */
function visibleTo(currentBlogId: string | null) {
  return sql`NOT x.members_only AND NOT x.flagged_nsfw AND NOT x.owner_flagged_nsfw
    AND NOT EXISTS (SELECT 1 FROM blogs xb WHERE xb.id = x.blog_id AND (xb.suspended OR xb.nsfw OR xb.flagged_nsfw OR xb.flagged_adult))
    AND NOT EXISTS (SELECT 1 FROM blocks xk WHERE xk.blocker_blog_id = ${currentBlogId}
      AND (xk.blocked_blog_id = x.blog_id OR xk.blocked_blog_id = x.root_blog_id))`;
}

/**
 * Posts matching the query, exact tags first, then by words of their title, caption, body and tags (its stop
 * words only when it has nothing else, as site search); newest first within each. Each branch reads at most
 * `take` ids from its partial index. A post with the exact tag usually matches by words too: it comes twice, and
 * the caller keeps its first (exact) appearance.
 */
async function matchingPosts(db: Db, query: string, currentBlogId: string | null, take: number): Promise<GifRow[]> {
  const exactTag = sql`td_lower_tags(x.tags) @> ARRAY[${query}]::text[]`;
  const { rows } = await sql<GifRow>`
    WITH by_tag AS (
      SELECT x.id, 0 AS rank FROM posts x
      WHERE ${GIF_POST} AND ${exactTag} AND ${visibleTo(currentBlogId)}
      ORDER BY x.id DESC LIMIT ${take}
    ), by_words AS (
      SELECT x.id, 1 AS rank FROM posts x
      WHERE ${GIF_POST} AND td_post_words(x.content, x.tags) @@ ${queryWords('plainto_tsquery', query)}
        AND ${visibleTo(currentBlogId)}
      ORDER BY x.id DESC LIMIT ${take}
    )
    SELECT p.id, c.rank, p.content, p.tags, p.slug, b.name AS blog_name, b.uuid::text AS blog_uuid,
      rp.id AS root_post_id, rp.slug AS root_slug, rb.name AS root_blog_name, rb.uuid::text AS root_blog_uuid
    FROM (SELECT * FROM by_tag UNION ALL SELECT * FROM by_words) c
    JOIN posts p ON p.id = c.id
    JOIN blogs b ON b.id = p.blog_id
    LEFT JOIN posts rp ON rp.id = p.root_post_id AND rp.state = 'published' AND NOT rp.is_private
    LEFT JOIN blogs rb ON rb.id = rp.blog_id AND NOT rb.suspended
    ORDER BY c.rank, c.id DESC`.execute(db);
  return rows;
}

/** The GIF photos of one post, as results. */
export function gifMediaOf(row: GifRow, query: string): GifMedia[] {
  if (row.content.type !== 'photo') return [];
  const ownUrl = postUrl(row.blog_name, row.id, row.slug);
  const hasRoot = row.root_post_id !== null && row.root_blog_name !== null;
  const rootBlog = hasRoot ? row.root_blog_name! : row.blog_name;
  const rootPostUrl = hasRoot ? postUrl(row.root_blog_name!, row.root_post_id!, row.root_slug ?? '') : ownUrl;
  const popular = row.tags.find((tag) => tag.toLowerCase() === query) ?? '';
  return row.content.photos
    .filter((photo: PhotoItem) => GIF_URL.test(photo.url))
    .map((photo) => ({
      mediaUrl: photo.url,
      postUrl: ownUrl,
      rootPostUrl,
      rootPostUrlHash: sha256(rootPostUrl).slice(0, 16),
      rootBlog,
      rootBlogUrl: blogUrl(rootBlog),
      rootBlogKey: hasRoot ? row.root_blog_uuid! : row.blog_uuid,
      postTags: row.tags,
      popularSearchTag: popular,
      width: photo.width,
      height: photo.height,
      postBlog: row.blog_name,
      postBlogUuid: row.blog_uuid,
      postId: row.id,
    }));
}

/**
 * GIFs for a normalized query (lowercased, trimmed, not empty), at most `limit`, each GIF once: reblogs carry
 * their root's photos, so the first (best ranked, newest) post showing a GIF stands for it.
 */
export async function searchGifs(db: Db, query: string, currentBlogId: string | null, limit: number): Promise<GifMedia[]> {
  // Reblogs of the same GIF collapse below, so read a margin beyond the limit.
  const rows = await matchingPosts(db, query, currentBlogId, Math.min(limit * 2, GIF_RESULT_LIMIT * 2));
  const seen = new Set<string>();
  const media: GifMedia[] = [];
  for (const row of rows) {
    for (const item of gifMediaOf(row, query)) {
      if (seen.has(item.mediaUrl)) continue;
      seen.add(item.mediaUrl);
      media.push(item);
      if (media.length === limit) return media;
    }
  }
  return media;
}
