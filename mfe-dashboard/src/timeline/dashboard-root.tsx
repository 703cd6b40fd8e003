import { lazy, Suspense } from 'react';
import { DialogProvider, ToastHost, useLocationSearch, usePathname } from '@tumbledash/shared';
import { SuspendedNotice } from '../suspended/suspended-notice';
import { pageRootFromPath } from './page-root';
import { Timeline } from './timeline';

// Explore's and a tag's headers load with those pages only, not before the dashboard's first post.
const ExploreHeader = lazy(() => import('../explore/explore-header').then((module) => ({ default: module.ExploreHeader })));
const TaggedHeader = lazy(() => import('../tagged/tagged-header').then((module) => ({ default: module.TaggedHeader })));

/**
 * Root of the remote: the timeline of the page root in the address (nothing on other pages). The dialog and
 * toast hosts stay empty under the shell, whose own hosts came first; they serve the standalone page.
 */
export function DashboardRoot() {
  const root = pageRootFromPath(usePathname(), useLocationSearch());
  if (!root) return null;
  const timeline = <Timeline key={root.key} root={root} />;
  return (
    <DialogProvider>
      <div className="td-dash">
        {root.kind === 'dashboard' && <SuspendedNotice />}
        {/* Explore's header shows nothing until its data came anyway: the posts do not wait for it. */}
        {root.kind === 'explore' && (
          <Suspense fallback={null}>
            <ExploreHeader />
          </Suspense>
        )}
        {/* A tag's filters and its posts show together, so the posts never move down when the filters come. */}
        {root.kind === 'tagged' && root.tagFilters ? (
          <Suspense fallback={null}>
            <TaggedHeader tag={root.tag!} filters={root.tagFilters} />
            {timeline}
          </Suspense>
        ) : (
          timeline
        )}
      </div>
      <ToastHost />
    </DialogProvider>
  );
}
