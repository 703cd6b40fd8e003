import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';

/**
 * Where files that every api instance must see live: uploaded and seed media and published remote builds.
 * Keys are `/`-separated paths such as `media/abc.png` or `remotes/mfe-header/0.1.0-1a2b/mf-manifest.json`.
 */
export interface Storage {
  /** `disk` keeps files under DATA_DIR; `s3` in a bucket of an S3-compatible store. */
  readonly kind: 'disk' | 's3';
  put(key: string, bytes: Uint8Array, contentType?: string): Promise<void>;
  /** The bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** Every key under a prefix (e.g. `remotes/mfe-header/0.1.0-1a2b/`), sorted. */
  list(prefix: string): Promise<string[]>;
  /** Throws when the store cannot be reached (readiness). */
  check(): Promise<void>;
}

const SAFE_KEY = /^(?!.*(?:^|\/)\.\.?(?:\/|$))[A-Za-z0-9._\-/@+]+$/;

function assertKey(key: string): void {
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
      const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, path);
    },
    async get(key) {
      return readFile(pathOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'EISDIR') return null;
        throw error;
      });
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
  };
}

export interface S3Options {
  bucket: string;
  /** Keys are stored under this prefix (no leading or trailing slash), so one bucket can serve several sites. */
  prefix?: string;
  /** Passed to the S3 client: endpoint, region, forcePathStyle, credentials… */
  client?: S3ClientConfig;
}

/** Any S3-compatible object store (AWS S3, MinIO, R2, Ceph, s3rver) through @aws-sdk/client-s3. */
export function s3Storage({ bucket, prefix = '', client: clientConfig = {} }: S3Options): Storage {
  const client = new S3Client(clientConfig);
  const full = (key: string) => {
    assertKey(key);
    return prefix ? `${prefix}/${key}` : key;
  };
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: full(key), Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: full(key) }));
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: full(key) }));
    },
    async list(listPrefix) {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: full(listPrefix), ContinuationToken: token }));
        for (const object of page.Contents ?? []) if (object.Key) keys.push(prefix ? object.Key.slice(prefix.length + 1) : object.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },
  };
}

/**
 * The store the environment asks for: S3 when S3_BUCKET is set (endpoint, region and credentials from
 * S3_ENDPOINT / AWS_ENDPOINT_URL_S3, AWS_REGION and the standard AWS variables), else DATA_DIR on disk.
 */
export function storageFromEnv(dataDir: string, env: NodeJS.ProcessEnv = process.env): Storage {
  const bucket = env.S3_BUCKET;
  if (!bucket) return diskStorage(dataDir);
  const endpoint = env.S3_ENDPOINT || env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL || undefined;
  return s3Storage({
    bucket,
    prefix: (env.S3_PREFIX ?? '').replace(/^\/+|\/+$/g, ''),
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
