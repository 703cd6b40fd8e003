import type { RefObject } from 'react';
import { useLayer } from '@tumbledash/shared';

/**
 * Puts a window on the page's layer stack while it takes the focus `messaging:open` asked for: a modal it was asked
 * from (the blog viewer) lets focus into a layer above it instead of pulling it back, then closes on
 * `messaging:opened`. Mounted just for that moment, so the window is no overlay otherwise.
 */
export function AboveOverlays({ element }: { element: RefObject<HTMLElement | null> }) {
  useLayer(element);
  return null;
}
