import { useCallback, useEffect, useRef, useState } from 'react';
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

  const close = useCallback(() => setOpen(null), []);
  const channel = user ? session.currentChannel() : null;
  const sender = channel ? { name: channel.name, uuid: channel.uuid } : null;
  const request = open?.request;
  return (
    <>
      <div data-remote="mfe-share" hidden />
      {open && request?.post && <PostSharePopover key={open.key} post={request.post} anchor={request.anchor} sender={sender} onClose={close} />}
      {open && request?.blog && <BlogSharePopover key={open.key} blog={request.blog} anchor={request.anchor} onClose={close} />}
    </>
  );
}
