import { useEffect, useState, type RefObject } from 'react';
import { whenFirstScreenShown } from '@tumbledash/shared';

/**
 * True once the page's first screen is shown (whenFirstScreenShown), waited for only while `wanted`: what the
 * first posts do not need loads after them (issue 14).
 */
export function useFirstScreenShown(listRef: RefObject<HTMLElement | null>, wanted: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!wanted || shown) return undefined;
    return whenFirstScreenShown(listRef.current?.closest('main') ?? document.body, () => setShown(true));
  }, [listRef, wanted, shown]);
  return shown;
}
