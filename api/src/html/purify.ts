import shared from '@tumbledash/shared/contracts';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { boundHtml, type BoundOptions } from './bound.js';
import { EMBED_SANDBOX } from './embed-hosts.js';

const { isEmbedPlayer } = shared;

/**
 * What a field may keep: `rich` is the editor's allow-list of A§5.4 (post bodies, captions, answers, blog
 * descriptions…), `plain` the plain-text editor's (paragraphs and line breaks: quotes, asks).
 */
export type SanitizeProfile = 'rich' | 'plain';

const PROFILE_TAGS: Record<SanitizeProfile, string[]> = {
  rich: ['a', 'b', 'i', 'ul', 'ol', 'li', 'p', 'h2', 'blockquote', 'img', 'iframe', 'figure', 'br', 'hr', 'pre', 'sub', 'sup', 'small'],
  plain: ['p', 'br'],
};
const ALLOWED_ATTR = ['href', 'title', 'src', 'alt', 'width', 'height', 'allowfullscreen'];
/** http, https, mailto, or a path on this site (not a protocol-relative "//host"). */
const ALLOWED_URI = /^(?:https?:|mailto:|\/(?!\/))/i;
/** Removed with everything inside them. */
const FORBID_CONTENTS = ['script', 'style', 'noscript', 'meta', 'template', 'title', 'head', 'svg', 'math', 'noembed', 'noframes', 'xmp', 'plaintext', 'textarea', 'object'];

const boundOptions = (profile: SanitizeProfile): BoundOptions => ({
  tags: new Set(PROFILE_TAGS[profile]),
  attributes: new Set(ALLOWED_ATTR),
  dropWithContents: new Set(FORBID_CONTENTS),
});
const bounds: Record<SanitizeProfile, BoundOptions> = { rich: boundOptions('rich'), plain: boundOptions('plain') };

const purify = createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
// Frames only from the known players: any other iframe goes entirely.
purify.addHook('uponSanitizeElement', (node, data) => {
  if (data.tagName !== 'iframe') return;
  if (!isEmbedPlayer((node as Element).getAttribute?.('src') ?? '')) node.parentNode?.removeChild(node);
});

purify.addHook('afterSanitizeAttributes', (node) => {
  // DOMPurify lets images keep data: URIs; here every href and src obeys the same rule.
  for (const name of ['href', 'src']) {
    const value = node.getAttribute(name);
    if (value !== null && !ALLOWED_URI.test(value.trim())) node.removeAttribute(name);
  }
  // Set after the allow-list, so none of it comes from the input.
  if (node.nodeName === 'IFRAME') {
    node.setAttribute('sandbox', EMBED_SANDBOX);
    node.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    node.setAttribute('loading', 'lazy');
  }
});

/**
 * User HTML cut down to the profile's allow-list, synchronously. Bounded first (`boundHtml`: depth, only
 * known tags, well-formed), then DOMPurify has the last word. Runs in the sanitizer's worker threads; the
 * server calls `sanitizeHtml` of `./sanitize.ts`, never this.
 */
export function purifyHtml(html: string, profile: SanitizeProfile): string {
  if (!html) return '';
  return purify.sanitize(boundHtml(html, bounds[profile]), {
    ALLOWED_TAGS: PROFILE_TAGS[profile],
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    // Not URLs: without this DOMPurify would hold them to the URL rule too.
    ADD_URI_SAFE_ATTR: ['width', 'height', 'allowfullscreen'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    FORBID_CONTENTS,
  });
}
