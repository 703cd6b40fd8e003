import type { LikeSource } from './api-types';

/** Where the card is shown, when it is not the page itself: the in-dashboard blog viewer (peepr). */
export type ViewerContext = 'none' | 'viewer' | 'viewer-search';

const PATH_SOURCES: ReadonlyArray<[RegExp, LikeSource]> = [
  [/^\/dashboard(\/|$)/, 'dashboard'],
  [/^\/tagged(\/|$)/, 'tagged'],
  [/^\/likes(\/|$)/, 'likes'],
  [/^\/inbox(\/|$)/, 'inbox'],
  [/^\/search(\/|$)/, 'search'],
  [/^\/(explore|discover)(\/|$)/, 'explore'],
  [/^\/tv(\/|$)/, 'tv'],
];

/**
 * The page a like comes from (A§2.9), read from the current path; a card inside the blog viewer is
 * `peepr` (`peepr-search` while the viewer shows search results). Anything else is `unknown`.
 */
export function likeSource(pathname: string, viewer: ViewerContext = 'none'): LikeSource {
  if (viewer === 'viewer') return 'peepr';
  if (viewer === 'viewer-search') return 'peepr-search';
  const path = pathname.toLowerCase();
  return PATH_SOURCES.find(([pattern]) => pattern.test(path))?.[1] ?? 'unknown';
}
