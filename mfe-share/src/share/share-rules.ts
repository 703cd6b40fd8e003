/**
 * The blog a share by message goes to: the trimmed name, or null while there is none to send to — an empty
 * name, or the sender's own blog ("Send is disabled if the recipient is the sender's own blog", B§4).
 */
export function recipientOf(input: string, ownBlog: string | null): string | null {
  const name = input.trim();
  if (!name) return null;
  if (ownBlog !== null && name.toLowerCase() === ownBlog.toLowerCase()) return null;
  return name;
}
