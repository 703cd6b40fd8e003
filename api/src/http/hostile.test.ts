import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { InjectOptions } from 'fastify';
import { FORM_KEY_HEADER, SESSION_COOKIE } from '../contracts.js';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../testing/app.js';

/** Inputs a client can send that must never cause a 500; each answers the envelope with a 4xx. */
describe('hostile input', () => {
  let t: TestApp;
  let client: TestClient;
  before(async () => {
    t = await createTestApp({ seed: true });
    client = t.client();
    await client.login(DEMO.email, DEMO.password);
  });
  after(() => t.close());

  async function expectClientError(options: InjectOptions, status?: number): Promise<{ status: number; msg: string }> {
    const headers: Record<string, string> = {
      cookie: `${SESSION_COOKIE}=${client.sessionId}`,
      [FORM_KEY_HEADER]: client.formKey,
      ...(options.headers as Record<string, string> | undefined),
    };
    const response = await t.app.inject({ ...options, headers });
    const label = `${options.method} ${String(options.url).slice(0, 100)} → ${response.statusCode} ${response.body.slice(0, 200)}`;
    assert.ok(response.statusCode >= 400 && response.statusCode < 500, label);
    if (status) assert.equal(response.statusCode, status, label);
    const body = JSON.parse(response.body) as { meta: { status: number; msg: string } };
    assert.equal(body.meta.status, response.statusCode, label);
    assert.ok(body.meta.msg.length > 0, label);
    return body.meta;
  }

  const json = { 'content-type': 'application/json' };

  it('malformed JSON → 400 saying so', async () => {
    const meta = await expectClientError({ method: 'POST', url: '/svc/account/login', payload: '{"email": ', headers: json }, 400);
    assert.match(meta.msg, /JSON/);
  });

  it('an empty JSON body → 400', async () => {
    await expectClientError({ method: 'POST', url: '/svc/account/channel', payload: '', headers: json }, 400);
  });

  it('a body that is too large → 400 saying so', async () => {
    const payload = JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) });
    const meta = await expectClientError({ method: 'POST', url: '/svc/account/login', payload, headers: json }, 400);
    assert.equal(meta.msg, 'The request is too large.');
  });

  it('unsupported content types → 400 saying so, plain text → 400', async () => {
    for (const type of ['application/xml', 'multipart/form-data; boundary=x', 'image/png', 'application/json; charset=utf-16']) {
      await expectClientError({ method: 'POST', url: '/svc/account/login', payload: 'email=a', headers: { 'content-type': type } });
    }
    const image = await expectClientError({ method: 'POST', url: '/svc/account/login', payload: 'email=a', headers: { 'content-type': 'image/png' } }, 400);
    assert.equal(image.msg, 'This content type is not accepted here.');
    const text = await expectClientError({ method: 'POST', url: '/svc/account/login', payload: 'email=a', headers: { 'content-type': 'text/plain' } }, 400);
    assert.equal(text.msg, 'body must be an object.');
  });

  it('arrays, objects, numbers and null where strings are expected → 400 naming the field', async () => {
    const bodies: unknown[] = [
      { email: ['a@example.com', 'b@example.com'], password: 'x' },
      { email: { $gt: '' }, password: 'x' },
      { email: 'a@example.com', password: ['p', 'q'] },
      { email: null, password: 'x' },
    ];
    for (const payload of bodies) {
      const meta = await expectClientError({ method: 'POST', url: '/svc/account/login', payload: JSON.stringify(payload), headers: json }, 400);
      assert.match(meta.msg, /must be a string|incorrect/);
    }
    const channel = await expectClientError({ method: 'POST', url: '/svc/account/channel', payload: JSON.stringify({ channel: ['a', 'b'] }), headers: json }, 400);
    assert.equal(channel.msg, 'channel must be a string.');
  });

  it('a body that is not an object → 400', async () => {
    for (const payload of ['[1,2,3]', '"a string"', '42', 'null', 'true']) {
      await expectClientError({ method: 'POST', url: '/svc/account/register', payload, headers: json }, 400);
    }
  });

  it('prototype pollution attempts → 400', async () => {
    const payload = '{"__proto__": {"admin": true}, "email": "a@example.com"}';
    await expectClientError({ method: 'POST', url: '/svc/account/login', payload, headers: json }, 400);
    const constructor = '{"constructor": {"prototype": {"admin": true}}}';
    await expectClientError({ method: 'POST', url: '/svc/account/login', payload: constructor, headers: json }, 400);
  });

  it('NUL characters and odd unicode never reach the database as a 500', async () => {
    for (const [index, email] of ['a\u0000b@example.com', '\ud800@example.com', `${'é'.repeat(200)}@example.com`].entries()) {
      // A throwaway visitor: a successful sign-up would replace the shared client's session.
      const visitor = t.client();
      await visitor.bootstrap();
      const response = await visitor.post('/svc/account/register', { email, password: 'long-enough-password', blog_name: `odd-unicode-${index}` });
      assert.ok(response.statusCode < 500, `${JSON.stringify(email)} → ${response.statusCode} ${response.body}`);
    }
    await expectClientError({ method: 'POST', url: '/svc/account/channel', payload: JSON.stringify({ channel: 'a\u0000b' }), headers: json });
    await expectClientError({ method: 'GET', url: '/svc/blog/a%00b/activity' });
  });

  it('repeated and bracketed form fields → 400', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    await expectClientError({ method: 'POST', url: '/svc/account/channel', payload: 'channel=a&channel=b', headers: form }, 400);
    await expectClientError({ method: 'POST', url: '/svc/account/login', payload: 'email=a&email=b&password=c', headers: form }, 400);
  });

  it('odd query strings and paths → 4xx', async () => {
    await expectClientError({ method: 'GET', url: '/svc/post/dashboard?limit=1&limit=2' }, 400);
    await expectClientError({ method: 'GET', url: '/svc/post/dashboard?limit=1e3' }, 400);
    await expectClientError({ method: 'GET', url: '/svc/post/dashboard/before/1e10' }, 400);
    await expectClientError({ method: 'GET', url: '/svc/post/dashboard/before/0x10' }, 400);
    await expectClientError({ method: 'GET', url: '/svc/blog/%E0%A4%A/activity' }, 400);
    await expectClientError({ method: 'GET', url: `/svc/blog/${'a'.repeat(5000)}/activity` });
    await expectClientError({ method: 'GET', url: `/svc/blog/${'a'.repeat(99)}/activity` }, 404);
  });

  it('a garbage session cookie counts as no session', async () => {
    for (const cookie of [`${SESSION_COOKIE}=<script>`, `${SESSION_COOKIE}=${'A'.repeat(22)}`, `${SESSION_COOKIE}=%%%`, 'td_session']) {
      const response = await t.app.inject({ method: 'GET', url: '/svc/post/dashboard', headers: { cookie } });
      assert.equal(response.statusCode, 200, cookie);
      const write = await t.app.inject({ method: 'POST', url: '/svc/account/logout', headers: { cookie, [FORM_KEY_HEADER]: 'x' } });
      assert.equal(write.statusCode, 403, cookie);
    }
  });

  it('a form key sent twice or as an array is refused', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/svc/account/logout',
      headers: { cookie: `${SESSION_COOKIE}=${client.sessionId}`, [FORM_KEY_HEADER]: [client.formKey, client.formKey] },
    });
    assert.equal(response.statusCode, 403);
    const inBody = await t.app.inject({
      method: 'POST',
      url: '/svc/account/logout',
      headers: { ...json, cookie: `${SESSION_COOKIE}=${client.sessionId}` },
      payload: JSON.stringify({ form_key: [client.formKey] }),
    });
    assert.equal(inBody.statusCode, 403);
  });

  it('methods a route does not have → 404 envelope', async () => {
    await expectClientError({ method: 'DELETE', url: '/svc/bootstrap' }, 404);
    await expectClientError({ method: 'PUT', url: '/svc/account/login', payload: '{}', headers: json }, 404);
  });
});
