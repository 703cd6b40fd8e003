import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertKey, type Storage } from './storage.js';

/** A redirect to a CDN address never goes stale (media names are never reused), but the CDN may be changed. */
const CDN_REDIRECT_MAX_AGE = 24 * 60 * 60;

export interface S3Options {
  bucket: string;
  /** Keys are stored under this prefix (no leading or trailing slash), so one bucket can serve several sites. */
  prefix?: string;
  /** Passed to the S3 client: endpoint, region, forcePathStyle, credentials… */
  client?: S3ClientConfig;
  /** A CDN (or the bucket's public address) serving the bucket's objects: browsers are sent to `{base}/{object key}`. */
  publicBaseUrl?: string;
  /** Browsers are sent to presigned GetObject URLs valid this long (when there is no publicBaseUrl). */
  presign?: {
    expiresSeconds: number;
    /** The endpoint browsers reach the store at, when it differs from the api's (e.g. inside docker-compose). */
    endpoint?: string;
  };
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    ['NoSuchKey', 'NotFound'].includes((error as { name?: string }).name ?? '') ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
  );
}

/** Any S3-compatible object store (AWS S3, MinIO, R2, Ceph, s3rver) through @aws-sdk/client-s3. */
export function s3Storage({ bucket, prefix = '', client: clientConfig = {}, publicBaseUrl, presign }: S3Options): Storage {
  const client = new S3Client(clientConfig);
  const presigner = presign?.endpoint ? new S3Client({ ...clientConfig, endpoint: presign.endpoint }) : client;
  const base = publicBaseUrl?.replace(/\/+$/, '');
  const full = (key: string) => {
    assertKey(key);
    return prefix ? `${prefix}/${key}` : key;
  };
  return {
    kind: 's3',
    async put(key, bytes, contentType, cacheControl) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: full(key), Body: bytes, ContentType: contentType, CacheControl: cacheControl }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: full(key) }));
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async has(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: full(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
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
    async publicUrl(key, headers) {
      const objectKey = full(key);
      if (base) return { url: `${base}/${objectKey.split('/').map(encodeURIComponent).join('/')}`, maxAgeSeconds: CDN_REDIRECT_MAX_AGE };
      if (!presign) return null;
      // Signed as of the start of the current half-expiry window: every request (on every instance) in the
      // window gets the same URL, so browsers and CDNs keep one copy of the file, and the URL stays valid
      // for at least half the expiry after the window ends — longer than a redirect to it is kept.
      const windowMs = (presign.expiresSeconds * 1000) / 2;
      const now = Date.now();
      const signedAt = Math.floor(now / windowMs) * windowMs;
      const url = await getSignedUrl(
        presigner,
        new GetObjectCommand({ Bucket: bucket, Key: objectKey, ResponseContentType: headers.contentType, ResponseCacheControl: headers.cacheControl }),
        { expiresIn: presign.expiresSeconds, signingDate: new Date(signedAt) },
      );
      return { url, maxAgeSeconds: Math.max(1, Math.floor((signedAt + windowMs - now) / 1000)) };
    },
  };
}
