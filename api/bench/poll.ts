/**
 * Polling benchmark (a script that prints figures, not a test): requests per second of GET /services/poll,
 * rotating over every seeded user's token, next to a bare Fastify route measured the same way in the same
 * run. Goal: poll ≥ 0.3 × the bare route. Printed twice: as it runs (answers cached until a message or a
 * read changes them) and with the cache off, every poll a database query (the cost after each change).
 * Run: npm run bench:poll -w api   (BENCH_SECONDS=… and BENCH_CONNECTIONS=… to change the load)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { openDatabase } from '../src/db/connect.js';
import { migrate } from '../src/db/migrate.js';
import { seedDatabase } from '../src/seed/seed.js';
import { buildServer } from '../src/server.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function measure(label: string, url: string, paths: string[] = ['/']): Promise<number> {
  let next = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[(next += 1) % paths.length] }) }],
  });
  const failed = result.non2xx + result.errors;
  console.log(
    `  ${label.padEnd(28)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms${failed ? `   (${failed} failed)` : ''}`,
  );
  return result.requests.average;
}

async function listen(app: { listen(options: { port: number; host: string }): Promise<string>; server: { address(): unknown } }): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

const dataDir = await mkdtemp(join(tmpdir(), 'td-bench-poll-'));
const handle = await openDatabase({});
await migrate(handle.db);
await seedDatabase(handle.db, { dataDir });
const users = await handle.db
  .selectFrom('users as u')
  .innerJoin('blog_members as m', 'm.user_id', 'u.id')
  .innerJoin('blogs as b', 'b.id', 'm.blog_id')
  .select(['u.polling_token', sql<string>`string_agg(b.mention_key, ',')`.as('keys')])
  .groupBy('u.polling_token')
  .execute();
const pollPaths = users.map((user) => `/services/poll?token=${user.polling_token}&unread_messages=true&mention_keys=${user.keys}`);

const api = await buildServer({ db: handle.db, dataDir, shellDist: dataDir });
const apiUrl = await listen(api);
const uncached = await buildServer({ db: handle.db, dataDir, shellDist: dataDir, pollCache: false });
const uncachedUrl = await listen(uncached);
const bare = Fastify();
bare.get('/bare', async () => ({ meta: { status: 200, msg: 'OK' }, response: { unread_messages: {} } }));
const bareUrl = await listen(bare);

console.log(`${CONNECTIONS} connections, ${SECONDS} s each, PGlite in memory, ${users.length} users' tokens in turn:`);
const baseline = await measure('bare Fastify route', bareUrl, ['/bare']);
const poll = await measure('GET /services/poll', apiUrl, pollPaths);
const cold = await measure('GET /services/poll, no cache', uncachedUrl, pollPaths);
console.log(`\npoll / bare = ${(poll / baseline).toFixed(2)}× (goal ≥ 0.30×); with no cache ${(cold / baseline).toFixed(2)}×`);

await bare.close();
await api.close();
await uncached.close();
await handle.close();
await rm(dataDir, { recursive: true, force: true });
