import { act, render, screen } from '@testing-library/react';
import { makePage } from '../test-support/fixtures';
import { everyElementMeasures } from '../test-support/layout';
import { ids, serve } from '../test-support/timeline-pages';
import { fakeWindowScroll } from '../test-support/window-scroll';
import { DashboardRoot } from './dashboard-root';
import { timelineStore } from './timeline-store';

const ROW_HEIGHT = 400;
const POST_GAP = 20;

let mockWindowingArrives = false;
jest.mock('@tanstack/virtual-core', () => {
  if (!mockWindowingArrives) throw new Error('Loading chunk windowing failed.');
  return jest.requireActual('@tanstack/virtual-core');
});

/** The reader scrolls the window (test-support/window-scroll.ts). */
let scrollTo: (y: number) => void;

const rowTops = () => [...document.querySelectorAll<HTMLElement>('[role="feed"] > [data-index]')].map((row) => row.style.top);

/** The windowing's code comes after the first screen (issue 14): until then the rows are placed without it. */
describe('Timeline before the windowing arrives', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.history.pushState({}, '', '/dashboard');
    scrollTo = fakeWindowScroll({ pageScrolls: false });
    everyElementMeasures(ROW_HEIGHT);
    timelineStore.reset();
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  // First, while the windowing's code cannot come: the module keeps what arrives for the rest of the file.
  it('goes on without windowing when its code never comes: rows follow the scroll, then the next page', async () => {
    const get = serve({
      '/svc/post/dashboard?limit=10': makePage(ids(100, 10), '91'),
      '/svc/post/dashboard/before/91?limit=10': makePage(ids(90, 10), null),
    });
    render(<DashboardRoot />);
    await screen.findByRole('heading', { name: 'Post 100' });
    // A screen of rows (768 px), each below the one before.
    expect(rowTops()).toEqual(['0px', `${ROW_HEIGHT + POST_GAP}px`]);
    await act(() => jest.runAllTimersAsync());

    act(() => scrollTo(2000));
    expect(screen.getByRole('heading', { name: 'Post 94' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(1);

    act(() => scrollTo(4000));
    expect(await screen.findByRole('heading', { name: 'Post 90' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/svc/post/dashboard/before/91?limit=10');
  });

  it('hands the rows to the windowing without mounting a card twice, each where it was', async () => {
    mockWindowingArrives = true;
    serve({ '/svc/post/dashboard?limit=10': makePage(ids(100, 10), '91') });
    render(<DashboardRoot />);
    const [first] = await screen.findAllByRole('article');
    expect(rowTops()).toEqual(['0px', `${ROW_HEIGHT + POST_GAP}px`]);

    await act(() => jest.runAllTimersAsync());
    expect(screen.getAllByRole('article')[0]).toBe(first);
    expect(rowTops().slice(0, 2)).toEqual(['0px', `${ROW_HEIGHT + POST_GAP}px`]);
  });
});
