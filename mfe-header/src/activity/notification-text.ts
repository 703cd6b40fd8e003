import type { ActivityNotification } from '@tumbledash/shared';

/** Words for kinds a server may not word yet: it then sends the kind itself as the message. */
const FALLBACK_TEXT: Record<string, string> = {
  ask: 'sent you an ask',
  submission: 'submitted a post',
};

/** What the notification says after the sender's name ("bob" + "submitted a post"). */
export function notificationText(notification: Pick<ActivityNotification, 'type' | 'message'>): string {
  if (notification.message && notification.message !== notification.type) return notification.message;
  return FALLBACK_TEXT[notification.type] ?? notification.message;
}
