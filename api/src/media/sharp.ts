import type Sharp from 'sharp';

/**
 * sharp, loaded by the first image the server reads rather than at start: libvips and its threads cost a
 * process ~8 MB of memory it may never use (a server that takes no upload and serves no new variant).
 */
export async function loadSharp(): Promise<typeof Sharp> {
  return (await import('sharp')).default;
}
