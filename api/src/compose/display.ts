import shared from '@tumbledash/shared/contracts';
import type { PostContent } from '../contracts.js';
import type { PostRow } from '../db/schema.js';
import { fieldError, httpUrl } from './fields.js';
import type { UpdateRequest } from './request.js';

const { ACCEPTED_PROTOCOLS, CTA_MESSAGES, CTA_TEXTS, isAcceptedAppLink, withProtocol } = shared;

/** The posts columns of a call-to-action button (A§3.3 enableCTA, ctaTextCode, ctaLinkUrl, ctaAndroidLinkUrl). */
export type CallToActionColumns = Pick<PostRow, 'cta_enabled' | 'cta_text_code' | 'cta_link_url' | 'cta_android_link_url'>;

/** A link of A§5.2's accepted protocols: http(s) with a real host, mailto: a real address, tumblr: a target; else null. */
export function acceptedLink(link: string): URL | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (!ACCEPTED_PROTOCOLS.includes(url.protocol)) return null;
  if (url.protocol === 'http:' || url.protocol === 'https:') return httpUrl(link);
  return isAcceptedAppLink(url) ? url : null;
}

const NO_CALL_TO_ACTION: CallToActionColumns = { cta_enabled: false, cta_text_code: 0, cta_link_url: '', cta_android_link_url: '' };

/**
 * The button the save asks for; without `enable_cta`, an edit keeps the one it had and a new post has none.
 * Its links get https: where the protocol is missing (A§5.2); the Android link is optional.
 */
export function callToAction(post: UpdateRequest['post'], existing: CallToActionColumns | null): CallToActionColumns {
  if (post.enable_cta === undefined) {
    return existing
      ? { cta_enabled: existing.cta_enabled, cta_text_code: existing.cta_text_code, cta_link_url: existing.cta_link_url, cta_android_link_url: existing.cta_android_link_url }
      : NO_CALL_TO_ACTION;
  }
  if (!post.enable_cta) return NO_CALL_TO_ACTION;
  const code = post.cta_text_code ?? 0;
  if (code < 0 || code >= CTA_TEXTS.length) throw fieldError('post[cta_text_code]', CTA_MESSAGES.textCode);
  const link = withProtocol(post.cta_link_url ?? '');
  if (!link) throw fieldError('post[cta_link_url]', CTA_MESSAGES.noLink);
  const url = acceptedLink(link);
  if (!url) throw fieldError('post[cta_link_url]', CTA_MESSAGES.invalidLink);
  const androidLink = withProtocol(post.cta_android_link_url ?? '');
  const androidUrl = androidLink ? acceptedLink(androidLink) : null;
  if (androidLink && !androidUrl) throw fieldError('post[cta_android_link_url]', CTA_MESSAGES.invalidLink);
  return { cta_enabled: true, cta_text_code: code, cta_link_url: url.href, cta_android_link_url: androidUrl?.href ?? '' };
}

export const CAROUSEL_PHOTOS_ONLY = 'Only photo posts have a carousel link.';

/**
 * Where a carousel leads (A§3.3 carouselLinkUrl, https: prepended where missing); absent on an edit: kept as it
 * was. Only a photo post has a carousel (B§2), so another type stores none and refuses one rather than keep a
 * link nobody would see; an empty one, as a form sends for every type, is no link.
 */
export function carouselLink(post: UpdateRequest['post'], existing: Pick<PostRow, 'carousel_link_url'> | null): string {
  if (post.type !== 'photo') {
    if (post.carousel_link_url?.trim()) throw fieldError('post[carousel_link_url]', CAROUSEL_PHOTOS_ONLY);
    return '';
  }
  if (post.carousel_link_url === undefined) return existing?.carousel_link_url ?? '';
  const link = withProtocol(post.carousel_link_url);
  if (!link) return '';
  const url = acceptedLink(link);
  if (!url) throw fieldError('post[carousel_link_url]', 'Invalid "carousel_link_url" value');
  return url.href;
}

export const CAROUSEL_DISPLAY_PHOTOS_ONLY = 'Only photo posts can show as a carousel.';

/**
 * Whether a photo post of 2+ photos shows as a carousel rather than in its layout rows (A§3.3
 * carouselDisplay): the form's choice, a carousel when it makes none; a reblog shows as the reblogged post.
 * Asking another type for a carousel is refused, not ignored (false is what it is anyway).
 */
export function isCarousel(content: PostContent, choice: boolean | undefined, reblogged: Pick<PostRow, 'is_carousel'> | null): boolean {
  if (content.type !== 'photo' && choice === true) throw fieldError('post[carousel_display]', CAROUSEL_DISPLAY_PHOTOS_ONLY);
  if (content.type !== 'photo' || content.photos.length < 2) return false;
  if (reblogged) return reblogged.is_carousel;
  return choice ?? true;
}
