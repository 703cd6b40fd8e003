import { useEffect, useState } from 'react';
import { bus } from '@tumbledash/shared';
import { overlayOpen } from './tutorial-suspend';

/**
 * True while the blog viewer is open (peepr:opened until peepr:closed) or another overlay is on the page
 * (a dialog, the activity or account popover): the tutorial waits for them to go away.
 */
export function useTutorialSuspended(active: boolean): boolean {
  const [viewerOpen, setViewerOpen] = useState(false);
  const [overlay, setOverlay] = useState(false);

  useEffect(() => {
    const subscriptions = [
      bus.on('peepr:opened').subscribe(() => setViewerOpen(true)),
      bus.on('peepr:closed').subscribe(() => setViewerOpen(false)),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, []);

  useEffect(() => {
    if (!active) return;
    // Overlays are portals into document.body: its own children are all there is to watch.
    const check = () => setOverlay(overlayOpen(document.body.children));
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true });
    return () => observer.disconnect();
  }, [active]);

  return viewerOpen || overlay;
}
