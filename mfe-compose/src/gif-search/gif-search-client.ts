import { api, isCancel } from '@tumbledash/shared';
import { ENDPOINTS, type GifMedia, type GifSearchMessage, type GifSearchRequest } from '../compose/api-types';

/** A§9.3 */
export const GIF_RESULT_LIMIT = 200;
export const GIF_CACHE_MS = 300_000;
export const GIF_MAX_TAGS = 3;
/** The longest query the server takes (README: inline_gif). */
export const GIF_QUERY_MAX_LENGTH = 200;

export const INVALID_GIF_RESPONSE = 'Invalid GIF search response';

/** One of these shows, chosen at random, when a search finds nothing (A§8.6). */
export const NO_RESULTS_MESSAGES = [
  'Nothing turned up. Bummer.',
  "Looked around but didn't see anything about that.",
  'Sadly, nothing.',
  'Tragically, nothing.',
  'Welcome to the void. There is nothing here.',
  "We found nothing. Here it isn't.",
  "Couldn't find that. Please, don't be upset. Please.",
  'Sincerely, we found nothing.',
  'Maybe try a similar search but use different words? Dunno.',
];

export function pickNoResultsMessage(random: () => number = Math.random): string {
  const index = Math.min(NO_RESULTS_MESSAGES.length - 1, Math.floor(random() * NO_RESULTS_MESSAGES.length));
  return NO_RESULTS_MESSAGES[index] as string;
}

/** The query as sent and cached: lowercased and trimmed (A§5.7). */
export function normalizeGifQuery(query: string): string {
  return query.trim().toLowerCase();
}

/** Tags shown under a result: not gif or gifs, at most 3 (A§5.7). */
export function visibleTags(tags: string[]): string[] {
  return tags.filter((tag) => !/^gifs?$/i.test(tag.trim())).slice(0, GIF_MAX_TAGS);
}

/** The query record of A§3.10. */
export interface GifQueryRecord {
  query: string;
  limit: number;
  loggingContext: string;
  ts: number;
  media: GifMedia[];
  message: GifSearchMessage | null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isMedia(value: unknown): value is GifMedia {
  return isObject(value) && typeof value.mediaUrl === 'string' && value.mediaUrl !== '';
}

/** Checks the answer's shape; anything else is 'Invalid GIF search response' (A§5.7). */
export function parseGifResponse(data: unknown): { media: GifMedia[]; message: GifSearchMessage | null } {
  if (!isObject(data) || !Array.isArray(data.media)) throw new Error(INVALID_GIF_RESPONSE);
  const message = data.message;
  const validMessage =
    isObject(message) && typeof message.header === 'string' && typeof message.body === 'string'
      ? { header: message.header, body: message.body }
      : null;
  return {
    media: data.media.filter(isMedia).map((item) => ({ ...item, postTags: Array.isArray(item.postTags) ? item.postTags : [] })),
    message: validMessage,
  };
}

export type GifFetcher = (request: GifSearchRequest, signal: AbortSignal) => Promise<unknown>;

const fetchFromServer: GifFetcher = (request, signal) => api.post<unknown>(ENDPOINTS.inlineGif, request, { signal });

/**
 * GIF search with a 5-minute cache per query; a new search cancels the one in flight (A§4.12).
 * `search` resolves null when its request was cancelled by a newer one.
 */
export class GifSearchClient {
  private readonly cache = new Map<string, GifQueryRecord>();
  private inFlight: AbortController | null = null;

  constructor(
    private readonly fetcher: GifFetcher = fetchFromServer,
    private readonly now: () => number = Date.now,
    private readonly context = 'post-form',
  ) {}

  async search(rawQuery: string): Promise<GifQueryRecord | null> {
    this.cancel();
    const query = normalizeGifQuery(rawQuery);
    if (!query) return null;
    const cached = this.cache.get(query);
    if (cached && this.now() - cached.ts < GIF_CACHE_MS) return cached;
    const controller = new AbortController();
    this.inFlight = controller;
    try {
      const data = await this.fetcher({ q: query, limit: GIF_RESULT_LIMIT, context: this.context }, controller.signal);
      if (controller.signal.aborted) return null;
      const record: GifQueryRecord = {
        query,
        limit: GIF_RESULT_LIMIT,
        loggingContext: this.context,
        ts: this.now(),
        ...parseGifResponse(data),
      };
      this.cache.set(query, record);
      return record;
    } catch (error) {
      if (controller.signal.aborted || isCancel(error)) return null;
      throw error;
    } finally {
      if (this.inFlight === controller) this.inFlight = null;
    }
  }

  /** Stops the search in flight, if any. */
  cancel(): void {
    this.inFlight?.abort();
    this.inFlight = null;
  }
}
