import type { PhotoItem, PostContent } from '../contracts.js';
import { fieldError, httpUrl } from './fields.js';
import type { UpdateRequest } from './request.js';
import { isBlankHtml, sanitizeHtml, sanitizeQuote } from './sanitize.js';

export const MAX_PHOTOS = 10;
export const PHOTO_CAPTION_LENGTH = 200;
export const AGREEMENT = 'You must agree that you have permission to share this file.';
/** /answer's message for a blank answer (post-actions/inbox.ts). */
export const ANSWER_MISSING = 'Write an answer first.';

/** What content building needs from the database. */
export interface ContentContext {
  /** A photo URL the post may use (upload of this user, photo already on the post, external image), or null. */
  photo(url: string): Promise<Omit<PhotoItem, 'id' | 'caption'> | null>;
  /** True when `url` is an upload of this user of that kind. */
  ownUpload(url: string, kind: 'image' | 'audio' | 'video'): Promise<boolean>;
  /** What the server read from this user's uploaded video (media/video-poster.ts); zeros and '' when nothing. */
  uploadedVideo(url: string): Promise<{ poster: string; width: number; height: number; durationSeconds: number }>;
  /** The post being edited, if any. */
  existing: PostContent | null;
}

/** Photos per row from digits ("12"); rows of two (a single first when odd) when they do not add up. */
export function photoLayout(layout: string, count: number): number[] {
  const rows = /^[1-9]+$/.test(layout) ? [...layout].map(Number) : [];
  if (rows.reduce((sum, row) => sum + row, 0) === count) return rows;
  const fallback = count % 2 === 1 ? [1] : [];
  for (let left = count - fallback.length; left > 0; left -= 2) fallback.push(2);
  return fallback;
}

async function photoContent(body: UpdateRequest, ctx: ContentContext): Promise<PostContent> {
  const images = body.images ?? {};
  const captions = body.caption ?? {};
  const order = (body.post.photoset_order ?? '').split(',').map((id) => id.trim()).filter((id) => Object.hasOwn(images, id));
  for (const id of Object.keys(images)) if (!order.includes(id)) order.push(id);
  if (order.length === 0) throw fieldError('post[photos]', 'No photos specified.');
  if (order.length > MAX_PHOTOS) throw fieldError('post[photos]', 'A post can have up to 10 photos.');
  const photos: PhotoItem[] = [];
  for (const id of order) {
    const found = await ctx.photo(images[id]!);
    if (!found) throw fieldError(`images[${id.slice(0, 20)}]`, 'This photo could not be used.');
    photos.push({ id, ...found, caption: (captions[id] ?? '').trim().slice(0, PHOTO_CAPTION_LENGTH) });
  }
  const three = (body.post.three ?? '').trim();
  const linkthrough = three && httpUrl(three) ? three : '';
  return { type: 'photo', caption: await sanitizeHtml(body.post.two ?? ''), linkthrough, photos, layout: photoLayout(body.post.photoset_layout ?? '', photos.length) };
}

/** `label: phrase` per line, split at the first colon; blank lines dropped. */
export function parseChat(text: string) {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(':');
      return colon === -1 ? { label: '', phrase: line } : { label: line.slice(0, colon + 1).trim(), phrase: line.slice(colon + 1).trim() };
    });
}

/** The src, width and height of the first https iframe of sanitized embed HTML. */
export function embeddedFrame(html: string): { src: string; width: number; height: number } | null {
  const tag = /<iframe\b[^>]*>/i.exec(html)?.[0];
  if (!tag) return null;
  const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(tag)?.[1] ?? '';
  const src = attr('src').replace(/&amp;/g, '&');
  if (!src.startsWith('https://')) return null;
  return { src, width: Number.parseInt(attr('width'), 10) || 0, height: Number.parseInt(attr('height'), 10) || 0 };
}

/** The upload named by `preuploaded_url` or `preuploaded_key` (both given: they must name the same file), or ''. */
function preUploadedUrl(body: UpdateRequest): string {
  const url = (body.preuploaded_url ?? '').trim();
  const key = (body.preuploaded_key ?? '').trim();
  if (!key) return url;
  return url && url !== `/media/${key}` ? '' : `/media/${key}`;
}

function hasPreUpload(body: UpdateRequest): boolean {
  return Boolean((body.preuploaded_url ?? '').trim() || (body.preuploaded_key ?? '').trim());
}

