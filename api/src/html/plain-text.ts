const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** Tags that end a line of text: a space where they were (an inline tag leaves nothing, `<b>a</b>.` is `a.`). */
const BLOCK_TAG = /<\/?(?:p|div|br|li|ul|ol|h[1-6]|blockquote|pre|figure|figcaption|tr|td|th|hr)\b[^>]*>/gi;

/**
 * Plain text of stored (sanitized) HTML, for previews, summaries and length checks: scripts and styles
 * dropped with their text, block tags read as spaces, other tags dropped, the common entities read,
 * whitespace folded.
 */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(BLOCK_TAG, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
