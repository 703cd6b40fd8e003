import { api, type TimelinePage } from '@tumbledash/shared';
import type { PageRoot } from '../timeline/page-root';
import { newestReceived, prependNewer } from '../timeline/timeline-state';
import { timelineStore } from '../timeline/timeline-store';
import { NEW_POSTS_CAP, newerPostsUrl, type NewerPosts } from './new-posts-check';

/** Which timeline: its store key and its api path. */
type Timeline = Pick<PageRoot, 'key' | 'apiPath'>;

/** One page of as many as the button can count, plus one to see where they meet the posts shown. */
function newestPage(root: Timeline): Promise<TimelinePage> {
  return api.get<TimelinePage>(`/svc/post/${root.apiPath}?limit=${NEW_POSTS_CAP + 1}`);
}

/**
 * The check: how many posts newer than the newest one the timeline sent the page does not hold yet, or null. The
 * reader's own new posts already at the top are named to the server, so they are not offered again; one they
 * made in another tab is.
 */
export async function checkNewPosts(root: Timeline, store = timelineStore): Promise<NewerPosts | null> {
  const state = store.get(root.key);
  const since = newestReceived(state);
  if (since === null) return null;
  const held = state.posts.filter((post) => BigInt(post.id) > BigInt(since)).map((post) => post.id);
  const newer = await api.get<NewerPosts>(newerPostsUrl(since, held));
  return newer.count > 0 ? newer : null;
}

/**
 * Loads the posts newer than the newest one the timeline sent in at the top (the dashboard's "New posts"
 * button), those shown already (the reader's own) not twice. When more came than one page holds, the timeline
 * starts again from its first page. Answers the post to focus: the newest that came (else the top one). A
 * failure is thrown to the button.
 */
export async function loadNewPosts(root: Timeline, store = timelineStore): Promise<string | null> {
  const epoch = store.epoch(root.key);
  const page = await newestPage(root);
  if (store.epoch(root.key) !== epoch) return null;
  const state = store.get(root.key);
  const since = newestReceived(state);
  const known = new Set(state.posts.map((post) => post.id));
  const joined = prependNewer(state, page.posts);
  if (joined === null) store.reset(root.key);
  else store.update(root.key, () => joined);
  const arrived = page.posts.find((post) => since !== null && BigInt(post.id) > BigInt(since) && !known.has(post.id));
  return arrived?.id ?? page.posts[0]?.id ?? null;
}
