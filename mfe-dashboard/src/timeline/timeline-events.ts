import { Subscription, bus, type DashboardPost } from '@tumbledash/shared';
import { afterFollowChange } from '../follow/follow-state';
import { shownPageRoot, type PageRoot } from './page-root';
import { insertAtTop, insertsSavedPost, patchBlog, patchPost, removePost, replacePost } from './timeline-state';
import { timelineStore } from './timeline-store';

/** A post was saved by the post form while the page under it showed `root` (null: no timeline). */
export function applySavedPost(post: DashboardPost, root: PageRoot | null, store = timelineStore): void {
  // An edit shows everywhere the post is cached.
  store.updateEach((state) => replacePost(state, post));
  if (!root) return;
  // The queue reloads to its base route after a save instead (A§2.1), unless the post is still queued: replaced
  // in place above, focus and scroll stay with it.
  if (root.kind === 'queue') {
    if (post.state !== 'queued' && post.state !== 'scheduled') store.reset(root.key);
    return;
  }
  if (!insertsSavedPost(root.kind, post)) return;
  store.update(root.key, (state) =>
    state.loaded && !state.posts.some((item) => item.id === post.id) ? insertAtTop(state, post) : state,
  );
}

/**
 * Keeps the cached timelines in step with the rest of the page. Runs for the life of the remote (not only
 * while mounted) so a timeline shown again after navigating away is still current.
 */
export function connectTimelineEvents(store = timelineStore): Subscription {
  const subscription = new Subscription();
  subscription.add(bus.on('post:saved').subscribe(({ post }) => applySavedPost(post, shownPageRoot(), store)));
  subscription.add(bus.on('post:updated').subscribe(({ id, patch }) => store.updateEach((state) => patchPost(state, id, patch))));
  subscription.add(bus.on('post:deleted').subscribe(({ id }) => store.updateEach((state) => removePost(state, id))));
  subscription.add(
    bus
      .on('blog:follow-changed')
      .subscribe(({ blogName, following }) =>
        store.updateEach((state) => patchBlog(state, blogName, (flags) => afterFollowChange(flags, following))),
      ),
  );
  // Another channel or user sees other posts: start again from the top.
  subscription.add(bus.on('channel:switched').subscribe(() => store.reset()));
  subscription.add(bus.on('session:changed').subscribe(() => store.reset()));
  return subscription;
}
