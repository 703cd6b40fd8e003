import { pageGlobal } from '../page-global';
import { HostSlot } from './host-slot';

export interface ConfirmOptions {
  message: string;
  /** A second line under the message, e.g. that a block cannot be undone (A§8.2). */
  detail?: string;
  okLabel?: string;
  cancelLabel?: string;
  /** OK loses data or cannot be undone: focus starts on Cancel, so Enter does not act at once, and OK is red. */
  destructive?: boolean;
}

export interface AlertOptions {
  message: string;
  detail?: string;
  okLabel?: string;
}

/** One dialog waiting in the queue or on screen. */
export interface DialogRequest {
  id: number;
  kind: 'confirm' | 'alert';
  message: string;
  detail?: string;
  okLabel: string;
  /** Null for an alert, which has one button. */
  cancelLabel: string | null;
  destructive: boolean;
}

export const DEFAULT_OK_LABEL = 'OK';
export const DEFAULT_CANCEL_LABEL = 'Cancel';

interface Pending {
  request: DialogRequest;
  resolve: (ok: boolean) => void;
}

/** Confirm and alert dialogs, one at a time: the next opens when the current one closes (A§4.5). */
export class DialogQueue {
  /** Which mounted DialogHost shows the queue. */
  readonly hosts = new HostSlot();
  private pending: Pending[] = [];
  private readonly listeners = new Set<() => void>();
  private nextId = 1;

  confirm({ message, detail, okLabel, cancelLabel, destructive = false }: ConfirmOptions): Promise<boolean> {
    return this.enqueue({
      kind: 'confirm',
      message,
      detail,
      okLabel: okLabel ?? DEFAULT_OK_LABEL,
      cancelLabel: cancelLabel ?? DEFAULT_CANCEL_LABEL,
      destructive,
    });
  }

  async alert({ message, detail, okLabel }: AlertOptions): Promise<void> {
    await this.enqueue({ kind: 'alert', message, detail, okLabel: okLabel ?? DEFAULT_OK_LABEL, cancelLabel: null, destructive: false });
  }

  /** The dialog to show now; the same object until it is settled. */
  current(): DialogRequest | null {
    return this.pending[0]?.request ?? null;
  }

  /** How many dialogs are open or waiting. */
  size(): number {
    return this.pending.length;
  }

  /** Closes the current dialog with the person's answer. A stale id (a double click) is ignored. */
  settle(id: number, ok: boolean): void {
    const head = this.pending[0];
    if (!head || head.request.id !== id) return;
    this.pending = this.pending.slice(1);
    head.resolve(ok);
    this.notify();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private enqueue(fields: Omit<DialogRequest, 'id'>): Promise<boolean> {
    const request: DialogRequest = { id: this.nextId++, ...fields };
    return new Promise<boolean>((resolve) => {
      this.pending = [...this.pending, { request, resolve }];
      this.notify();
    });
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}

/** The page-wide queue: every remote shares it, so two dialogs never show at once. */
export function getDialogQueue(): DialogQueue {
  return pageGlobal('__tumbledashDialogs__', () => new DialogQueue());
}

/** Ask or tell the person something; needs one mounted DialogHost on the page (the shell mounts it). */
export const dialogs = {
  confirm: (options: ConfirmOptions): Promise<boolean> => getDialogQueue().confirm(options),
  alert: (options: AlertOptions): Promise<void> => getDialogQueue().alert(options),
};
