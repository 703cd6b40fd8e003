import type { DashboardPost, PostState } from '@tumbledash/shared';

/** What a blog's list shows: its published posts, the private ones too for its members (who alone can edit). */
const LISTED_STATES: readonly PostState[] = ['published', 'private'];

/**
 * The posts shown after the post form saved `saved`: a shown post takes its new version, or leaves a blog's list
 * once it is no longer listed there (a draft, queued, scheduled). A post's own page keeps it in any state, as its
 * members see it there. A post not shown stays out: a blog page is no page that inserts saved posts (A§2.1).
 */
export function afterSave(shown: DashboardPost[], saved: DashboardPost, onePost: boolean): DashboardPost[] {
  if (!shown.some((post) => post.id === saved.id)) return shown;
  if (!onePost && !LISTED_STATES.includes(saved.state)) return shown.filter((post) => post.id !== saved.id);
  return shown.map((post) => (post.id === saved.id ? saved : post));
}
