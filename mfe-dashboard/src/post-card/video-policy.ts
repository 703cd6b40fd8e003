/** Video constants of A§9.5. */
export const MIN_LOOP_SECONDS = 1;
export const DEFAULT_VOLUME = 0.8;

/** Loops unless the duration is at or below the minimum loop length (A§4.13); unknown durations loop. */
export function shouldLoop(durationSeconds: number): boolean {
  return !(durationSeconds > 0 && durationSeconds <= MIN_LOOP_SECONDS);
}

/** An HLS playlist needs hls.js where the browser cannot play it natively. */
export function isHlsUrl(url: string): boolean {
  return /\.m3u8$/i.test(url.split(/[?#]/)[0] ?? '');
}
