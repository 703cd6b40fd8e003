import type { LikeSource } from './api-types';

/** Where the card is shown, when it is not the page itself: the in-dashboard blog viewer (peepr). */
export type ViewerContext = 'none' | 'viewer' | 'viewer-search';

/** The pages a like is told by, their first path segment; `discover` is explore under its other name. */
const PAGE_SEGMENT = /^\/(dashboard|tagged|likes|inbox|search|explore|discover|tv)(\/|$)/;

/**
 * The page a like comes from (A§2.9), read from the current path; a card inside the blog viewer is
 * `peepr` (`peepr-search` while the viewer shows search results). Anything else is `unknown`.
 */
export function likeSource(pathname: string, viewer: ViewerContext = 'none'): LikeSource {
  if (viewer === 'viewer') return 'peepr';
  if (viewer === 'viewer-search') return 'peepr-search';
  const segment = PAGE_SEGMENT.exec(pathname.toLowerCase())?.[1] as LikeSource | 'discover' | undefined;
  return segment === 'discover' ? 'explore' : (segment ?? 'unknown');
}
