import DOMPurify from 'dompurify';
import { ALLOWED_ATTR, ALLOWED_TAGS, hardenElement, UNWRAPPED_TAGS } from './html-policy';

const ALLOWED = new Set(ALLOWED_TAGS);
const UNWRAPPED = new Set(UNWRAPPED_TAGS);

/** Own instance, so the hooks below never change how another copy of DOMPurify behaves. */
const purifier = DOMPurify(window);

// As the browser's Sanitizer does it: only the text containers leave their content behind. Emptied, not
// removed: DOMPurify removes it itself. The body is the root DOMPurify parsed the input into.
purifier.addHook('uponSanitizeElement', (node, data) => {
  const tag = data.tagName;
  if (node.nodeType !== Node.ELEMENT_NODE || tag === 'body' || ALLOWED.has(tag) || UNWRAPPED.has(tag)) return;
  (node as Element).replaceChildren();
});

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (!hardenElement(node)) node.remove();
});

/**
 * Post HTML cleaned by DOMPurify, for a browser without a Sanitizer of its own (`sanitize-native.ts`): same
 * allow-list, same result (`sanitize-cases.ts`).
 */
export function purifyHtml(html: string): string {
  if (!html) return '';
  return purifier.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false, ALLOW_ARIA_ATTR: false });
}
