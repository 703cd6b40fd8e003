import type { DashboardPost } from '@tumbledash/shared';
import type { FollowFlags } from '../follow/follow-state';
import { insertAtTop, insertsSavedPost, patchBlog, removeBlogPosts, removePost } from './timeline-state';
import { timelineStore, type TimelineStore } from './timeline-store';

/** What post actions do to the cached timelines beyond a bus event. */
export function createTimelineCache(store: TimelineStore = timelineStore) {
  const insertIfLoaded = (key: string, post: DashboardPost) =>
    store.update(key, (state) => (state.loaded ? insertAtTop(state, post) : state));

  return {
    /** A post just published (reblog, draft, answer, submission): top of the dashboard and of its blog. */
    showNewPost(post: DashboardPost): void {
      if (!insertsSavedPost('dashboard', post)) return;
      insertIfLoaded('dashboard', post);
      insertIfLoaded(`blog/${post.tumblelog.toLowerCase()}`, post);
    },
    /** A post left one list (a published draft leaves the drafts). */
    removeFrom(key: string, id: string): void {
      store.update(key, (state) => removePost(state, id));
    },
    /** A list whose order the server decides changed (the queue): it loads afresh when next shown. */
    forget(key: string): void {
      store.forget(key);
    },
    patchBlog(name: string, change: (flags: FollowFlags) => FollowFlags): void {
      store.updateEach((state) => patchBlog(state, name, change));
    },
    removeBlog(name: string): void {
      store.updateEach((state) => removeBlogPosts(state, name));
    },
  };
}

export const timelineCache = createTimelineCache();
