import { bus } from '@tumbledash/shared';

/**
 * Blogs safe mode was lifted for this page view (B§4 "A bypass lifts safe mode for a blog"): their posts are
 * asked for with should_bypass_safemode, so the server stops marking them blurred.
 */
const bypassed = new Set<string>();
bus.on('safe-mode:bypassed').subscribe(({ blogName }) => bypassed.add(blogName));

export function isSafeModeBypassed(blogName: string): boolean {
  return bypassed.has(blogName);
}
