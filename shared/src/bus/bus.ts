import { Observable, Subject, filter, map } from 'rxjs';
import { pageGlobal } from '../page-global';
import type { BusEventName, BusEvents, RequestEventName } from './events';

export interface BusMessage<K extends BusEventName = BusEventName> {
  type: K;
  payload: BusEvents[K];
}

/** How long a request waits for its handler: a click during a slow page load still counts, an old one not. */
export const HELD_REQUEST_MAX_AGE_MS = 10_000;

const REQUEST_EVENTS: ReadonlySet<BusEventName> = new Set<RequestEventName>(['compose:open', 'peepr:open', 'share:open', 'messaging:open']);

interface HeldRequest {
  payload: unknown;
  at: number;
}

/**
 * A typed event bus over one RxJS subject. Most events are plain notices: a listener sees only what is
 * emitted after it subscribed. Requests (open compose, the viewer, share, messaging) also have a
 * handler, the remote that carries them out; one emitted while no handler listens — a click before that
 * remote has loaded — is held briefly and handed to the first handler.
 */
export class EventBus {
  private readonly subject = new Subject<BusMessage>();
  private readonly held = new Map<BusEventName, HeldRequest[]>();
  private readonly handlers = new Map<BusEventName, number>();

  constructor(private readonly now: () => number = Date.now) {}

  emit<K extends BusEventName>(type: K, payload: BusEvents[K]): void {
    if (REQUEST_EVENTS.has(type) && !this.handlers.get(type)) {
      const at = this.now();
      const fresh = (this.held.get(type) ?? []).filter((request) => at - request.at <= HELD_REQUEST_MAX_AGE_MS);
      this.held.set(type, [...fresh, { payload, at }]);
    }
    this.subject.next({ type, payload } as BusMessage);
  }

  on<K extends BusEventName>(type: K): Observable<BusEvents[K]> {
    return this.subject.asObservable().pipe(
      filter((message): message is BusMessage<K> => message.type === type),
      map((message) => message.payload),
    );
  }

  /** Like `on`, for the remote that carries a request out: it also receives the recent unhandled ones. */
  handle<K extends RequestEventName>(type: K): Observable<BusEvents[K]> {
    return new Observable<BusEvents[K]>((subscriber) => {
      this.handlers.set(type, (this.handlers.get(type) ?? 0) + 1);
      const held = this.held.get(type) ?? [];
      this.held.delete(type);
      const subscription = this.on(type).subscribe(subscriber);
      for (const request of held) {
        if (this.now() - request.at <= HELD_REQUEST_MAX_AGE_MS) subscriber.next(request.payload as BusEvents[K]);
      }
      return () => {
        subscription.unsubscribe();
        this.handlers.set(type, (this.handlers.get(type) ?? 1) - 1);
      };
    });
  }

  /** Every message, for logging and tests. */
  all(): Observable<BusMessage> {
    return this.subject.asObservable();
  }
}

/**
 * The page-wide bus. Module Federation shares this package as a singleton; the global key keeps
 * one bus even if a remote ever ends up with its own copy of the package.
 */
export function getBus(): EventBus {
  return pageGlobal('__tumbledashBus__', () => new EventBus());
}

export const bus = getBus();
