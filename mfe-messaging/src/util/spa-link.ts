import type { MouseEvent } from 'react';

/** A plain left click, which the page may handle itself; modified clicks open links as usual. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
