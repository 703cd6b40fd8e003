/** The part of EventSource the stream client uses (a fake in unit tests). */
export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
}

export type StreamState = 'connecting' | 'live' | 'down';

export interface StreamClientOptions {
  /** `/svc/live/stream`, with the acting blog as `?blog=` when known. */
  url: string;
  createSource: (url: string) => EventSourceLike;
  /** An event arrived (each id once, in order). */
  onEvent: (type: string, id: string) => void;
  onState: (state: StreamState) => void;
  /** Waits between reconnects after the stream closed for good; the last one repeats. */
  retryDelaysMs?: readonly number[];
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

const CLOSED = 2;
const EVENT_TYPES = ['unread', 'activity'] as const;
const DEFAULT_RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

/**
 * The live stream of one browser (its leader tab): an EventSource that resumes where it left off. While the
 * EventSource reconnects by itself it sends Last-Event-ID; when it gives up (the server answered an error, or
 * said `bye` while draining) a new one is made with `last_event_id` in the URL, so nothing is missed either way.
 * The state tells the transport whether to rely on it or to poll (B§9 rates).
 */
export class StreamClient {
  private source: EventSourceLike | null = null;
  private lastEventId: string | null = null;
  private failures = 0;
  private timer: unknown = null;
  private stopped = true;
  private state: StreamState = 'down';
  private readonly setTimer: (run: () => void, ms: number) => unknown;
  private readonly clearTimer: (timer: unknown) => void;

  constructor(private readonly options: StreamClientOptions) {
    this.setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
    this.clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  }

  get lastId(): string | null {
    return this.lastEventId;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
    this.source?.close();
    this.source = null;
    this.setState('down');
  }

  /** The URL of a new EventSource: where to resume, when there is anything to resume from. */
  urlFor(lastEventId: string | null): string {
    if (!lastEventId) return this.options.url;
    const separator = this.options.url.includes('?') ? '&' : '?';
    return `${this.options.url}${separator}last_event_id=${encodeURIComponent(lastEventId)}`;
  }

  private connect(): void {
    this.setState('connecting');
    const source = this.options.createSource(this.urlFor(this.lastEventId));
    this.source = source;
    source.onopen = () => {
      this.failures = 0;
      this.setState('live');
    };
    source.onerror = () => {
      if (this.source !== source) return;
      // CONNECTING: the EventSource retries by itself (with Last-Event-ID); meanwhile the tab polls.
      if (source.readyState !== CLOSED) {
        this.setState('down');
        return;
      }
      this.reconnectLater();
    };
    for (const type of EVENT_TYPES) source.addEventListener(type, (event) => this.receive(type, event.lastEventId));
    // The server drains (deploy, shutdown): come back at once, to another instance.
    source.addEventListener('bye', () => {
      if (this.source !== source) return;
      source.close();
      this.failures = 0;
      this.reconnectLater();
    });
  }

  private receive(type: string, id: string): void {
    if (id && this.lastEventId && BigInt(id) <= BigInt(this.lastEventId)) return;
    if (id) this.lastEventId = id;
    this.options.onEvent(type, id);
  }

  private reconnectLater(): void {
    this.source?.close();
    this.source = null;
    this.setState('down');
    if (this.stopped) return;
    const delays = this.options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    const delay = delays[Math.min(this.failures, delays.length - 1)] ?? 30_000;
    this.failures += 1;
    this.timer = this.setTimer(() => {
      this.timer = null;
      if (!this.stopped) this.connect();
    }, delay);
  }

  private setState(state: StreamState): void {
    if (state === this.state) return;
    this.state = state;
    this.options.onState(state);
  }
}
