import { ApiError, type Envelope } from '@tumbledash/shared';
import type { TrackTags, UploadedMedia } from '../compose/api-types';
import { UPLOAD_MESSAGES } from './upload-messages';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * What a failed upload says (A§8.6): the answer's message, else its errors joined, else 'Woops :(';
 * 'Upload error' when the request itself failed (no answer, or a server fault without a message).
 */
export function uploadErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return UPLOAD_MESSAGES.uploadError;
  const body = isObject(error.body) ? (error.body as Partial<Envelope<unknown>>) : null;
  const message = body?.meta?.msg ?? '';
  const errors = Array.isArray(body?.errors) ? body.errors.map((item) => item.detail).filter(Boolean) : [];
  if (message) return message;
  if (errors.length > 0) return errors.join(' ');
  if (error.status === 0 || error.status >= 500 || !body) return UPLOAD_MESSAGES.uploadError;
  return UPLOAD_MESSAGES.woops;
}

/** An audio answer's track tags, each as text ('' where the answer has none). */
function trackTags(tags: Record<string, unknown>): TrackTags {
  const text = (key: string) => (typeof tags[key] === 'string' ? (tags[key] as string) : '');
  return { title: text('title'), artist: text('artist'), album: text('album') };
}

/** The uploaded file of a successful answer: `response` itself, or the first item of a list (A§3.9). */
export function uploadedFileFrom(envelope: unknown): UploadedMedia {
  const body = isObject(envelope) ? envelope : {};
  const response = Array.isArray(body.response) ? body.response[0] : body.response;
  if (isObject(response) && typeof response.url === 'string' && response.url !== '') {
    const number = (key: string) => (typeof response[key] === 'number' ? (response[key] as number) : 0);
    return {
      url: response.url,
      key: typeof response.key === 'string' ? response.key : '',
      mime: typeof response.mime === 'string' ? response.mime : '',
      bytes: number('bytes'),
      width: number('width'),
      height: number('height'),
      ...(typeof response.poster === 'string' && response.poster.startsWith('/media/') ? { poster: response.poster } : {}),
      ...(number('duration') > 0 ? { duration: number('duration') } : {}),
      ...(isObject(response.id3_tags) ? { id3_tags: trackTags(response.id3_tags) } : {}),
      ...(typeof response.album_art === 'string' && response.album_art.startsWith('/media/') ? { album_art: response.album_art } : {}),
    };
  }
  const itemMessage = isObject(response) && typeof response.msg === 'string' ? response.msg : '';
  const errors = Array.isArray(body.errors) ? body.errors.map((item) => (isObject(item) ? String(item.detail ?? '') : '')).filter(Boolean) : [];
  throw new Error(itemMessage || errors.join(' ') || UPLOAD_MESSAGES.woops);
}
