import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { bus, session, useSession, type BusEvents } from '@tumbledash/shared';
import { BlogSharePopover } from './blog-share-popover';
import { focusAfterClose } from './focus-after-close';
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
  /** What a popover that just closed was anchored to, and the post it shared. */
  const closed = useRef<{ anchor: BusEvents['share:open']['anchor']; postId: string | null } | null>(null);
  const close = useCallback(() => {
    const request = current.current?.request;
    closed.current = request ? { anchor: request.anchor, postId: request.post?.id ?? null } : null;
    setOpen(null);
  }, []);
  // A timed close ("Sent!", "Post shared!") can come after the focused control went away with its form, and a
  // popover that stayed while its Share button left the page has no button to go back to: focus then goes to the
  // button, else near where it was (focusAfterClose), never to the page's body. Focus the person moved elsewhere
  // stays where it is.
  useLayoutEffect(() => {
    const last = closed.current;
    closed.current = null;
    if (open || !last) return;
    const active = document.activeElement;
    if (active === null || active === document.body) focusAfterClose(last.anchor, last.postId)?.focus();
  }, [open]);
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
