import { useEffect } from 'react';
import { pageTitle } from './page-title';

/**
 * Names the browser tab for the page a component draws; null leaves the title as it is (still loading). Its own
 * entry, apart from `pageTitle`, so the shell's title code does not wait for React.
 */
export function usePageTitle(page: string | null): void {
  useEffect(() => {
    if (page !== null) document.title = pageTitle(page);
  }, [page]);
}
