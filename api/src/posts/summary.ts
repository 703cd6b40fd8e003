import type { PostContent } from '../contracts.js';
import { plainText } from '../html/plain-text.js';

function cut(text: string, length: number): string {
  return text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`;
}

/** A one-line description of a post, as notifications and message previews show it. */
export function summarize(content: PostContent, length = 100): string {
  const text = (() => {
    switch (content.type) {
      case 'text':
        return content.title || plainText(content.body);
      case 'photo':
        return plainText(content.caption);
      case 'quote':
        return plainText(content.quote);
      case 'link':
        return content.title || content.url;
      case 'chat':
        return content.title || content.chat.map((line) => `${line.label} ${line.phrase}`).join(' ');
      case 'audio':
        return [content.trackArtist, content.trackTitle].filter(Boolean).join(' – ') || plainText(content.caption);
      case 'video':
        return plainText(content.caption);
      case 'note':
        return plainText(content.ask);
    }
  })();
  return cut(text, length);
}

/** The picture that stands for a post, if it has one. */
export function leadImage(content: PostContent): string | null {
  switch (content.type) {
    case 'photo':
      return content.photos[0]?.url ?? null;
    case 'video':
      return content.poster || null;
    case 'audio':
      return content.albumArt || null;
    case 'link':
      return content.thumbnail || null;
    default:
      return null;
  }
}

/** Post types as notifications name them (B§3): photo, photoset, video, note, regular. */
export function notificationPostType(content: PostContent): string {
  if (content.type === 'photo') return content.photos.length > 1 ? 'photoset' : 'photo';
  if (content.type === 'video' || content.type === 'note') return content.type;
  return 'regular';
}
