import { useEffect, useState } from 'react';
import { bus, useAnyLayerOpen } from '@tumbledash/shared';

/**
 * True while the blog viewer is open (peepr:opened until peepr:closed) or any overlay of any remote is on the
 * page's layer stack (a shared modal or popover, the header's mobile drawer): the tutorial waits for them to go.
 */
export function useTutorialSuspended(): boolean {
  const [viewerOpen, setViewerOpen] = useState(false);
  const layerOpen = useAnyLayerOpen();

  useEffect(() => {
    const subscriptions = [
      bus.on('peepr:opened').subscribe(() => setViewerOpen(true)),
      bus.on('peepr:closed').subscribe(() => setViewerOpen(false)),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, []);

  return viewerOpen || layerOpen;
}
