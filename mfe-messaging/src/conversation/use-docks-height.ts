import { useCallback } from 'react';

export const DOCKS_HEIGHT_PROPERTY = '--td-msg-docks-height';

/**
 * A ref for the docks that keeps their height in a custom property of the page, from which conversation.css
 * makes room below for keyboard focus where the docks cover the page (WCAG 2.4.11); removed when they go.
 */
export function useDocksHeight(): (docks: HTMLElement | null) => (() => void) | undefined {
  return useCallback((docks: HTMLElement | null) => {
    if (!docks || typeof ResizeObserver === 'undefined') return undefined;
    const page = document.documentElement.style;
    const observer = new ResizeObserver(() => page.setProperty(DOCKS_HEIGHT_PROPERTY, `${docks.offsetHeight}px`));
    observer.observe(docks);
    return () => {
      observer.disconnect();
      page.removeProperty(DOCKS_HEIGHT_PROPERTY);
    };
  }, []);
}
