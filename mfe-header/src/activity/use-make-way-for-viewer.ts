import { useEffect, useEffectEvent } from 'react';
import { bus } from '@tumbledash/shared';

/**
 * Opening a blog from a notification slides the blog viewer in; the popover makes way. So it does when the viewer
 * opens without asking on the bus (a post in a blog card shown over the popover). Both come from the content once it
 * is shown, so the content listens, and the header's first chunk stays small.
 */
export function useMakeWayForViewer(close: () => void): void {
  const onViewer = useEffectEvent(close);
  useEffect(() => {
    const subscriptions = [bus.on('peepr:open'), bus.on('peepr:opened')].map((events) => events.subscribe(() => onViewer()));
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, []);
}
