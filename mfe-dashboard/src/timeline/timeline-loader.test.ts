import { ApiError, TECHNICAL_TROUBLE, api, type TimelinePage } from '@tumbledash/shared';
import { makePage } from '../test-support/fixtures';
import { pageRootFromPath } from './page-root';
import { loadNextPage, reloadTimeline, seedPreloadedPage } from './timeline-loader';
import { createTimelineStore } from './timeline-store';

const dashboard = pageRootFromPath('/dashboard')!;
const queue = pageRootFromPath('/queue')!;
const shownIds = (store: ReturnType<typeof createTimelineStore>, key: string) => store.get(key).posts.map((post) => post.id);

/** An api.get whose answers the test hands out one by one, in the order asked. */
function heldAnswers() {
  const answers: ((page: TimelinePage) => void)[] = [];
  const get = jest.spyOn(api, 'get').mockImplementation(() => new Promise((resolve) => answers.push(resolve as (page: TimelinePage) => void)));
  return { get, answer: (index: number, page: TimelinePage) => answers[index]!(page) };
}

describe('loadNextPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks for the first page, then continues before `next`, and stops at the end', async () => {
    const store = createTimelineStore();
    const get = jest
      .spyOn(api, 'get')
      .mockResolvedValueOnce(makePage(['3', '2'], '2'))
      .mockResolvedValueOnce(makePage(['1'], null));
    await loadNextPage(dashboard, store);
    await loadNextPage(dashboard, store);
    await loadNextPage(dashboard, store);
    expect(get.mock.calls.map(([url]) => url)).toEqual(['/svc/post/dashboard?limit=10', '/svc/post/dashboard/before/2?limit=10']);
    expect(store.get('dashboard').posts.map((post) => post.id)).toEqual(['3', '2', '1']);
  });

  it('does not start a second fetch while one runs', async () => {
    const store = createTimelineStore();
    const get = jest.spyOn(api, 'get').mockResolvedValue(makePage(['1'], null));
    await Promise.all([loadNextPage(dashboard, store), loadNextPage(dashboard, store)]);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('keeps what a person should read on failure', async () => {
    const store = createTimelineStore();
    jest.spyOn(api, 'get').mockRejectedValueOnce(new ApiError(429, 'Slow down.')).mockRejectedValueOnce(new Error('odd'));
    await loadNextPage(dashboard, store);
    expect(store.get('dashboard')).toMatchObject({ status: 'error', error: 'Slow down.', loaded: false });
    await loadNextPage(dashboard, store);
    expect(store.get('dashboard').error).toBe(TECHNICAL_TROUBLE);
  });

  it('drops an answer that arrives after the timeline was reset', async () => {
    const store = createTimelineStore();
    let answer: (page: TimelinePage) => void = () => undefined;
    jest.spyOn(api, 'get').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const loading = loadNextPage(dashboard, store);
    store.reset();
    answer(makePage(['old'], null));
    await loading;
    expect(store.get('dashboard').loaded).toBe(false);
    expect(store.get('dashboard').posts).toEqual([]);
  });

  it('a reset of one timeline drops only its own answers: another’s fetch still lands', async () => {
    const store = createTimelineStore();
    const { answer } = heldAnswers();
    const loadingDashboard = loadNextPage(dashboard, store);
    const loadingQueue = loadNextPage(queue, store);
    store.reset('queue');
    answer(0, makePage(['3'], null));
    answer(1, makePage(['old'], null));
    await Promise.all([loadingDashboard, loadingQueue]);
    expect(shownIds(store, 'dashboard')).toEqual(['3']);
    expect(store.get('queue').loaded).toBe(false);
  });
});

