import shared from '@tumbledash/shared/contracts';

const { EMBED_PLAYERS } = shared;

/** The hosts of the players a post may frame (shared `EMBED_PLAYERS`), for the page's Content-Security-Policy `frame-src`. */
export const EMBED_HOSTS: readonly string[] = [...new Set(EMBED_PLAYERS.map((player) => player.host))];

/**
 * Players run their own scripts, so they get `allow-scripts` — never with `allow-same-origin`, which would
 * let a framed page lift its own sandbox.
 */
export const EMBED_SANDBOX = 'allow-scripts allow-popups allow-presentation';
