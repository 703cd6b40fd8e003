import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadConfig } from './config.js';

describe('the server configuration', () => {
  it('takes an smtp:// or smtps:// SMTP_URL', () => {
    assert.equal(loadConfig({ SMTP_URL: 'smtp://mail.example.com:587' }).smtpUrl, 'smtp://mail.example.com:587');
    assert.equal(loadConfig({ SMTP_URL: 'smtps://user:secret@mail.example.com:465' }).smtpUrl, 'smtps://user:secret@mail.example.com:465');
    assert.equal(loadConfig({}).smtpUrl, undefined);
  });

  it('refuses any other SMTP_URL at start, without repeating it (it may hold a password)', () => {
    for (const value of ['mail.example.com', 'http://mail.example.com', 'smtp://user:secret@mail example.com']) {
      assert.throws(() => loadConfig({ SMTP_URL: value }), (error: Error) => {
        assert.equal(error.message, 'SMTP_URL must be an smtp:// or smtps:// address');
        return true;
      });
    }
  });
});
