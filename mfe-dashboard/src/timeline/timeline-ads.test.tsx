import { act, render, screen } from '@testing-library/react';
import { api } from '@tumbledash/shared';
import { makePage } from '../test-support/fixtures';
import { everyElementMeasures } from '../test-support/layout';
import { resetPage } from '../test-support/render-card';
import { fakeWindowScroll } from '../test-support/window-scroll';
import { DashboardRoot } from './dashboard-root';
import { timelineStore } from './timeline-store';
import { loadWindowing } from './use-timeline-rows';

/** The reader scrolls the window (test-support/window-scroll.ts). */
let scrollTo: (y: number) => void;

/** The ad loader lives for the whole module, so this file holds the one timeline test of the ads (B§4). */
describe('Timeline ads (B§2, B§4, B§9)', () => {
  // The windowing's code is here from the start, as on any visit after the first screen (the flow before
  // it arrives: timeline-flow.test.tsx).
  beforeAll(() => loadWindowing());

  beforeEach(() => {
    jest.useFakeTimers();
    window.history.pushState({}, '', '/dashboard');
    scrollTo = fakeWindowScroll({ pageScrolls: false });
    everyElementMeasures(400);
    timelineStore.reset();
  });

  afterEach(() => {
    resetPage();
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('puts a slot after the 2nd and 12th posts; with no ad script they go away after 5 s, cleanly and without moving anything', async () => {
    const errors = jest.spyOn(console, 'error');
    const warnings = jest.spyOn(console, 'warn');
    jest.spyOn(api, 'get').mockResolvedValue(makePage(Array.from({ length: 14 }, (_, index) => String(100 - index)), null));
    render(<DashboardRoot />);
    await act(async () => undefined);
    expect(screen.getByRole('heading', { name: 'Post 100' })).toBeInTheDocument();
    const feed = screen.getByRole('feed');
    const slotRows = () =>
      Array.from(feed.querySelectorAll('[data-ad-slot="inline"]')).map((slot) => slot.closest('[data-index]')?.getAttribute('data-index'));
    expect(slotRows()).toEqual(['1']);
    expect(document.querySelectorAll('[data-ad-slot="side"]')).toHaveLength(1);

    act(() => scrollTo(11 * 420 - 300));
    expect(slotRows()).toEqual(['11']);
    const height = feed.style.height;
    const firstRowTop = (feed.querySelector('[data-index]') as HTMLElement).style.top;

    act(() => jest.advanceTimersByTime(4999));
    expect(slotRows()).toEqual(['11']);
    act(() => jest.advanceTimersByTime(1));
    expect(document.querySelectorAll('[data-ad-slot]')).toHaveLength(0);
    // The slots lived inside the rows and took no room: nothing moved.
    expect(feed.style.height).toBe(height);
    expect((feed.querySelector('[data-index]') as HTMLElement).style.top).toBe(firstRowTop);
    expect(screen.getAllByRole('article').length).toBeGreaterThan(0);
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
  });
});
