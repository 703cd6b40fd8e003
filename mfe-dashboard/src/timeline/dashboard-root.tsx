import { DialogProvider, ToastHost, useLocationSearch, usePathname } from '@tumbledash/shared';
import { ExploreHeader } from '../explore/explore-header';
import { TaggedHeader } from '../tagged/tagged-header';
import { pageRootFromPath } from './page-root';
import { Timeline } from './timeline';

/**
 * Root of the remote: the timeline of the page root in the address (nothing on other pages). The dialog and
 * toast hosts stay empty under the shell, whose own hosts came first; they serve the standalone page.
 */
export function DashboardRoot() {
  const root = pageRootFromPath(usePathname(), useLocationSearch());
  if (!root) return null;
  return (
    <DialogProvider>
      <div className="td-dash">
        {root.kind === 'explore' && <ExploreHeader />}
        {root.kind === 'tagged' && root.tagFilters && <TaggedHeader tag={root.tag!} filters={root.tagFilters} />}
        <Timeline key={root.key} root={root} />
      </div>
      <ToastHost />
    </DialogProvider>
  );
}
