import { pageRootFromPath } from './page-root';
import { Timeline } from './timeline';
import { usePathname } from './use-pathname';

/** Root of the remote: the timeline of the page root in the address (nothing on other pages). */
export function DashboardRoot() {
  const root = pageRootFromPath(usePathname());
  if (!root) return null;
  return (
    <div className="td-dash">
      <Timeline key={root.key} root={root} />
    </div>
  );
}
