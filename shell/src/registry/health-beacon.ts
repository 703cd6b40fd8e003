import type { LifeCycleFn, LifeCycles } from 'single-spa';
import { postOnLeave, REMOTE_RENDER_ERROR_EVENT, type RemoteHealthReport, type RemoteRenderErrorDetail } from '@tumbledash/shared';

/** The platform console's beacon (api/src/platform): reports are sent in batches of at most this many. */
export const BEACON_URL = '/svc/platform/beacon';
const MAX_BATCH = 50;
const FLUSH_DELAY_MS = 5_000;
/** The beacon's pattern for a request id (anything else would get the whole batch refused). */
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

type Send = (reports: RemoteHealthReport[]) => void;

/** POSTs a batch with the session's form key; `keepalive` lets the last batch leave with a closing page. */
export const sendWithFetch: Send = (events) => postOnLeave(BEACON_URL, { events });

/** Collects what the shell learns about each remote build and sends it in batches (never one request per event). */
export class HealthReports {
  private queue: RemoteHealthReport[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly send: Send = sendWithFetch,
    private readonly delayMs = FLUSH_DELAY_MS,
  ) {}

  add(report: RemoteHealthReport): void {
    this.queue.push(report);
    if (this.queue.length >= MAX_BATCH) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), this.delayMs);
  }

  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    while (this.queue.length > 0) this.send(this.queue.splice(0, MAX_BATCH));
  }

  /**
   * Loads a remote's lifecycles, reporting a load that fails (then rethrowing, so the slot's fallback shows)
   * and, once, how long it took from asking for the remote to its first mount.
   */
  async load(remote: string, version: string, load: () => Promise<LifeCycles>): Promise<LifeCycles> {
    const started = performance.now();
    let lifecycles: LifeCycles;
    try {
      lifecycles = await load();
    } catch (error) {
      this.add({ remote, version, kind: 'load-error', message: messageOf(error) });
      throw error;
    }
    let reported = false;
    // A build that loads but throws while starting never mounts: it counts as a failed load (a canary's
    // error rate must see it), and single-spa still gets the error to mark the app broken.
    const reportingFailure = (fns: LifeCycleFn<object> | LifeCycleFn<object>[], stage: string) =>
      ([] as LifeCycleFn<object>[]).concat(fns).map((fn) => async (props: object): Promise<unknown> => {
        try {
          return await fn(props as never);
        } catch (error) {
          this.add({ remote, version, kind: 'load-error', message: messageOf(error, `${stage}: `) });
          throw error;
        }
      });
    return {
      ...lifecycles,
      bootstrap: reportingFailure(lifecycles.bootstrap, 'bootstrap'),
      mount: [
        ...reportingFailure(lifecycles.mount, 'mount'),
        async (): Promise<void> => {
          if (reported) return;
          reported = true;
          this.add({ remote, version, kind: 'mount', mount_ms: Math.round(performance.now() - started) });
        },
      ],
    };
  }

  /** Render errors: a remote's error boundary announces itself from inside `#td-app-<name>`. */
  watchRenderErrors(remoteOf: (appName: string) => { remote: string; version: string } | undefined, root: Document = document): void {
    root.addEventListener(REMOTE_RENDER_ERROR_EVENT, (event) => {
      const slot = (event.target as Element | null)?.closest?.('[id^="td-app-"]');
      const app = slot ? remoteOf(slot.id.slice('td-app-'.length)) : undefined;
      if (!app) return;
      const detail = (event as CustomEvent<Partial<RemoteRenderErrorDetail>>).detail;
      const message = detail?.message ?? 'The error boundary caught an error.';
      const requestId = detail?.requestId && REQUEST_ID.test(detail.requestId) ? { request_id: detail.requestId } : {};
      this.add({ ...app, kind: 'render-error', message: message.slice(0, 300), ...requestId });
    });
    window.addEventListener('pagehide', () => this.flush());
  }
}

function messageOf(error: unknown, prefix = ''): string {
  return (prefix + (error instanceof Error ? error.message : String(error))).slice(0, 300);
}

export const healthReports = new HealthReports();
