import { useSyncExternalStore } from 'react';

/** Below this width the avatar moves from the left of the card into its header (40 px instead of 64). */
export const NARROW_QUERY = '(max-width: 767px)';

function media(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches ?? false, () => false);
}