/** The upload must be this user's, of this kind (uploads table), and the permission agreement given. */
async function preUpload(body: UpdateRequest, ctx: ContentContext, kind: 'audio' | 'video', missing: string): Promise<string> {
  const url = preUploadedUrl(body);
  if (!url || !(await ctx.ownUpload(url, kind))) throw fieldError('preuploaded_url', missing);
  if (body.confirm_tos !== true) throw fieldError('confirm_tos', AGREEMENT);
  return url;
}

/**
 * An audio post's album art: an http(s) picture, or one of ours (/media/) that is this user's image upload (the
 * cover an audio upload's tags held) or already the post's; anything else is left out.
 */
async function albumArt(value: string, ctx: ContentContext): Promise<string> {
  const url = value.trim();
  if (!url.startsWith('/media/')) return httpUrl(url)?.href ?? '';
  const kept = ctx.existing?.type === 'audio' && ctx.existing.albumArt === url;
  return kept || (await ctx.ownUpload(url, 'image')) ? url : '';
}

/** The content of a new post or an edit, from the slots of the type table, with A§5.1's checks. */
export async function buildContent(type: PostContent['type'], body: UpdateRequest, ctx: ContentContext): Promise<PostContent> {
  const { one = '', two = '', three = '' } = body.post;
  switch (type) {
    case 'text': {
      const html = await sanitizeHtml(two);
      // A title alone is a post (A§5.1: empty only when both are).
      const blank = isBlankHtml(html);
      if (blank && !one.trim()) throw fieldError('post[two]', 'Post body empty.');
      return { type, title: one.trim(), body: blank ? '' : html };
    }
    case 'photo':
      return photoContent(body, ctx);
    case 'quote': {
      const quote = await sanitizeQuote(one);
      if (isBlankHtml(quote)) throw fieldError('post[one]', 'No quote.');
      return { type, quote, source: await sanitizeHtml(two) };
    }
    case 'link': {
      if (!two.trim()) throw fieldError('post[two]', 'No url.');
      const url = httpUrl(two);
      if (!url) throw fieldError('post[two]', 'Not a valid URL');
      const thumbnail = httpUrl(body.thumbnail ?? '')?.href ?? '';
      return { type, title: one.trim(), url: url.href, caption: await sanitizeHtml(three), excerpt: (body.excerpt ?? '').trim(), author: (body.author ?? '').trim(), thumbnail };
    }
    case 'chat': {
      const chat = parseChat(two);
      if (chat.length === 0) throw fieldError('post[two]', 'No chat.');
      return { type, title: one.trim(), chat };
    }
    case 'audio': {
      const missing = 'Please choose an audio source before continuing.';
      let url: string;
      if (hasPreUpload(body)) url = await preUpload(body, ctx, 'audio', missing);
      else {
        const link = httpUrl(one);
        if (!link) throw fieldError('post[one]', missing);
        url = link.href;
      }
      const tags = body.id3_tags ?? {};
      return {
        type,
        caption: await sanitizeHtml(two),
        url,
        trackTitle: (tags.title ?? '').trim(),
        trackArtist: (tags.artist ?? '').trim(),
        trackAlbum: (tags.album ?? '').trim(),
        albumArt: await albumArt(body.album_art ?? '', ctx),
      };
    }
    case 'video': {
      const poster = httpUrl(body.thumbnail ?? '')?.href ?? '';
      const base = { type, caption: await sanitizeHtml(two), hdUrl: '', duration: 0, poster } as const;
      if (hasPreUpload(body)) {
        const url = await preUpload(body, ctx, 'video', 'No video specified.');
        const video = await ctx.uploadedVideo(url);
        return { ...base, poster: base.poster || video.poster, duration: video.durationSeconds, embedCode: '', url, width: video.width, height: video.height };
      }
      if (!one.trim() && !(body.embed_code ?? '').trim()) throw fieldError('post[one]', 'No embed specified.');
      const embedCode = await sanitizeHtml(body.embed_code ?? '');
      const frame = embeddedFrame(embedCode);
      if (!frame) throw fieldError('post[one]', 'Direct embed missing.');
      return { ...base, embedCode, url: frame.src, width: frame.width, height: frame.height };
    }
    case 'note': {
      const existing = ctx.existing;
      if (!existing || existing.type !== 'note' || !existing.ask.trim()) throw fieldError('post[one]', 'Post question empty.');
      // An answered ask stays an answer: the same refusal as /answer's.
      const answer = await sanitizeHtml(two);
      if (isBlankHtml(answer)) throw fieldError('post[two]', ANSWER_MISSING);
      return { ...existing, answer, caption: await sanitizeHtml(three) };
    }
  }
}
