import { useEffect, type RefObject } from 'react';
import { bus, useSession, type DashboardPost } from '@tumbledash/shared';

/** The hash of a post's abuse_url (A§3.8): its page opens with the abuse form. */
export const REPORT_HASH = '#report';

/** How long the post's card may take to appear before the form is anchored to the page instead. */
const CARD_WAIT_MS = 5000;

/**
 * On a post's page reached by its report-abuse address (A§2.8), a signed-in person gets the share popover's
 * abuse form for that post, anchored to the card's Share button once the card is drawn. The hash is dropped
 * afterwards, so a reload does not ask again.
 */
export function useReportFromAddress(enabled: boolean, post: DashboardPost | undefined, root: RefObject<HTMLElement | null>): void {
  const signedIn = useSession().user !== null;
  useEffect(() => {
    const element = root.current;
    if (!enabled || !signedIn || !post || !element || window.location.hash !== REPORT_HASH) return;
    let done = false;
    const open = () => {
      if (done) return;
      done = true;
      observer.disconnect();
      clearTimeout(timer);
      const anchor = element.querySelector<HTMLElement>('article button[aria-label="Share"]') ?? element;
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
      bus.emit('share:open', { post, anchor, panel: 'report' });
    };
    const observer = new MutationObserver(() => {
      if (element.querySelector('article button[aria-label="Share"]')) open();
    });
    observer.observe(element, { childList: true, subtree: true });
    const timer = setTimeout(open, CARD_WAIT_MS);
    if (element.querySelector('article button[aria-label="Share"]')) open();
    return () => {
      done = true;
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [enabled, signedIn, post, root]);
}
