import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, TECHNICAL_TROUBLE, api, bus, type TimelinePage } from '@tumbledash/shared';
import { makeChannel, makePage, makePost, makeSaveResponse } from '../test-support/fixtures';
import { everyElementMeasures } from '../test-support/layout';
import { ids, serve } from '../test-support/timeline-pages';
import { fakeWindowScroll } from '../test-support/window-scroll';
import { DashboardRoot } from './dashboard-root';
import { connectTimelineEvents } from './timeline-events';
import { appendPage } from './timeline-state';
import { timelineStore } from './timeline-store';
import { loadWindowing } from './use-timeline-rows';

const ROW_HEIGHT = 400;

/** The reader scrolls the window (test-support/window-scroll.ts). */
let scrollTo: (y: number) => void;

/** Scrolls so the bottom of the viewport is at this share of the list's current height. */
function scrollToShare(share: number) {
  const height = parseFloat(screen.getByRole('feed').style.height);
  scrollTo(Math.ceil(height * share - window.innerHeight));
}

describe('Timeline', () => {
  // The windowing's code is here from the start, as on any visit after the first screen (the flow before
  // it arrives: timeline-flow.test.tsx).
  beforeAll(() => loadWindowing());

  let events: ReturnType<typeof connectTimelineEvents>;

  beforeEach(() => {
    window.history.pushState({}, '', '/dashboard');
    scrollTo = fakeWindowScroll({ pageScrolls: false });
    everyElementMeasures(ROW_HEIGHT);
    timelineStore.reset();
    events = connectTimelineEvents();
  });

  afterEach(() => {
    events.unsubscribe();
    jest.restoreAllMocks();
  });

  it('shows posts seeded before its first render at once, in place of the server\'s drawing', () => {
    const drawn = document.createElement('div');
    drawn.id = 'td-first-screen';
    document.body.appendChild(drawn);
    const get = serve({});
    timelineStore.update('dashboard', (state) => appendPage(state, makePage(ids(100, 10), '91')));
    render(<DashboardRoot />);
    expect(screen.getAllByRole('article', { name: 'alice' })[0]).toBeInTheDocument();
    expect(document.getElementById('td-first-screen')).toBeNull();
    expect(get).not.toHaveBeenCalledWith('/svc/post/dashboard?limit=10');
  });

  it('keeps the server\'s drawing until its photo has arrived, so the photo is painted once, by the drawing', async () => {
    const drawn = document.createElement('div');
    drawn.id = 'td-first-screen';
    const photo = document.createElement('img');
    Object.defineProperty(photo, 'complete', { value: false });
    drawn.appendChild(photo);
    document.body.appendChild(drawn);
    serve({});
    timelineStore.update('dashboard', (state) => appendPage(state, makePage(ids(100, 10), '91')));
    render(<DashboardRoot />);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(document.getElementById('td-first-screen')).toBe(drawn);
    await act(async () => photo.dispatchEvent(new Event('load')));
    expect((await screen.findAllByRole('article', { name: 'alice' }))[0]).toBeInTheDocument();
    expect(document.getElementById('td-first-screen')).toBeNull();
  });

  it('loads the first page of the dashboard', async () => {
    const get = serve({ '/svc/post/dashboard?limit=10': makePage(ids(100, 10), '91') });
    render(<DashboardRoot />);
    expect((await screen.findAllByRole('article', { name: 'alice' }))[0]).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/svc/post/dashboard?limit=10');
    expect(screen.getByRole('feed', { name: 'Dashboard' })).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByRole('heading', { name: 'Post 100' })).toBeInTheDocument();
  });

  it('shows a loading indicator while fetching', async () => {
    let answer: (page: TimelinePage) => void = () => undefined;
    jest.spyOn(api, 'get').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(<DashboardRoot />);
    expect(screen.getByRole('status', { name: 'Loading posts' })).toBeInTheDocument();
    expect(screen.getByRole('feed')).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer(makePage(['1'], null)));
    expect(screen.queryByRole('status', { name: 'Loading posts' })).toBeNull();
  });

  it('fetches the next page once 90% is scrolled, until next is null', async () => {
    const get = serve({
      '/svc/post/dashboard?limit=10': makePage(ids(100, 10), '91'),
      '/svc/post/dashboard/before/91?limit=10': makePage(ids(90, 10), '81'),
      '/svc/post/dashboard/before/81?limit=10': makePage(ids(80, 2), null),
    });
    render(<DashboardRoot />);
    await screen.findByRole('heading', { name: 'Post 100' });
    expect(get).toHaveBeenCalledTimes(1);

    scrollToShare(0.5);
    expect(get).toHaveBeenCalledTimes(1);
    scrollToShare(0.9);
    await waitFor(() => expect(get).toHaveBeenCalledWith('/svc/post/dashboard/before/91?limit=10'));
    await waitFor(() => expect(screen.getByRole('feed')).toHaveAttribute('aria-busy', 'false'));

    scrollToShare(0.9);
    await waitFor(() => expect(get).toHaveBeenCalledWith('/svc/post/dashboard/before/81?limit=10'));
    expect(await screen.findByText('You’ve reached the end.')).toBeInTheDocument();

    scrollToShare(1);
    expect(get).toHaveBeenCalledTimes(3);
    expect(await screen.findByRole('heading', { name: 'Post 79' })).toBeInTheDocument();
  });

  it('keeps the DOM bounded on a long timeline', async () => {
    serve({ '/svc/post/dashboard?limit=10': makePage(ids(500, 200), '300') });
    render(<DashboardRoot />);
    await screen.findByRole('heading', { name: 'Post 500' });
    expect(screen.getAllByRole('article').length).toBeLessThan(10);
    scrollToShare(0.5);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Post 500' })).toBeNull());
    const articles = screen.getAllByRole('article');
    expect(articles.length).toBeLessThan(10);
    // Each card knows its place in the feed; the size is unknown while more may load.
    const position = Number(articles[0]?.getAttribute('aria-posinset'));
    expect(position).toBeGreaterThan(50);
    expect(articles[0]).toHaveAttribute('aria-setsize', '-1');
    expect(screen.getByRole('heading', { name: `Post ${501 - position}` })).toBeInTheDocument();
  });

  it('shows the error with a Retry button that fetches again', async () => {
    const get = jest
      .spyOn(api, 'get')
      .mockRejectedValueOnce(new ApiError(500, 'boom'))
      .mockResolvedValueOnce(makePage(['5'], null));
    render(<DashboardRoot />);
    expect(await screen.findByRole('alert')).toHaveTextContent(TECHNICAL_TROUBLE, { normalizeWhitespace: false });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Post 5' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(get).toHaveBeenCalledTimes(2);
    expect(get).toHaveBeenLastCalledWith('/svc/post/dashboard?limit=10');
  });

  it('shows the empty state when there are no posts', async () => {
    serve({ '/svc/post/dashboard?limit=10': makePage([], null) });
    render(<DashboardRoot />);
    expect(await screen.findByText(/Nothing on your dashboard yet/)).toBeInTheDocument();
    expect(screen.queryByText('You’ve reached the end.')).toBeNull();
  });

  it('puts a post saved on the dashboard at the top (A§2.1)', async () => {
    serve({ '/svc/post/dashboard?limit=10': makePage(ids(100, 3), null) });
    render(<DashboardRoot />);
    await screen.findByRole('heading', { name: 'Post 100' });
    act(() => bus.emit('post:saved', makeSaveResponse(makePost('200', { type: 'text', title: 'Fresh post', body: '' }))));
    const headings = screen.getAllByRole('heading').map((heading) => heading.textContent);
    expect(headings[0]).toBe('Fresh post');
    expect(headings).toContain('Post 100');
  });

  it('removes a deleted post and patches an updated one', async () => {
    serve({ '/svc/post/dashboard?limit=10': makePage(ids(100, 3), null) });
    render(<DashboardRoot />);
    await screen.findByRole('heading', { name: 'Post 100' });
    act(() => bus.emit('post:deleted', { id: '100' }));
    expect(screen.queryByRole('heading', { name: 'Post 100' })).toBeNull();
    act(() => bus.emit('post:updated', { id: '99', patch: { note_count: 3 } }));
    expect(screen.getByText('3 notes')).toBeInTheDocument();
  });

  it('reloads from the top when the channel switches', async () => {
    const get = serve({ '/svc/post/dashboard?limit=10': makePage(ids(100, 3), null) });
    render(<DashboardRoot />);
    await screen.findByRole('heading', { name: 'Post 100' });
    get.mockResolvedValue(makePage(['7'], null));
    act(() => bus.emit('channel:switched', { channel: makeChannel('other') }));
    expect(await screen.findByRole('heading', { name: 'Post 7' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Post 100' })).toBeNull();
    expect(get).toHaveBeenCalledTimes(2);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('keeps the pages and the scroll position when leaving and coming back', async () => {
    const get = serve({ '/svc/post/dashboard?limit=10': makePage(ids(100, 10), null) });
    const first = render(<DashboardRoot />);
    await screen.findByRole('heading', { name: 'Post 100' });
    scrollTo(1500);
    act(() => window.history.pushState({}, '', '/settings/blog/alice'));
    // The next page scrolls to its top before this one unmounts: that offset is not this timeline's.
    scrollTo(0);
    first.unmount();

    act(() => window.history.pushState({}, '', '/dashboard'));
    render(<DashboardRoot />);
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 1500 });
    // Rows measured before leaving keep their height, so the old offset lands on the same posts.
    expect(parseFloat(screen.getByRole('feed').style.height)).toBeLessThan(10 * 520);
    expect(screen.getByRole('heading', { name: 'Post 96' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('renders nothing on a page that is not a timeline', () => {
    window.history.pushState({}, '', '/blog/alice/activity');
    const { container } = render(<DashboardRoot />);
    expect(container).toBeEmptyDOMElement();
  });
});
