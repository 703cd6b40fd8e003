import type { PostContent } from '../contracts.js';

/** The picture that stands for a post in mail, on pin boards and in embeds, if it has one. */
export function imageOf(content: PostContent): string | null {
  switch (content.type) {
    case 'photo':
      return content.photos[0]?.url || null;
    case 'link':
      return content.thumbnail || null;
    case 'audio':
      return content.albumArt || null;
    case 'video':
      return content.poster || null;
    default:
      return null;
  }
}

/** A site path made absolute against the origin; absolute addresses stay as they are. */
export function absolute(url: string, origin: string): string {
  try {
    return new URL(url, `${origin}/`).href;
  } catch {
    return url;
  }
}
