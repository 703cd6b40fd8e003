import { useSyncExternalStore } from 'react';
import { pageLocation } from './page-under';

/** single-spa fires this after every route change, pushState included. */
const ROUTING_EVENT = 'single-spa:routing-event';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(ROUTING_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(ROUTING_EVENT, onChange);
  };
}

/** The page's path (see `pageLocation`), kept up to date across in-app navigation (the shell's and every remote's). */
export function usePathname(): string {
  return useSyncExternalStore(subscribe, () => pageLocation().pathname, () => '/');
}

/** The page's query ('?…'), kept current like the path (a tag page's filters change only the query). */
export function useLocationSearch(): string {
  return useSyncExternalStore(subscribe, () => pageLocation().search, () => '');
}
