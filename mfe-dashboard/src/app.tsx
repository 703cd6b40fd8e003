import { remoteLifecycles, type Subscription } from '@tumbledash/shared';
import { DashboardRoot } from './timeline/dashboard-root';
import { connectTimelineEvents } from './timeline/timeline-events';
import { seedPreloadedPage } from './timeline/timeline-loader';
import { shownPageRoot } from './timeline/page-root';

const lifecycles = remoteLifecycles(DashboardRoot, 'The dashboard');

let events: Subscription | null = null;

/** The cached timelines follow bus events from bootstrap on, mounted or not. */
async function connectEvents(): Promise<void> {
  events ??= connectTimelineEvents();
}

export const bootstrap = [connectEvents, lifecycles.bootstrap];

/** The page's first posts, when the server sent them along, are in the store before the first render. */
export const mount: typeof lifecycles.mount = (props) => {
  const root = shownPageRoot();
  if (root) seedPreloadedPage(root);
  return lifecycles.mount(props);
};
export const { unmount } = lifecycles;
