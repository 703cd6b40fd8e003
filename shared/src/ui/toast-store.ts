import type { BusEvents } from '../bus';
import { pageGlobal } from '../page-global';
import { HostSlot } from './host-slot';

export type ToastKind = NonNullable<BusEvents['toast:show']['kind']>;

export interface ToastItem {
  id: number;
  message: string;
  kind: ToastKind;
}

/** How long a toast stays up (paused while the pointer or focus is on it). */
export const TOAST_DURATION_MS = 3000;

/** Short notices shown by the one ToastHost on the page. */
export class ToastStore {
  /** Which mounted ToastHost shows the toasts and listens to the bus. */
  readonly hosts = new HostSlot();
  private items: readonly ToastItem[] = [];
  private readonly listeners = new Set<() => void>();
  private nextId = 1;

  show(message: string, kind: ToastKind = 'info'): number {
    const id = this.nextId++;
    this.items = [...this.items, { id, message, kind }];
    this.notify();
    return id;
  }

  dismiss(id: number): void {
    const next = this.items.filter((item) => item.id !== id);
    if (next.length === this.items.length) return;
    this.items = next;
    this.notify();
  }

  /** The toasts on screen, oldest first; the same array until something changes. */
  list(): readonly ToastItem[] {
    return this.items;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}

export function getToastStore(): ToastStore {
  return pageGlobal('__tumbledashToasts__', () => new ToastStore());
}

/** Show a toast from anywhere; emitting the bus event `toast:show` does the same. */
export const toast = {
  show: (message: string, kind?: ToastKind): number => getToastStore().show(message, kind),
  dismiss: (id: number): void => getToastStore().dismiss(id),
};
