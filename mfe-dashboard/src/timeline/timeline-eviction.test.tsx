import { act, render, screen, waitFor } from '@testing-library/react';
import { makePage } from '../test-support/fixtures';
import { everyElementMeasures } from '../test-support/layout';
import { resetPage, signIn } from '../test-support/render-card';
import { ids, serve } from '../test-support/timeline-pages';
import { fakeWindowScroll } from '../test-support/window-scroll';
import { DashboardRoot } from './dashboard-root';
import { isEvicted } from './evicted-post';
import { timelineStore } from './timeline-store';
import { loadWindowing } from './use-timeline-rows';

const ROW_HEIGHT = 400;

/** The reader scrolls the window (test-support/window-scroll.ts). */
let scrollTo: (y: number) => void;

const shownIds = () => timelineStore.get('dashboard').posts.filter((post) => !isEvicted(post)).map((post) => post.id);

/** Issue 14, timeline memory: the far posts of a long list become stubs; its code comes once the list is long. */
describe('a long timeline', () => {
  beforeAll(() => loadWindowing());

  beforeEach(() => {
    window.history.pushState({}, '', '/dashboard');
    scrollTo = fakeWindowScroll({ pageScrolls: false });
    everyElementMeasures(ROW_HEIGHT);
    timelineStore.reset();
    signIn();
  });

  afterEach(() => {
    resetPage();
    jest.restoreAllMocks();
  });

  it('keeps only the posts near those shown, and fetches the far ones again when the reader scrolls back', async () => {
    const pages: Record<string, ReturnType<typeof makePage>> = { '/svc/post/dashboard?limit=10': makePage(ids(100, 10), '91') };
    for (let top = 90; top > 40; top -= 10) pages[`/svc/post/dashboard/before/${top + 1}?limit=10`] = makePage(ids(top, 10), top > 50 ? String(top - 9) : null);
    const get = serve(pages);
    render(<DashboardRoot />);
    await screen.findByRole('heading', { name: 'Post 100' });
    for (let count = 20; count <= 60; count += 10) {
      act(() => scrollTo(count * ROW_HEIGHT));
      await waitFor(() => expect(timelineStore.get('dashboard').posts).toHaveLength(count));
    }
    act(() => scrollTo(60 * ROW_HEIGHT));
    await waitFor(() => expect(shownIds()).not.toContain('100'));
    expect(timelineStore.get('dashboard').posts).toHaveLength(60);
    expect(shownIds()).toContain('41');

    act(() => scrollTo(0));
    expect(await screen.findByRole('heading', { name: 'Post 100' })).toBeInTheDocument();
    expect(get.mock.calls.filter(([url]) => url === '/svc/post/dashboard?limit=10')).toHaveLength(2);
  });
});
