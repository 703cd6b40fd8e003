/**
 * The page's first post image is the likely Largest Contentful Paint: it loads eagerly with high fetch
 * priority; every later one lazily (issue 14). The first image to mount claims it, once per page load.
 */
let claimed = false;

export function claimFirstImage(): boolean {
  if (claimed) return false;
  claimed = true;
  return true;
}

/** Tests only: start as a fresh page. */
export function resetFirstImage(): void {
  claimed = false;
}
