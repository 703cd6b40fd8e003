import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/** The allow-list of A§5.4. */
const ALLOWED_TAGS = ['a', 'b', 'i', 'ul', 'ol', 'li', 'p', 'h2', 'blockquote', 'img', 'iframe', 'figure', 'br', 'hr', 'pre', 'sub', 'sup', 'small'];
const ALLOWED_ATTR = ['href', 'title', 'src', 'alt', 'width', 'height', 'allowfullscreen'];
/** http, https, mailto, or a path on this site (not a protocol-relative "//host"). */
const ALLOWED_URI = /^(?:https?:|mailto:|\/(?!\/))/i;

const purify = createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
// Frames only over https: an iframe with any other source goes entirely.
purify.addHook('uponSanitizeElement', (node, data) => {
  if (data.tagName !== 'iframe') return;
  const src = (node as Element).getAttribute?.('src') ?? '';
  if (!/^https:\/\//i.test(src.trim())) node.parentNode?.removeChild(node);
});

// DOMPurify lets images keep data: URIs; here every href and src obeys the same rule.
purify.addHook('afterSanitizeAttributes', (node) => {
  for (const name of ['href', 'src']) {
    const value = node.getAttribute(name);
    if (value !== null && !ALLOWED_URI.test(value.trim())) node.removeAttribute(name);
  }
});

function clean(html: string, tags: string[]): string {
  return purify.sanitize(html, {
    ALLOWED_TAGS: tags,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    // Not URLs: without this DOMPurify would hold them to the URL rule too.
    ADD_URI_SAFE_ATTR: ['width', 'height', 'allowfullscreen'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    // Removed with everything inside them.
    FORBID_CONTENTS: ['script', 'style', 'noscript', 'meta', 'template', 'title', 'head', 'svg', 'math', 'noembed', 'noframes', 'xmp', 'plaintext'],
  });
}

/** An HTML slot, cut down to the allow-list. */
export function sanitizeHtml(html: string): string {
  return clean(html, ALLOWED_TAGS);
}

/** The quote slot: paragraphs and line breaks only. */
export function sanitizeQuote(html: string): string {
  return clean(html, ['p', 'br']);
}

/** True when sanitized HTML shows nothing: no text, no image, no frame. */
export function isBlankHtml(html: string): boolean {
  if (/<(img|iframe|hr)\b/i.test(html)) return false;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === '';
}
