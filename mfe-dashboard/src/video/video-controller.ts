import { bus } from '@tumbledash/shared';
import { CONTROLLER_SCROLL_THROTTLE_MS, decideAutoplay, viewportFit, type ControllerFlags } from './video-policy';

/** What the controller needs of one video player. */
export interface ControlledPlayer {
  element: HTMLElement;
  inViewer: boolean;
  /** Still on autoplay (no click, touch or error yet). */
  autoplay(): boolean;
  paused(): boolean;
  play(): void;
  pause(): void;
}

function documentOrder(a: ControlledPlayer, b: ControlledPlayer): number {
  return a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}

/**
 * Decides which autoplay video plays (A§4.13, B§4) whenever players come and go, the page scrolls (at most
 * every 500 ms, B§9), the window resizes or hides, or a post form or the blog viewer opens or closes.
 */
export function createVideoController() {
  const players = new Set<ControlledPlayer>();
  const flags: ControllerFlags = { viewerOpen: false, formOpen: false };
  let lastRun = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const evaluate = () => {
    lastRun = Date.now();
    const hidden = document.visibilityState === 'hidden';
    const ordered = [...players].sort(documentOrder);
    const views = ordered.map((player) => ({
      id: player,
      autoplay: player.autoplay(),
      paused: player.paused(),
      inViewer: player.inViewer,
      visible: !hidden && player.element.getClientRects().length > 0,
      ...viewportFit(player.element.getBoundingClientRect(), window.innerHeight),
    }));
    const { play, pause } = decideAutoplay(views, flags);
    pause.forEach((player) => player.pause());
    play?.play();
  };

  const schedule = () => {
    if (timer !== null) return;
    const wait = lastRun + CONTROLLER_SCROLL_THROTTLE_MS - Date.now();
    if (wait <= 0) {
      evaluate();
      return;
    }
    timer = setTimeout(() => {
      timer = null;
      evaluate();
    }, wait);
  };

  const listen = (on: boolean) => {
    if (on) {
      window.addEventListener('scroll', schedule, { passive: true });
      window.addEventListener('resize', schedule);
      document.addEventListener('visibilitychange', schedule);
    } else {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      document.removeEventListener('visibilitychange', schedule);
    }
  };

  const setFlag = (name: keyof ControllerFlags, value: boolean) => {
    flags[name] = value;
    if (players.size > 0) evaluate();
  };
  const subscriptions = [
    bus.on('post-form:opened').subscribe(() => setFlag('formOpen', true)),
    bus.on('post-form:closed').subscribe(() => setFlag('formOpen', false)),
    bus.on('peepr:opened').subscribe(() => setFlag('viewerOpen', true)),
    bus.on('peepr:closed').subscribe(() => setFlag('viewerOpen', false)),
  ];

  return {
    /** Returns the unregister function. */
    register(player: ControlledPlayer): () => void {
      players.add(player);
      if (players.size === 1) listen(true);
      schedule();
      return () => {
        players.delete(player);
        if (players.size > 0) return;
        listen(false);
        if (timer !== null) clearTimeout(timer);
        timer = null;
      };
    },
    /** A player's state changed (autoplay ended, error): look again soon. */
    refresh: schedule,
    /** Stops listening to the bus (tests). */
    dispose(): void {
      subscriptions.forEach((subscription) => subscription.unsubscribe());
    },
  };
}

export type VideoController = ReturnType<typeof createVideoController>;

/** Shared by every video of this remote, the blog viewer's included. */
export const videoController: VideoController = createVideoController();
