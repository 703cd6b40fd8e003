/**
 * The players a post may frame: the video services the embed checker knows (`compose/video.ts`, mfe-compose
 * `embeds/embed-parser.ts`) and the usual audio players. Host and path prefix must both match.
 */
export const EMBED_PLAYERS: readonly { host: string; path: string }[] = [
  { host: 'www.youtube.com', path: '/embed/' },
  { host: 'youtube.com', path: '/embed/' },
  { host: 'www.youtube-nocookie.com', path: '/embed/' },
  { host: 'player.vimeo.com', path: '/video/' },
  { host: 'w.soundcloud.com', path: '/player/' },
  { host: 'open.spotify.com', path: '/embed/' },
  { host: 'bandcamp.com', path: '/EmbeddedPlayer/' },
];

/** The hosts above, for the page's Content-Security-Policy `frame-src`. */
export const EMBED_HOSTS: readonly string[] = [...new Set(EMBED_PLAYERS.map((player) => player.host))];

/**
 * Players run their own scripts, so they get `allow-scripts` — never with `allow-same-origin`, which would
 * let a framed page lift its own sandbox.
 */
export const EMBED_SANDBOX = 'allow-scripts allow-popups allow-presentation';

/** True when `src` is an https URL of a known player (no credentials, default port). */
export function isEmbedPlayer(src: string): boolean {
  let url: URL;
  try {
    url = new URL(src.trim());
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return false;
  return EMBED_PLAYERS.some((player) => url.hostname === player.host && url.pathname.startsWith(player.path));
}
