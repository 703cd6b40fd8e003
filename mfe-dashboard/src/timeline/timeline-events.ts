import { Subscription, bus, type DashboardPost } from '@tumbledash/shared';
import { afterFollowChange } from '../follow/follow-state';
import { shownPageRoot, type PageRoot } from './page-root';
import { goToBaseRouteAfterForm } from './base-route';
import { editedPostId, savedPostPlan } from './saved-post';
import { reloadTimeline } from './timeline-loader';
import { insertAtTop, patchBlog, patchPost, removePost, replacePost } from './timeline-state';
import { timelineStore } from './timeline-store';

/**
 * A post was saved by the post form while the page under it showed `root` (null: no timeline); `editedId` is
 * the post an edit was about (null for a new post).
 */
export function applySavedPost(post: DashboardPost, root: PageRoot | null, store = timelineStore, editedId: string | null = null): void {
  // An edit shows everywhere the post is cached (on the queue too, until the reload below comes).
  store.updateEach((state) => replacePost(state, post));
  if (!root) return;
  const plan = savedPostPlan(root.kind, post);
  if (plan === 'reload') {
    // A§2.1: the queue reloads, to its base route. The edited post's card gets focus back afterwards.
    const index = editedId === null ? -1 : store.get(root.key).posts.findIndex((item) => item.id === editedId);
    void reloadTimeline(root, editedId !== null && index !== -1 ? { postId: editedId, index } : null, store);
    goToBaseRouteAfterForm();
    return;
  }
  if (plan === 'none') return;
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
  subscription.add(bus
      .on('post:saved')
      .subscribe(({ post }) =>
        applySavedPost(post, shownPageRoot(), store, post.is_edit ? editedPostId(window.location.pathname, post) : null),
      ));
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
