/**
 * Where the viewer's focus should go back to when it closes. A mouse-only duplicate of a blog link — the post
 * card's avatar, aria-hidden and out of the Tab order — takes focus when clicked, but a screen reader would not
 * announce it on return: the nearest link to the same address that can take focus properly (the post's blog
 * name) stands in for it. Anything else is its own return target.
 */
export function focusReturnTarget(element: Element | null): Element | null {
  if (!(element instanceof HTMLElement) || !element.closest('[aria-hidden="true"]')) return element;
  const href = element.getAttribute('href');
  for (let around = element.parentElement; around && around !== document.body; around = around.parentElement) {
    const equivalent = Array.from(around.querySelectorAll<HTMLElement>('a[href]')).find(
      (link) => link.getAttribute('href') === href && canTakeFocus(link),
    );
    if (equivalent) return equivalent;
    if (around.hasAttribute('tabindex') && canTakeFocus(around, true)) return around;
  }
  return element;
}

function canTakeFocus(element: HTMLElement, programmatic = false): boolean {
  return (programmatic || element.tabIndex >= 0) && !element.closest('[aria-hidden="true"], [hidden], [inert]');
}
