import { useEffect, useState } from 'react';

/** B§9: long lists render 5 items at a time, 100 ms apart, so a page of results never blocks typing. */
export const BATCH_RENDER_SIZE = 5;
export const BATCH_RENDER_INTERVAL_MS = 100;

/** How many of `total` items to render now: the first batch at once, then one more batch per interval. */
export function useBatchRender(total: number): number {
  const [allowed, setAllowed] = useState(BATCH_RENDER_SIZE);
  const visible = Math.min(total, allowed);
  useEffect(() => {
    if (visible >= total) return;
    const timer = setTimeout(() => setAllowed(visible + BATCH_RENDER_SIZE), BATCH_RENDER_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [visible, total]);
  return visible;
}
