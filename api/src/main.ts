import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { loadConfig } from './config.js';
import { openDatabase, compileWasmOnBaselineTier } from './db/connect.js';
import { migrate } from './db/migrate.js';
import { isDatabaseEmpty, prepareInOwnProcess } from './seed/seed-process.js';
import { purgeExpiredSessions, setSessionIdleDays } from './accounts/session.js';
import { loadRateLimits } from './rate-limit/config.js';
import { purgeExpiredRateLimits } from './rate-limit/store.js';
import { buildServer } from './server.js';
import { ignoredStorageSettings, storageFromEnv } from './storage/storage.js';
import { ensureStickers } from './messaging/stickers.js';
import { startPublisher } from './publisher/publisher.js';
import { startPeriodicJobs } from './publisher/periodic.js';
import { pruneBehaviourLog } from './behaviour-log/store.js';
import { smtpMailer } from './mail/smtp.js';
import { startCanaryWatch } from './canary/watch.js';
import { canaryConfig } from './canary/config.js';

const config = loadConfig();
setSessionIdleDays(config.sessionIdleDays);
const pgliteDir = join(config.dataDir, 'pglite');
if (!config.databaseUrl && !config.pgliteWasmTierUp) compileWasmOnBaselineTier();
const openConfigured = () => openDatabase({ databaseUrl: config.databaseUrl, pgliteDir });
// A first start creates the database and writes the demo data in a child process (seed/seed-process.ts).
if (!config.databaseUrl && !existsSync(join(pgliteDir, 'PG_VERSION'))) {
  console.log('First start: creating the database and writing the demo data…');
  await prepareInOwnProcess({ dataDir: config.dataDir, databaseUrl: undefined });
}
let database = await openConfigured();
const applied = await migrate(database.db);
// PostgreSQL's first start, or a demo seed that failed before.
if (await isDatabaseEmpty(database.db)) {
  console.log('Empty database: writing the demo data…');
  // PGlite's data directory takes one process at a time.
  await database.close();
  await prepareInOwnProcess({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  database = await openConfigured();
}
const app = await buildServer({
  db: database.db,
  dataDir: config.dataDir,
  shellDist: config.shellDist,
  trustProxy: config.trustProxy,
  devOutbox: config.devOutbox,
  ...(config.smtpUrl ? { mailer: smtpMailer(config.smtpUrl, config.mailFrom) } : {}),
  databaseUrl: config.databaseUrl,
  rateLimits: loadRateLimits(),
  storage: await storageFromEnv(config.dataDir),
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
});
if (applied.length > 0) app.log.info({ applied }, 'migrations applied');
for (const warning of ignoredStorageSettings()) app.log.warn(warning);
// Behind a load balancer: which instance answered (deploy/docker-compose.yml names them api1, api2…).
const instanceName = process.env.INSTANCE_NAME;
if (instanceName) app.addHook('onRequest', async (_request, reply) => void reply.header('x-served-by', instanceName));
// Scheduled and queued posts go out from every instance; the publisher's row locks keep them apart.
const publisher = startPublisher(database.db, app.log);
app.addHook('onClose', () => publisher.stop());
// Canaries whose error rate exceeds the stable build's are rolled back by whichever instance checks first.
const canaryWatch = startCanaryWatch(database.db, config.dataDir, app.log, canaryConfig());
app.addHook('onClose', () => canaryWatch.stop());
await ensureStickers(database.db, config.dataDir);

// Expired sessions and rate-limit rows are refused on read; purging only keeps the tables small. Once an hour
// across all instances: the instance that claims the hour does it. Behaviour log rows go after 30 days, daily.
const periodic = startPeriodicJobs(
  database.db,
  [
    { name: 'purge-expired-sessions', everyMs: 60 * 60 * 1000, run: (now) => purgeExpiredSessions(database.db, now) },
    { name: 'purge-expired-rate-limits', everyMs: 60 * 60 * 1000, run: (now) => purgeExpiredRateLimits(database.db, now) },
    { name: 'prune-behaviour-log', everyMs: 24 * 60 * 60 * 1000, run: (now) => pruneBehaviourLog(database.db, now) },
  ],
  app.log,
);
app.addHook('onClose', () => periodic.stop());

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: shutting down`);
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
// Show an address a browser can open, and the real port when PORT=0 asked for any free one.
const { port } = app.server.address() as AddressInfo;
const shownHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
const url = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`;
console.log(`Tumbledash is running at ${url}`);
console.log('Demo login: demo@example.com / demo-password');
if (config.devOutbox) console.log(`Mail the server sends (e.g. email verification): ${url}/dev/outbox`);
