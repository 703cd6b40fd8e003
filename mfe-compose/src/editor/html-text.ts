/** Text helpers for editor values, which are HTML (rich, html) or Markdown source. */

/** True when the HTML shows nothing: no text and no image or embed (e.g. `<p><br></p>`). */
export function isBlankHtml(html: string): boolean {
  if (/<(?:img|iframe|hr)\b/i.test(html)) return false;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|\u00a0/gi, ' ')
    .trim();
  return text === '';
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Plain text as paragraphs: blank lines split paragraphs, single line breaks become br. */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
