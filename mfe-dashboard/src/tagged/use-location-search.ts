import { useSyncExternalStore } from 'react';

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

/** The address's query ('?…'), kept current like usePathname: a tag page's filters change only the query. */
export function useLocationSearch(): string {
  return useSyncExternalStore(subscribe, () => window.location.search, () => '');
}
