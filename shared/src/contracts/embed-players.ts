/**
 * The players a post may frame: the video services the embed checker knows (api `compose/video.ts`, mfe-compose
 * `embeds/embed-parser.ts`) and the usual audio players. Host and path prefix must both match. The server's
 * sanitizer removes every other frame, so the post form tells the writer before saving.
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
