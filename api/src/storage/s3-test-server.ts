import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// s3rver has no types; it is a real S3 server (path-style, any credentials) used by tests only.
// @ts-expect-error untyped package
import S3rver from 's3rver';
import { s3Storage } from './s3.js';
import type { Storage } from './storage.js';

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** The environment an api instance needs to use it. */
  env: Record<string, string>;
  storage(): Storage;
  stop(): Promise<void>;
}

/** An S3 server on a free local port with one empty bucket, removed on stop. */
export async function startTestS3(bucket = 'tumbledash'): Promise<TestS3> {
  const directory = await mkdtemp(join(tmpdir(), 'td-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  const env = { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, AWS_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };
  return {
    endpoint,
    bucket,
    env,
    storage: () =>
      s3Storage({
        bucket,
        client: { endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } },
      }),
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
