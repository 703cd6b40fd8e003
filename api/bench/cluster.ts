// npm run bench:cluster — issue 16's figures on deploy/docker-compose.yml's topology, started without Docker
// (deploy/local-cluster.mts): three api instances behind nginx on one PostgreSQL and one S3 server.
//   BENCH_STREAMS (1000)   connected live streams (one person each; half send, half receive)
//   BENCH_RATE (200)       messages per second      BENCH_SECONDS (60)   how long they are sent
//   BENCH_KILL (1)         SIGKILL instance 3 halfway  BENCH_PORT (8330)   nginx; instances on the next ports
import { Agent, request, type IncomingMessage } from 'node:http';
import { crc32, deflateSync } from 'node:zlib';
import { cp, appendFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { SESSION_COOKIE } from '../src/contracts.js';
import { openDatabase } from '../src/db/connect.js';
import { publishDue } from '../src/publisher/publisher.js';
import { randomToken, sha256 } from '../src/http/tokens.js';
import { startLocalCluster } from '../../deploy/local-cluster.mjs';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const KILL = process.env.BENCH_KILL !== '0';
const PORT = Number(process.env.BENCH_PORT ?? 8330);
const ROOT = new URL('../../', import.meta.url).pathname;

interface Person {
  index: number;
  session: string;
  formKey: string;
  blogUuid: string;
  /** Stream state: events seen (ids), where it is connected, when it lost its connection. */
  seen: Set<string>;
  duplicates: number;
  lastEventId: string | null;
  instance: string | null;
  droppedAt: number | null;
  reconnectMs: number[];
  /** Receivers: when each message to them was sent, oldest first (events per person arrive in order). */
  pending: number[];
  expected: number;
}

const latencies: number[] = [];
const sendErrors: Record<string, number> = {};

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

function post(base: string, path: string, person: Person, body: unknown): Promise<number> {
  return new Promise((resolve) => {
    const payload = JSON.stringify(body);
    const url = new URL(path, base);
    const outgoing = request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', agent: keepAlive, headers: { cookie: `${SESSION_COOKIE}=${person.session}`, 'x-tumblr-form-key': person.formKey, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.on('error', () => resolve(0));
    outgoing.end(payload);
  });
}

const keepAlive = new Agent({ keepAlive: true, maxSockets: 64 });

/** One person's live stream through nginx, reconnecting with Last-Event-ID as a browser's EventSource does. */
function connect(base: string, person: Person, onEvent: (person: Person, id: string) => void): void {
  const url = new URL('/svc/live/stream', base);
  const headers: Record<string, string> = { cookie: `${SESSION_COOKIE}=${person.session}`, accept: 'text/event-stream' };
  if (person.lastEventId) headers['last-event-id'] = person.lastEventId;
  const retry = () => {
    person.droppedAt ??= Date.now();
    if (!stopping) setTimeout(() => connect(base, person, onEvent), 500 + Math.random() * 500);
  };
  const outgoing = request({ host: url.hostname, port: url.port, path: url.pathname, headers, agent: false }, (response: IncomingMessage) => {
    if (response.statusCode !== 200) {
      response.resume();
      return retry();
    }
    person.instance = String(response.headers['x-served-by'] ?? '?');
    if (person.droppedAt !== null) {
      person.reconnectMs.push(Date.now() - person.droppedAt);
      person.droppedAt = null;
    }
    let buffer = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const id = /^id: (\d+)$/m.exec(block)?.[1];
        if (id) onEvent(person, id);
      }
    });
    response.on('end', retry);
    response.on('error', retry);
  });
  outgoing.on('error', retry);
  outgoing.end();
  streams.push(outgoing);
}

let stopping = false;
const streams: ReturnType<typeof request>[] = [];

