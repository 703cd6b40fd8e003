import { AD_POLL_INTERVAL_MS, afterPoll, type AdStatus } from './ad-policy';

/**
 * The global an ad network's script defines once loaded (B§7: "a third-party ad script is loaded by a script
 * tag" — the page's, not this remote's). `render` fills a slot and says whether it put an ad in.
 */
export interface AdNetwork {
  render(slot: HTMLElement, placement: 'inline' | 'side'): boolean;
}

declare global {
  interface Window {
    tdAds?: AdNetwork;
  }
}

/**
 * Polls for the ad script every second from the first slot on (B§4). Without it after 5 polls the ads fail:
 * every slot then removes its container. Nothing is logged: no ad network is an ordinary state.
 */
export function createAdLoader(find: () => AdNetwork | undefined = () => window.tdAds) {
  let status: AdStatus = 'idle';
  let polls = 0;
  let timer: ReturnType<typeof setInterval> | null = null;
  const listeners = new Set<() => void>();

  const set = (next: AdStatus) => {
    if (next === status) return;
    status = next;
    listeners.forEach((listener) => listener());
  };

  const poll = () => {
    polls += 1;
    const next = afterPoll(polls, find() !== undefined);
    if (next !== 'polling' && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
    set(next);
  };

  return {
    status: (): AdStatus => status,
    network: (): AdNetwork | undefined => (status === 'ready' ? find() : undefined),
    /** Starts polling if nobody did yet. */
    start(): void {
      if (status !== 'idle') return;
      set('polling');
      timer = setInterval(poll, AD_POLL_INTERVAL_MS);
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type AdLoader = ReturnType<typeof createAdLoader>;

export const adLoader: AdLoader = createAdLoader();
