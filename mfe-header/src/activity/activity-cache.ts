import { bus, type ActivityNotification } from '@tumbledash/shared';

/** Notifications per blog name for the page's life: the popover loads a blog only once (B§4). */
export const activityCache = new Map<string, ActivityNotification[]>();

// Another person's notifications must never show after a log in or out.
bus.on('session:changed').subscribe(() => activityCache.clear());
