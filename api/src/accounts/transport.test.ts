import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { InjectOptions } from 'fastify';
import { FORM_KEY_HEADER, SESSION_COOKIE, type BootstrapResponse } from '../contracts.js';
import { sha256 } from '../http/tokens.js';
import { createTestApp, DEMO, type TestApp } from '../testing/app.js';
import { SECURE_SESSION_COOKIE, SESSION_TTL_SECONDS } from './session.js';

/** Requests as a TLS-terminating proxy (nginx) forwards them: the client's address and scheme in headers. */
const overTls = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7', 'user-agent': 'Browser/1.0' };

describe('cookies and transport behind a TLS proxy (TRUST_PROXY)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ seed: true, server: { trustProxy: true } });
  });
  after(() => t.close());

  async function bootstrap(headers: Record<string, string>) {
    const response = await t.app.inject({ method: 'GET', url: '/svc/bootstrap', headers });
    return { response, body: JSON.parse(response.body).response as BootstrapResponse };
  }

  it('gives a request that came over https a Secure, HttpOnly, SameSite=Lax __Host- cookie, and HSTS', async () => {
    const { response } = await bootstrap(overTls);
    const cookie = response.cookies.find((item) => item.name === SECURE_SESSION_COOKIE);
    assert.ok(cookie, JSON.stringify(response.cookies));
    assert.deepEqual([cookie.secure, cookie.httpOnly, cookie.sameSite, cookie.path, cookie.domain], [true, true, 'Lax', '/', undefined]);
    assert.equal(cookie.maxAge, SESSION_TTL_SECONDS);
    assert.equal(response.cookies.some((item) => item.name === SESSION_COOKIE), false);
    assert.equal(response.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains');
  });

  it('signs in over https with the __Host- cookie and records the client address and browser of the session', async () => {
    const first = await bootstrap(overTls);
    const id = first.response.cookies.find((item) => item.name === SECURE_SESSION_COOKIE)!.value;
    const login = await t.app.inject({
      method: 'POST',
      url: '/svc/account/login',
      headers: { ...overTls, cookie: `${SECURE_SESSION_COOKIE}=${id}`, [FORM_KEY_HEADER]: first.body.form_key, 'content-type': 'application/json' },
      payload: JSON.stringify(DEMO),
    });
    assert.equal(login.statusCode, 200, login.body);
    const signedIn = login.cookies.find((item) => item.name === SECURE_SESSION_COOKIE)!.value;
    const row = await t.db.selectFrom('sessions').selectAll().where('id_hash', '=', sha256(signedIn)).executeTakeFirstOrThrow();
    assert.deepEqual([row.ip, row.user_agent], ['203.0.113.7', 'Browser/1.0']);
    assert.ok(Date.now() - new Date(row.last_seen_at).getTime() < 60_000);
    // A plain-named cookie over https could have been planted from plain http or a subdomain: it is not a session.
    const planted = await bootstrap({ ...overTls, cookie: `${SESSION_COOKIE}=${signedIn}` });
    assert.equal(planted.body.user, null);
    const real = await bootstrap({ ...overTls, cookie: `${SECURE_SESSION_COOKIE}=${signedIn}` });
    assert.equal(real.body.user?.name, 'tumbledemo');
  });

  it('keeps plain http plain: no Secure, no prefix, no HSTS', async () => {
    const { response } = await bootstrap({ 'x-forwarded-proto': 'http' });
    const cookie = response.cookies.find((item) => item.name === SESSION_COOKIE);
    assert.ok(cookie);
    assert.notEqual(cookie.secure, true);
    assert.equal(response.headers['strict-transport-security'], undefined);
  });

  it('ends a session after its idle time, and pushes the end back while it is used', async () => {
    const client = t.client();
    await client.login(DEMO.email, DEMO.password);
    const idHash = sha256(client.sessionId!);
    const request = (): InjectOptions => ({ method: 'GET', url: '/svc/bootstrap', cookies: { [SESSION_COOKIE]: client.sessionId! } });

    // Last used ten minutes ago, ending in an hour: this use moves the end to a full idle time from now.
    await t.db.updateTable('sessions').set({ last_seen_at: new Date(Date.now() - 600_000), expires_at: new Date(Date.now() + 3_600_000) }).where('id_hash', '=', idHash).execute();
    const used = await t.app.inject(request());
    assert.equal(JSON.parse(used.body).response.user.name, 'tumbledemo');
    const row = await t.db.selectFrom('sessions').select(['expires_at', 'last_seen_at']).where('id_hash', '=', idHash).executeTakeFirstOrThrow();
    assert.ok(new Date(row.expires_at).getTime() > Date.now() + (SESSION_TTL_SECONDS - 60) * 1000);
    assert.equal(used.cookies.find((item) => item.name === SESSION_COOKIE)?.maxAge, SESSION_TTL_SECONDS);

    // Unused past its end: signed out.
    await t.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000) }).where('id_hash', '=', idHash).execute();
    assert.equal(JSON.parse((await t.app.inject(request())).body).response.user, null);
  });
});

describe('without TRUST_PROXY', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('ignores X-Forwarded-Proto: a client cannot claim https', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/svc/bootstrap', headers: overTls });
    assert.notEqual(response.cookies.find((item) => item.name === SESSION_COOKIE)?.secure, true);
    assert.equal(response.headers['strict-transport-security'], undefined);
  });
});
