/**
 * Short links (A§3.8 post_tiny_url): /p/{code}, the post id in base 36, redirecting to the post's page.
 * Stateless: every post has one, and nothing needs storing or cleaning up.
 */
export const SHORT_LINK_PREFIX = '/p/';

const CODE = /^[0-9a-z]{1,13}$/;

export function shortCode(postId: string): string {
  return BigInt(postId).toString(36);
}

/** The post id of a code, or null for anything that is not one. */
export function postIdOfCode(code: string): string | null {
  if (!CODE.test(code)) return null;
  let id = 0n;
  for (const char of code) id = id * 36n + BigInt(parseInt(char, 36));
  // Post ids are PostgreSQL bigints.
  return id > 0n && id <= 9_223_372_036_854_775_807n ? id.toString() : null;
}
