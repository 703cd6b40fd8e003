import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES } from '../contracts.js';
import type { DatabaseHandle } from '../db/connect.js';
import { migrate } from '../db/migrate.js';
import { installErrorHandling } from '../http/errors.js';
import { ok } from '../http/envelope.js';
import type { Mail } from '../mail/mailer.js';
import { createTestApp, DEMO, FRIEND, type TestApp, type TestClient } from '../testing/app.js';
import { openTestDatabase } from '../testing/database.js';
import { multipartBody } from '../testing/multipart.js';
import { DEFAULT_RATE_LIMITS, loadRateLimits, parseLimit, waitText, type RateLimitConfig } from './config.js';
import { installRateLimits, rateLimits } from './limits.js';

/** A client whose requests come from `ip`. */
function from(client: TestClient, ip: string): TestClient {
  const request = client.request.bind(client);
  client.request = (options) => request({ ...options, remoteAddress: ip });
  return client;
}

async function visitor(t: TestApp, ip: string): Promise<TestClient> {
  const client = from(t.client(), ip);
  await client.bootstrap();
  return client;
}

function assertTooMany(response: { statusCode: number; headers: Record<string, unknown>; envelope: { meta: { msg: string } } }, text: RegExp): void {
  assert.equal(response.statusCode, 429);
  assert.match(String(response.headers['retry-after']), /^[1-9][0-9]*$/);
  assert.match(response.envelope.meta.msg, text);
}

describe('rate limit config', () => {
  it('reads every limit from its environment variable', () => {
    assert.deepEqual(parseLimit('X', '25/5m'), { max: 25, windowMs: 300_000 });
    assert.deepEqual(parseLimit('X', '3/h'), { max: 3, windowMs: 3_600_000 });
    const config = loadRateLimits({ RATE_LIMIT_LOGIN_IP: '7/30s', RATE_LIMIT_NEW_CONVERSATIONS_PER_DAY: '9', RATE_LIMIT_UPLOADS: '2/1m' });
    assert.deepEqual(config.loginFailuresPerIp, { max: 7, windowMs: 30_000 });
    assert.equal(config.newConversationsPerDay, 9);
    assert.deepEqual(config.uploads, { max: 2, windowMs: 60_000 });
    assert.deepEqual(config.asks, DEFAULT_RATE_LIMITS.asks);
    assert.throws(() => loadRateLimits({ RATE_LIMIT_ASKS: 'lots' }), /RATE_LIMIT_ASKS must look like 25\/5m/);
    assert.equal(waitText(250_000), '5 minutes');
    assert.equal(waitText(1000), '1 second');
  });
});

describe('log-in and sign-up limits (the defaults)', () => {
  let t: TestApp;
  const mails: Mail[] = [];
  before(async () => {
    t = await createTestApp({ seed: true, server: { rateLimits: DEFAULT_RATE_LIMITS, mailer: { send: async (mail) => void mails.push(mail) } } });
  });
  after(() => t.close());

  it('answers a wrong password and an unknown email with the same text', async () => {
    const client = await visitor(t, '10.0.0.1');
    const wrong = await client.post('/svc/account/login', { email: DEMO.email, password: 'not-it' });
    const unknown = await client.post('/svc/account/login', { email: 'nobody@example.com', password: 'not-it' });
    assert.equal(wrong.statusCode, 400);
    assert.deepEqual([wrong.statusCode, wrong.envelope.meta.msg], [unknown.statusCode, unknown.envelope.meta.msg]);
    assert.equal(wrong.envelope.meta.msg, ACCOUNT_MESSAGES.loginFailed);
  });

  it('stops an address after 25 failed log-ins in 5 minutes, even with the right password; others still log in', async () => {
    const client = await visitor(t, '10.0.0.2');
    for (let attempt = 1; attempt <= 25; attempt += 1) {
      const response = await client.post('/svc/account/login', { email: `guess${attempt}@example.com`, password: 'guess' });
      assert.equal(response.statusCode, 400, `attempt ${attempt}`);
    }
    assertTooMany(await client.post('/svc/account/login', { email: FRIEND.email, password: FRIEND.password }), /^Too many failed log-in attempts\. Try again in [1-5] minutes?\.$/);
    const elsewhere = await visitor(t, '10.0.0.3');
    assert.equal((await elsewhere.login(FRIEND.email, FRIEND.password)).statusCode, 200);
  });

  it('makes an account wait after 10 failures in 15 minutes from any addresses, and mails its owner once', async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const attacker = await visitor(t, `10.1.0.${attempt}`);
      assert.equal((await attacker.post('/svc/account/login', { email: 'Ada@Example.com', password: `guess-${attempt}` })).statusCode, 400);
    }
    const owner = await visitor(t, '10.2.0.1');
    assertTooMany(await owner.login('ada@example.com', 'ada-password'), /^Too many failed log-in attempts\. Try again in 1[0-5] minutes\.$/);
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.deepEqual(mails.map((mail) => [mail.to, mail.subject]), [['ada@example.com', 'Someone is trying to log in to your Tumbledash account']]);
    // An email without an account is held the same way, so the answers do not tell which emails exist.
    for (let attempt = 1; attempt <= 10; attempt += 1) await (await visitor(t, `10.3.0.${attempt}`)).post('/svc/account/login', { email: 'ghost@example.com', password: 'x' });
    assertTooMany(await (await visitor(t, '10.3.1.1')).post('/svc/account/login', { email: 'ghost@example.com', password: 'x' }), /^Too many failed log-in attempts/);
    assert.equal(mails.length, 1);
  });

  it('allows 5 sign-ups an hour from one address', async () => {
    for (let index = 1; index <= 5; index += 1) {
      const response = await (await visitor(t, '10.4.0.1')).post('/svc/account/register', { email: `new${index}@example.com`, password: 'long-enough-password', blog_name: `newcomer-${index}` });
      assert.equal(response.statusCode, 200, response.body);
    }
    const sixth = await (await visitor(t, '10.4.0.1')).post('/svc/account/register', { email: 'new6@example.com', password: 'long-enough-password', blog_name: 'newcomer-6' });
    assertTooMany(sixth, /^Too many sign-ups from this network\. Try again in [0-9]+ minutes?\.$/);
    assert.ok(Number(sixth.headers['retry-after']) > 3000);
    const other = await (await visitor(t, '10.4.0.2')).post('/svc/account/register', { email: 'new7@example.com', password: 'long-enough-password', blog_name: 'newcomer-7' });
    assert.equal(other.statusCode, 200);
  });
});

