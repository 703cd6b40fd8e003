import { ApiError, TECHNICAL_TROUBLE, api, type TimelinePage } from '@tumbledash/shared';
import { makePage } from '../test-support/fixtures';
import { pageRootFromPath } from './page-root';
import { loadNextPage, seedPreloadedPage } from './timeline-loader';
import { appendPage } from './timeline-state';
import { createTimelineStore } from './timeline-store';

const dashboard = pageRootFromPath('/dashboard')!;
const queue = pageRootFromPath('/queue')!;

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

  it('a reset of one timeline (the queue’s reload falling back, the new-posts check) drops its own answer only: another’s page still lands', async () => {
    const store = createTimelineStore();
    const answers = new Map<string, (page: TimelinePage) => void>();
    jest.spyOn(api, 'get').mockImplementation((url: string) => new Promise((resolve) => answers.set(url, resolve as (page: TimelinePage) => void)));
    const dashboardLoading = loadNextPage(dashboard, store);
    const queueLoading = loadNextPage(queue, store);
    store.reset('queue');
    answers.get('/svc/post/queue?limit=10')!(makePage(['old'], null));
    answers.get('/svc/post/dashboard?limit=10')!(makePage(['3', '2'], '2'));
    await Promise.all([dashboardLoading, queueLoading]);
    expect(store.get('queue')).toMatchObject({ loaded: false, posts: [] });
    expect(store.get('dashboard')).toMatchObject({ loaded: true, status: 'idle' });
    expect(store.get('dashboard').posts.map((post) => post.id)).toEqual(['3', '2']);
  });

  it('starts no next page while the timeline is being reloaded from the top', async () => {
    const store = createTimelineStore();
    store.update('queue', (state) => ({ ...appendPage(state, makePage(['2', '1'], '1')), reloading: true }));
    const get = jest.spyOn(api, 'get');
    await loadNextPage(queue, store);
    expect(get).not.toHaveBeenCalled();
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
