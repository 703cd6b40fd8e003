import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { ACCOUNT_MESSAGES, SESSION_COOKIE, type BootstrapResponse } from '../contracts.js';
import { buildServer } from '../server.js';
import { SECURE_SESSION_COOKIE } from './session.js';
import { createTestApp, type TestApp } from '../testing/app.js';

const valid = { email: 'new.person@example.com', password: 'long-enough-password', blog_name: 'New-Person' };

describe('accounts and sessions', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  async function count(table: 'users' | 'blogs' | 'sessions'): Promise<number> {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(t.db);
    return rows[0]!.n;
  }

  describe('bootstrap', () => {
    it('gives an anonymous visitor a session with a form key, and flags', async () => {
      const client = t.client();
      const response = await client.bootstrap();
      assert.equal(response.statusCode, 200);
      const body = response.envelope.response;
      assert.equal(body.user, null);
      assert.deepEqual(body.channels, []);
      assert.equal(body.flags.is_logged_in, false);
      assert.equal(body.flags.enable_share_embed_code, true);
      assert.match(body.form_key, /^[\w-]{20,}$/);
      assert.ok(client.sessionId);
      assert.equal(response.headers['cache-control'], 'no-store');
    });

    it('keeps the same session on the next visit', async () => {
      const client = t.client();
      const first = await client.bootstrap();
      const cookieBefore = client.sessionId;
      const second = await client.bootstrap();
      assert.equal(second.cookies.length, 0, 'no new cookie');
      assert.equal(client.sessionId, cookieBefore);
      assert.equal(second.envelope.response.form_key, first.envelope.response.form_key);
    });

    it('sets an HttpOnly, SameSite=Lax cookie on path /, Secure only over https', async () => {
      const plain = await t.app.inject({ method: 'GET', url: '/svc/bootstrap' });
      const cookie = plain.cookies.find((item) => item.name === SESSION_COOKIE)!;
      assert.equal(cookie.httpOnly, true);
      assert.equal(cookie.sameSite, 'Lax');
      assert.equal(cookie.path, '/');
      assert.notEqual(cookie.secure, true);
      assert.match(cookie.value, /^[\w-]{22}$/, '128 random bits');
      // Only a hash of the id is stored.
      const stored = await t.db.selectFrom('sessions').select('id_hash').execute();
      assert.ok(stored.every((row) => row.id_hash !== cookie.value && /^[0-9a-f]{64}$/.test(row.id_hash)));
    });

    it('marks the cookie Secure when the request came over https (via a trusted proxy)', async () => {
      const proxied = await buildServer({ db: t.db, dataDir: t.dataDir, shellDist: t.shellDist, trustProxy: true });
      try {
        const response = await proxied.inject({ method: 'GET', url: '/svc/bootstrap', headers: { 'x-forwarded-proto': 'https' } });
        assert.equal(response.cookies.find((item) => item.name === SECURE_SESSION_COOKIE)?.secure, true);
      } finally {
        await proxied.close();
      }
    });
  });

  describe('register', () => {
    it('creates the user and blog, signs in with a renewed session and answers the bootstrap', async () => {
      const client = t.client();
      await client.bootstrap();
      const anonymousCookie = client.sessionId;
      const anonymousKey = client.formKey;
      const response = await client.post<BootstrapResponse>('/svc/account/register', valid);
      assert.equal(response.statusCode, 200, response.body);
      const body = response.envelope.response;
      assert.equal(body.user?.name, 'new-person');
      assert.equal(body.user?.email, 'new.person@example.com');
      assert.equal(body.user?.is_verified_email, false);
      assert.equal(body.flags.is_logged_in, true);
      assert.equal(body.channels.length, 1);
      assert.equal(body.channels[0]!.is_current, true);
      assert.equal(body.channels[0]!.role, 'owner');
      assert.match(body.channels[0]!.avatar_url, /^\/media\/[\w-]+\.png$/);
      assert.notEqual(client.sessionId, anonymousCookie);
      assert.notEqual(body.form_key, anonymousKey);
      // The old session is gone: its cookie is anonymous again.
      const old = await t.app.inject({ method: 'GET', url: '/svc/bootstrap', cookies: { [SESSION_COOKIE]: anonymousCookie! } });
      assert.equal(JSON.parse(old.body).response.user, null);
      // The avatar exists on disk and is served.
      const avatar = await t.app.inject({ method: 'GET', url: body.channels[0]!.avatar_url });
      assert.equal(avatar.statusCode, 200);
      assert.equal(avatar.headers['content-type'], 'image/png');
    });

    it('makes a new blog follow the featured blogs, so the first dashboard has posts', async () => {
      await t.db.insertInto('blogs').values({ name: 'featured-one', mention_key: 'featured-one-key', featured: true }).execute();
      await t.db.insertInto('blogs').values({ name: 'not-featured', mention_key: 'not-featured-key' }).execute();
      const client = t.client();
      await client.bootstrap();
      const response = await client.post<BootstrapResponse>('/svc/account/register', {
        ...valid,
        email: 'starter@example.com',
        blog_name: 'starter',
      });
      assert.equal(response.statusCode, 200, response.body);
      const { rows } = await sql<{ name: string }>`
        SELECT b.name FROM follows f
        JOIN blogs b ON b.id = f.followed_blog_id
        JOIN blogs me ON me.id = f.follower_blog_id AND me.name = 'starter'`.execute(t.db);
      assert.deepEqual(
        rows.map((row) => row.name),
        ['featured-one'],
      );
    });

    const cases: [string, Record<string, unknown>, string, string][] = [
      ['missing email', { ...valid, email: '' }, 'email', ACCOUNT_MESSAGES.emailMissing],
      ['invalid email', { ...valid, email: 'not-an-email' }, 'email', ACCOUNT_MESSAGES.emailInvalid],
      ['missing password', { ...valid, password: '' }, 'password', ACCOUNT_MESSAGES.passwordMissing],
      ['short password', { ...valid, password: 'short' }, 'password', ACCOUNT_MESSAGES.passwordShort],
      ['missing blog name', { ...valid, blog_name: '   ' }, 'blog_name', ACCOUNT_MESSAGES.blogNameMissing],
      ['invalid blog name', { ...valid, blog_name: 'no spaces!' }, 'blog_name', ACCOUNT_MESSAGES.blogNameInvalid],
      ['too long blog name', { ...valid, blog_name: 'a'.repeat(33) }, 'blog_name', ACCOUNT_MESSAGES.blogNameInvalid],
    ];
    for (const [name, input, field, message] of cases) {
      it(`refuses ${name} with 400 and the field message`, async () => {
        const client = t.client();
        await client.bootstrap();
        const users = await count('users');
        const response = await client.post('/svc/account/register', input);
        assert.equal(response.statusCode, 400);
        assert.equal(response.envelope.meta.status, 400);
        assert.equal(response.envelope.meta.msg, message);
        assert.deepEqual(response.envelope.errors, [{ field, detail: message }]);
        assert.equal(await count('users'), users);
      });
    }

    it('reports every invalid field at once, in form order', async () => {
      const client = t.client();
      await client.bootstrap();
      const response = await client.post('/svc/account/register', {});
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.envelope.errors, [
        { field: 'email', detail: ACCOUNT_MESSAGES.emailMissing },
        { field: 'password', detail: ACCOUNT_MESSAGES.passwordMissing },
        { field: 'blog_name', detail: ACCOUNT_MESSAGES.blogNameMissing },
      ]);
    });

    it('refuses an email already in use, whatever its case', async () => {
      const client = t.client();
      await client.bootstrap();
      const response = await client.post('/svc/account/register', { ...valid, email: 'NEW.Person@Example.com', blog_name: 'other-blog' });
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.envelope.errors, [{ field: 'email', detail: ACCOUNT_MESSAGES.emailTaken }]);
    });

    it('refuses a blog name already taken, whatever its case', async () => {
      const client = t.client();
      await client.bootstrap();
      const blogs = await count('blogs');
      const response = await client.post('/svc/account/register', { ...valid, email: 'someone.else@example.com', blog_name: 'NEW-PERSON' });
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.envelope.errors, [{ field: 'blog_name', detail: ACCOUNT_MESSAGES.blogNameTaken }]);
      assert.equal(await count('blogs'), blogs);
    });

    it('accepts a form-encoded body with the form key in it', async () => {
      const client = t.client();
      await client.bootstrap();
      const form = new URLSearchParams({ email: 'form@example.com', password: 'form-password', blog_name: 'form-blog', form_key: client.formKey });
      const response = await client.request<BootstrapResponse>({
        method: 'POST',
        url: '/svc/account/register',
        payload: form.toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        formKey: null,
      });
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.envelope.response.user?.name, 'form-blog');
    });
  });

  describe('login and logout', () => {
    it('signs in with the right password and renews the session', async () => {
      const client = t.client();
      await client.bootstrap();
      const before = client.sessionId;
      const response = await client.post<BootstrapResponse>('/svc/account/login', { email: ' New.Person@example.com ', password: valid.password });
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.envelope.response.user?.name, 'new-person');
      assert.notEqual(client.sessionId, before);
      const again = await client.bootstrap();
      assert.equal(again.envelope.response.user?.email, 'new.person@example.com');
    });

    for (const [name, input] of [
      ['a wrong password', { email: valid.email, password: 'wrong-password' }],
      ['an unknown email', { email: 'nobody@example.com', password: valid.password }],
      ['nothing at all', {}],
    ] as const) {
      it(`refuses ${name} with 400 and one message, no field`, async () => {
        const client = t.client();
        await client.bootstrap();
        const response = await client.post('/svc/account/login', input);
        assert.equal(response.statusCode, 400);
        assert.equal(response.envelope.meta.msg, ACCOUNT_MESSAGES.loginFailed);
        assert.equal(response.envelope.errors, undefined);
      });
    }

    it('takes as long for an unknown email as for a wrong password: timing does not tell which accounts exist', async () => {
      const client = t.client();
      await client.bootstrap();
      const took = async (email: string) => {
        const started = performance.now();
        const response = await client.post('/svc/account/login', { email, password: 'wrong-password' });
        assert.equal(response.statusCode, 400);
        return performance.now() - started;
      };
      const wrong: number[] = [];
      const unknown: number[] = [];
      // Interleaved, so a busy moment of the machine costs both sides alike; medians of 7.
      for (let index = 0; index < 7; index += 1) {
        wrong.push(await took(valid.email));
        unknown.push(await took(`nobody-${index}@example.com`));
      }
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[3]!;
      const ratio = median(unknown) / median(wrong);
      // Without the decoy hash an unknown email answers in a fraction of the time; with two hashes, in twice.
      assert.ok(ratio > 0.5 && ratio < 2, `unknown ${median(unknown).toFixed(0)} ms, wrong password ${median(wrong).toFixed(0)} ms`);
    });

    it('logs out into a fresh anonymous session', async () => {
      const client = t.client();
      await client.login(valid.email, valid.password);
      const signedIn = client.sessionId!;
      const response = await client.post<BootstrapResponse>('/svc/account/logout');
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.envelope.response.user, null);
      assert.equal(response.envelope.response.flags.is_logged_in, false);
      assert.notEqual(client.sessionId, signedIn);
      const stale = await t.app.inject({ method: 'GET', url: '/svc/bootstrap', cookies: { [SESSION_COOKIE]: signedIn } });
      assert.equal(JSON.parse(stale.body).response.user, null, 'the signed-in session is deleted');
    });
  });

  describe('form key', () => {
    it('refuses a write without the form key with 403, and changes nothing', async () => {
      const client = t.client();
      await client.bootstrap();
      const users = await count('users');
      const response = await client.post('/svc/account/register', { ...valid, email: 'nokey@example.com', blog_name: 'nokey' }, null);
      assert.equal(response.statusCode, 403);
      assert.deepEqual(response.envelope.meta, { status: 403, msg: 'Invalid form key' });
      assert.equal(await count('users'), users);
    });

    it('refuses a wrong form key with 403, and changes nothing', async () => {
      const client = t.client();
      await client.bootstrap();
      const sessions = await count('sessions');
      const response = await client.post('/svc/account/login', { email: valid.email, password: valid.password }, 'wrong-key');
      assert.equal(response.statusCode, 403);
      assert.equal(response.envelope.meta.msg, 'Invalid form key');
      assert.equal(await count('sessions'), sessions);
      assert.equal((await client.bootstrap()).envelope.response.user, null);
    });

    it('refuses another session’s form key', async () => {
      const mine = t.client();
      const theirs = t.client();
      await mine.bootstrap();
      await theirs.bootstrap();
      const response = await mine.post('/svc/account/logout', undefined, theirs.formKey);
      assert.equal(response.statusCode, 403);
    });

    it('refuses writes with no session at all', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/svc/account/login', payload: { email: valid.email, password: valid.password } });
      assert.equal(response.statusCode, 403);
    });
  });

  describe('concurrency', () => {
    it('serves overlapping sign-ups, sign-ins and reads without mixing transactions', async () => {
      const clients = Array.from({ length: 6 }, () => t.client());
      await Promise.all(clients.map((client) => client.bootstrap()));
      const results = await Promise.all(
        clients.map((client, index) =>
          index % 2 === 0
            ? client.post('/svc/account/register', { email: `parallel${index}@example.com`, password: 'parallel-password', blog_name: `parallel-${index}` })
            : client.post('/svc/account/login', { email: valid.email, password: valid.password }),
        ),
      );
      assert.deepEqual(results.map((response) => response.statusCode), [200, 200, 200, 200, 200, 200]);
      const reads = await Promise.all(clients.flatMap((client) => [client.bootstrap(), client.get('/svc/post/dashboard')]));
      assert.ok(reads.every((response) => response.statusCode === 200));
      // The same blog name twice at once: one wins, the other gets the field message, nobody gets a 500.
      const racers = [t.client(), t.client()];
      await Promise.all(racers.map((client) => client.bootstrap()));
      const race = await Promise.all(
        racers.map((client, index) => client.post('/svc/account/register', { email: `racer${index}@example.com`, password: 'racer-password', blog_name: 'racer' })),
      );
      assert.deepEqual(race.map((response) => response.statusCode).sort(), [200, 400]);
    });
  });

  describe('channel switch', () => {
    it('makes one of the user’s blogs current and remembers it', async () => {
      const client = t.client();
      await client.login(valid.email, valid.password);
      const me = await t.db.selectFrom('users').select('id').where('email', '=', valid.email).executeTakeFirstOrThrow();
      const { createBlog } = await import('./create.js');
      await createBlog(t.db, me.id, { name: 'second-blog', avatarUrl: '' });

      const response = await client.post<BootstrapResponse>('/svc/account/channel', { channel: 'Second-Blog' });
      assert.equal(response.statusCode, 200, response.body);
      const current = response.envelope.response.channels.filter((channel) => channel.is_current);
      assert.deepEqual(current.map((channel) => channel.name), ['second-blog']);

      const reloaded = await client.bootstrap();
      assert.deepEqual(
        reloaded.envelope.response.channels.filter((channel) => channel.is_current).map((channel) => channel.name),
        ['second-blog'],
      );
      assert.equal(reloaded.envelope.response.user?.primary, 'new-person', 'the primary blog does not change');

      // A new session (log in again) still starts on the remembered channel.
      const other = t.client();
      const login = await other.login(valid.email, valid.password);
      assert.equal(login.envelope.response.channels.find((channel) => channel.is_current)?.name, 'second-blog');
    });

    it('refuses a blog that is not the user’s with 403', async () => {
      const client = t.client();
      await client.login(valid.email, valid.password);
      const response = await client.post('/svc/account/channel', { channel: 'form-blog' });
      assert.equal(response.statusCode, 403);
      const unknown = await client.post('/svc/account/channel', { channel: 'does-not-exist' });
      assert.equal(unknown.statusCode, 403);
    });

    it('needs a signed-in user', async () => {
      const client = t.client();
      await client.bootstrap();
      const response = await client.post('/svc/account/channel', { channel: 'new-person' });
      assert.equal(response.statusCode, 401);
    });

    it('needs a channel name', async () => {
      const client = t.client();
      await client.login(valid.email, valid.password);
      const response = await client.post('/svc/account/channel', {});
      assert.equal(response.statusCode, 400);
      assert.equal(response.envelope.meta.msg, 'channel is required.');
    });
  });
});
