import { useEffect } from 'react';

/**
 * Names the browser tab "{what} | Tumbledash" (the form of every page's title, as mfe-settings') for a page this
 * remote draws on its own (ask, submit, follow); the shell names the routes it knows (the blog, search).
 */
export function usePageTitle(what: string): void {
  useEffect(() => {
    document.title = `${what} | Tumbledash`;
  }, [what]);
}
