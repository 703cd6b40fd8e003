import { Spinner } from '@tumbledash/shared';
import { NotificationList } from './notification-list';
import { useActivity } from './use-activity';
import './activity.css';

interface ActivityFeedProps {
  blogName: string;
  /** Show a blog loaded before without fetching again (the popover). */
  reuse: boolean;
  /** Runs before a link inside opens its page (closes the popover). */
  onNavigate?: () => void;
}

/** Loader, then the notification list; after a failure (alerted by useActivity) nothing; a 403 says why. */
export function ActivityFeed({ blogName, reuse, onNavigate }: ActivityFeedProps) {
  const state = useActivity(blogName, { reuse });
  if (state.status === 'loading') {
    return (
      <div className="td-header__activity-loader">
        <Spinner label="Loading activity" size="large" />
      </div>
    );
  }
  if (state.status === 'error') return null;
  if (state.status === 'forbidden') {
    return (
      <p className="td-header__activity-forbidden" role="alert">
        {state.message}
      </p>
    );
  }
  return <NotificationList notifications={state.notifications} blogName={blogName} onNavigate={onNavigate} />;
}