describe('reloadTimeline', () => {
  afterEach(() => jest.restoreAllMocks());

  async function shownQueue(count: number) {
    const store = createTimelineStore();
    const ids = Array.from({ length: count }, (_, index) => String(index + 1));
    jest.spyOn(api, 'get').mockResolvedValueOnce(makePage(ids, count > 0 ? ids.at(-1)! : null));
    await loadNextPage(queue, store);
    jest.restoreAllMocks();
    return store;
  }

  it('fetches as many whole pages from the top as were shown and puts them in place of the list, which stays meanwhile', async () => {
    const store = await shownQueue(12);
    const { get, answer } = heldAnswers();
    const reloading = reloadTimeline(queue, { postId: '2', index: 1 }, store);
    expect(get).toHaveBeenCalledWith('/svc/post/queue?limit=20');
    expect(store.get('queue')).toMatchObject({ loaded: true, status: 'idle', reloading: true });
    expect(shownIds(store, 'queue')).toHaveLength(12);
    answer(0, makePage(['2', '1'], null));
    await reloading;
    expect(shownIds(store, 'queue')).toEqual(['2', '1']);
    expect(store.get('queue')).toMatchObject({ reloading: false, refocus: { postId: '2', index: 1 } });
  });

  it('drops a next page still on its way (its cursor is of the old list), and no next page starts during it', async () => {
    const store = await shownQueue(10);
    const { get, answer } = heldAnswers();
    const nextPage = loadNextPage(queue, store);
    const reloading = reloadTimeline(queue, null, store);
    await loadNextPage(queue, store);
    expect(get).toHaveBeenCalledTimes(2);
    answer(1, makePage(['9', '8'], null));
    answer(0, makePage(['11'], null));
    await Promise.all([nextPage, reloading]);
    expect(shownIds(store, 'queue')).toEqual(['9', '8']);
  });

  it('a later reload wins over an earlier one', async () => {
    const store = await shownQueue(2);
    const { answer } = heldAnswers();
    const first = reloadTimeline(queue, null, store);
    const second = reloadTimeline(queue, null, store);
    answer(1, makePage(['new'], null));
    answer(0, makePage(['old'], null));
    await Promise.all([first, second]);
    expect(shownIds(store, 'queue')).toEqual(['new']);
  });

  it('loads afresh a timeline whose first page is not in yet', async () => {
    const store = createTimelineStore();
    store.update('queue', (state) => ({ ...state, status: 'loading' }));
    await reloadTimeline(queue, null, store);
    expect(store.get('queue')).toMatchObject({ loaded: false, status: 'idle' });
  });
});

describe('the first page written into index.html', () => {
  afterEach(() => jest.restoreAllMocks());

  function preload(url: string, page: TimelinePage): void {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'td-preloaded-first-page';
    script.textContent = JSON.stringify({ url, page });
    document.body.appendChild(script);
  }

  it('shows it without a request, then fetches the next page as usual', async () => {
    preload('/svc/post/dashboard?limit=10', makePage(['9', '8'], '8'));
    const store = createTimelineStore();
    const get = jest.spyOn(api, 'get').mockResolvedValueOnce(makePage(['7'], null));
    await loadNextPage(dashboard, store);
    expect(store.get('dashboard').posts.map((post) => post.id)).toEqual(['9', '8']);
    await loadNextPage(dashboard, store);
    expect(get.mock.calls.map(([url]) => url)).toEqual(['/svc/post/dashboard/before/8?limit=10']);
  });

  it('is ignored for another timeline, and used only once', async () => {
    preload('/svc/post/blog/staff?limit=10', makePage(['5'], null));
    const store = createTimelineStore();
    const get = jest.spyOn(api, 'get').mockResolvedValue(makePage(['1'], null));
    await loadNextPage(dashboard, store);
    expect(get).toHaveBeenCalledWith('/svc/post/dashboard?limit=10');
    expect(document.getElementById('td-preloaded-first-page')).toBeNull();
  });

  it('takes away the first screen the server drew once the first page is in', async () => {
    const drawn = document.createElement('div');
    drawn.id = 'td-first-screen';
    document.body.appendChild(drawn);
    jest.spyOn(api, 'get').mockResolvedValueOnce(makePage(['1'], null));
    await loadNextPage(dashboard, createTimelineStore());
    expect(document.getElementById('td-first-screen')).toBeNull();
  });

  it('is in the store before the first render, without a request, and the next page follows it', async () => {
    preload('/svc/post/dashboard?limit=10', makePage(['9', '8'], '8'));
    const store = createTimelineStore();
    const get = jest.spyOn(api, 'get').mockResolvedValueOnce(makePage(['7'], null));
    seedPreloadedPage(dashboard, store);
    expect(store.get('dashboard')).toMatchObject({ loaded: true, status: 'idle' });
    expect(store.get('dashboard').posts.map((post) => post.id)).toEqual(['9', '8']);
    await loadNextPage(dashboard, store);
    expect(get.mock.calls.map(([url]) => url)).toEqual(['/svc/post/dashboard/before/8?limit=10']);
    expect(store.get('dashboard').posts.map((post) => post.id)).toEqual(['9', '8', '7']);
  });

  it('seeds nothing for another timeline, and leaves the first page to a request', async () => {
    preload('/svc/post/blog/staff?limit=10', makePage(['5'], null));
    const store = createTimelineStore();
    seedPreloadedPage(dashboard, store);
    expect(store.get('dashboard')).toMatchObject({ loaded: false, posts: [] });
  });
});
