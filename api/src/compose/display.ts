import shared from '@tumbledash/shared/contracts';
import type { PostContent } from '../contracts.js';
import type { PostRow } from '../db/schema.js';
import { fieldError, httpUrl } from './fields.js';
import type { UpdateRequest } from './request.js';

const { ACCEPTED_PROTOCOLS, CTA_MESSAGES, CTA_TEXTS, isAcceptedAppLink } = shared;

/** The posts columns of a call-to-action button (A§3.3 enableCTA, ctaTextCode, ctaLinkUrl). */
export type CallToActionColumns = Pick<PostRow, 'cta_enabled' | 'cta_text_code' | 'cta_link_url'>;

/** The button's link: http(s) with a real host, mailto: a real address, tumblr: a target; else null. */
export function callToActionUrl(link: string): URL | null {
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

const NO_CALL_TO_ACTION: CallToActionColumns = { cta_enabled: false, cta_text_code: 0, cta_link_url: '' };

/** The button the save asks for; without `enable_cta`, an edit keeps the one it had and a new post has none. */
export function callToAction(post: UpdateRequest['post'], existing: CallToActionColumns | null): CallToActionColumns {
  if (post.enable_cta === undefined) {
    return existing ? { cta_enabled: existing.cta_enabled, cta_text_code: existing.cta_text_code, cta_link_url: existing.cta_link_url } : NO_CALL_TO_ACTION;
  }
  if (!post.enable_cta) return NO_CALL_TO_ACTION;
  const code = post.cta_text_code ?? 0;
  if (code < 0 || code >= CTA_TEXTS.length) throw fieldError('post[cta_text_code]', CTA_MESSAGES.textCode);
  const link = (post.cta_link_url ?? '').trim();
  if (!link) throw fieldError('post[cta_link_url]', CTA_MESSAGES.noLink);
  const url = callToActionUrl(link);
  if (!url) throw fieldError('post[cta_link_url]', CTA_MESSAGES.invalidLink);
  return { cta_enabled: true, cta_text_code: code, cta_link_url: url.href };
}

/**
 * Whether a photo post of 2+ photos shows as a carousel rather than in its layout rows (A§3.3
 * carouselDisplay): the form's choice, a carousel when it makes none; a reblog shows as the reblogged post.
 */
export function isCarousel(content: PostContent, choice: boolean | undefined, reblogged: Pick<PostRow, 'is_carousel'> | null): boolean {
  if (content.type !== 'photo' || content.photos.length < 2) return false;
  if (reblogged) return reblogged.is_carousel;
  return choice ?? true;
}
