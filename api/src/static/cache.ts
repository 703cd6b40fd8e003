import { basename } from 'node:path';

export const NO_CACHE = 'no-cache';
/** Pages filled in for one visitor. */
export const PRIVATE_NO_CACHE = 'private, no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Files whose name stays the same across deploys: always revalidate them (stale entries break MF). */
const ENTRY_FILES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'remotes.json']);
/** A content hash in the file name, e.g. main.3f9a2c1b.js or 412-8c0e1f7a9d.css. */
const HASHED_NAME = /[.\-_][0-9a-f]{8,}\./i;

/** The file a precompressed copy stands for (mf-manifest.json.br is served for mf-manifest.json). */
const servedName = (path: string) => basename(path).replace(/\.(br|gz)$/, '');

/** Shell files: hashed names are cached forever, everything else revalidates. */
export function shellCacheControl(path: string): string {
  const name = servedName(path);
  return !ENTRY_FILES.has(name) && HASHED_NAME.test(name) ? IMMUTABLE : NO_CACHE;
}

/** Published remotes live under a versioned path, so only their entry files can change. */
export function remoteCacheControl(path: string): string {
  return ENTRY_FILES.has(servedName(path)) ? NO_CACHE : IMMUTABLE;
}
