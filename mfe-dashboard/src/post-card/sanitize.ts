import DOMPurify, { type Config } from 'dompurify';

/**
 * Defence in depth: the server sanitizes post HTML too, but nothing reaches `dangerouslySetInnerHTML`
 * without passing here. Allow-list of A§5.4; link protocols http, https and mailto (relative URLs stay).
 */
export const ALLOWED_TAGS = [
  'a', 'b', 'i', 'ul', 'ol', 'li', 'p', 'h2', 'blockquote', 'img', 'iframe',
  'figure', 'br', 'hr', 'pre', 'sub', 'sup', 'small',
];

export const ALLOWED_ATTR = ['href', 'title', 'src', 'alt', 'width', 'height', 'allowfullscreen'];

/** DOMPurify's own URI pattern with the scheme list cut down to http, https and mailto. */
export const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOWED_URI_REGEXP,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Contents of script, style and noscript go with them (A§5.4): DOMPurify's default FORBID_CONTENTS.
};

/** What a screen reader calls an embedded player that came without a title. */
export const EMBED_TITLE = 'Video player';

/** Never allow-same-origin beside allow-scripts: together they let the framed page lift its own sandbox. */
const IFRAME_SANDBOX = 'allow-scripts allow-popups allow-presentation';

function isExternalHttps(url: string): boolean {
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.protocol === 'https:' && parsed.origin !== window.location.origin;
  } catch {
    return false;
  }
}

/** Own instance, so the hooks below never change how another copy of DOMPurify behaves. */
const purifier = DOMPurify(window);

// Runs after the allow-list, so what it sets is never taken from the input.
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'A' && node.hasAttribute('href')) {
    // Absolute links leave the site in a new tab and never get a handle on this page.
    if (/^(?:https?:)?\/\//i.test(node.getAttribute('href') ?? '')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  }
  if (node.nodeName === 'IMG') node.setAttribute('loading', 'lazy');
  if (node.nodeName === 'IFRAME') {
    // Embeds only from other https origins.
    if (!isExternalHttps(node.getAttribute('src') ?? '')) {
      node.remove();
      return;
    }
    node.setAttribute('sandbox', IFRAME_SANDBOX);
    // A frame needs an accessible name (WCAG 4.1.2); posts saved before embeds carried one get this.
    if (!node.getAttribute('title')?.trim()) node.setAttribute('title', EMBED_TITLE);
    node.setAttribute('loading', 'lazy');
    node.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  }
});

/** Sanitized HTML, safe for `dangerouslySetInnerHTML`. */
export function sanitizeHtml(html: string): string {
  if (!html) return '';
  return purifier.sanitize(html, CONFIG);
}
