import { Observable, Subject, filter, map } from 'rxjs';
import type { BusEventName, BusEvents } from './events';

export interface BusMessage<K extends BusEventName = BusEventName> {
  type: K;
  payload: BusEvents[K];
}

/** A typed event bus over one RxJS subject. */
export class EventBus {
  private readonly subject = new Subject<BusMessage>();

  emit<K extends BusEventName>(type: K, payload: BusEvents[K]): void {
    this.subject.next({ type, payload } as BusMessage);
  }

  on<K extends BusEventName>(type: K): Observable<BusEvents[K]> {
    return this.subject.asObservable().pipe(
      filter((message): message is BusMessage<K> => message.type === type),
      map((message) => message.payload),
    );
  }

  /** Every message, for logging and tests. */
  all(): Observable<BusMessage> {
    return this.subject.asObservable();
  }
}

const GLOBAL_KEY = '__tumbledashBus__';

/**
 * The page-wide bus. Module Federation shares this package as a singleton; the global key keeps
 * one bus even if a remote ever ends up with its own copy of the package.
 */
export function getBus(): EventBus {
  const holder = globalThis as unknown as Record<string, EventBus | undefined>;
  holder[GLOBAL_KEY] ??= new EventBus();
  return holder[GLOBAL_KEY];
}

export const bus = getBus();
