import { sql } from 'kysely';
import type { Db } from '../db/connect.js';
import { forbidden } from '../http/envelope.js';
import type { TimelinePost } from '../posts/present.js';
import type { TimelineViewer } from '../timeline/query.js';

/** How safe mode applies to one answer: on or off, and the one blog it was lifted for (B§4 "A bypass lifts safe mode for a blog"). */
export interface SafeMode {
  applies: boolean;
  /** The blog whose flagged posts are shown anyway (`should_bypass_safemode` of /svc/indash_blog/posts). */
  bypassedBlog: string | null;
}

export const SAFE_MODE_OFF: SafeMode = { applies: false, bypassedBlog: null };

export const ADULT_BLOG_SEARCH = 'Searching adult blogs is off in Safe Mode.';

/** Safe mode applies if the site flag and the viewer's own setting are both on (B§5); never for visitors. */
export async function safeModeOf(db: Db, viewer: TimelineViewer, bypassedBlog: string | null = null): Promise<SafeMode> {
  if (!viewer.userId) return SAFE_MODE_OFF;
  const { rows } = await sql<{ applies: boolean }>`
    SELECT u.safe_mode AND coalesce((SELECT f.enabled FROM feature_flags f WHERE f.name = 'safe_mode'), false) AS applies
    FROM users u WHERE u.id = ${viewer.userId}`.execute(db);
  const applies = rows[0]?.applies === true;
  return { applies, bypassedBlog: applies ? (bypassedBlog?.toLowerCase() ?? null) : null };
}

/**
 * Marks the flagged posts others see in safe mode as blurred, as the post card draws them: never the viewer's
 * own posts, nor those of the blog safe mode was lifted for.
 */
export function withSafeMode<T extends TimelinePost>(posts: T[], mode: SafeMode): T[] {
  if (!mode.applies) return posts;
  return posts.map((post) =>
    post.is_nsfw && !post.is_mine && post.tumblelog !== mode.bypassedBlog ? { ...post, safe_mode_blurred: true } : post,
  );
}

/**
 * withSafeMode for a page of posts, asking the database for the viewer's setting only when the page holds a
 * post it could blur (most pages hold none, and a timeline page stays at its two queries).
 */
export async function markSafeMode<T extends TimelinePost>(db: Db, viewer: TimelineViewer, posts: T[], bypassedBlog: string | null = null): Promise<T[]> {
  if (!posts.some((post) => post.is_nsfw && !post.is_mine)) return posts;
  return withSafeMode(posts, await safeModeOf(db, viewer, bypassedBlog));
}

/** An adult blog (its own flag or moderation's) is not searched in safe mode: its search toggle is hidden too (B§2). */
export function refuseAdultBlogSearch(mode: SafeMode, blog: { nsfw: boolean; flagged_nsfw: boolean; flagged_adult: boolean }): void {
  if (mode.applies && (blog.nsfw || blog.flagged_nsfw || blog.flagged_adult)) throw forbidden(ADULT_BLOG_SEARCH);
}
