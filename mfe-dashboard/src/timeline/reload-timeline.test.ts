import { api, type TimelinePage } from '@tumbledash/shared';
import { makePage } from '../test-support/fixtures';
import { pageRootFromPath } from './page-root';
import { reloadTimeline } from './queue-reload';
import { loadNextPage } from './timeline-loader';
import { createTimelineStore } from './timeline-store';

const queue = pageRootFromPath('/queue')!;
const shownIds = (store: ReturnType<typeof createTimelineStore>) => store.get('queue').posts.map((post) => post.id);

/** An api.get whose answers the test hands out one by one, in the order asked. */
function heldAnswers() {
  const answers: ((page: TimelinePage) => void)[] = [];
  const get = jest.spyOn(api, 'get').mockImplementation(() => new Promise((resolve) => answers.push(resolve as (page: TimelinePage) => void)));
  return { get, answer: (index: number, page: TimelinePage) => answers[index]!(page) };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('reloadTimeline (the queue after a save)', () => {
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
    const reloading = reloadTimeline(queue, store);
    await settled();
    expect(get).toHaveBeenCalledWith('/svc/post/queue?limit=20');
    expect(store.get('queue')).toMatchObject({ loaded: true, status: 'idle', reloading: true });
    expect(shownIds(store)).toHaveLength(12);
    answer(0, makePage(['2', '1'], null));
    expect(await reloading).toBe(true);
    expect(shownIds(store)).toEqual(['2', '1']);
    expect(store.get('queue').reloading).toBe(false);
  });

  it('lets a next page still on its way land first, then puts the fresh list in place of it all', async () => {
    const store = await shownQueue(10);
    const { get, answer } = heldAnswers();
    const nextPage = loadNextPage(queue, store);
    const reloading = reloadTimeline(queue, store);
    await settled();
    expect(get).toHaveBeenCalledTimes(1);
    answer(0, makePage(['11'], null));
    await nextPage;
    await settled();
    expect(get).toHaveBeenLastCalledWith('/svc/post/queue?limit=20');
    // No next page starts while the reload runs.
    await loadNextPage(queue, store);
    expect(get).toHaveBeenCalledTimes(2);
    answer(1, makePage(['9', '8'], null));
    await reloading;
    expect(shownIds(store)).toEqual(['9', '8']);
  });

  it('a later reload wins over an earlier one', async () => {
    const store = await shownQueue(2);
    const { answer } = heldAnswers();
    const first = reloadTimeline(queue, store);
    await settled();
    const second = reloadTimeline(queue, store);
    await settled();
    answer(1, makePage(['new'], null));
    answer(0, makePage(['old'], null));
    expect(await Promise.all([first, second])).toEqual([false, true]);
    expect(shownIds(store)).toEqual(['new']);
  });

  it('an answer that comes after the timeline was reset (another channel) is dropped', async () => {
    const store = await shownQueue(2);
    const { answer } = heldAnswers();
    const reloading = reloadTimeline(queue, store);
    await settled();
    store.reset();
    answer(0, makePage(['old'], null));
    expect(await reloading).toBe(false);
    expect(store.get('queue')).toMatchObject({ loaded: false, posts: [] });
  });

  it('loads afresh a timeline whose first page did not come', async () => {
    const store = createTimelineStore();
    store.update('queue', (state) => ({ ...state, status: 'error', error: 'Slow down.' }));
    expect(await reloadTimeline(queue, store)).toBe(false);
    expect(store.get('queue')).toMatchObject({ loaded: false, status: 'idle', error: null });
  });
});
