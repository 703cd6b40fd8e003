import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve, sep } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MEDIA_CONTENT_TYPES } from '../media/detect.js';
import { IMMUTABLE } from '../static/cache.js';
import type { PublicHeaders, Storage } from './storage.js';

/**
 * Files every instance must see are written to the shared store as well as to DATA_DIR, and an instance
 * that lacks one fetches it from the store into DATA_DIR on first request. So the serving code (static files,
 * image sizes, preload links) keeps reading DATA_DIR, and DATA_DIR is a cache of the store.
 * With the disk store (one machine) DATA_DIR is the store itself and nothing is copied.
 */
const stores = new Map<string, Storage>();

/** Makes `storage` the shared store of the instance whose DATA_DIR is `dataDir` (server start). */
export function shareFilesThrough(dataDir: string, storage: Storage): void {
  if (storage.kind === 'disk') stores.delete(resolve(dataDir));
  else stores.set(resolve(dataDir), storage);
}

export function sharedStore(dataDir: string): Storage | null {
  return stores.get(resolve(dataDir)) ?? null;
}

/** What /media answers a file with today (static/routes.ts), so the store or a CDN can answer the same. */
function mediaHeaders(key: string): PublicHeaders {
  return { contentType: MEDIA_CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()], cacheControl: IMMUTABLE };
}

/** After a file was written under DATA_DIR/`key`: copies it to the shared store, if there is one. */
export async function shareFile(dataDir: string, key: string, bytes: Uint8Array, contentType?: string): Promise<void> {
  const store = sharedStore(dataDir);
  if (!store) return;
  // Media carry their type and cache policy as object metadata, for a CDN that serves the bucket directly.
  const media = key.startsWith('media/') ? mediaHeaders(key) : {};
  await store.put(key, bytes, contentType ?? media.contentType, media.cacheControl);
}

/** The same for a file already at DATA_DIR/`key` (a streamed upload). */
export async function shareLocalFile(dataDir: string, key: string, contentType?: string): Promise<void> {
  if (sharedStore(dataDir)) await shareFile(dataDir, key, await readFile(resolve(dataDir, key)), contentType);
}

export async function unshareFile(dataDir: string, key: string): Promise<void> {
  const store = sharedStore(dataDir);
  if (!store) return;
  await store.delete(key);
  knownInStore.get(store)?.delete(key);
}

/** Fetches in progress, by local path: concurrent requests for one missing file share one fetch. */
const fetching = new Map<string, Promise<boolean>>();

async function fetchFromStore(store: Storage, key: string, path: string): Promise<boolean> {
  const bytes = await store.get(key);
  if (!bytes) return false;
  await mkdir(dirname(path), { recursive: true });
  // A name of its own (dotted, so never served): a page's parallel requests fetch several files of one
  // folder at once, and a shared temporary name let one file's bytes be renamed into another's place.
  const temporary = join(dirname(path), `.${basename(path)}.${randomUUID()}.fetch`);
  await writeFile(temporary, bytes);
  await rename(temporary, path);
  return true;
}

/** Fetches DATA_DIR/`key` from the shared store when it is not on this machine; true when it is there now. */
export function ensureLocalFile(dataDir: string, key: string): Promise<boolean> {
  const root = resolve(dataDir);
  const path = resolve(root, key);
  if (!path.startsWith(root + sep)) return Promise.resolve(false);
  if (existsSync(path)) return Promise.resolve(true);
  const store = sharedStore(dataDir);
  if (!store) return Promise.resolve(false);
  let pending = fetching.get(path);
  if (!pending) {
    pending = fetchFromStore(store, key, path).finally(() => fetching.delete(path));
    fetching.set(path, pending);
  }
  return pending;
}

/** Every file of a published remote version, fetched into DATA_DIR/remotes when missing (a deploy elsewhere). */
export async function ensureLocalTree(dataDir: string, prefix: string, marker: string): Promise<boolean> {
  const root = resolve(dataDir);
  if (existsSync(resolve(root, prefix, marker))) return true;
  const store = sharedStore(dataDir);
  if (!store) return false;
  const keys = await store.list(prefix);
  // The marker (the manifest) last, so its presence means the whole version is here.
  const ordered = [...keys.filter((key) => !key.endsWith(`/${marker}`)), ...keys.filter((key) => key.endsWith(`/${marker}`))];
  for (const key of ordered) await ensureLocalFile(dataDir, key);
  return existsSync(resolve(root, prefix, marker));
}

const IMAGE_SIZE = /^([A-Za-z0-9_-]+)\.w\d+\.[a-z]+$/;
const ORIGINAL_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp', 'gif'];

/** Media keys each store is known to hold (names are never reused, so a yes stays true until a delete here). */
const knownInStore = new WeakMap<Storage, Set<string>>();
const KNOWN_KEYS_KEPT = 50_000;

async function inStore(store: Storage, key: string): Promise<boolean> {
  let known = knownInStore.get(store);
  if (known?.has(key)) return true;
  if (!(await store.has(key))) return false;
  if (!known || known.size >= KNOWN_KEYS_KEPT) knownInStore.set(store, (known = new Set()));
  known.add(key);
  return true;
}

/**
 * With a CDN base URL or presigned URLs configured: a GET of a stored media file is answered with a redirect
 * to the store, which answers with today's type and cache headers. Generated image sizes exist only on the
 * instances that made them, HEAD cannot follow a GET signature, and remote builds keep being served here
 * (precompressed copies, same-origin scripts, no-cache entries): those fall through to the api.
 */
async function redirectToStore(store: Storage, request: FastifyRequest, reply: FastifyReply, key: string): Promise<boolean> {
  if (request.method !== 'GET' || !key.startsWith('media/') || IMAGE_SIZE.test(key.slice('media/'.length))) return false;
  const target = await store.publicUrl(key, mediaHeaders(key));
  if (!target || !(await inStore(store, key))) return false;
  reply.header('cache-control', `public, max-age=${target.maxAgeSeconds}`).redirect(target.url, 302);
  return true;
}

/**
 * onRequest hook: a /media or /remotes file that another instance wrote is brought here before the static
 * handlers look for it. For a generated image size, its original is brought (the size is made from it here).
 */
export function readThroughHook(dataDir: string) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const store = sharedStore(dataDir);
    if (!store || (request.method !== 'GET' && request.method !== 'HEAD')) return;
    const path = decodeURIComponent(request.url.split('?')[0] ?? '');
    const match = /^\/(media|remotes)\/(.+)$/.exec(path);
    if (!match?.[2] || match[2].includes('..')) return;
    try {
      const key = `${match[1]}/${match[2]}`;
      // Answered here: the static handlers are skipped.
      if (await redirectToStore(store, request, reply, key)) return reply;
      if (await ensureLocalFile(dataDir, key)) return;
      const size = match[1] === 'media' ? IMAGE_SIZE.exec(match[2]) : null;
      if (!size) return;
      for (const extension of ORIGINAL_EXTENSIONS) {
        if (await ensureLocalFile(dataDir, `media/${size[1]}.${extension}`)) return;
      }
    } catch (error) {
      request.log.warn({ err: error, url: request.url }, 'shared store unavailable');
    }
  };
}
