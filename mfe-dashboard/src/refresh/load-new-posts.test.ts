import { api } from '@tumbledash/shared';
import { makePage, makePost } from '../test-support/fixtures';
import { pageRootFromPath } from '../timeline/page-root';
import { loadNextPage } from '../timeline/timeline-loader';
import { insertAtTop } from '../timeline/timeline-state';
import { createTimelineStore } from '../timeline/timeline-store';
import { checkNewPosts, loadNewPosts } from './load-new-posts';

const dashboard = pageRootFromPath('/dashboard')!;
const ids = (store: ReturnType<typeof createTimelineStore>) => store.get('dashboard').posts.map((post) => post.id);

/** A dashboard showing posts 30 and 20, the first page the server sent. */
async function shown() {
  const store = createTimelineStore();
  jest.spyOn(api, 'get').mockResolvedValueOnce(makePage(['30', '20'], '20'));
  await loadNextPage(dashboard, store);
  return store;
}

/** The reader's own post 50, put at the top after saving it (post:saved). */
const ownPost = (store: ReturnType<typeof createTimelineStore>) => store.update('dashboard', (state) => insertAtTop(state, makePost('50')));

afterEach(() => jest.restoreAllMocks());

describe('checkNewPosts', () => {
  it('asks the server to count the posts newer than the newest shown', async () => {
    const store = await shown();
    const get = jest.spyOn(api, 'get').mockResolvedValueOnce({ count: 2, more: false });
    expect(await checkNewPosts(dashboard, store)).toEqual({ count: 2, more: false });
    expect(get).toHaveBeenLastCalledWith('/svc/post/dashboard/newer/30?shown=');
    jest.spyOn(api, 'get').mockResolvedValueOnce({ count: 0, more: false });
    expect(await checkNewPosts(dashboard, store)).toBeNull();
  });

  it('counts from the newest post the timeline sent, naming the reader’s own put above it as held', async () => {
    const store = await shown();
    ownPost(store);
    const get = jest.spyOn(api, 'get').mockResolvedValueOnce({ count: 2, more: false });
    expect(await checkNewPosts(dashboard, store)).toEqual({ count: 2, more: false });
    expect(get).toHaveBeenLastCalledWith('/svc/post/dashboard/newer/30?shown=50');
  });
});

describe('loadNewPosts', () => {
  it('asks for one page of up to 21 and puts the newer posts above those shown, focusing the newest', async () => {
    const store = await shown();
    const get = jest.spyOn(api, 'get').mockResolvedValueOnce(makePage(['50', '40', '30'], '30'));
    expect(await loadNewPosts(dashboard, store)).toBe('50');
    expect(get).toHaveBeenLastCalledWith('/svc/post/dashboard?limit=21');
    expect(ids(store)).toEqual(['50', '40', '30', '20']);
  });

  it('loads others’ posts from before the reader’s own post under it, the own post once', async () => {
    const store = await shown();
    ownPost(store);
    jest.spyOn(api, 'get').mockResolvedValueOnce(makePage(['60', '50', '40', '30', '20'], '20'));
    expect(await loadNewPosts(dashboard, store)).toBe('60');
    expect(ids(store)).toEqual(['60', '50', '40', '30', '20']);
    const get = jest.spyOn(api, 'get').mockResolvedValueOnce({ count: 0, more: false });
    await checkNewPosts(dashboard, store);
    expect(get).toHaveBeenLastCalledWith('/svc/post/dashboard/newer/60?shown=');
  });

  it('starts the timeline again from the top when more came than one page holds', async () => {
    const store = await shown();
    jest.spyOn(api, 'get').mockResolvedValueOnce(makePage(['300', '290'], '290'));
    await loadNewPosts(dashboard, store);
    expect(store.get('dashboard')).toMatchObject({ loaded: false, posts: [] });
  });
});
