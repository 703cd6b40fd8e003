import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../testing/app.js';
import { CONTENT_SECURITY_POLICY } from './security-headers.js';

describe('security headers', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ seed: true });
  });
  after(() => t.close());

  it('gives pages a content security policy that allows only the site’s own scripts', async () => {
    const page = await t.app.inject({ url: '/dashboard' });
    assert.equal(page.statusCode, 200);
    assert.equal(page.headers['content-security-policy'], CONTENT_SECURITY_POLICY);
    assert.match(String(page.headers['content-security-policy']), /script-src 'self';/);
    // Frames only from the known players.
    assert.match(String(page.headers['content-security-policy']), /frame-src https:\/\/www\.youtube\.com [^;]*https:\/\/player\.vimeo\.com[^;]*;/);
    assert.equal(page.headers['x-frame-options'], 'SAMEORIGIN');
    assert.equal(page.headers['x-content-type-options'], 'nosniff');
  });

  it('serves uploaded media sandboxed, so no file can run as a page', async () => {
    const upload = await t.db.selectFrom('uploads').select('name').executeTakeFirstOrThrow();
    const media = await t.app.inject({ url: `/media/${upload.name}` });
    assert.equal(media.statusCode, 200);
    assert.match(String(media.headers['content-security-policy']), /sandbox/);
    assert.equal(media.headers['x-content-type-options'], 'nosniff');
  });

  it('marks API answers nosniff', async () => {
    const answer = await t.app.inject({ url: '/svc/bootstrap' });
    assert.equal(answer.headers['x-content-type-options'], 'nosniff');
  });
});
