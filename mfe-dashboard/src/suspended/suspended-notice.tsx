import { session, useSession } from '@tumbledash/shared';
import { SUSPENDED_TEXT, isSuspended } from './suspended-channel';
import './suspended.css';

/** Tells the owner why nothing they do works while their current blog is suspended; it takes no focus. */
export function SuspendedNotice() {
  // Subscribes, so a channel switch or a new bootstrap shows or hides the notice.
  useSession();
  if (!isSuspended(session.currentChannel())) return null;
  return (
    <div className="td-dash-suspended" role="status">
      <p>{SUSPENDED_TEXT}</p>
    </div>
  );
}
