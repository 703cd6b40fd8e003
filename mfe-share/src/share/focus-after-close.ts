import type { ShareAnchor } from '@tumbledash/shared';

/**
 * Where focus goes when a share popover closes and left it on nothing: the Share button, or when that left the
 * page, the card of the post it shared (by `data-post-id`), else the feed, else the page's main region.
 */
export function focusAfterClose(anchor: ShareAnchor, postId: string | null): HTMLElement | null {
  if (anchor instanceof HTMLElement && anchor.isConnected) return anchor;
  const card = Array.from(document.querySelectorAll<HTMLElement>('article[data-post-id]')).find((element) => element.dataset.postId === postId);
  return card ?? document.querySelector<HTMLElement>('[role="feed"]') ?? document.querySelector<HTMLElement>('main');
}
