import { useEffect, useState } from 'react';
import { merge, map } from 'rxjs';
import { bus } from '@tumbledash/shared';

/** True while compose reports a post form open: the header hides then (A§2.4). */
export function usePostFormOpen(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const subscription = merge(
      bus.on('post-form:opened').pipe(map(() => true)),
      bus.on('post-form:closed').pipe(map(() => false)),
    ).subscribe(setOpen);
    return () => subscription.unsubscribe();
  }, []);
  return open;
}
