import type { DashboardPost } from '@tumbledash/shared';
import { KEPT_AROUND, isEvicted, type EvictedPost } from './evicted-post';
import type { TimelineState } from './timeline-state';

/**
 * A long timeline keeps only the posts near what is shown (issue 14, timeline memory: the heap grew ~2 KB a
 * post, 1.9x over 2,000 posts). A post far away is replaced by a stub with its id, its blog and the cursor
 * its page was fetched with; the row keeps its measured height, so nothing moves. Scrolling back near a
 * stub fetches its page again, and the fresh posts take the stubs' places. This code comes once a list is longer
 * than what is kept around the rows shown (far-posts.ts); only the stub's mark is in the first screen's code.
 */

/** Stubs every post further than `keep` rows from [first, last] whose page is known (it can be fetched again). */
export function evictFar(state: TimelineState, first: number, last: number, keep = KEPT_AROUND): TimelineState {
  const fetchedWith = state.fetchedWith ?? {};
  let changed = false;
  const posts = state.posts.map((post, index) => {
    if (index >= first - keep && index <= last + keep) return post;
    if (isEvicted(post) || !(post.id in fetchedWith)) return post;
    changed = true;
    const stub: EvictedPost = { id: post.id, tumblelog: post.tumblelog, evicted: { before: fetchedWith[post.id] ?? null } };
    return stub as unknown as DashboardPost;
  });
  return changed ? { ...state, posts } : state;
}

/** The cursors of the evicted pages that rows [first, last] need again, each once. */
export function pagesToRestore(state: TimelineState, first: number, last: number): (string | null)[] {
  const cursors = new Set<string | null>();
  for (const post of state.posts.slice(Math.max(0, first), last + 1)) {
    if (isEvicted(post)) cursors.add(post.evicted.before);
  }
  return [...cursors];
}

/**
 * Puts a page fetched again in its stubs' places. A stub whose post did not come back (deleted, or moved to
 * another page since) goes away; posts of the page not in the list are left out (they belong elsewhere).
 */
export function restorePage(state: TimelineState, before: string | null, fresh: DashboardPost[]): TimelineState {
  const byId = new Map(fresh.map((post) => [post.id, post]));
  let changed = false;
  const posts: DashboardPost[] = [];
  for (const post of state.posts) {
    if (!isEvicted(post) || post.evicted.before !== before) {
      posts.push(post);
      continue;
    }
    changed = true;
    const back = byId.get(post.id);
    if (back) posts.push(back);
  }
  return changed ? { ...state, posts } : state;
}
