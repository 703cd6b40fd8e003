/** Reading a pasted video URL or embed code (A§5.5). */

import { isEmbedPlayer } from '@tumbledash/shared';

export const EMBED_ERRORS = {
  notString: 'The input is invalid. Expected a string',
  invalidCode: 'Invalid embed code',
  invalidResponse: 'Invalid embed response',
} as const;

export type EmbedService = 'youtube' | 'vimeo';

export type ParsedEmbed =
  /** A known service: its video data is fetched with the canonical URL. */
  | { kind: 'service'; service: EmbedService; id: string; url: string }
  /** A URL from an embed code of a service we do not know. */
  | { kind: 'unsupported'; url: string };

interface ServicePattern {
  service: EmbedService;
  pattern: RegExp;
  url: (id: string) => string;
}

const YOUTUBE_ID = '([A-Za-z0-9_-]{11})';

/** URL shapes of the known services, found anywhere in the input (a bare URL or inside an embed code). */
const SERVICES: ServicePattern[] = [
  {
    service: 'youtube',
    pattern: new RegExp(`(?:^|[^\\w.-])(?:https?:)?//(?:www\\.|m\\.|music\\.)?youtube\\.com/watch\\?(?:[^\\s"'<>]*?&(?:amp;)?)?v=${YOUTUBE_ID}`, 'i'),
    url: (id) => `https://www.youtube.com/watch?v=${id}`,
  },
  {
    service: 'youtube',
    pattern: new RegExp(`(?:^|[^\\w.-])(?:https?:)?//(?:www\\.|m\\.)?youtube(?:-nocookie)?\\.com/(?:embed|v|shorts|live)/${YOUTUBE_ID}`, 'i'),
    url: (id) => `https://www.youtube.com/watch?v=${id}`,
  },
  {
    service: 'youtube',
    pattern: new RegExp(`(?:^|[^\\w.-])(?:https?:)?//youtu\\.be/${YOUTUBE_ID}`, 'i'),
    url: (id) => `https://www.youtube.com/watch?v=${id}`,
  },
  {
    service: 'vimeo',
    pattern: /(?:^|[^\w.-])(?:https?:)?\/\/player\.vimeo\.com\/video\/(\d+)/i,
    url: (id) => `https://vimeo.com/${id}`,
  },
  {
    service: 'vimeo',
    pattern: /(?:^|[^\w.-])(?:https?:)?\/\/(?:www\.)?vimeo\.com\/(?:channels\/[\w-]+\/|groups\/[\w-]+\/videos\/|album\/\d+\/video\/|video\/)?(\d+)/i,
    url: (id) => `https://vimeo.com/${id}`,
  },
];

/** Where an embed code points: iframe, embed or script src, or object data. */
const SOURCE_PATTERNS = [
  /<(?:iframe|embed|script)\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i,
  /<object\b[^>]*?\sdata\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i,
];

function decodeEntities(url: string): string {
  return url.replace(/&amp;/gi, '&').replace(/&quot;/gi, '"').replace(/&#39;/gi, "'");
}

const IFRAME_SOURCE = /<iframe\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

/**
 * True when an embed code frames a player a post may show (shared `EMBED_PLAYERS`): the server keeps such a
 * frame as it is and removes any other, so an unknown embed code is refused before saving.
 */
export function framesAPlayer(code: string): boolean {
  const match = IFRAME_SOURCE.exec(code);
  const raw = match?.[1] ?? match?.[2] ?? match?.[3];
  return raw !== undefined && isEmbedPlayer(decodeEntities(raw));
}

function extractSource(code: string): string | null {
  for (const pattern of SOURCE_PATTERNS) {
    const match = pattern.exec(code);
    const raw = match?.[1] ?? match?.[2] ?? match?.[3];
    if (raw?.trim()) {
      const url = decodeEntities(raw.trim());
      return url.startsWith('//') ? `https:${url}` : url;
    }
  }
  return null;
}

/**
 * A known service's video, or the URL of an unknown embed code; throws with the messages of A§5.5
 * for anything else.
 */
export function parseEmbedInput(input: unknown): ParsedEmbed {
  if (typeof input !== 'string') throw new Error(EMBED_ERRORS.notString);
  const text = input.trim();
  for (const { service, pattern, url } of SERVICES) {
    const id = pattern.exec(text)?.[1];
    if (id) return { kind: 'service', service, id, url: url(id) };
  }
  const source = extractSource(text);
  if (!source) throw new Error(EMBED_ERRORS.invalidCode);
  return { kind: 'unsupported', url: source };
}
