import { useCallback, useEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import { hasHintShown, hasOpenLayer, isTopLayer, onLayersChange, openLayer } from './layers';

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

/**
 * For a hint (the messaging tutorial, the guided tour): whether to show it now that it is `wanted`. It waits while
 * an overlay is open and, with `afterHints`, while another hint is shown; while shown it is a hint on the layer
 * stack. Only one kind of hint may come after hints: two that did would take turns forever.
 */
export function useHint(wanted: boolean, afterHints = false): boolean {
  const [id] = useState(() => Symbol('hint'));
  const waiting = useSyncExternalStore(onLayersChange, () => hasOpenLayer() || (afterHints && hasHintShown(id)));
  const shown = wanted && !waiting;
  useEffect(() => (shown ? openLayer({ id, element: () => null, hint: true }) : undefined), [id, shown]);
  return shown;
}
