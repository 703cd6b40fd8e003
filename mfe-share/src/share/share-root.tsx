import { useEffect, useState } from 'react';
import { bus, type BusEvents } from '@tumbledash/shared';

type ShareRequest = BusEvents['share:open'];

/** Receives share requests; the share popover comes with the sharing issue. */
export function ShareRoot() {
  const [request, setRequest] = useState<ShareRequest | null>(null);
  useEffect(() => {
    const subscription = bus.handle('share:open').subscribe(setRequest);
    return () => subscription.unsubscribe();
  }, []);
  return <div data-remote="mfe-share" data-share-post={request?.post.id} hidden />;
}
