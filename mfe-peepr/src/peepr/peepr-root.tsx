import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { navigateToUrl } from 'single-spa';
import { bus, pageLocation } from '@tumbledash/shared';
import { DrawerHost } from './drawer-host';
import { focusReturnTarget } from './focus-return';
import { watchFirstHover, type FirstHover } from './first-hover';
import { isModifiedClick, requestOf, targetOf, type PeeprRequest } from './target';
import { blogPath, requestFromSearch, urlWith } from './url';

/** The drawer's own code, loaded on first use only (it must not weigh on the first screen). */
const loadDrawer = () => import(/* webpackChunkName: "peepr-drawer" */ '../drawer/drawer');
const HoverCards = lazy(() => import(/* webpackChunkName: "peepr-hovercard" */ '../hovercard/hover-card-host'));

/** B§9 "Replace delay 400 ms": the old drawer closes, then the new one opens. */
export const REPLACE_DELAY_MS = 400;

function sameRequest(a: PeeprRequest | null, b: PeeprRequest | null): boolean {
  return a?.blogName === b?.blogName && a?.postId === b?.postId;
}

/**
 * Always mounted and tiny: one document-level click listener for peepr targets, `peepr:open` from the bus and
 * the address (`?blog_name=…&post_id=…`). The drawer itself is a separate chunk fetched when first opened.
 */
export function PeeprRoot() {
  const [request, setRequest] = useState<PeeprRequest | null>(() => requestFromSearch(pageLocation().search));
  /** The first hover over a blog target, once there was one: the hover-card chunk then loads and takes it over. */
  const [firstHover, setFirstHover] = useState<FirstHover | null>(null);
  const current = useRef(request);
  const suspended = useRef(false);
  const replaceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The drawer added a history entry: closing goes back over it, so Back and Escape agree. */
  const pushed = useRef(false);
  /** The address the drawer itself last wrote: single-spa echoes it as a popstate, which is not a navigation. */
  const written = useRef<string | null>(null);
  current.current = request;
  /** What had focus when a conversation window took the viewer's place: the viewer's focus return must not take it. */
  const keepFocus = useRef<HTMLElement | null>(null);

  const show = useCallback((next: PeeprRequest | null, history: 'push' | 'replace' | 'none') => {
    if (history !== 'none') {
      const url = urlWith(window.location, next);
      pushed.current = history === 'push' || (pushed.current && next !== null);
      written.current = new URL(url, window.location.href).href;
      if (history === 'push') window.history.pushState(window.history.state, '', url);
      else window.history.replaceState(window.history.state, '', url);
    }
    setRequest(next);
  }, []);

  const open = useCallback(
    (next: PeeprRequest) => {
      // It opens only while no post form is shown (B§4 "suspended").
      if (suspended.current || sameRequest(current.current, next)) return;
      clearTimeout(replaceTimer.current);
      const previous = current.current;
      current.current = next;
      if (previous) {
        show(null, 'replace');
        replaceTimer.current = setTimeout(() => show(next, 'replace'), REPLACE_DELAY_MS);
        return;
      }
      // The viewer returns the focus to what had it as it opened: a hidden duplicate hands that over first.
      const opener = focusReturnTarget(document.activeElement);
      if (opener !== document.activeElement && opener instanceof HTMLElement) opener.focus({ preventScroll: true });
      show(next, 'push');
    },
    [show],
  );

  const close = useCallback(() => {
    if (pushed.current) {
      pushed.current = false;
      window.history.back();
    } else {
      show(null, 'replace');
    }
  }, [show]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = targetOf(event);
      if (!target || isModifiedClick(event)) return;
      const asked = requestOf(target);
      if (!asked) return;
      event.preventDefault();
      open(asked);
    };
    const onPopState = (event: PopStateEvent) => {
      // single-spa fires a popstate of its own after every pushState/replaceState, later, once it rerouted. The
      // drawer's own writes must not cancel a pending replace or forget the entry it pushed (Back then closes it).
      if ((event as PopStateEvent & { singleSpa?: boolean }).singleSpa && window.location.href === written.current) return;
      written.current = null;
      clearTimeout(replaceTimer.current);
      pushed.current = false;
      setRequest(requestFromSearch(pageLocation().search));
    };
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPopState);
    const requests = bus.handle('peepr:open').subscribe((asked) => open({ blogName: asked.blogName.toLowerCase(), ...(asked.postId ? { postId: asked.postId } : {}) }));
    const formOpened = bus.on('post-form:opened').subscribe(() => (suspended.current = true));
    const formClosed = bus.on('post-form:closed').subscribe(() => (suspended.current = false));
    // A conversation window is no dialog and sits under the viewer: once one asked for from inside it (Send a
    // message, a post shared by message) is on the page with focus, the viewer steps aside and leaves the focus there.
    // Not on `messaging:open`: when messaging refuses, its alert shows over the viewer, which stays.
    const conversations = bus.on('messaging:opened').subscribe(({ blogName, participants }) => {
      if (!current.current || !(blogName || participants?.length)) return;
      clearTimeout(replaceTimer.current);
      current.current = null;
      const focused = document.activeElement;
      keepFocus.current = focused instanceof HTMLElement && focused !== document.body ? focused : null;
      close();
    });
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPopState);
      requests.unsubscribe();
      formOpened.unsubscribe();
      formClosed.unsubscribe();
      conversations.unsubscribe();
      clearTimeout(replaceTimer.current);
    };
  }, [open, close]);

  // Runs after the closed viewer's own effects have given focus back to what opened it.
  useEffect(() => {
    const kept = keepFocus.current;
    if (request || !kept) return;
    keepFocus.current = null;
    if (kept.isConnected && document.activeElement !== kept) kept.focus();
  }, [request]);

  useEffect(() => {
    const hover = watchFirstHover(() => setFirstHover(hover));
    return hover.stop;
  }, []);

  /**
   * Leaving for the blog's page: the page takes the place of the viewer's address, so Back returns to the page
   * under the viewer. A back() over the pushed entry followed by a push would be undone by that back's popstate.
   */
  const openPage = useCallback(() => {
    const page = current.current && blogPath(current.current.blogName);
    if (!page) return;
    clearTimeout(replaceTimer.current);
    written.current = null;
    const wasPushed = pushed.current;
    pushed.current = false;
    setRequest(null);
    if (wasPushed) {
      window.history.replaceState(window.history.state, '', page);
      return;
    }
    // Opened from an address (`?blog_name=…`): that entry becomes the page without the viewer.
    window.history.replaceState(window.history.state, '', urlWith(window.location, null));
    navigateToUrl(page);
  }, []);

  return (
    <div data-remote="mfe-peepr">
      {request && <DrawerHost key={`${request.blogName}/${request.postId ?? ''}`} load={loadDrawer} request={request} onClose={close} onOpenPage={openPage} />}
      {firstHover && (
        <Suspense fallback={null}>
          <HoverCards first={firstHover} />
        </Suspense>
      )}
    </div>
  );
}
