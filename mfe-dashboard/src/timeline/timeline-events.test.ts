import { bus } from '@tumbledash/shared';
import { overlayEntryState } from '@tumbledash/shared/page-under';
import { makeChannel, makePage, makePost, makeSaveResponse } from '../test-support/fixtures';
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

  it('post:saved on the dashboard puts the new post at the top (A§2.1)', () => {
    window.history.pushState({}, '', '/dashboard');
    bus.emit('post:saved', makeSaveResponse(makePost('10')));
    expect(ids(store, 'dashboard')).toEqual(['10', '3', '2']);
    expect(ids(store, 'likes')).toEqual(['2']);
  });

  it('a saved draft is not inserted on the dashboard', () => {
    applySavedPost(makePost('10', undefined, { state: 'draft' }), pageRootFromPath('/dashboard'), store);
    expect(ids(store, 'dashboard')).toEqual(['3', '2']);
  });

  it('an edit replaces every cached copy in place', () => {
    const edited = makePost('2', { type: 'text', title: 'Edited', body: '' });
    applySavedPost(edited, pageRootFromPath('/likes'), store);
    expect(store.get('dashboard').posts[1]).toBe(edited);
    expect(store.get('likes').posts[0]).toBe(edited);
    expect(ids(store, 'dashboard')).toEqual(['3', '2']);
  });

  it('a save on the queue page that takes a post out of the queue reloads the queue', () => {
    store.update('queue', (state) => appendPage(state, makePage(['5'], null)));
    applySavedPost(makePost('5', undefined, { state: 'published' }), pageRootFromPath('/queue'), store);
    expect(store.get('queue').loaded).toBe(false);
  });

  it('a post saved on the queue page that stays queued is replaced in place', () => {
    store.update('queue', (state) => appendPage(state, makePage(['5'], null)));
    const edited = makePost('5', { type: 'text', title: 'Edited', body: '' }, { state: 'queued' });
    applySavedPost(edited, pageRootFromPath('/queue'), store);
    expect(store.get('queue').posts).toEqual([edited]);
  });

  it('post:saved from a post form over the queue (its address /edit/{id}) reloads the queue, and inserts nothing on the dashboard', () => {
    store.update('queue', (state) => appendPage(state, makePage(['5'], null)));
    window.history.pushState(null, '', '/queue');
    window.history.pushState(overlayEntryState('/edit/5', '/queue'), '', '/edit/5');
    bus.emit('post:saved', makeSaveResponse(makePost('5', undefined, { state: 'published' })));
    expect(store.get('queue').loaded).toBe(false);
    expect(ids(store, 'dashboard')).toEqual(['3', '2']);
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
    const epoch = store.epoch();
    emit();
    expect(store.get('dashboard').loaded).toBe(false);
    expect(store.get('likes').loaded).toBe(false);
    expect(store.view('dashboard')).toBeUndefined();
    expect(store.epoch()).toBe(epoch + 1);
  });
});
