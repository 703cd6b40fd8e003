import { useCallback, useEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import { hasOpenLayer, isTopLayer, onLayersChange, openLayer } from './layers';

/**
 * For a remote's own overlay (one not drawn by the shared Modal or Popover): puts it on the page's layer stack
 * while it is mounted, so Escape and focus traps know what is above what and other remotes know it is open.
 * Returns whether it is the top layer right now (ask at the moment a key is pressed).
 */
export function useLayer(element: RefObject<HTMLElement | null>): () => boolean {
  const [id] = useState(() => Symbol('layer'));
  useEffect(() => openLayer({ id, element: () => element.current }), [id, element]);
  return useCallback(() => isTopLayer(id), [id]);
}

/** True while any overlay of any remote is open; re-renders when one opens or closes. */
export function useAnyLayerOpen(): boolean {
  return useSyncExternalStore(onLayersChange, hasOpenLayer, () => false);
}
