import { randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * Where files that every api instance must see live: uploaded and seed media and published remote builds.
 * Keys are `/`-separated paths such as `media/abc.png` or `remotes/mfe-header/0.1.0-1a2b/mf-manifest.json`.
 */
export interface Storage {
  /** `disk` keeps files under DATA_DIR; `s3` in a bucket of an S3-compatible store. */
  readonly kind: 'disk' | 's3';
  /** `contentType` and `cacheControl` are kept with the object, for whatever serves the bucket directly. */
  put(key: string, bytes: Uint8Array, contentType?: string, cacheControl?: string): Promise<void>;
  /** The bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  /** Whether the file is there. */
  has(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Every key under a prefix (e.g. `remotes/mfe-header/0.1.0-1a2b/`), sorted. */
  list(prefix: string): Promise<string[]>;
  /** Throws when the store cannot be reached (readiness). */
  check(): Promise<void>;
  /**
   * Where a browser can fetch the file without the api (a CDN in front of the bucket, or a presigned URL that
   * answers with `headers`), and how long that address may be cached; null when files are served by the api.
   */
  publicUrl(key: string, headers: PublicHeaders): Promise<PublicUrl | null>;
}

export interface PublicHeaders {
  contentType?: string;
  cacheControl?: string;
}

export interface PublicUrl {
  url: string;
  /** How long a redirect to `url` may be kept (it stays valid for longer). */
  maxAgeSeconds: number;
}

/** SigV4 presigned URLs live at most 7 days. */
const MAX_PRESIGN_SECONDS = 7 * 24 * 60 * 60;
const MIN_PRESIGN_SECONDS = 120;
export const DEFAULT_PRESIGN_SECONDS = 3600;

const SAFE_KEY = /^(?!.*(?:^|\/)\.\.?(?:\/|$))[A-Za-z0-9._\-/@+]+$/;

export function assertKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.startsWith('/')) throw new Error(`not a storage key: ${key}`);
}

/** Files under one directory (DATA_DIR): a single machine needs nothing else. */
export function diskStorage(root: string): Storage {
  const pathOf = (key: string) => {
    assertKey(key);
    const path = resolve(root, key);
    if (!path.startsWith(resolve(root) + sep)) throw new Error(`not a storage key: ${key}`);
    return path;
  };
  async function walk(dir: string): Promise<string[]> {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    const nested = await Promise.all(entries.map((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)])));
    return nested.flat();
  }
  return {
    kind: 'disk',
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const temporary = `${path}.${randomUUID()}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, path);
    },
    async get(key) {
      return readFile(pathOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'EISDIR') return null;
        throw error;
      });
    },
    async has(key) {
      return stat(pathOf(key)).then(
        (info) => info.isFile(),
        () => false,
      );
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async list(prefix) {
      const base = prefix.endsWith('/') ? prefix.slice(0, -1) : dirname(prefix);
      const files = await walk(base ? pathOf(base) : resolve(root));
      return files
        .map((file) => relative(resolve(root), file).split(sep).join('/'))
        .filter((key) => key.startsWith(prefix) && !key.endsWith('.tmp'))
        .sort();
    },
    async check() {
      await mkdir(root, { recursive: true });
      await stat(root);
    },
    async publicUrl() {
      return null;
    },
  };
}

/** S3_PRESIGN_EXPIRES_SECONDS, checked: a bad value stops the start with a clear message. */
export function presignSeconds(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_PRESIGN_SECONDS;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < MIN_PRESIGN_SECONDS || seconds > MAX_PRESIGN_SECONDS) {
    throw new Error(`S3_PRESIGN_EXPIRES_SECONDS must be a whole number of seconds from ${MIN_PRESIGN_SECONDS} to ${MAX_PRESIGN_SECONDS} (7 days), not "${value}"`);
  }
  return seconds;
}

const flag = (value: string | undefined) => Boolean(value) && !['0', 'false', 'no', 'off'].includes(value!.toLowerCase());

/** Settings that only mean something with S3 but are set on the disk store: said once at startup. */
export function ignoredStorageSettings(env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.S3_BUCKET) return [];
  return ['MEDIA_PUBLIC_BASE_URL', 'S3_PRESIGN', 'S3_PRESIGN_EXPIRES_SECONDS', 'S3_PRESIGN_ENDPOINT']
    .filter((name) => env[name])
    .map((name) => `${name} is ignored without S3_BUCKET: files are stored on disk and served by the api`);
}

/**
 * The store the environment asks for: S3 when S3_BUCKET is set (endpoint, region and credentials from
 * S3_ENDPOINT / AWS_ENDPOINT_URL_S3, AWS_REGION and the standard AWS variables), else DATA_DIR on disk.
 * With S3, MEDIA_PUBLIC_BASE_URL (a CDN) or S3_PRESIGN=1 send browsers to the store for media files.
 * The AWS SDK (~5 MB of a process) is loaded only then.
 */
export async function storageFromEnv(dataDir: string, env: NodeJS.ProcessEnv = process.env): Promise<Storage> {
  const bucket = env.S3_BUCKET;
  if (!bucket) return diskStorage(dataDir);
  const endpoint = env.S3_ENDPOINT || env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL || undefined;
  const publicBaseUrl = env.MEDIA_PUBLIC_BASE_URL || undefined;
  if (publicBaseUrl && !/^https?:\/\/[^/]/.test(publicBaseUrl)) throw new Error(`MEDIA_PUBLIC_BASE_URL must be an http(s) address, not "${publicBaseUrl}"`);
  const expiresSeconds = presignSeconds(env.S3_PRESIGN_EXPIRES_SECONDS);
  const { s3Storage } = await import('./s3.js');
  return s3Storage({
    bucket,
    prefix: (env.S3_PREFIX ?? '').replace(/^\/+|\/+$/g, ''),
    ...(publicBaseUrl ? { publicBaseUrl } : {}),
    ...(flag(env.S3_PRESIGN) ? { presign: { expiresSeconds, ...(env.S3_PRESIGN_ENDPOINT ? { endpoint: env.S3_PRESIGN_ENDPOINT } : {}) } } : {}),
    client: {
      region: env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1',
      ...(endpoint ? { endpoint } : {}),
      // Keys from these variables; without them the SDK's usual chain (profiles, instance roles…).
      ...(env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
        ? { credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY, sessionToken: env.AWS_SESSION_TOKEN || undefined } }
        : {}),
      // MinIO, s3rver and most self-hosted stores need bucket-in-path addresses.
      forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE !== 'false' : Boolean(endpoint),
    },
  });
}
