import { pageLocation } from '@tumbledash/shared';
import { baseRouteOf } from './queue-reload-plan';

/** single-spa fires this after every route change, pushState included. */
const ROUTING_EVENT = 'single-spa:routing-event';
/** How long to wait for the form's address to go (it steps back in history as it closes). */
const GIVE_UP_MS = 10_000;

let stopWaiting: (() => void) | null = null;

/**
 * A§2.1 "the queue page reloads to its base route after a save": when the page under the form has more in its
 * address than its base route (`/queue?…`), the address becomes the base route once the form's own address has
 * gone. Only the address changes; the timeline it names is the same one.
 */
export function goToBaseRouteAfterForm(): void {
  stopWaiting?.();
  const base = baseRouteOf(pageLocation());
  if (base === null) return;
  const check = () => {
    // The person went on to another page meanwhile.
    if (pageLocation().pathname !== base) return stop();
    // The form's address is still shown.
    if (window.location.pathname !== base) return;
    stop();
    if (baseRouteOf(window.location) !== null) window.history.replaceState(window.history.state, '', base);
  };
  const timer = setTimeout(() => stop(), GIVE_UP_MS);
  const stop = () => {
    clearTimeout(timer);
    window.removeEventListener('popstate', check);
    window.removeEventListener(ROUTING_EVENT, check);
    stopWaiting = null;
  };
  stopWaiting = stop;
  window.addEventListener('popstate', check);
  window.addEventListener(ROUTING_EVENT, check);
  check();
}
