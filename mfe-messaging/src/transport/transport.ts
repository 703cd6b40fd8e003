import { leadWhenElected } from '../live/leader';
import { StreamClient, type EventSourceLike } from '../live/stream-client';
import { Poller, type PollOutcome } from '../polling/poller';
import type { PollMode, PollRates } from '../polling/scheduler';

export const STREAM_URL = '/svc/live/stream';

export interface TransportOptions {
  user: string;
  /** One poll of the unread counts; `changed` resets the backoff. */
  poll: () => Promise<PollOutcome>;
  rates: () => PollRates;
  /** Polling needs a verified email (B§4). */
  canPoll: () => boolean;
  /** The stream said something changed: the other tabs should poll too. */
  onLiveEvent: () => void;
  /** Opens an EventSource; null where there is none (then the tab only polls). */
  createSource?: ((url: string) => EventSourceLike) | null;
  locks?: LockManager;
  now?: () => number;
}

function browserSource(): ((url: string) => EventSourceLike) | null {
  if (typeof EventSource === 'undefined') return null;
  return (url) => new EventSource(url, { withCredentials: true });
}

/** What the tab shows decides how often it polls (B§9). */
export function pollModeFor(view: { verified: boolean; openWindows: number; minimizedWindows: number; inboxOpen: boolean }): PollMode {
  if (!view.verified) return 'off';
  if (view.openWindows > 0) return 'conversation';
  if (view.inboxOpen || view.minimizedWindows > 0) return 'inbox';
  return 'idle';
}

/**
 * How new messages reach this tab: polling at B§9's rates, or the live stream (issue 16), run by one tab per
 * browser. A stream event makes the tab poll at once and tell the others to; while the stream is up polling
 * slows to a rare check, and when it drops polling goes back to B§9's rates by itself.
 */
export class Transport {
  private readonly poller: Poller;
  private stopLive: (() => void) | null = null;

  constructor(private readonly options: TransportOptions) {
    this.poller = new Poller({ poll: options.poll, rates: options.rates, now: options.now });
  }

  start(): void {
    if (this.stopLive) return;
    const createSource = this.options.createSource === undefined ? browserSource() : this.options.createSource;
    if (!createSource) {
      this.stopLive = () => undefined;
      return;
    }
    this.stopLive = leadWhenElected(
      `td-messaging-live:${this.options.user}`,
      () => {
        const stream = new StreamClient({
          url: STREAM_URL,
          createSource,
          onEvent: () => {
            this.refresh();
            this.options.onLiveEvent();
          },
          onState: (state) => this.poller.setLive(state === 'live'),
        });
        stream.start();
        return () => {
          stream.stop();
          this.poller.setLive(false);
        };
      },
      this.options.locks,
    );
  }

  dispose(): void {
    this.stopLive?.();
    this.poller.dispose();
  }

  setMode(mode: PollMode): void {
    this.poller.setMode(mode);
  }

  /** Polls at once when polling is allowed (on load, a stream event here or in another tab, the inbox opened). */
  refresh(): void {
    if (this.options.canPoll()) this.poller.pollNow();
  }

  /** Polling that stopped on errors starts again (the person opened something, the browser is online). */
  resume(): void {
    this.poller.resume();
  }

  typing(): void {
    this.poller.typing();
  }
}
