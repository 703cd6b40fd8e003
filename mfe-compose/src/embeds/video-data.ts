import { api } from '@tumbledash/shared';
import { ENDPOINTS, type EmbedData, type VideoDataRequest } from '../compose/api-types';
import { EMBED_ERRORS, parseEmbedInput } from './embed-parser';

/** A§9.4 */
export const EMBED_RETRY_DELAY_MS = 2000;

/** Width the embed is asked for: the post column. */
export const EMBED_WIDTH = 540;

export interface VideoDataDeps {
  fetchVideoData: (request: VideoDataRequest) => Promise<unknown>;
  sleep: (ms: number) => Promise<void>;
}

const defaultDeps: VideoDataDeps = {
  fetchVideoData: (request) => api.post<unknown>(ENDPOINTS.videoData, request),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** A plain object with the fields of A§3.11; empty, 'false' or anything else is 'Invalid embed response'. */
export function parseEmbedData(data: unknown): EmbedData {
  if (typeof data !== 'object' || data === null || Array.isArray(data) || Object.keys(data).length === 0) {
    throw new Error(EMBED_ERRORS.invalidResponse);
  }
  const record = data as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : '');
  return {
    thumbnail: text('thumbnail'),
    url: text('url'),
    embed_render_context: text('embed_render_context'),
    preview_iframe: text('preview_iframe'),
    embed_code: text('embed_code'),
    unsupported: record.unsupported === true,
  };
}

/**
 * The embed data of pasted input (A§5.5, A§7.5): a known service's video data from the server, asked
 * again once after 2 s when it has no thumbnail yet; an unknown embed code gives an unsupported result
 * with a blank render context. Throws with the messages of A§5.5 and A§8.6.
 */
export async function checkEmbed(input: unknown, deps: VideoDataDeps = defaultDeps): Promise<EmbedData> {
  const parsed = parseEmbedInput(input);
  if (parsed.kind === 'unsupported') {
    return {
      thumbnail: '',
      url: parsed.url,
      embed_render_context: '',
      preview_iframe: '',
      embed_code: (input as string).trim(),
      unsupported: true,
    };
  }
  const request = { embed_url: parsed.url, embed_width: EMBED_WIDTH };
  const first = parseEmbedData(await deps.fetchVideoData(request));
  if (first.thumbnail || first.unsupported) return first;
  await deps.sleep(EMBED_RETRY_DELAY_MS);
  return parseEmbedData(await deps.fetchVideoData(request));
}
