import DOMPurify, { type Config } from 'dompurify';

/** Elements the paste filter keeps (A§5.4), exactly. */
export const RICH_ALLOWED_TAGS = [
  'a', 'b', 'i', 'ul', 'ol', 'li', 'p', 'h2', 'blockquote', 'img', 'iframe',
  'figure', 'br', 'hr', 'pre', 'sub', 'sup', 'small',
];

/** The plain-text editor keeps paragraphs and line breaks only (A§5.4). */
export const PLAIN_ALLOWED_TAGS = ['p', 'br'];

/** Link protocols allowed (A§5.4): http, https and mailto; anything else loses its URL. */
export const ALLOWED_URI_REGEXP = /^(?:https?|mailto):/i;

/** Removed together with their contents (A§5.4). */
export const REMOVED_WITH_CONTENTS = ['script', 'style', 'noscript', 'meta'];

const RICH_CONFIG: Config = {
  ALLOWED_TAGS: RICH_ALLOWED_TAGS,
  ALLOWED_ATTR: ['href', 'title', 'src', 'alt', 'width', 'height', 'allowfullscreen'],
  ALLOWED_URI_REGEXP,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ADD_FORBID_CONTENTS: REMOVED_WITH_CONTENTS,
};

const PLAIN_CONFIG: Config = {
  ALLOWED_TAGS: PLAIN_ALLOWED_TAGS,
  ALLOWED_ATTR: [],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ADD_FORBID_CONTENTS: REMOVED_WITH_CONTENTS,
};

/** Content already on the site may also point at its own pages and media with a path (/media/…). */
const SITE_URI_REGEXP = /^(?:(?:https?|mailto):|\/(?!\/))/i;

function purifierFor(sourcePattern: RegExp): ReturnType<typeof DOMPurify> {
  // Own instances, so these hooks never touch another copy of DOMPurify on the page.
  const purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // Images only from http(s) (DOMPurify would keep data: images); frames only over https.
    const src = node.getAttribute('src') ?? '';
    if (node instanceof HTMLImageElement && !sourcePattern.test(src)) node.remove();
    else if (node instanceof HTMLIFrameElement && !/^https:\/\//i.test(src)) node.remove();
  });
  return purifier;
}

const pastePurifier = purifierFor(/^https?:\/\//i);
const contentPurifier = purifierFor(/^(?:https?:\/\/|\/(?!\/))/i);

/** Pasted HTML reduced to what the editor allows (A§5.4). */
export function filterPaste(html: string, plainText = false): string {
  if (!html) return '';
  return pastePurifier.sanitize(html, plainText ? PLAIN_CONFIG : RICH_CONFIG);
}

/** HTML put into an editor or a preview: the same allow-list, plus paths on this site. */
export function sanitizeContent(html: string, plainText = false): string {
  if (!html) return '';
  return contentPurifier.sanitize(html, plainText ? PLAIN_CONFIG : { ...RICH_CONFIG, ALLOWED_URI_REGEXP: SITE_URI_REGEXP });
}
