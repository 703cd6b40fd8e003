import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import type { TwoFactorConfirmed, TwoFactorEnrolment } from '../contracts.js';
import { migrate } from '../db/migrate.js';
import { seedDatabase } from '../seed/seed.js';
import { buildServer } from '../server.js';
import { RELAXED_RATE_LIMITS, SHELL_INDEX, TestClient } from '../testing/app.js';
import { openTestDatabase } from '../testing/database.js';

const codeAt = (secret: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp });

/** Issue 12 API: passwords and TOTP secrets never appear in a response (but the enrolment's own) or a log. */
describe('passwords, TOTP secrets and recovery codes stay out of logs and responses', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let close: () => Promise<void>;
  before(async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'td-api-secrets-'));
    const shellDist = join(dataDir, 'shell-dist');
    await mkdir(shellDist, { recursive: true });
    await writeFile(join(shellDist, 'index.html'), SHELL_INDEX);
    const handle = await openTestDatabase();
    await migrate(handle.db);
    await seedDatabase(handle.db, { dataDir });
    // Every level, as the most talkative deployment would log.
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    app = await buildServer({ db: handle.db, dataDir, shellDist, rateLimits: RELAXED_RATE_LIMITS, logger: { level: 'trace', stream } });
    await app.ready();
    close = async () => {
      await app.close();
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    };
  });
  after(() => close());

  it('through enrolment, log-ins with a code and a recovery code, wrong tries and a password change', async () => {
    const password = 'ada-password';
    const newPassword = 'a-brand-new-password-42';
    const client = new TestClient(app);
    const responses: string[] = [];
    const keep = <T extends { body: string }>(response: T): T => {
      responses.push(response.body);
      return response;
    };
    keep(await client.login('ada@example.com', password));
    keep(await client.post('/svc/settings/tfa/enrol', { password: 'a-wrong-password-7' }));
    const enrolled = await client.post<TwoFactorEnrolment>('/svc/settings/tfa/enrol', { password });
    const { secret } = enrolled.envelope.response;
    keep(await client.get('/svc/settings/tfa'));
    keep(await client.post('/svc/settings/tfa/confirm', { code: '000000' }));
    const confirmed = await client.post<TwoFactorConfirmed>('/svc/settings/tfa/confirm', { code: codeAt(secret) });
    const codes = confirmed.envelope.response.recovery_codes;
    keep(await client.get('/svc/settings/tfa'));
    keep(await client.get('/svc/settings/account'));
    keep(await client.bootstrap());

    const phone = new TestClient(app);
    keep(await phone.login('ada@example.com', password));
    keep(await phone.post('/svc/account/login/tfa', { code: '123456' }));
    keep(await phone.post('/svc/account/login/tfa', { code: codeAt(secret, Date.now() + 30_000) }));
    const laptop = new TestClient(app);
    keep(await laptop.login('ada@example.com', password));
    keep(await laptop.post('/svc/account/login/tfa', { code: codes[0]! }));
    keep(await client.post('/svc/settings/password', { current_password: password, new_password: newPassword }));
    keep(await client.post('/svc/settings/account/email', { email: 'ada-new@example.com', password: newPassword }));

    assert.equal(enrolled.statusCode, 200);
    assert.equal(confirmed.statusCode, 200);
    assert.equal(codes.length, 10);
    assert.ok(lines.length > 10, 'the server logged the requests');
    const log = lines.join('\n');
    const answered = responses.join('\n');
    for (const [what, value] of [
      ['password', password],
      ['wrong password', 'a-wrong-password-7'],
      ['new password', newPassword],
      ['TOTP secret', secret],
      ...codes.map((code, index) => [`recovery code ${index}`, code] as const),
    ] as const) {
      assert.ok(!log.includes(value), `${what} in the log`);
      assert.ok(!answered.includes(value), `${what} in a response`);
    }
  });
});
