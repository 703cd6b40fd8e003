import { useCallback, useEffect, useEffectEvent, useId, useRef } from 'react';
import { bus, Modal, session } from '@tumbledash/shared';
import { BlogView } from '../blog/blog-view';
import type { PeeprRequest } from '../peepr/target';
import { blogPath } from '../peepr/url';
import { drawerKeyCommand } from './drawer-keys';
import { animateScroll, SCROLL_OFFSET_PX } from './scroll-animation';
import '../peepr.css';

interface DrawerProps {
  request: PeeprRequest;
  onClose: () => void;
  /** Leaves for the blog's page in place of the viewer's history entry (B§2 "enter opens the blog"). */
  onOpenPage: () => void;
}

/**
 * The blog viewer (B§2 "Peepr drawer"): slides over the page, which stays where it was. A modal dialog: focus is
 * trapped inside and returns on close; Escape or the glass closes it; the dashboard's own keys pause meanwhile.
 */
export default function Drawer({ request, onClose, onOpenPage }: DrawerProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const scroller = useCallback(() => panel.current, []);
  const stopScroll = useRef<() => void>(() => undefined);
  useEffect(() => () => stopScroll.current(), []);

  useEffect(() => {
    bus.emit('peepr:opened', { blogName: request.blogName });
    return () => bus.emit('peepr:closed', {});
  }, [request.blogName]);

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    const element = panel.current;
    if (!element) return;
    const command = drawerKeyCommand(event, session.get().user?.dashboard_settings?.keyboard_shortcuts !== false);
    if (!command) return;
    const cards = Array.from(element.querySelectorAll<HTMLElement>('article'));
    const top = element.getBoundingClientRect().top;
    const current = (event.target as HTMLElement).closest('article') ?? cards.find((card) => card.getBoundingClientRect().bottom > top + SCROLL_OFFSET_PX + 1);
    const scrollTo = (to: number) => {
      stopScroll.current();
      stopScroll.current = animateScroll(element, Math.max(0, to));
    };
    const scrollToCard = (card: HTMLElement | undefined) => {
      if (!card) return;
      scrollTo(element.scrollTop + card.getBoundingClientRect().top - top - SCROLL_OFFSET_PX);
      card.focus({ preventScroll: true });
    };
    const press = (name: string) => current?.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)?.click();
    event.preventDefault();
    switch (command) {
      case 'next': {
        const index = current ? cards.indexOf(current) : -1;
        const atTop = current && Math.abs(current.getBoundingClientRect().top - top - SCROLL_OFFSET_PX) < 2;
        scrollToCard(cards[atTop || document.activeElement === current ? index + 1 : Math.max(index, 0)]);
        break;
      }
      case 'previous':
        scrollToCard(cards[Math.max((current ? cards.indexOf(current) : 0) - 1, 0)]);
        break;
      case 'top':
        scrollTo(0);
        break;
      case 'like':
        press('Like');
        break;
      case 'reblog':
        press('Reblog');
        break;
      case 'share':
        press('Share');
        break;
      case 'open':
        onOpenPage();
        break;
    }
  });

  // On the whole dialog, not only the panel: focus starts on the bar's link and a click on the background focuses
  // the dialog itself, and the keys work from the moment the viewer opens.
  useEffect(() => {
    const dialog = panel.current?.closest<HTMLElement>('[role="dialog"]');
    if (!dialog) return;
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    dialog.addEventListener('keydown', listener);
    return () => dialog.removeEventListener('keydown', listener);
  }, []);

  return (
    <Modal title={request.blogName} hideTitle onClose={onClose} className="td-peepr-drawer" zIndex={900}>
      <div className="td-peepr-drawer__bar">
        <a className="td-peepr-drawer__page" href={blogPath(request.blogName)} onClick={(event) => {
          if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          onOpenPage();
        }}>
          Open {request.blogName}'s page
        </a>
        <button type="button" className="td-peepr-drawer__close" onClick={onClose} aria-label="Close the blog viewer">
          ✕
        </button>
      </div>
      <div ref={panel} className="td-peepr-drawer__panel" aria-labelledby={titleId} role="region">
        <BlogView blogName={request.blogName} postId={request.postId} inViewer scroller={scroller} titleId={titleId} />
      </div>
    </Modal>
  );
}
