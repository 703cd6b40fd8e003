import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { BootstrapResponse, Conversation } from '../contracts.js';
import { openDatabase, type DatabaseHandle } from '../db/connect.js';
import { migrate, migrationFiles } from '../db/migrate.js';
import { seedDatabase } from '../seed/seed.js';
import { buildServer } from '../server.js';
import { DEMO, FRIEND, TestClient } from '../testing/app.js';
import { startTestPostgres, type TestPostgres } from '../testing/postgres-server.js';

/**
 * ARCHITECTURE.md: more load = more api instances on one PostgreSQL. Two instances, each with its own pool,
 * share sessions, data and unread changes through the database alone.
 */
describe('two api instances on one PostgreSQL server', () => {
  let postgres: TestPostgres;
  let dataDir: string;
  const handles: DatabaseHandle[] = [];
  const apps: FastifyInstance[] = [];

  before(async () => {
    postgres = await startTestPostgres();
    dataDir = await mkdtemp(join(tmpdir(), 'td-two-'));
    const shellDist = join(dataDir, 'shell');
    await mkdir(shellDist, { recursive: true });
    await writeFile(join(shellDist, 'index.html'), '<!doctype html><title>Tumbledash</title>');
    for (let i = 0; i < 2; i += 1) handles.push(await openDatabase({ databaseUrl: postgres.url }));
    // Both start together, as a deploy would start them: each migration runs once, whichever instance runs it.
    const applied = (await Promise.all(handles.map((handle) => migrate(handle.db)))).flat().sort();
    assert.deepEqual(applied, await migrationFiles());
    await seedDatabase(handles[0]!.db, { dataDir });
    for (const handle of handles) {
      const app = await buildServer({ db: handle.db, dataDir, shellDist, databaseUrl: postgres.url });
      await app.ready();
      apps.push(app);
    }
  });

  after(async () => {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close();
    await postgres?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** A browser whose requests go to instance `i`; the load balancer may send any request anywhere. */
  function on(client: TestClient, i: number): TestClient {
    client.app = apps[i]!;
    return client;
  }

  it('keeps a session made on one instance valid on the other', async () => {
    const browser = on(new TestClient(apps[0]!), 0);
    await browser.login(DEMO.email, DEMO.password);
    const elsewhere = await on(browser, 1).get<BootstrapResponse>('/svc/bootstrap');
    assert.equal(elsewhere.envelope.response.user?.name, 'tumbledemo');
    const page = await browser.get<{ posts: unknown[] }>('/svc/post/dashboard');
    assert.ok(page.envelope.response.posts.length > 0);
  });

  it('shows a message sent through one instance in the next poll on the other, cache and all', async () => {
    const demo = on(new TestClient(apps[0]!), 0);
    await demo.login(DEMO.email, DEMO.password);
    const friend = on(new TestClient(apps[1]!), 1);
    const friendBoot = await friend.login(FRIEND.email, FRIEND.password);
    const token = friendBoot.envelope.response.user!.polling_token;
    const config = await friend.get<{ blogs: { uuid: string; mention_key: string }[] }>('/svc/conversations/config');
    const friendly = config.envelope.response.blogs[0]!;
    const demoConfig = await demo.get<{ blogs: { uuid: string; name: string }[] }>('/svc/conversations/config');
    const tumbledemo = demoConfig.envelope.response.blogs.find((blog) => blog.name === 'tumbledemo')!;

    const pollUrl = `/services/poll?token=${token}&unread_messages=true&mention_keys=${friendly.mention_key}`;
    const unread = async () =>
      (JSON.parse((await apps[1]!.inject({ url: pollUrl })).body).response.unread_messages[friendly.mention_key] ?? {}) as Record<string, number>;
    const inbox = await friend.get<{ conversations: Conversation[] }>(`/svc/conversations?participant=${friendly.uuid}`);
    const conversation = inbox.envelope.response.conversations.find((c) => c.participants.some((p) => p.name === 'tumbledemo'))!;
    // Read it on instance 1, then poll twice there so the answer is cached.
    await friend.post('/svc/conversations/mark_read', { conversation_id: conversation.id, participant: friendly.uuid });
    assert.equal((await unread())[conversation.id], undefined);
    assert.equal((await unread())[conversation.id], undefined);

    const sent = await demo.post('/svc/conversations/messages', {
      client_id: 'two-instances-1',
      participant: tumbledemo.uuid,
      conversation_id: conversation.id,
      type: 'TEXT',
      message: 'Sent through instance 0',
    });
    assert.equal(sent.statusCode, 200, sent.body);
    // NOTIFY reaches instance 1 asynchronously; it must get there within moments.
    const deadline = Date.now() + 3_000;
    let count: number | undefined;
    while (Date.now() < deadline && count === undefined) {
      count = (await unread())[conversation.id];
      if (count === undefined) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.equal(count, 1);

    // The same message resent through the other instance is stored once.
    const resent = await on(demo, 1).post('/svc/conversations/messages', {
      client_id: 'two-instances-1',
      participant: tumbledemo.uuid,
      conversation_id: conversation.id,
      type: 'TEXT',
      message: 'Sent through instance 0',
    });
    assert.equal(resent.statusCode, 200);
    assert.equal((await unread())[conversation.id], 1);
  });
  it('holds rate limits across instances: failed log-ins and sign-ups are counted in the database', async () => {
    // Failures alternate between the instances, from addresses that change every time.
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const app = apps[attempt % 2]!;
      const response = await app.inject({ method: 'POST', url: '/svc/account/login', remoteAddress: `10.9.0.${attempt}`, ...(await loginRequest(app, 'ada@example.com', 'wrong', `10.9.0.${attempt}`)) });
      assert.equal(response.statusCode, 400);
    }
    for (const app of apps) {
      const response = await app.inject({ method: 'POST', url: '/svc/account/login', remoteAddress: '10.9.1.1', ...(await loginRequest(app, 'ada@example.com', 'ada-password', '10.9.1.1')) });
      assert.equal(response.statusCode, 429);
      assert.ok(Number(response.headers['retry-after']) > 0);
    }
    const statuses: number[] = [];
    for (let index = 1; index <= 6; index += 1) {
      const browser = on(new TestClient(apps[index % 2]!), index % 2);
      const request = browser.request.bind(browser);
      browser.request = (options) => request({ ...options, remoteAddress: '10.9.2.1' });
      await browser.bootstrap();
      statuses.push((await browser.post('/svc/account/register', { email: `spread${index}@example.com`, password: 'long-enough-password', blog_name: `spread-${index}` })).statusCode);
    }
    assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429]);
  });

  /** A fresh anonymous session on `app` from `ip`, and a log-in request for it. */
  async function loginRequest(app: FastifyInstance, email: string, password: string, ip: string) {
    const browser = new TestClient(app);
    const request = browser.request.bind(browser);
    browser.request = (options) => request({ ...options, remoteAddress: ip });
    await browser.bootstrap();
    return {
      headers: { 'content-type': 'application/json', cookie: `td_session=${browser.sessionId}`, 'x-tumblr-form-key': browser.formKey },
      payload: JSON.stringify({ email, password }),
    };
  }
});
