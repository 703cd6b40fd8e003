import {
  INITIAL_SCHEDULER,
  afterData,
  afterError,
  afterTyping,
  nextDelay,
  resumed,
  withMode,
  type PollMode,
  type PollRates,
  type SchedulerState,
} from './scheduler';

export interface PollOutcome {
  /** The answer differed from the previous one: back to the base rate. */
  changed: boolean;
}

export interface PollerOptions {
  poll: () => Promise<PollOutcome>;
  rates: () => PollRates;
  now?: () => number;
}

/** With the live stream up, polling only checks now and then (the stream says when to fetch). */
export const LIVE_SAFETY_POLL_MS = 60_000;

/** Runs the scheduler on real timers: one poll in flight at most, the next one timed from its end. */
export class Poller {
  private state: SchedulerState = INITIAL_SCHEDULER;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** When the pending timer fires (ms since epoch). */
  private dueAt: number | null = null;
  private inFlight = false;
  /** pollNow() came while a poll was in flight: poll again when it ends (what changed may be newer). */
  private again = false;
  private live = false;
  private disposed = false;
  private readonly now: () => number;

  constructor(private readonly options: PollerOptions) {
    this.now = options.now ?? Date.now;
  }

  get scheduler(): SchedulerState {
    return this.state;
  }

  setMode(mode: PollMode): void {
    const next = withMode(this.state, mode);
    if (next === this.state) return;
    this.state = next;
    this.schedule();
  }

  /** Polls at once (e.g. on load, or the live stream said something changed), then goes on at the current rate. */
  pollNow(): void {
    if (this.inFlight) {
      this.again = true;
      return;
    }
    this.clear();
    void this.run();
  }

  /** The live stream is up (polls become a rare check) or down (B§9 rates again, from now). */
  setLive(live: boolean): void {
    if (live === this.live) return;
    this.live = live;
    this.schedule();
  }

  typing(): void {
    const next = afterTyping(this.state, this.now());
    if (next === this.state) return;
    this.state = next;
    // Bring a timer that backoff pushed far away closer; never delay one that is due sooner.
    const delay = nextDelay(this.state, this.options.rates());
    if (delay !== null && this.dueAt !== null && this.dueAt - this.now() > delay) this.schedule();
  }

  /** After polling stopped on errors, a person opening something starts it again. */
  resume(): void {
    const next = resumed(this.state);
    if (next === this.state) return;
    this.state = next;
    this.schedule();
  }

  dispose(): void {
    this.disposed = true;
    this.clear();
  }

  private clear(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.dueAt = null;
  }

  private schedule(): void {
    this.clear();
    if (this.disposed || this.inFlight) return;
    const base = nextDelay(this.state, this.options.rates());
    if (base === null) return;
    const delay = this.live ? Math.max(base, LIVE_SAFETY_POLL_MS) : base;
    this.dueAt = this.now() + delay;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.dueAt = null;
      void this.run();
    }, delay);
  }

  private async run(): Promise<void> {
    if (this.inFlight || this.disposed) return;
    this.inFlight = true;
    try {
      const outcome = await this.options.poll();
      this.state = afterData(this.state, outcome.changed);
    } catch {
      this.state = afterError(this.state);
    } finally {
      this.inFlight = false;
    }
    if (this.again) {
      this.again = false;
      void this.run();
      return;
    }
    this.schedule();
  }
}
