import type { EditorCommand } from './shortcuts';

export type FormatCommand = Exclude<EditorCommand, 'undo' | 'redo' | 'link'>;

const BLOCKS: Partial<Record<FormatCommand, string>> = { headline: 'h2', blockquote: 'blockquote' };

const INLINE: Partial<Record<FormatCommand, string>> = {
  bold: 'bold',
  italic: 'italic',
  strikethrough: 'strikeThrough',
  orderedList: 'insertOrderedList',
  unorderedList: 'insertUnorderedList',
};

/**
 * Applies a format to the selection of the focused contenteditable. Headline and blockquote toggle back
 * to a paragraph. False where the browser has no editing commands.
 */
export function runFormatCommand(command: FormatCommand): boolean {
  if (typeof document.execCommand !== 'function') return false;
  const block = BLOCKS[command];
  if (block) {
    const current = typeof document.queryCommandValue === 'function' ? document.queryCommandValue('formatBlock') : '';
    return document.execCommand('formatBlock', false, current.toLowerCase() === block ? '<p>' : `<${block}>`);
  }
  return document.execCommand(INLINE[command] ?? command, false);
}

/** Wraps the selection in a link. */
export function runLinkCommand(url: string): boolean {
  if (typeof document.execCommand !== 'function') return false;
  return document.execCommand('createLink', false, url);
}

/** New lines in the rich editor are paragraphs, which the allow-list keeps (div is not in it). */
export function preferParagraphsForNewLines(): void {
  if (typeof document.execCommand === 'function') document.execCommand('defaultParagraphSeparator', false, 'p');
}
