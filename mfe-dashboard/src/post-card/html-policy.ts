/**
 * What post HTML may keep on screen, whichever sanitizer applies it (A§5.4). The server sanitizes on the way in
 * with the same allow-list; this is the browser's defence in depth.
 */
export const ALLOWED_TAGS = [
  'a', 'b', 'i', 'ul', 'ol', 'li', 'p', 'h2', 'blockquote', 'img', 'iframe',
  'figure', 'br', 'hr', 'pre', 'sub', 'sup', 'small',
];

export const ALLOWED_ATTR = ['href', 'title', 'src', 'alt', 'width', 'height', 'allowfullscreen'];

/**
 * Elements outside the allow-list whose text a reader expects to keep: they give way to their children. Any
 * other element goes with everything inside it (script, style, svg, forms, media…).
 */
export const UNWRAPPED_TAGS = [
  'span', 'div', 'em', 'strong', 'u', 's', 'strike', 'del', 'ins', 'mark', 'code', 'kbd', 'samp', 'var', 'q',
  'cite', 'abbr', 'dfn', 'time', 'font', 'big', 'center', 'tt', 'h1', 'h3', 'h4', 'h5', 'h6', 'section',
  'article', 'header', 'footer', 'main', 'aside', 'nav', 'address', 'figcaption', 'dl', 'dt', 'dd', 'details',
  'summary', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th',
];

/** What a screen reader calls an embedded player that came without a title. */
export const EMBED_TITLE = 'Video player';

/** Never allow-same-origin beside allow-scripts: together they let the framed page lift its own sandbox. */
const IFRAME_SANDBOX = 'allow-scripts allow-popups allow-presentation';

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/**
 * http, https and mailto, or a relative URL, read by the browser's own URL parser: what it accepts here is
 * what a click or an image load would use, tabs and control characters included.
 */
export function isAllowedUrl(value: string): boolean {
  try {
    return LINK_PROTOCOLS.has(new URL(value, window.location.href).protocol);
  } catch {
    return false;
  }
}

/** The address when it leads to another site over http or https, else null. */
function otherSite(value: string): URL | null {
  try {
    const url = new URL(value, window.location.href);
    const web = url.protocol === 'http:' || url.protocol === 'https:';
    return web && url.origin !== window.location.origin ? url : null;
  } catch {
    return null;
  }
}

/**
 * Runs on every element the allow-list kept. Whatever it sets is never taken from the input. Returns false when
 * the element itself must go.
 */
export function hardenElement(element: Element): boolean {
  for (const name of ['href', 'src']) {
    const value = element.getAttribute(name);
    if (value !== null && !isAllowedUrl(value)) element.removeAttribute(name);
  }
  // Links to another site open in a new tab and never get a handle on this page.
  if (element.nodeName === 'A' && otherSite(element.getAttribute('href') ?? '')) {
    element.setAttribute('target', '_blank');
    element.setAttribute('rel', 'noopener noreferrer nofollow');
  }
  if (element.nodeName === 'IMG') element.setAttribute('loading', 'lazy');
  if (element.nodeName === 'IFRAME') {
    // Embeds only from other https origins.
    if (otherSite(element.getAttribute('src') ?? '')?.protocol !== 'https:') return false;
    element.setAttribute('sandbox', IFRAME_SANDBOX);
    // A frame needs an accessible name (WCAG 4.1.2); posts saved before embeds carried one get this.
    if (!element.getAttribute('title')?.trim()) element.setAttribute('title', EMBED_TITLE);
    element.setAttribute('loading', 'lazy');
    element.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  }
  return true;
}