async function main(): Promise<void> {
  const limits = { RATE_LIMIT_MESSAGES: `${Math.max(60, Math.ceil((RATE * 120) / STREAMS))}/1m`, RATE_LIMIT_UPLOADS: '1000/1m' };
  console.log(`Starting PostgreSQL, s3rver, three instances and nginx on ${PORT}…`);
  const cluster = await startLocalCluster({ port: PORT, env: { ...limits, LOG_LEVEL: 'error' } });
  // Ctrl-C still removes the cluster (its PostgreSQL would outlive this process).
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void cluster.stop().then(() => process.exit(130)));
  const database = await openDatabase({ databaseUrl: cluster.databaseUrl });
  const db = database.db;
  const rows: [string, string][] = [];
  try {
    // People made in the database (signing 1,000 people up would measure password hashing): verified, each
    // with a blog and a session; sender 2k follows receiver 2k+1.
    const tag = randomToken(4).toLowerCase().replace(/[^a-z0-9]/g, 'x');
    const people: Person[] = [];
    for (let index = 0; index < STREAMS; index += 1) {
      const session = randomToken(16);
      const formKey = randomToken(24);
      const { rows: made } = await sql<{ uuid: string }>`
        WITH u AS (INSERT INTO users (email, password_hash, polling_token, email_verified) VALUES (${`bench-${tag}-${index}@example.com`}, 'x', ${randomToken(16)}, true) RETURNING id),
             b AS (INSERT INTO blogs (name, mention_key) VALUES (${`bench-${tag}-${index}`}, ${randomToken(8)}) RETURNING id, uuid),
             m AS (INSERT INTO blog_members (user_id, blog_id, role) SELECT u.id, b.id, 'owner' FROM u, b),
             p AS (UPDATE users SET primary_blog_id = b.id, current_blog_id = b.id FROM u, b WHERE users.id = u.id),
             s AS (INSERT INTO sessions (id_hash, user_id, form_key, expires_at) SELECT ${sha256(session)}, u.id, ${formKey}, now() + interval '1 day' FROM u)
        SELECT b.uuid::text AS uuid FROM b`.execute(db);
      people.push({ index, session, formKey, blogUuid: made[0]!.uuid, seen: new Set(), duplicates: 0, lastEventId: null, instance: null, droppedAt: null, reconnectMs: [], pending: [], expected: 0 });
    }
    await sql`
      INSERT INTO follows (follower_blog_id, followed_blog_id)
      SELECT s.id, r.id FROM blogs s JOIN blogs r ON r.name = regexp_replace(s.name, '-(\\d+)$', '') || '-' || ((substring(s.name from '-(\\d+)$'))::int + 1)
      WHERE s.name LIKE ${`bench-${tag}-%`} AND (substring(s.name from '-(\\d+)$'))::int % 2 = 0`.execute(db);

    const onEvent = (person: Person, id: string) => {
      if (person.seen.has(id)) person.duplicates += 1;
      else {
        person.seen.add(id);
        person.lastEventId = id;
        const sentAt = person.index % 2 === 1 ? person.pending.shift() : undefined;
        if (sentAt !== undefined) latencies.push(Date.now() - sentAt);
      }
    };
    for (const person of people) connect(cluster.url, person, onEvent);
    const deadline = Date.now() + 60_000;
    while (people.some((person) => person.instance === null) && Date.now() < deadline) await new Promise((done) => setTimeout(done, 200));
    const connected = people.filter((person) => person.instance !== null).length;
    console.log(`${connected} streams connected: ${['api1', 'api2', 'api3'].map((name) => `${name} ${people.filter((person) => person.instance === name).length}`).join(', ')}`);

    // Each pair's first message makes their conversation (the receiver's events start counting then).
    const senders = people.filter((person) => person.index % 2 === 0);
    const conversations = new Map<Person, string>();
    await Promise.all(
      senders.map(async (sender) => {
        const receiver = people[sender.index + 1]!;
        const body = { client_id: randomToken(8), participant: sender.blogUuid, participants: [receiver.blogUuid], type: 'TEXT', message: 'hello' };
        const answer = await new Promise<string>((resolve) => {
          const payload = JSON.stringify(body);
          const url = new URL('/svc/conversations/messages', cluster.url);
          const outgoing = request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', agent: keepAlive, headers: { cookie: `${SESSION_COOKIE}=${sender.session}`, 'x-tumblr-form-key': sender.formKey, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } }, (response) => {
            let text = '';
            response.on('data', (chunk: Buffer) => (text += chunk.toString()));
            response.on('end', () => resolve(text));
          });
          outgoing.on('error', () => resolve(''));
          outgoing.end(payload);
        });
        const id = (JSON.parse(answer || '{}') as { response?: { id?: string; conversation?: { id?: string } } }).response;
        const conversationId = id?.id ?? id?.conversation?.id;
        if (!conversationId) throw new Error(`the first message of pair ${sender.index} failed: ${answer.slice(0, 300)}`);
        conversations.set(sender, conversationId);
      }),
    );
    // Let the first messages' events arrive, then count from here.
    await new Promise((done) => setTimeout(done, 2_000));
    for (const person of people) {
      person.expected = person.seen.size;
      person.pending = [];
    }
    latencies.length = 0;

    console.log(`Sending ${RATE} messages/s for ${SECONDS} s${KILL ? ' (SIGKILL of api3 halfway)' : ''}…`);
    const total = RATE * SECONDS;
    const start = Date.now();
    let sent = 0;
    let killedAt = 0;
    const inFlight: Promise<void>[] = [];
    while (sent < total) {
      const due = Math.floor(((Date.now() - start) / 1000) * RATE);
      for (; sent < Math.min(due, total); sent += 1) {
        const sender = senders[sent % senders.length]!;
        const receiver = people[sender.index + 1]!;
        const sentAt = Date.now();
        receiver.pending.push(sentAt);
        inFlight.push(
          post(cluster.url, '/svc/conversations/messages', sender, { client_id: randomToken(8), participant: sender.blogUuid, conversation_id: conversations.get(sender), type: 'TEXT', message: `m${sent}` }).then((status) => {
            if (status === 200) {
              sender.expected += 1;
              receiver.expected += 1;
            } else {
              sendErrors[status] = (sendErrors[status] ?? 0) + 1;
              receiver.pending.splice(receiver.pending.indexOf(sentAt), 1);
            }
          }),
        );
      }
      if (KILL && !killedAt && Date.now() - start > (SECONDS * 1000) / 2) {
        killedAt = Date.now();
        void cluster.signal(2, 'SIGKILL');
      }
      await new Promise((done) => setTimeout(done, 5));
    }
    console.log(`${sent} sent; waiting for the answers…`);
    await Promise.all(inFlight);
    const sendSeconds = (Date.now() - start) / 1000;
    // Everything sent gets a few seconds to arrive.
    await new Promise((done) => setTimeout(done, 5_000));

    const lost = people.reduce((sum, person) => sum + Math.max(0, person.expected - person.seen.size), 0);
    const duplicated = people.reduce((sum, person) => sum + person.duplicates, 0);
    const delivered = people.reduce((sum, person) => sum + person.seen.size, 0);
    const sorted = [...latencies].sort((a, b) => a - b);
    const moved = people.filter((person) => person.reconnectMs.length > 0);
    const reconnects = moved.flatMap((person) => person.reconnectMs).sort((a, b) => a - b);
    const stillOnKilled = people.filter((person) => person.instance === 'api3').length;
    rows.push(
      ['streams connected', `${connected} of ${STREAMS}`],
      ['messages sent (200 OK)', `${total - Object.values(sendErrors).reduce((a, b) => a + b, 0)} of ${total} in ${sendSeconds.toFixed(1)} s${Object.keys(sendErrors).length ? ` (failed: ${JSON.stringify(sendErrors)})` : ''}`],
      ['delivery latency p50 / p95 / max', `${quantile(sorted, 0.5)} / ${quantile(sorted, 0.95)} / ${sorted.at(-1) ?? NaN} ms (${sorted.length} receipts)`],
      ['events delivered / lost / duplicated', `${delivered} / ${lost} / ${duplicated}`],
    );
    if (KILL) {
      rows.push(
        ['streams moved after SIGKILL of api3', `${moved.length} (still on api3: ${stillOnKilled})`],
        ['reconnect time p50 / max', `${quantile(reconnects, 0.5)} / ${reconnects.at(-1) ?? NaN} ms`],
      );
    }
    stopping = true;
    for (const stream of streams) stream.destroy();

    console.log('Uploads, remotes and scheduled posts…');
    // Files: upload through instance 1, fetch through 2 and 3 (instance 3 is dead when it was killed: skip it).
    const uploader = senders[0]!;
    const alive = cluster.instances.filter((instance) => instance.process && instance.process.exitCode === null && instance.process.signalCode === null);
    const uploads = 50;
    const names: string[] = [];
    for (let i = 0; i < uploads; i += 1) {
      const bytes = tinyPng(i);
      const form = new FormData();
      form.append('photo', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `bench-${i}.png`);
      const answer = await fetch(`${cluster.instances[0]!.url}/svc/post/upload_photo`, { method: 'POST', body: form, headers: { cookie: `${SESSION_COOKIE}=${uploader.session}`, 'x-tumblr-form-key': uploader.formKey } });
      const json = (await answer.json()) as { response?: { url?: string } };
      if (json.response?.url) names.push(json.response.url);
    }
    let found = 0;
    let asked = 0;
    for (const instance of alive.slice(1)) {
      for (const url of names) {
        asked += 1;
        if ((await fetch(`${instance.url}${url}`)).ok) found += 1;
      }
    }
    rows.push([`uploads through api1 found through ${alive.slice(1).map((instance) => instance.name).join(', ')}`, `${found} of ${asked} (${asked ? ((found / asked) * 100).toFixed(0) : 0}%), ${names.length} of ${uploads} uploaded`]);

    // Remotes: a changed build deployed, then made live through instance 2 (the platform console's switch).
    const build = await mkdtemp(join(tmpdir(), 'bench-remote-'));
    await cp(join(ROOT, 'mfe-share', 'dist'), build, { recursive: true });
    await appendFile(join(build, 'remoteEntry.js'), `\n// bench ${Date.now()}\n`);
    const table = async (base: string) => ((await (await fetch(`${base}/remotes.json`)).json()) as Record<string, { version: string }>)['mfe-share']!.version;
    const before = await table(cluster.instances[0]!.url);
    // Not execFileSync: the S3 server runs in this process and must keep answering the upload.
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', `const lib = await import('./scripts/remotes-lib.mjs'); console.log(await lib.publish('mfe-share', ${JSON.stringify(build)})); await lib.closeRegistry();`], {
      cwd: ROOT,
      env: { ...process.env, ...cluster.deployEnv, DATA_DIR: build },
    });
    const deployed = stdout.trim().split('\n').at(-1)!;
    await sql`UPDATE users SET is_platform_admin = true FROM sessions WHERE sessions.user_id = users.id AND sessions.id_hash = ${sha256(uploader.session)}`.execute(db);
    const switched = await post(cluster.instances[1]!.url, '/svc/platform/switch', uploader, { remote: 'mfe-share', version: before });
    const others = alive.filter((instance) => instance.name !== 'api2');
    const agree = await Promise.all(others.map(async (instance) => (await table(instance.url)) === before && (await fetch(`${instance.url}/remotes/mfe-share/${deployed}/mf-manifest.json`)).ok));
    await rm(build, { recursive: true, force: true });
    rows.push([`remote switched through api2 (${switched}), served by ${others.map((instance) => instance.name).join(', ')}`, agree.every(Boolean) ? 'yes, on the next remotes.json' : `no (${agree.join(', ')})`]);

    // 500 scheduled posts due at once, three publishers (one per instance's connection pool) at once.
    const blog = await sql<{ id: string }>`SELECT id FROM blogs WHERE name = ${`bench-${tag}-0`}`.execute(db);
    await sql`
      INSERT INTO posts (blog_id, type, content, reblog_key, state, publish_on)
      SELECT ${blog.rows[0]!.id}, 'text', json_build_object('type', 'text', 'title', 'due ' || n, 'body', '<p>due</p>')::jsonb, 'bench' || n, 'queued', now() - interval '1 minute'
      FROM generate_series(1, 500) AS n`.execute(db);
    const pools = await Promise.all([0, 1, 2].map(() => openDatabase({ databaseUrl: cluster.databaseUrl })));
    const publishStart = Date.now();
    const perPublisher = await Promise.all(
      pools.map(async (pool) => {
        let count = 0;
        for (let pass = await publishDue(pool.db); pass.scheduled > 0; pass = await publishDue(pool.db)) count += pass.scheduled;
        return count;
      }),
    );
    const publishMs = Date.now() - publishStart;
    for (const pool of pools) await pool.close();
    const { rows: copies } = await sql<{ titles: number; posts: number }>`
      SELECT count(DISTINCT content->>'title')::int AS titles, count(*)::int AS posts FROM posts WHERE blog_id = ${blog.rows[0]!.id} AND state = 'published'`.execute(db);
    rows.push(['500 scheduled posts, 3 publishers', `${copies[0]!.posts} published, ${copies[0]!.titles} distinct (per publisher ${perPublisher.join(' / ')}, ${publishMs} ms)`]);
  } finally {
    stopping = true;
    for (const stream of streams) stream.destroy();
    keepAlive.destroy();
    await database.close();
    await cluster.stop();
  }
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(`\nbench:cluster — ${STREAMS} streams, ${RATE} messages/s for ${SECONDS} s, 3 instances behind nginx, PostgreSQL + s3rver\n`);
  for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);
}

/** A 1×1 PNG whose colour comes from the seed, so each upload is a new file. */
function tinyPng(seed: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8;
  header[9] = 2;
  const pixels = Buffer.from([0, seed % 256, (seed * 7) % 256, (seed * 13) % 256]);
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

await main();
process.exit(0);
