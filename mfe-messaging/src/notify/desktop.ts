/** Desktop notifications (B§9: closed after 5000 ms). */
export const DESKTOP_NOTIFICATION_TIMEOUT_MS = 5000;

export function desktopNotificationsSupported(): boolean {
  return typeof Notification !== 'undefined';
}

export function desktopPermission(): NotificationPermission | 'unsupported' {
  return desktopNotificationsSupported() ? Notification.permission : 'unsupported';
}

export async function requestDesktopPermission(): Promise<boolean> {
  if (!desktopNotificationsSupported()) return false;
  if (Notification.permission === 'granted') return true;
  if (Notification.permission === 'denied') return false;
  return (await Notification.requestPermission()) === 'granted';
}

export function showDesktopNotification(title: string, body: string, icon: string, onClick?: () => void): void {
  if (!desktopNotificationsSupported() || Notification.permission !== 'granted') return;
  try {
    const notification = new Notification(title, { body, icon: icon || undefined, tag: 'td-messaging' });
    notification.onclick = () => {
      window.focus();
      onClick?.();
      notification.close();
    };
    setTimeout(() => notification.close(), DESKTOP_NOTIFICATION_TIMEOUT_MS);
  } catch (error) {
    console.warn('[mfe-messaging] desktop notification failed', error);
  }
}
