import { DialogProvider, usePathname } from '@tumbledash/shared';
import { ActivityFeed } from './activity-feed';
import { blogNameFromActivityPath } from './activity-path';


/** The full activity page of one blog, at /blog/{name}/activity. */
export function ActivityPage() {
  const blogName = blogNameFromActivityPath(usePathname());
  return (
    <DialogProvider>
      <div className="td-header__activity-page">
        {blogName && (
          <>
            <h1 className="td-header__activity-title">
              Activity <span className="td-header__activity-blog">{blogName}</span>
            </h1>
            <ActivityFeed key={blogName} blogName={blogName} reuse={false} />
          </>
        )}
      </div>
    </DialogProvider>
  );
}
