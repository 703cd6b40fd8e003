import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { bus, session, useSession, type BusEvents } from '@tumbledash/shared';
import { BlogSharePopover } from './blog-share-popover';
import { PostSharePopover } from './share-popover';

interface OpenShare {
  request: BusEvents['share:open'];
  /** A new share gets a fresh popover: nothing typed for the last post carries over. */
  key: number;
}

/** Takes `share:open` (a post's Share button, the `s` key, a blog view's share) and shows the share popover. */
export function ShareRoot() {
  const { user } = useSession();
  const [open, setOpen] = useState<OpenShare | null>(null);
  const count = useRef(0);

  useEffect(() => {
    const subscription = bus.handle('share:open').subscribe((request) => {
      count.current += 1;
      setOpen({ request, key: count.current });
    });
    return () => subscription.unsubscribe();
  }, []);

  const current = useRef(open);
  current.current = open;
  /** The share button of a popover that just closed. */
  const closedAnchor = useRef<BusEvents['share:open']['anchor'] | null>(null);
  const close = useCallback(() => {
    closedAnchor.current = current.current?.request.anchor ?? null;
    setOpen(null);
  }, []);
  // A timed close ("Sent!", "Post shared!") can come after the focused control went away with its form; focus
  // then goes back to the share button. Focus the person moved elsewhere stays where it is.
  useLayoutEffect(() => {
    const anchor = closedAnchor.current;
    closedAnchor.current = null;
    if (open || !(anchor instanceof HTMLElement) || !anchor.isConnected) return;
    const active = document.activeElement;
    if (active === null || active === document.body) anchor.focus();
  }, [open]);
  // The popover follows an element anchor as the page scrolls; when the element leaves the page (its card
  // scrolled out of the windowed timeline) there is nothing left to point at, and the popover goes too.
  useEffect(() => {
    const anchor = open?.request.anchor;
    if (!(anchor instanceof HTMLElement)) return;
    const observer = new MutationObserver(() => {
      if (!anchor.isConnected) close();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [open, close]);
  const channel = user ? session.currentChannel() : null;
  const sender = channel ? { name: channel.name, uuid: channel.uuid } : null;
  const request = open?.request;
  return (
    <>
      <div data-remote="mfe-share" hidden />
      {open && request?.post && <PostSharePopover key={open.key} post={request.post} anchor={request.anchor} sender={sender} onClose={close} initialPanel={request.panel} />}
      {open && request?.blog && <BlogSharePopover key={open.key} blog={request.blog} anchor={request.anchor} onClose={close} />}
    </>
  );
}
