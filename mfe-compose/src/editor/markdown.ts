import { Marked } from 'marked';
import type { EditorType } from '@tumbledash/shared';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Markdown → HTML in the elements the post allow-list keeps (A§5.4): strong and em become b and i,
 * every heading an h2, code a pre or plain text, so nothing the person wrote is dropped by the sanitizer.
 */
const marked = new Marked({
  gfm: true,
  breaks: true,
  async: false,
  renderer: {
    strong({ tokens }) {
      return `<b>${this.parser.parseInline(tokens)}</b>`;
    },
    em({ tokens }) {
      return `<i>${this.parser.parseInline(tokens)}</i>`;
    },
    heading({ tokens }) {
      return `<h2>${this.parser.parseInline(tokens)}</h2>\n`;
    },
    code({ text, escaped }) {
      return `<pre>${escaped ? text : escapeHtml(text)}</pre>\n`;
    },
    codespan({ text }) {
      return escapeHtml(text);
    },
  },
});

export function markdownToHtml(source: string): string {
  if (!source.trim()) return '';
  return (marked.parse(source) as string).trim();
}

/**
 * The value of a rich slot when the editor changes (A§4.1 format codes). Markdown becomes HTML when
 * leaving it; HTML stays as it is when entering Markdown, which allows inline HTML.
 */
export function convertEditorValue(value: string, from: EditorType, to: EditorType): string {
  if (from === to) return value;
  if (from === 'markdown') return markdownToHtml(value);
  return value;
}
