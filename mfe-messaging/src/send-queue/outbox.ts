import type { SendMessageResponse } from '../api/api-types';
import { CANT_SEND, type SendFailure } from '../errors/error-text';
import { storageKey, type SafeStorage } from '../util/storage';
import { uuid } from '../util/uuid';
import {
  autoRetryDelay,
  isTransientFailure,
  newOutgoing,
  nextToSend,
  outboxReducer,
  parseOutbox,
  type OutboxAction,
  type OutboxState,
  type OutgoingContent,
  type OutgoingMessage,
  type OutgoingTarget,
} from './send-queue';

export interface OutboxOptions {
  user: string;
  storage: SafeStorage;
  send: (entry: OutgoingMessage, file: Blob | null) => Promise<SendMessageResponse>;
  describeFailure: (error: unknown, entry: OutgoingMessage) => SendFailure;
  onSent?: (entry: OutgoingMessage, response: SendMessageResponse) => void;
  onFailed?: (entry: OutgoingMessage, failure: SendFailure) => void;
  /** Storage changed here: tell the other tabs. */
  onStored?: () => void;
  newId?: () => string;
  now?: () => number;
  /** Web Locks, so only one tab sends at a time; without them the server's de-duplication is the guard. */
  locks?: LockManager | null;
}

export function outboxKey(user: string): string {
  return storageKey(user, 'outbox');
}

function dataUrlToBlob(dataUrl: string): Blob | null {
  const match = /^data:([^;,]+)?(;base64)?,(.*)$/s.exec(dataUrl);
  if (!match) return null;
  const [, mime = 'application/octet-stream', base64, payload = ''] = match;
  try {
    const text = base64 ? atob(payload) : decodeURIComponent(payload);
    const bytes = Uint8Array.from(text, (char) => char.charCodeAt(0));
    return new Blob([bytes], { type: mime });
  } catch {
    return null;
  }
}

/**
 * The outgoing queue of one user, written to local storage on every change so it survives a reload and
 * is shared by the user's tabs. Each change is applied to what storage holds right then (another tab may
 * have changed it), and sending happens under a Web Lock, one message at a time, so two tabs never send
 * the same entry. A resend carries the same client_id, which the server stores once: nothing is lost and
 * nothing is sent twice.
 */
export class Outbox {
  private current: OutboxState;
  private readonly listeners = new Set<() => void>();
  /** Files of images queued in this tab. */
  private readonly files = new Map<string, Blob>();
  private readonly fileUrls = new Map<string, string>();
  /** Entries too big for storage (large images): they live in this tab only. */
  private readonly localOnly = new Set<string>();
  private readonly retryTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private flushing = false;
  private flushAgain = false;
  private disposed = false;
  /** False after a write failed: memory is then the only full copy, so storage is not read back. */
  private storedOk = true;
  private readonly now: () => number;
  private readonly newId: () => string;
  private readonly locks: LockManager | null;

  constructor(private readonly options: OutboxOptions) {
    this.now = options.now ?? Date.now;
    this.newId = options.newId ?? uuid;
    this.locks = options.locks === undefined ? (globalThis.navigator?.locks ?? null) : options.locks;
    this.current = this.base();
    // Without locks nothing tells an orphan from a send in another tab: resend (same client_id) at once.
    if (!this.locks) this.dispatch({ type: 'recover' });
  }

