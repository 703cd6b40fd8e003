import { makePage, makePost } from '../test-support/fixtures';
import { createTimelineCache } from './timeline-cache';
import { appendPage } from './timeline-state';
import { createTimelineStore, type TimelineStore } from './timeline-store';

const ids = (store: TimelineStore, key: string) => store.get(key).posts.map((post) => post.id);

describe('timeline cache', () => {
  let store: TimelineStore;
  let cache: ReturnType<typeof createTimelineCache>;

  beforeEach(() => {
    store = createTimelineStore();
    store.update('dashboard', (state) => appendPage(state, makePage(['3', '2'], null)));
    store.update('blog/alice', (state) => appendPage(state, makePage(['2'], null)));
    store.update('drafts', (state) => appendPage(state, makePage(['9'], null)));
    cache = createTimelineCache(store);
  });

  it('shows a new published post at the top of the dashboard and of its blog, if they are loaded', () => {
    cache.showNewPost(makePost('10'));
    expect(ids(store, 'dashboard')).toEqual(['10', '3', '2']);
    expect(ids(store, 'blog/alice')).toEqual(['10', '2']);
    expect(store.get('blog/bob').loaded).toBe(false);
  });

  it('does not show a queued post', () => {
    cache.showNewPost(makePost('10', undefined, { state: 'queued' }));
    expect(ids(store, 'dashboard')).toEqual(['3', '2']);
  });

  it('removes a post from one list, and forgets a list without touching the epoch', () => {
    cache.removeFrom('drafts', '9');
    expect(ids(store, 'drafts')).toEqual([]);
    const epoch = store.epoch('drafts');
    cache.forget('drafts');
    expect(store.get('drafts').loaded).toBe(false);
    expect(store.epoch('drafts')).toBe(epoch);
    expect(store.get('dashboard').loaded).toBe(true);
  });

  it('patches a blog’s flags and removes a blocked blog’s posts everywhere', () => {
    cache.patchBlog('alice', (flags) => ({ ...flags, is_subscribed: true }));
    expect(store.get('dashboard').posts[0]?.blog.is_subscribed).toBe(true);
    cache.removeBlog('alice');
    expect(ids(store, 'dashboard')).toEqual([]);
    expect(ids(store, 'blog/alice')).toEqual([]);
  });
});
