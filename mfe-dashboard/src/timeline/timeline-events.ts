import { Subscription, bus, type BusEvents } from '@tumbledash/shared';
import { afterFollowChange } from '../follow/follow-state';
import { reportLoadFailure } from '../on-first-use/load-on-use';
import { shownPageRoot, type PageRoot } from './page-root';
import { insertAtTop, insertsSavedPost, patchBlog, patchPost, removePost } from './timeline-state';
import { timelineStore } from './timeline-store';

/**
 * A post was saved by the post form while the page under it showed `root` (null: no timeline); `formClosed`
 * resolves once the form says it has left the page (none: it has). A new post goes at once on top of a page that
 * inserts it (A§2.1); the rest — an edit in every list, the queue's reload — is done by code fetched with the first save
 * (after-save.ts, issue 14). Should it not come, the page's list loads afresh from the top instead.
 */
export function applySavedPost(saved: BusEvents['post:saved'], root: PageRoot | null, store = timelineStore, formClosed?: Promise<void>): void {
  const { post } = saved;
  if (root && insertsSavedPost(root.kind, post)) {
    store.update(root.key, (state) => (state.loaded && !state.posts.some((item) => item.id === post.id) ? insertAtTop(state, post) : state));
  }
  void import(/* webpackChunkName: "after-save" */ './after-save').then(
    ({ applySavedEdit }) => applySavedEdit(saved, root, store, formClosed),
    (error: unknown) => {
      reportLoadFailure('The list update', error);
      if (root) store.reset(root.key);
    },
  );
}

/** The post form emits `post-form:closed` after `post:saved`, once it has left the page: listened for at once. */
const nextFormClosed = (): Promise<void> =>
  new Promise((resolve) => {
    const closed = bus.on('post-form:closed').subscribe(() => {
      closed.unsubscribe();
      resolve();
    });
  });

/**
 * Keeps the cached timelines in step with the rest of the page. Runs for the life of the remote (not only
 * while mounted) so a timeline shown again after navigating away is still current.
 */
export function connectTimelineEvents(store = timelineStore): Subscription {
  const subscription = new Subscription();
  subscription.add(
    bus.on('post:saved').subscribe((saved) => applySavedPost(saved, shownPageRoot(), store, nextFormClosed())),
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
