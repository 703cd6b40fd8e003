import { useEffect, useState } from 'react';
import { bus } from '@tumbledash/shared';
import { overlayOpen } from './tutorial-suspend';

/**
 * True while the blog viewer is open (peepr:opened until peepr:closed) or another overlay is on the page
 * (a modal dialog such as the header's mobile drawer, the activity or account popover): the tutorial waits for them to go away.
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
    // Shared overlays are portals into document.body; other modals (the header's drawer) open deeper in the page.
    const check = () => setOverlay(overlayOpen(document.body));
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true, attributeFilter: ['aria-modal', 'role'] });
    return () => observer.disconnect();
  }, [active]);

  return viewerOpen || overlay;
}
