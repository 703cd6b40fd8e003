/**
 * The text of a blog description, which the server sends as sanitized HTML. Parsed in an inert
 * document (no scripts run, nothing loads) and shown as text, so no markup reaches the page.
 */
export function plainText(html: string): string {
  if (!/[<&]/.test(html)) return html.trim();
  const document = new DOMParser().parseFromString(html, 'text/html');
  for (const element of document.body.querySelectorAll('script, style, template')) element.remove();
  for (const element of document.body.querySelectorAll('br, p, div, li')) element.append(' ');
  return (document.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
