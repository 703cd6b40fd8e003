import { ALLOWED_ATTR, ALLOWED_TAGS, hardenElement, UNWRAPPED_TAGS } from './html-policy';

/** The parts of the HTML Sanitizer API used here (Chromium 146+, Firefox 148+), not yet in TypeScript's DOM types. */
interface SanitizerConfig {
  elements: string[];
  attributes: string[];
  replaceWithChildrenElements: string[];
  comments: boolean;
  dataAttributes: boolean;
}
type SanitizerConstructor = new (config: SanitizerConfig) => object;
type SetHtmlUnsafe = (this: Element, html: string, options: { sanitizer: object }) => void;

/**
 * Must come out of the probe as exactly `PROBE_CLEAN`, or the browser's Sanitizer is not the one this expects.
 * No event handler in it: parsing one reports a violation of the site's CSP, even in an inert document.
 */
const PROBE = '<p data-x="1" class="c">a<span>b</span><!--c--><script>d</script><object>e</object></p>';
const PROBE_CLEAN = '<p>ab</p>';

/**
 * Post HTML cleaned by the browser's own Sanitizer, or null where it has none that behaves as specified (the
 * caller then falls back to DOMPurify). `setHTMLUnsafe` because the safe variant always drops iframes, and
 * embedded players are iframes; the allow-list below and `hardenElement` decide instead.
 */
export function createNativeSanitizer(): ((html: string) => string) | null {
  const Sanitizer = (globalThis as { Sanitizer?: SanitizerConstructor }).Sanitizer;
  const setHTMLUnsafe = (Element.prototype as Partial<{ setHTMLUnsafe: SetHtmlUnsafe }>).setHTMLUnsafe;
  if (typeof Sanitizer !== 'function' || typeof setHTMLUnsafe !== 'function') return null;
  let sanitizer: object;
  try {
    sanitizer = new Sanitizer({
      elements: ALLOWED_TAGS,
      attributes: ALLOWED_ATTR,
      replaceWithChildrenElements: UNWRAPPED_TAGS,
      comments: false,
      dataAttributes: false,
    });
  } catch {
    return null;
  }
  // An inert document: nothing parsed into it loads an image or a frame, or runs.
  const inert = document.implementation.createHTMLDocument('');
  const sanitize = (html: string): string => {
    const host = inert.createElement('div');
    setHTMLUnsafe.call(host, html, { sanitizer });
    for (const element of Array.from(host.querySelectorAll('*'))) {
      if (!hardenElement(element)) element.remove();
    }
    return host.innerHTML;
  };
  try {
    // Earlier setHTMLUnsafe took no options and would keep everything: only a browser that cleans the probe is used.
    return sanitize(PROBE) === PROBE_CLEAN ? sanitize : null;
  } catch {
    return null;
  }
}
