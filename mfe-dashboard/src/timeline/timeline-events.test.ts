import { waitFor } from '@testing-library/react';
import { ApiError, api, bus, type TimelinePage } from '@tumbledash/shared';
import { overlayEntryState } from '@tumbledash/shared/page-under';
import { makeChannel, makePage, makePost, makeSaveResponse } from '../test-support/fixtures';
import { serve } from '../test-support/timeline-pages';
import { pageRootFromPath } from './page-root';
import { applySavedPost, connectTimelineEvents } from './timeline-events';
import { appendPage } from './timeline-state';
import { createTimelineStore, type TimelineStore } from './timeline-store';

const ids = (store: TimelineStore, key: string) => store.get(key).posts.map((post) => post.id);

describe('timeline events', () => {
  let store: TimelineStore;
  let subscription: ReturnType<typeof connectTimelineEvents>;

  beforeEach(() => {
    store = createTimelineStore();
    store.update('dashboard', (state) => appendPage(state, makePage(['3', '2'], '2')));
    store.update('likes', (state) => appendPage(state, makePage(['2'], null)));
    subscription = connectTimelineEvents(store);
  });

  afterEach(() => subscription.unsubscribe());

  it('a draft published from its edit form over the drafts goes to the top of the dashboard, as Publish puts it', async () => {
    store.update('drafts', (state) => appendPage(state, makePage(['9'], null)));
    window.history.pushState({}, '', '/drafts');
    bus.emit('post:saved', makeSaveResponse(makePost('20', undefined, { is_mine: true }), true, '9'));
    await waitFor(() => expect(ids(store, 'dashboard')).toEqual(['20', '3', '2']));
    expect(ids(store, 'drafts')).toEqual([]);
  });

  it('post:saved on the dashboard puts the new post at the top (A§2.1)', () => {
    window.history.pushState({}, '', '/dashboard');
    bus.emit('post:saved', makeSaveResponse(makePost('10')));
    expect(ids(store, 'dashboard')).toEqual(['10', '3', '2']);
    expect(ids(store, 'likes')).toEqual(['2']);
  });

  it('a saved draft is not inserted on the dashboard', () => {
    applySavedPost(makeSaveResponse(makePost('10', undefined, { state: 'draft' })), pageRootFromPath('/dashboard'), store);
    expect(ids(store, 'dashboard')).toEqual(['3', '2']);
  });

  it('an edit replaces every cached copy in place', async () => {
    const saved = makeSaveResponse(makePost('2', { type: 'text', title: 'Edited', body: '' }), true);
    applySavedPost(saved, pageRootFromPath('/likes'), store);
    await waitFor(() => expect(store.get('dashboard').posts[1]).toBe(saved.post));
    expect(store.get('likes').posts[0]).toBe(saved.post);
    expect(ids(store, 'dashboard')).toEqual(['3', '2']);
  });

  describe('on a list that shows posts in one state only (A§2.1)', () => {
    const draft = (id: string) => makePost(id, undefined, { state: 'draft' });

    beforeEach(() => store.update('drafts', (state) => appendPage(state, { posts: ['9', '8'].map(draft), next: null })));

    it('a draft published from its edit form (a new id) leaves the drafts, and tops no other list it was not in', async () => {
      window.history.pushState(null, '', '/drafts');
      window.history.pushState(overlayEntryState('/edit/9', '/drafts'), '', '/edit/9');
      bus.emit('post:saved', makeSaveResponse(makePost('90'), true, '9'));
      await waitFor(() => expect(ids(store, 'drafts')).toEqual(['8']));
      expect(ids(store, 'likes')).toEqual(['2']);
    });

    it('a post made private leaves the likes but stays on the dashboard (the reader’s own); made a draft it leaves the dashboard', async () => {
      applySavedPost(makeSaveResponse(makePost('2', undefined, { state: 'private' }), true), pageRootFromPath('/likes'), store);
      await waitFor(() => expect(ids(store, 'likes')).toEqual([]));
      expect(ids(store, 'dashboard')).toEqual(['3', '2']);
      applySavedPost(makeSaveResponse(draft('2'), true), pageRootFromPath('/dashboard'), store);
      await waitFor(() => expect(ids(store, 'dashboard')).toEqual(['3']));
      expect(ids(store, 'drafts')).toEqual(['9', '8']);
    });
  });

  it('a post queued from another page: the cached queue, in the server’s order, loads afresh when next shown', async () => {
    store.update('queue', (state) => appendPage(state, { posts: [makePost('5', undefined, { state: 'queued' })], next: null }));
    applySavedPost(makeSaveResponse(makePost('11', undefined, { state: 'queued' })), pageRootFromPath('/dashboard'), store);
    await waitFor(() => expect(store.get('queue').loaded).toBe(false));
    expect(ids(store, 'dashboard')).toEqual(['3', '2']);
  });

  describe('on the queue page (A§2.1: it reloads after a save)', () => {
    const queue = pageRootFromPath('/queue');
    const queued = (id: string, title = `Post ${id}`) => makePost(id, { type: 'text', title, body: '' }, { state: 'queued' });
    const page = (posts: string[], next: string | null = null) => ({ posts: posts.map((id) => queued(id)), next });

    beforeEach(() => store.update('queue', (state) => appendPage(state, page(['5', '6', '7']))));
    afterEach(() => jest.restoreAllMocks());

    it('a new post queued there appears: the queue is fetched again and shown in the server’s order, never blanked', async () => {
      const get = serve({ '/svc/post/queue?limit=10': page(['5', '9', '6', '7']) });
      const shown: string[][] = [];
      store.subscribe(() => shown.push(ids(store, 'queue')));
      applySavedPost(makeSaveResponse(queued('9')), queue, store);
      await waitFor(() => expect(ids(store, 'queue')).toEqual(['5', '9', '6', '7']));
      expect(get).toHaveBeenCalledWith('/svc/post/queue?limit=10');
      expect(shown).toContainEqual(['5', '6', '7']);
      expect(shown.every((list) => list.length > 0)).toBe(true);
      expect(store.get('queue')).toMatchObject({ loaded: true, status: 'idle', reloading: false });
    });

    it('an edit shows in place while the reload is on its way, then the post moves to its new place', async () => {
      let answer: (fresh: TimelinePage) => void = () => undefined;
      jest.spyOn(api, 'get').mockReturnValue(new Promise((resolve) => (answer = resolve)));
      const saved = makeSaveResponse(queued('5', 'Later now'), true);
      applySavedPost(saved, queue, store);
      await waitFor(() => expect(store.get('queue').reloading).toBe(true));
      expect(store.get('queue').posts[0]).toBe(saved.post);
      answer(page(['6', '7', '5']));
      await waitFor(() => expect(ids(store, 'queue')).toEqual(['6', '7', '5']));
    });

    it('an edit that publishes the post: it leaves the queue', async () => {
      serve({ '/svc/post/queue?limit=10': page(['6', '7']) });
      applySavedPost(makeSaveResponse(makePost('50', undefined, { state: 'published' }), true, '5'), queue, store);
      await waitFor(() => expect(ids(store, 'queue')).toEqual(['6', '7']));
    });

    it('a failed reload keeps the list (the edit in place) and says so in a toast', async () => {
      jest.spyOn(api, 'get').mockRejectedValue(new ApiError(429, 'Slow down.'));
      const toasts: string[] = [];
      const toastSubscription = bus.on('toast:show').subscribe(({ message }) => toasts.push(message));
      applySavedPost(makeSaveResponse(queued('6', 'Edited'), true), queue, store);
      await waitFor(() => expect(toasts).toEqual(['Slow down.']));
      toastSubscription.unsubscribe();
      expect(store.get('queue').reloading).toBe(false);
      expect(ids(store, 'queue')).toEqual(['5', '6', '7']);
      expect(store.get('queue').posts[1]).toMatchObject({ content: { title: 'Edited' } });
    });

    it('a queued post published from its edit form over the queue: the queue reloads without it, and it tops the dashboard, as a published draft does', async () => {
      serve({ '/svc/post/queue?limit=10': page(['6', '7']) });
      window.history.pushState(null, '', '/queue');
      window.history.pushState(overlayEntryState('/edit/5', '/queue'), '', '/edit/5');
      // Published now, it has a new id; the save says which post it was.
      bus.emit('post:saved', makeSaveResponse(makePost('50', undefined, { state: 'published' }), true, '5'));
      await waitFor(() => expect(ids(store, 'queue')).toEqual(['6', '7']));
      expect(ids(store, 'dashboard')).toEqual(['50', '3', '2']);
    });

    it('a queued post saved from its edit form over the queue and still queued: the queue reloads, the dashboard gets nothing', async () => {
      serve({ '/svc/post/queue?limit=10': page(['6', '5', '7']) });
      window.history.pushState(null, '', '/queue');
      window.history.pushState(overlayEntryState('/edit/5', '/queue'), '', '/edit/5');
      bus.emit('post:saved', makeSaveResponse(queued('5', 'Later'), true));
      await waitFor(() => expect(ids(store, 'queue')).toEqual(['6', '5', '7']));
      expect(ids(store, 'dashboard')).toEqual(['3', '2']);
    });

    it('a form over /queue?… goes back to the base route /queue once the form’s address has gone', async () => {
      const get = serve({ '/svc/post/queue?limit=10': page(['5', '6', '7']) });
      window.history.pushState(null, '', '/queue?from=7');
      window.history.pushState(overlayEntryState('/edit/5', '/queue?from=7'), '', '/edit/5');
      bus.emit('post:saved', makeSaveResponse(queued('5'), true));
      await waitFor(() => expect(get).toHaveBeenCalled());
      expect(window.location.pathname).toBe('/edit/5');
      // The form closes: Back over its entry.
      window.history.replaceState(null, '', '/queue?from=7');
      window.dispatchEvent(new PopStateEvent('popstate'));
      expect(`${window.location.pathname}${window.location.search}`).toBe('/queue');
      await waitFor(() => expect(store.get('queue').reloading).toBe(false));
    });
  });

  it('post:updated patches and post:deleted removes every cached copy', () => {
    bus.emit('post:updated', { id: '2', patch: { liked: true, note_count: 5 } });
    expect(store.get('dashboard').posts[1]).toMatchObject({ liked: true, note_count: 5 });
    expect(store.get('likes').posts[0]).toMatchObject({ liked: true, note_count: 5 });
    bus.emit('post:deleted', { id: '2' });
    expect(ids(store, 'dashboard')).toEqual(['3']);
    expect(ids(store, 'likes')).toEqual([]);
  });

  it('blog:follow-changed sets the blog’s flags in every cached post (A§4.3)', () => {
    bus.emit('blog:follow-changed', { blogName: 'alice', following: false });
    expect(store.get('dashboard').posts[0]).toMatchObject({ following: false, blog: { following: false, is_subscribed: false } });
    expect(store.get('likes').posts[0]?.following).toBe(false);
  });

  it.each([
    ['channel:switched', () => bus.emit('channel:switched', { channel: makeChannel('bob') })],
    ['session:changed', () => bus.emit('session:changed', { user: null })],
  ])('%s forgets every timeline so they load again from the top', (_name, emit) => {
    store.saveView('dashboard', { scrollY: 500, measurements: [] });
    const epochs = [store.epoch('dashboard'), store.epoch('likes')];
    emit();
    expect(store.get('dashboard').loaded).toBe(false);
    expect(store.get('likes').loaded).toBe(false);
    expect(store.view('dashboard')).toBeUndefined();
    expect(store.epoch('dashboard')).not.toBe(epochs[0]);
    expect(store.epoch('likes')).not.toBe(epochs[1]);
  });
});
