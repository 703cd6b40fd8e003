import { escapeHtml } from './html-text';

/** Editor warnings of A§8.5. */
export const EDITOR_WARNINGS = {
  emptyData: 'Cannot insert empty data',
  noSelection: 'Cannot insert without the editor having a cursor or selection',
  unknownImageSource: 'Unknown source type for inserting an image',
  noElement: 'An element is required to start the editor',
} as const;

/** The HTML of an image to insert: from a URL, or an object with `url` (and `alt`). */
export function imageHtml(source: unknown): string {
  if (typeof source === 'string' && source.trim()) return `<figure><img src="${escapeHtml(source.trim())}" alt=""></figure>`;
  if (typeof source === 'object' && source !== null && typeof (source as { url?: unknown }).url === 'string') {
    const { url, alt } = source as { url: string; alt?: unknown };
    return `<figure><img src="${escapeHtml(url)}" alt="${typeof alt === 'string' ? escapeHtml(alt) : ''}"></figure>`;
  }
  throw new Error(EDITOR_WARNINGS.unknownImageSource);
}

/**
 * The contenteditable element of the rich editor: keeps the person's selection while a popover has
 * focus, and inserts at the cursor.
 */
export class EditorSurface {
  readonly element: HTMLElement;
  private saved: Range | null = null;

  constructor(element: HTMLElement | null) {
    if (!element) throw new Error(EDITOR_WARNINGS.noElement);
    this.element = element;
  }

  private currentRange(): Range | null {
    const selection = window.getSelection();
    if (!selection || selection.rangeCount === 0) return null;
    const range = selection.getRangeAt(0);
    return this.element.contains(range.commonAncestorContainer) ? range : null;
  }

  /** Remembers where the cursor is, before focus moves to a toolbar popover. */
  saveSelection(): void {
    const range = this.currentRange();
    if (range) this.saved = range.cloneRange();
  }

  /** Puts the remembered selection back; false when there is none. */
  restoreSelection(): boolean {
    const range = this.saved;
    if (!range || !this.element.contains(range.commonAncestorContainer)) return false;
    this.element.focus();
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    return true;
  }

  hasSelectedText(): boolean {
    const range = this.currentRange();
    return range !== null && !range.collapsed;
  }

  /** The text between the start of the current block and the cursor (for smart quotes). */
  textBeforeCursor(): string {
    const range = this.currentRange();
    if (!range) return '';
    const before = document.createRange();
    before.setStart(this.element, 0);
    before.setEnd(range.startContainer, range.startOffset);
    return before.toString();
  }

  private endRange(): Range {
    const range = document.createRange();
    range.selectNodeContents(this.element);
    range.collapse(false);
    return range;
  }

  /** Moves the cursor to the end of the content. */
  cursorToEnd(): void {
    const range = this.endRange();
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    this.saved = range.cloneRange();
  }

  /** The next insertion without a cursor in the editor goes at the end; the page's focus stays where it is. */
  rememberEnd(): void {
    this.saved = this.endRange();
  }

  /**
   * Replaces the selection with `html` and puts the cursor after it. Without a cursor in the editor (an
   * upload finished while the person types elsewhere) it goes where the cursor was last, leaving focus alone.
   */
  insertHtml(html: string): void {
    if (!html.trim()) throw new Error(EDITOR_WARNINGS.emptyData);
    const live = this.currentRange();
    const remembered = this.saved && this.element.contains(this.saved.commonAncestorContainer) ? this.saved : null;
    const range = live ?? remembered;
    if (!range) throw new Error(EDITOR_WARNINGS.noSelection);
    this.leaveLinkAtItsEnd(range);
    range.deleteContents();
    const fragment = range.createContextualFragment(html);
    const last = fragment.lastChild;
    range.insertNode(fragment);
    if (last) this.placeAfter(last, live !== null);
  }

  /** Types `text` at the cursor. */
  insertText(text: string): void {
    if (!text) throw new Error(EDITOR_WARNINGS.emptyData);
    const range = this.currentRange();
    if (!range) throw new Error(EDITOR_WARNINGS.noSelection);
    range.deleteContents();
    const node = document.createTextNode(text);
    range.insertNode(node);
    this.placeAfter(node);
  }

  /** A cursor at the very end of a link inserts after the link, not inside it. */
  private leaveLinkAtItsEnd(range: Range): void {
    if (!range.collapsed) return;
    const start = range.startContainer;
    const link = (start instanceof Element ? start : start.parentElement)?.closest('a');
    if (!link || !this.element.contains(link)) return;
    const rest = document.createRange();
    rest.setStart(range.startContainer, range.startOffset);
    rest.setEndAfter(link);
    if (rest.toString() === '') range.setStartAfter(link);
  }

  private placeAfter(node: Node, moveCursor = true): void {
    const range = document.createRange();
    range.setStartAfter(node);
    range.collapse(true);
    if (moveCursor) {
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
    }
    this.saved = range.cloneRange();
  }
}
