import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Secret, TOTP } from 'otpauth';
import { TWO_FACTOR_MESSAGES, type BootstrapResponse, type TwoFactorConfirmed, type TwoFactorEnrolment, type TwoFactorRequired } from '../contracts.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { acceptedStep, recoveryCodeHash } from './totp.js';

const codeAt = (secret: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp });

describe('two-factor sign-in (RFC 6238)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ seed: true });
  });
  after(() => t.close());

  it('accepts a code once, within one step of drift, never an older one', () => {
    const secret = new Secret({ size: 20 }).base32;
    const now = Date.now();
    const step = acceptedStep(secret, codeAt(secret, now), 0, now);
    assert.ok(step);
    assert.equal(acceptedStep(secret, codeAt(secret, now), step, now), null);
    assert.ok(acceptedStep(secret, codeAt(secret, now - 30_000), 0, now));
    assert.equal(acceptedStep(secret, codeAt(secret, now - 120_000), 0, now), null);
    assert.equal(acceptedStep(secret, 'abcdef', 0, now), null);
    assert.equal(recoveryCodeHash('ABCDE-fghjk'), recoveryCodeHash('abcdefghjk'));
  });

  it('enrols, signs in with a code, with a recovery code once, and disables', async () => {
    const client = t.client();
    await client.login('ada@example.com', 'ada-password');
    assert.equal((await client.post('/svc/settings/tfa/enrol', { password: 'wrong' })).statusCode, 400);
    const enrolled = await client.post<TwoFactorEnrolment>('/svc/settings/tfa/enrol', { password: 'ada-password' });
    assert.equal(enrolled.statusCode, 200, enrolled.body);
    const { secret, otpauth_url, qr_data_url } = enrolled.envelope.response;
    assert.match(otpauth_url, /^otpauth:\/\/totp\/Tumbledash:ada%40example\.com\?/);
    assert.match(qr_data_url, /^data:image\/png;base64,/);
    // Not on before the first code confirms it.
    assert.equal((await t.client().login('ada@example.com', 'ada-password')).envelope.response.user?.name, 'pixel-garden');
    assert.equal((await client.post('/svc/settings/tfa/confirm', { code: '000000' })).statusCode, 400);
    const confirmed = await client.post<TwoFactorConfirmed>('/svc/settings/tfa/confirm', { code: codeAt(secret) });
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    const codes = confirmed.envelope.response.recovery_codes;
    assert.equal(codes.length, 10);
    const stored = await t.db.selectFrom('two_factor_recovery_codes').select('code_hash').execute();
    assert.ok(stored.every((row) => !codes.includes(row.code_hash)), 'stored hashed');
    assert.equal((await client.get<{ enabled: boolean }>('/svc/settings/tfa')).envelope.response.enabled, true);

    // The password alone no longer signs in.
    const phone = t.client();
    const step1 = await phone.login('ada@example.com', 'ada-password');
    assert.deepEqual(Object.keys(step1.envelope.response).sort(), ['form_key', 'two_factor_required']);
    phone.formKey = (step1.envelope.response as unknown as TwoFactorRequired).form_key;
    assert.equal((await phone.get('/svc/settings/account')).statusCode, 401);
    assert.equal((await phone.post('/svc/account/login/tfa', { code: '111111' })).statusCode, 400);
    // The code that confirmed enrolment was spent; the next step's code signs in.
    const signedIn = await phone.post<BootstrapResponse>('/svc/account/login/tfa', { code: codeAt(secret, Date.now() + 30_000) });
    assert.equal(signedIn.statusCode, 200, signedIn.body);
    assert.equal(signedIn.envelope.response.user?.name, 'pixel-garden');

    // A recovery code works once.
    for (const expected of [200, 400]) {
      const other = t.client();
      const first = await other.login('ada@example.com', 'ada-password');
      other.formKey = (first.envelope.response as unknown as TwoFactorRequired).form_key;
      const response = await other.post('/svc/account/login/tfa', { code: codes[0]!.toUpperCase() });
      assert.equal(response.statusCode, expected, response.body);
    }

    // No code without the password step first.
    const stranger = t.client();
    await stranger.bootstrap();
    assert.equal((await stranger.post('/svc/account/login/tfa', { code: codes[1]! })).statusCode, 401);

    assert.equal((await client.post('/svc/settings/tfa/disable', { password: 'ada-password', code: '000000' })).statusCode, 400);
    const disabled = await client.post('/svc/settings/tfa/disable', { password: 'ada-password', code: codes[2]! });
    assert.equal(disabled.statusCode, 200, disabled.body);
    assert.equal((await t.client().login('ada@example.com', 'ada-password')).envelope.response.user?.name, 'pixel-garden');
  });

  it('asks for an empty code (“enter the code”), and calls only a wrong one not right, at set-up, turning off and log-in', async () => {
    const client = t.client();
    await client.login('ben@example.com', 'ben-password');
    const { secret } = (await client.post<TwoFactorEnrolment>('/svc/settings/tfa/enrol', { password: 'ben-password' })).envelope.response;
    const refusal = (response: { statusCode: number; envelope: { meta: { msg: string }; errors?: unknown } }) => [response.statusCode, response.envelope.meta.msg, response.envelope.errors];
    const appCodeMissing = 'Enter the 6-digit code from your authenticator app.';
    for (const code of ['', '   ']) {
      assert.deepEqual(refusal(await client.post('/svc/settings/tfa/confirm', { code })), [400, appCodeMissing, [{ field: 'code', detail: appCodeMissing }]], `set-up “${code}”`);
    }
    assert.deepEqual(refusal(await client.post('/svc/settings/tfa/confirm', { code: '000000' })), [400, TWO_FACTOR_MESSAGES.codeInvalid, [{ field: 'code', detail: TWO_FACTOR_MESSAGES.codeInvalid }]]);
    assert.equal((await client.post('/svc/settings/tfa/confirm', { code: codeAt(secret) })).statusCode, 200);

    const missing = [{ field: 'code', detail: TWO_FACTOR_MESSAGES.codeMissing }];
    for (const code of ['', '   ']) {
      assert.deepEqual(refusal(await client.post('/svc/settings/tfa/disable', { password: 'ben-password', code })), [400, TWO_FACTOR_MESSAGES.codeMissing, missing], `turning off “${code}”`);
    }
    assert.equal((await client.post('/svc/settings/tfa/disable', { password: 'ben-password', code: '000000' })).envelope.meta.msg, TWO_FACTOR_MESSAGES.codeInvalid);

    const other = t.client();
    other.formKey = ((await other.login('ben@example.com', 'ben-password')).envelope.response as unknown as TwoFactorRequired).form_key;
    assert.deepEqual(refusal(await other.post('/svc/account/login/tfa', { code: '' })), [400, TWO_FACTOR_MESSAGES.codeMissing, missing]);
  });

  it('asks for the password again after five wrong codes', async () => {
    const client = t.client();
    await client.login('dev@example.com', 'dev-password');
    const { secret } = (await client.post<TwoFactorEnrolment>('/svc/settings/tfa/enrol', { password: 'dev-password' })).envelope.response;
    await client.post('/svc/settings/tfa/confirm', { code: codeAt(secret) });
    const other = t.client();
    const first = await other.login('dev@example.com', 'dev-password');
    other.formKey = (first.envelope.response as unknown as TwoFactorRequired).form_key;
    for (let i = 0; i < 5; i += 1) assert.equal((await other.post('/svc/account/login/tfa', { code: '000000' })).statusCode, 400);
    const late = await other.post('/svc/account/login/tfa', { code: codeAt(secret, Date.now() + 30_000) });
    assert.equal(late.statusCode, 401);
  });
});
