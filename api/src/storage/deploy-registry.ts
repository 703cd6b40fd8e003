import { join } from 'node:path';
import { openDatabase } from '../db/connect.js';
import { migrate } from '../db/migrate.js';
import {
  canaryHistory,
  currentDeployments,
  deploymentHistory,
  promoteCanary,
  recordDeployment,
  rollBackCanary,
  runningCanaries,
  startCanary,
  type CanaryEnd,
  type CanaryStart,
  type Deployment,
  type RemoteTable,
} from './remote-registry.js';
import { storageFromEnv } from './storage.js';

/**
 * What `npm run deploy:remote` uses when DATABASE_URL is set (scripts/remotes-lib.mjs): builds go to the
 * shared store (S3 when S3_BUCKET is set, else DATA_DIR) and the registry in PostgreSQL says which is live,
 * so one command switches every instance. Canaries are rows of remote_canaries (migration 071).
 */
export async function openDeployRegistry(env: NodeJS.ProcessEnv, dataDir: string) {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: join(dataDir, 'pglite') });
  await migrate(database.db);
  const storage = await storageFromEnv(dataDir, env);
  return {
    storage,
    async upload(key: string, bytes: Uint8Array, contentType?: string) {
      await storage.put(key, bytes, contentType);
    },
    async isPublished(remote: string, version: string) {
      return (await storage.get(`remotes/${remote}/${version}/mf-manifest.json`)) !== null;
    },
    record: (deployment: Deployment) => recordDeployment(database.db, deployment),
    table: (): Promise<RemoteTable> => currentDeployments(database.db),
    history: (remote: string) => deploymentHistory(database.db, remote),
    startCanary: (canary: CanaryStart) => startCanary(database.db, canary),
    promoteCanary: (remote: string, end: CanaryEnd) => promoteCanary(database.db, remote, end),
    rollBackCanary: (remote: string, end: CanaryEnd) => rollBackCanary(database.db, remote, end),
    runningCanaries: () => runningCanaries(database.db),
    canaryHistory: (remote: string) => canaryHistory(database.db, remote),
    close: () => database.close(),
  };
}
