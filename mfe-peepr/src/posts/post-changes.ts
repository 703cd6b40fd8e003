import { bus, type DashboardPost, type PostState } from '@tumbledash/shared';

/** What a blog's list shows: its published posts, the private ones too for its members (who alone can edit). */
const LISTED_STATES: readonly PostState[] = ['published', 'private'];

/** A change to a shown list of posts. */
export type PostsChange = (posts: DashboardPost[]) => DashboardPost[];

/**
 * The posts shown after the post form saved `saved`, shown until then as `shownId` (its id before the save: a draft
 * or queued post published now takes a new one): a shown post takes its new version, or leaves a blog's list (or
 * search results) once it is no longer listed there (a draft, queued, scheduled). A post's own page keeps it in any
 * state, as its members see it there. A post not shown stays out: a blog page is no page that inserts saved posts
 * (A§2.1), and search results are a search.
 */
export function afterSave(shown: DashboardPost[], saved: DashboardPost, onePost: boolean, shownId = saved.id): DashboardPost[] {
  const was = (post: DashboardPost) => post.id === shownId || post.id === saved.id;
  if (!shown.some(was)) return shown;
  if (!onePost && !LISTED_STATES.includes(saved.state)) return shown.filter((post) => !was(post));
  // One card for it: the first one shown under either id takes the new version.
  const at = shown.findIndex(was);
  return shown.flatMap((post, index) => (index === at ? [saved] : was(post) ? [] : [post]));
}

/**
 * Keeps a shown list of posts (a blog's, its search results, the site search's) in step with the post form and
 * deletions anywhere on the page: `apply` gets each change. Returns the unsubscribe.
 */
export function followPostChanges(onePost: boolean, apply: (change: PostsChange) => void): () => void {
  const subscriptions = [
    bus.on('post:deleted').subscribe(({ id }) => apply((posts) => posts.filter((post) => post.id !== id))),
    bus.on('post:saved').subscribe(({ post, previousId }) => apply((posts) => afterSave(posts, post, onePost, previousId))),
  ];
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
}

/**
 * The server's offset of the next page once `removed` shown posts left the list: they left the server's too, so the
 * next page starts as many places earlier. A negative offset (no more pages) stays.
 */
export function offsetAfterRemoving(offset: number, removed: number): number {
  return offset < 0 ? offset : Math.max(0, offset - removed);
}
