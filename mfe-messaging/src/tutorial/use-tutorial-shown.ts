import { useEffect, useState } from 'react';
import { bus, useHint } from '@tumbledash/shared';

/**
 * Whether the tutorial shows now that it is `visible`: it waits while the blog viewer is open (peepr:opened until
 * peepr:closed) or any overlay of any remote is on the page's layer stack, and while shown it is a hint on that
 * stack, so the header's guided tour waits behind it.
 */
export function useTutorialShown(visible: boolean): boolean {
  const [viewerOpen, setViewerOpen] = useState(false);

  useEffect(() => {
    const subscriptions = [
      bus.on('peepr:opened').subscribe(() => setViewerOpen(true)),
      bus.on('peepr:closed').subscribe(() => setViewerOpen(false)),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, []);

  return useHint(visible && !viewerOpen);
}
