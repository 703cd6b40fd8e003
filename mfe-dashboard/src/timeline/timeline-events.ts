import { Subscription, bus, type DashboardPost } from '@tumbledash/shared';
import { afterFollowChange } from '../follow/follow-state';
import { reportLoadFailure } from '../on-first-use/load-on-use';
import { shownPageRoot, type PageRoot } from './page-root';
import { insertAtTop, insertsSavedPost, patchBlog, patchPost, removePost, replacePost } from './timeline-state';
import { timelineStore } from './timeline-store';

/**
 * A post was saved by the post form while the page under it showed `root` (null: no timeline); `editPath` is
 * the form's address when it saved an edit (`/edit/{id}` names the post), null for a new post.
 */
export function applySavedPost(post: DashboardPost, root: PageRoot | null, store = timelineStore, editPath: string | null = null): void {
  // An edit shows everywhere the post is cached (on the queue too, until its reload comes).
  store.updateEach((state) => replacePost(state, post));
  if (!root) return;
  if (root.kind === 'queue') {
    // A§2.1: the queue reloads after any save. Its code comes with the first one (issue 14); should it not
    // come, the queue loads afresh from the top instead.
    void import(/* webpackChunkName: "queue-reload" */ './queue-reload').then(
      ({ reloadQueue }) => reloadQueue(root, post, editPath, store),
      (error: unknown) => {
        reportLoadFailure('The queue reload', error);
        store.reset(root.key);
      },
    );
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
  subscription.add(
    bus.on('post:saved').subscribe(({ post }) => applySavedPost(post, shownPageRoot(), store, post.is_edit ? window.location.pathname : null)),
  );
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
