import { bus, type Channel } from '@tumbledash/shared';
import { ChatIcon } from '../header/icons';
import { badgeText } from './unread-badge';
import { useUnreadTotal } from './use-unread-total';

/**
 * Opens the inbox popover (owned by mfe-messaging, a dialog named "Messages") and shows the unread total. No
 * aria-expanded: the bus tells the header nothing of the inbox closing (Escape, a click outside), so it could lie.
 */
export function MessagingButton({ channels }: { channels: Channel[] }) {
  const badge = badgeText(useUnreadTotal(channels));
  return (
    <button
      type="button"
      className="td-header__icon-button"
      aria-haspopup="dialog"
      aria-label={badge ? `Messaging, ${badge} unread` : 'Messaging'}
      onClick={() => bus.emit('messaging:open', {})}
    >
      <ChatIcon />
      {badge && (
        <span className="td-header__badge" aria-hidden="true">
          {badge}
        </span>
      )}
    </button>
  );
}
