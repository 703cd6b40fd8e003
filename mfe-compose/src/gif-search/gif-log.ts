import type { LogEvent, LogEventName } from '@tumbledash/shared';
import { logEvent } from '@tumbledash/shared/logging';
import type { GifMedia } from '../compose/api-types';
import type { GifQueryRecord } from './gif-search-client';

type LogData = LogEvent['data'];

/** `search`: the query and, once answered, how many GIFs it found. */
export function gifSearchData(query: string, record?: GifQueryRecord): LogData {
  return record ? { query, results: record.media.length } : { query };
}

/** `impression`: a result set shown. */
export function gifImpressionData(query: string, media: GifMedia[]): LogData {
  return { query, count: media.length };
}

/** `select`: the GIF picked, its place in the results (from 0) and the post it comes from (A§3.10's postId, postBlog). */
export function gifSelectData(query: string, position: number, item: GifMedia): LogData {
  return {
    query,
    position,
    ...(item.postId && { post_id: item.postId }),
    ...(item.postBlog && { blog: item.postBlog }),
  };
}

/** A§7.5's GIF events go to the behaviour log (nothing is sent unless `log_lady` is on); never in the search's way. */
export function logGifEvent(event: LogEventName<'gif'>, data: LogData): void {
  try {
    logEvent('gif', event, data);
  } catch {
    // Best effort: a logging fault must not break the search.
  }
}