describe('per-user limits', () => {
  let t: TestApp;
  const limits: RateLimitConfig = {
    ...DEFAULT_RATE_LIMITS,
    uploads: { max: 3, windowMs: 60_000 },
    messages: { max: 2, windowMs: 60_000 },
    asks: { max: 2, windowMs: 60_000 },
  };
  before(async () => {
    t = await createTestApp({ seed: true, server: { rateLimits: limits } });
  });
  after(() => t.close());

  it('counts uploads per user per minute', async () => {
    const demo = t.client();
    await demo.login(DEMO.email, DEMO.password);
    const upload = () => {
      const body = multipartBody([{ field: 'photo', filename: 'a.png', contentType: 'image/png', bytes: Buffer.from('not an image') }]);
      return demo.request({ method: 'POST', url: '/svc/post/upload_photo', payload: body.payload, headers: body.headers });
    };
    for (let index = 0; index < 3; index += 1) assert.equal((await upload()).statusCode, 400);
    assertTooMany(await upload(), /^You've uploaded a lot in a short time\. Try again in (1 minute|[0-9]+ seconds)\.$/);
    const friend = t.client();
    await friend.login(FRIEND.email, FRIEND.password);
    const body = multipartBody([{ field: 'photo', filename: 'a.png', contentType: 'image/png', bytes: Buffer.from('x') }]);
    assert.equal((await friend.request({ method: 'POST', url: '/svc/post/upload_photo', payload: body.payload, headers: body.headers })).statusCode, 400);
  });

  it('counts asks per user per minute; another person still asks', async () => {
    const demo = t.client();
    await demo.login(DEMO.email, DEMO.password);
    const ask = (client: TestClient) => client.post('/svc/post/ask', { recipient: 'night-owl-notes', anonymous: false, question: 'What keeps you up?' });
    for (let index = 0; index < 2; index += 1) assert.equal((await ask(demo)).statusCode, 200);
    assertTooMany(await ask(demo), /^You've sent a lot of asks in a short time\. Try again in (1 minute|[0-9]+ seconds)\.$/);
    const friend = t.client();
    await friend.login(FRIEND.email, FRIEND.password);
    assert.equal((await ask(friend)).statusCode, 200);
  });

  it('counts messages per user per minute', async () => {
    const friend = t.client();
    await friend.login(FRIEND.email, FRIEND.password);
    const send = () => friend.post('/svc/conversations/messages', { participant: 'not-a-blog', type: 'TEXT', message: 'hi', client_id: 'x' });
    for (let index = 0; index < 2; index += 1) assert.notEqual((await send()).statusCode, 429);
    const refused = await send();
    assertTooMany(refused, /^You're sending messages faster than anyone can read them\./);
    // Code 7005, not the daily limit's 7004: the client shows this sentence and sends again after the wait.
    const [detail] = (refused.envelope.errors ?? []) as { code?: number; detail: string; retry_after?: number }[];
    assert.equal(detail?.code, 7005);
    assert.equal(detail?.detail, refused.envelope.meta.msg);
    assert.equal(String(detail?.retry_after), refused.headers['retry-after']);
  });
});

describe('route presets (for asks, shares by email, reports)', () => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  before(async () => {
    handle = await openTestDatabase();
    await migrate(handle.db);
    app = Fastify();
    installErrorHandling(app);
    const tiny = { max: 1, windowMs: 60_000 };
    await installRateLimits(app, handle.db, { ...DEFAULT_RATE_LIMITS, asks: tiny, emailShares: tiny, reports: tiny });
    app.decorateRequest('session', null);
    app.addHook('onRequest', async (request) => {
      request.session = { idHash: 'h', userId: String(request.headers['x-user']), formKey: 'k', currentBlogId: null };
    });
    for (const name of ['asks', 'emailShares', 'reports'] as const) app.post(`/${name}`, { config: { rateLimit: rateLimits[name] } }, async () => ok({}));
    await app.ready();
  });
  after(async () => {
    await app.close();
    await handle.close();
  });

  it('limit each user on their own, with Retry-After and a readable message', async () => {
    for (const [name, text] of [['asks', /asks/], ['emailShares', /shared by email/], ['reports', /reports/]] as const) {
      assert.equal((await app.inject({ method: 'POST', url: `/${name}`, headers: { 'x-user': '1' } })).statusCode, 200);
      const second = await app.inject({ method: 'POST', url: `/${name}`, headers: { 'x-user': '1' } });
      assertTooMany({ ...second, envelope: JSON.parse(second.body) }, text);
      assert.equal((await app.inject({ method: 'POST', url: `/${name}`, headers: { 'x-user': '2' } })).statusCode, 200);
    }
  });
});
