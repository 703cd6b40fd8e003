/**
 * The blog a share by message goes to: the trimmed name, or null while there is none to send to — an empty
 * field, or the sender's own blog ("Send is disabled if the recipient is the sender's own blog", B§4).
 */
export function recipientOf(input: string, ownBlog: string | null): string | null {
  const name = input.trim();
  if (!name) return null;
  if (ownBlog !== null && name.toLowerCase() === ownBlog.toLowerCase()) return null;
  return name;
}

/** The post's address as a person pastes it anywhere else: post_url made absolute against the site. */
export function permalinkOf(postUrl: string, origin: string): string {
  try {
    return new URL(postUrl, origin).href;
  } catch {
    // A post_url no browser can read is still better shown than a crashed popover.
    return postUrl;
  }
}
