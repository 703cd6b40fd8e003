/** Video constants of A§9.5 and B§9. */
export const MIN_LOOP_SECONDS = 1;
export const MIN_LOOP_SECONDS_LIVE = 60;
export const DEFAULT_VOLUME = 0.8;
export const HD_TOGGLE_DELAY_MS = 300;
/** The controller looks again at most this often while the page scrolls (B§9). */
export const CONTROLLER_SCROLL_THROTTLE_MS = 500;

/** Loops unless the duration is at or below the minimum loop length (A§4.13); unknown durations loop. */
export function shouldLoop(durationSeconds: number, livestream = false): boolean {
  const minimum = livestream ? MIN_LOOP_SECONDS_LIVE : MIN_LOOP_SECONDS;
  return !(durationSeconds > 0 && durationSeconds <= minimum);
}

/** An HLS playlist needs hls.js where the browser cannot play it natively. */
export function isHlsUrl(url: string): boolean {
  return /\.m3u8$/i.test(url.split(/[?#]/)[0] ?? '');
}

/** What the controller knows of one player, in document order. */
export interface PlayerView<Id> {
  id: Id;
  /** Still on autoplay: no click or touch yet, no error. */
  autoplay: boolean;
  paused: boolean;
  /** Inside the blog viewer. */
  inViewer: boolean;
  /** Rendered (has a box) and the page is not hidden. */
  visible: boolean;
  /** The whole player is inside the viewport (or it fills the viewport). */
  fullyVisible: boolean;
  /** Some of it is inside the viewport. */
  inViewport: boolean;
}

export interface ControllerFlags {
  /** The blog viewer is open: only players inside it count. */
  viewerOpen: boolean;
  /** A post form is open: nothing plays. */
  formOpen: boolean;
}

/**
 * Which autoplay player plays and which pause (A§4.13, B§4): among the players that count, the first fully
 * visible, visible one plays if paused, and the other playing ones pause; with none fully visible, a playing
 * one that left the viewport pauses. While the viewer is open only players inside it count; while a post
 * form is open nothing plays.
 */
export function decideAutoplay<Id>(players: PlayerView<Id>[], flags: ControllerFlags): { play: Id | null; pause: Id[] } {
  const counted = players.filter((player) => player.autoplay && (!flags.viewerOpen || player.inViewer));
  const chosen = flags.formOpen ? undefined : counted.find((player) => player.visible && player.fullyVisible);
  const pause = counted
    .filter((player) => player !== chosen && !player.paused)
    .filter((player) => flags.formOpen || chosen !== undefined || !player.inViewport || !player.visible)
    .map((player) => player.id);
  return { play: chosen && chosen.paused ? chosen.id : null, pause };
}

/** Box of the player against the viewport. */
export function viewportFit(rect: { top: number; bottom: number; height: number }, viewportHeight: number) {
  const inViewport = rect.height > 0 && rect.bottom > 0 && rect.top < viewportHeight;
  const fullyVisible =
    rect.height > 0 && ((rect.top >= 0 && rect.bottom <= viewportHeight) || (rect.top <= 0 && rect.bottom >= viewportHeight));
  return { inViewport, fullyVisible };
}
