import type { SubmitPostRequest, UpdatePostRequest } from '../compose/api-types';

/** The content fields POST /svc/post/submit takes; it refuses any other with a 400. */
const CONTENT_FIELDS = [
  'images',
  'caption',
  'thumbnail',
  'excerpt',
  'author',
  'id3_tags',
  'album_art',
  'preuploaded_url',
  'preuploaded_key',
  'confirm_tos',
  'embed_code',
] as const satisfies readonly (keyof SubmitPostRequest & keyof UpdatePostRequest)[];

const POST_FIELDS = [
  'type',
  'one',
  'two',
  'three',
  'tags',
  'source_url',
  'photoset_layout',
  'photoset_order',
  'carousel_display',
] as const satisfies readonly (keyof SubmitPostRequest['post'] & keyof UpdatePostRequest['post'])[];

function pick<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.filter((key) => source[key] !== undefined).map((key) => [key, source[key]])) as Pick<T, K>;
}

/**
 * The post form's save request as a submission to `recipient` (B§2 Submit): its content and nothing else. The
 * blog and state, custom URL and call-to-action are the receiving blog's to choose; the editor and page are the
 * form's own, so a Markdown post goes as the HTML it renders to.
 */
export function toSubmitRequest(request: UpdatePostRequest, recipient: string): SubmitPostRequest {
  return { recipient, ...pick(request, CONTENT_FIELDS), post: pick(request.post, POST_FIELDS) };
}
