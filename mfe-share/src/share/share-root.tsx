import { useEffect, useRef, useState } from 'react';
import { bus, session, useSession } from '@tumbledash/shared';
import { SharePopover, type ShareRequest } from './share-popover';

interface OpenShare {
  request: ShareRequest;
  /** A new share gets a fresh popover: nothing typed for the last post carries over. */
  key: number;
}

/** Takes `share:open` from a post's Share button or the `s` key and shows the share popover for it. */
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

  const sender = user ? (session.currentChannel()?.name ?? null) : null;
  return (
    <>
      <div data-remote="mfe-share" hidden />
      {open && <SharePopover key={open.key} request={open.request} sender={sender} onClose={() => setOpen(null)} />}
    </>
  );
}
