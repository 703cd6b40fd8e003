import { focusAfterLeaving } from '@tumbledash/shared';

/**
 * Call before a row's action removes its blog from a settings list (following, blocked blogs); call the answer
 * after: focus goes to the next row's button, else the one before, else the list's heading — never the page.
 */
export function keepFocusInBlogList(button: HTMLButtonElement, heading: HTMLElement | null): () => void {
  return focusAfterLeaving(button, {
    item: 'li',
    list: 'ul',
    control: (row) => row.querySelector('button'),
    empty: () => heading,
  });
}
