import { render, screen } from '@testing-library/react';
import type { TimelinePage } from '@tumbledash/shared';
import { DashboardRoot } from '../timeline/dashboard-root';
import { connectTimelineEvents } from '../timeline/timeline-events';
import { timelineStore } from '../timeline/timeline-store';
import { loadWindowing } from '../timeline/use-timeline-rows';
import { everyElementMeasures } from './layout';
import { resetPage, signIn } from './render-card';
import { serve } from './timeline-pages';
import { fakeWindowScroll } from './window-scroll';

/** The height every row measures in these pages. */
export const ROW_HEIGHT = 400;

/**
 * The dashboard remote showing the page at `path`, its timeline answered from `pages` (url → page), its cached
 * timelines kept in step with the bus as in the app — the page a post form is opened over. Resolves once the first
 * posts are shown, with the clean-up to run after the test.
 */
export async function renderOverPage(path: string, pages: Record<string, TimelinePage>): Promise<() => void> {
  await loadWindowing();
  window.history.pushState({}, '', path);
  fakeWindowScroll();
  everyElementMeasures(ROW_HEIGHT);
  timelineStore.reset();
  const events = connectTimelineEvents();
  signIn();
  serve(pages);
  render(<DashboardRoot />);
  await screen.findAllByRole('article');
  return () => {
    resetPage();
    events.unsubscribe();
    jest.restoreAllMocks();
  };
}