  get state(): OutboxState {
    return this.current;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  enqueue(target: OutgoingTarget, content: OutgoingContent, file: Blob | null = null): OutgoingMessage {
    const entry = newOutgoing(target, content, this.newId(), this.now());
    if (file) this.files.set(entry.client_id, file);
    this.dispatch({ type: 'enqueue', entry });
    void this.flush();
    return entry;
  }

  retry(clientId: string): void {
    this.clearRetryTimer(clientId);
    this.dispatch({ type: 'retry', clientId });
    void this.flush();
  }

  /** Sends again everything that failed on the network (e.g. when the browser is back online). */
  retryTransient(): void {
    for (const entry of this.current.entries) {
      if (entry.status === 'error' && entry.canRetry && isTransientFailure(entry.errorStatus ?? 0)) {
        this.clearRetryTimer(entry.client_id);
        this.dispatch({ type: 'retry', clientId: entry.client_id });
      }
    }
    void this.flush();
  }

  discard(clientId: string): void {
    this.clearRetryTimer(clientId);
    this.forgetFile(clientId);
    this.dispatch({ type: 'discard', clientId });
  }

  conversationCreated(key: string, conversationId: string): void {
    this.dispatch({ type: 'conversation-created', key, conversationId });
  }

  removeConversation(key: string): void {
    this.dispatch({ type: 'remove-conversation', key });
  }

  /** Where to show an image that waits to be sent. */
  imageUrl(entry: OutgoingMessage): string | null {
    if (entry.content.type !== 'IMAGE') return null;
    if (entry.content.image.dataUrl) return entry.content.image.dataUrl;
    const file = this.files.get(entry.client_id);
    if (!file) return null;
    let url = this.fileUrls.get(entry.client_id);
    if (!url) {
      url = URL.createObjectURL(file);
      this.fileUrls.set(entry.client_id, url);
    }
    return url;
  }

  /** Another tab changed the stored queue. */
  reload(): void {
    const next = this.base();
    if (JSON.stringify(next) === JSON.stringify(this.current)) return;
    this.current = next;
    this.notify();
    void this.flush();
  }

  dispose(): void {
    this.disposed = true;
    for (const timer of this.retryTimers.values()) clearTimeout(timer);
    this.retryTimers.clear();
    for (const url of this.fileUrls.values()) URL.revokeObjectURL(url);
    this.fileUrls.clear();
  }

  async flush(): Promise<void> {
    if (this.disposed) return;
    if (this.flushing) {
      this.flushAgain = true;
      return;
    }
    this.flushing = true;
    try {
      do {
        this.flushAgain = false;
        await this.withLock(() => this.drain());
      } while (this.flushAgain && !this.disposed);
    } finally {
      this.flushing = false;
    }
  }

  private async withLock(run: () => Promise<void>): Promise<void> {
    if (!this.locks) return run();
    await this.locks.request(`td-messaging:${this.options.user}:outbox`, async () => {
      // Whoever sends holds this lock, so anything still pending now was cut off by a closed page.
      this.dispatch({ type: 'recover' });
      await run();
    });
  }

  private async drain(): Promise<void> {
    for (;;) {
      if (this.disposed) return;
      this.current = this.base();
      const entry = nextToSend(this.current);
      if (!entry) return;
      this.dispatch({ type: 'start', clientId: entry.client_id });
      const started = this.current.entries.find((candidate) => candidate.client_id === entry.client_id) ?? entry;
      const file = this.fileFor(started);
      try {
        if (started.content.type === 'IMAGE' && !file) throw new MissingImageError();
        const response = await this.options.send(started, file);
        this.forgetFile(started.client_id);
        this.dispatch({ type: 'succeed', clientId: started.client_id });
        this.options.onSent?.(started, response);
      } catch (error) {
        const failure =
          error instanceof MissingImageError
            ? { status: 400, canRetry: false, text: CANT_SEND }
            : this.options.describeFailure(error, started);
        this.dispatch({ type: 'fail', clientId: started.client_id, ...failure });
        this.options.onFailed?.(started, failure);
        if (failure.canRetry && failure.retryAfterMs !== undefined) this.scheduleRetry(started, failure.retryAfterMs);
        else if (failure.canRetry && isTransientFailure(failure.status)) this.scheduleRetry(started);
      }
    }
  }

  private fileFor(entry: OutgoingMessage): Blob | null {
    if (entry.content.type !== 'IMAGE') return null;
    const kept = this.files.get(entry.client_id);
    if (kept) return kept;
    return entry.content.image.dataUrl ? dataUrlToBlob(entry.content.image.dataUrl) : null;
  }

  private forgetFile(clientId: string): void {
    this.files.delete(clientId);
    this.localOnly.delete(clientId);
    const url = this.fileUrls.get(clientId);
    if (url) URL.revokeObjectURL(url);
    this.fileUrls.delete(clientId);
  }

  /** Resends by itself after `delay` (what the server asked for), or the backoff of a network failure. */
  private scheduleRetry(entry: OutgoingMessage, delay = autoRetryDelay(entry.attempts)): void {
    this.clearRetryTimer(entry.client_id);
    const timer = setTimeout(() => {
      this.retryTimers.delete(entry.client_id);
      this.retry(entry.client_id);
    }, delay);
    this.retryTimers.set(entry.client_id, timer);
  }

  private clearRetryTimer(clientId: string): void {
    const timer = this.retryTimers.get(clientId);
    if (timer !== undefined) clearTimeout(timer);
    this.retryTimers.delete(clientId);
  }

  /** What storage holds now, plus this tab's entries that storage could not take. */
  private base(): OutboxState {
    if (!this.storedOk) return this.current;
    const stored = parseOutbox(this.options.storage.get(outboxKey(this.options.user))).entries;
    const ids = new Set(stored.map((entry) => entry.client_id));
    const local = (this.current?.entries ?? []).filter((entry) => this.localOnly.has(entry.client_id) && !ids.has(entry.client_id));
    if (local.length === 0) return { entries: stored };
    return { entries: [...stored, ...local].sort((a, b) => a.clientTs - b.clientTs) };
  }

  private dispatch(action: OutboxAction): void {
    const next = outboxReducer(this.base(), action);
    const changed = JSON.stringify(next) !== JSON.stringify(this.current);
    this.current = next;
    this.write(next);
    if (changed) this.notify();
  }

  private write(state: OutboxState): void {
    const { storage, user } = this.options;
    const key = outboxKey(user);
    const store = (entries: OutgoingMessage[]) => {
      if (entries.length > 0) return storage.set(key, JSON.stringify({ entries }));
      storage.remove(key);
      return true;
    };
    const shared = state.entries.filter((entry) => !this.localOnly.has(entry.client_id));
    let ok = store(shared);
    if (!ok) {
      // Storage is full: keep images in this tab only and store the rest.
      for (const entry of shared) if (entry.content.type === 'IMAGE') this.localOnly.add(entry.client_id);
      ok = store(shared.filter((entry) => !this.localOnly.has(entry.client_id)));
    }
    this.storedOk = ok;
    if (ok) this.options.onStored?.();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}

class MissingImageError extends Error {}
