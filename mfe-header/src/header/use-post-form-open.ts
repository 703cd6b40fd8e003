import { useEffect, useState } from 'react';
import { bus } from '@tumbledash/shared';

/** True while compose reports a post form open: the header hides then (A§2.4). */
export function usePostFormOpen(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const opened = bus.on('post-form:opened').subscribe(() => setOpen(true));
    const closed = bus.on('post-form:closed').subscribe(() => setOpen(false));
    return () => {
      opened.unsubscribe();
      closed.unsubscribe();
    };
  }, []);
  return open;
}
