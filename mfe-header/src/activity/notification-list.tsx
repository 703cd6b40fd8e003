import type { ActivityNotification as Notification } from '@tumbledash/shared';
import { ActivityNotification } from './activity-notification';
import { groupByDay } from './date-header';

/** Empty state of the activity popover and page (B§2). */
export const ACTIVITY_EMPTY_TEXT = 'Check out this tab when you make a post to see Likes, Reblogs, and new followers.';

interface NotificationListProps {
  notifications: Notification[];
  /** The blog whose activity this is. */
  blogName: string;
  /** Runs before a link inside opens its page (closes the popover). */
  onNavigate?: () => void;
  /** When "today" is; tests pin it. */
  now?: Date;
}

/** Notifications under day headers, newest first; the popover and the activity page both use it. */
export function NotificationList({ notifications, blogName, onNavigate, now = new Date() }: NotificationListProps) {
  if (notifications.length === 0) return <p className="td-header__activity-empty">{ACTIVITY_EMPTY_TEXT}</p>;
  const sorted = [...notifications].sort((a, b) => b.timestamp - a.timestamp);
  // More than one entry gets a scrollbar (B§2); a single one never does.
  const classes = ['td-header__activity-list', sorted.length > 1 && 'td-header__activity-list--scroll'];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      {groupByDay(sorted, now).map((group) => (
        <section key={group.header} className="td-header__activity-day" aria-label={group.header}>
          <h3 className="td-header__activity-date">{group.header}</h3>
          <ul className="td-header__activity-notes">
            {group.items.map((notification, index) => (
              <ActivityNotification
                key={`${notification.timestamp}-${notification.type}-${notification.from_tumblelog?.name ?? ''}-${index}`}
                notification={notification}
                blogName={blogName}
                onNavigate={onNavigate}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
