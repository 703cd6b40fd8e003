import { createHmac } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { uniqueName } from './helpers';

export const PASSWORD = 'a-long-password';

/** Signs a new person up and answers their blog name (and email `{name}@example.com`). */
export async function signUpFresh(page: Page, prefix: string): Promise<string> {
  const blogName = uniqueName(prefix);
  await page.goto('/register');
  await page.getByLabel('Email').fill(`${blogName}@example.com`);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('Blog name').fill(blogName);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return blogName;
}

/**
 * Records the guided tour and the messaging tutorial as seen for the signed-in person, so neither covers the
 * page under test (each has its own tests); `tutorialToo: false` leaves the tutorial to show. Takes effect from the
 * next page load.
 */
export async function skipTour(page: Page, { tutorialToo = true } = {}): Promise<void> {
  const formKey = await page.evaluate(() => (globalThis as unknown as { __tumbledashSession__: { value: { formKey: string } } }).__tumbledashSession__.value.formKey);
  const headers = { 'x-tumblr-form-key': formKey };
  for (const url of tutorialToo ? ['/svc/tour/dismiss', '/svc/conversations/tutorial_seen'] : ['/svc/tour/dismiss']) {
    expect((await page.request.post(url, { headers, data: {} })).ok(), url).toBe(true);
  }
}

function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const bytes = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** The RFC 6238 code (SHA-1, 6 digits, 30 s) of a base32 secret at a time: what an authenticator app shows. */
export function totp(secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const hmac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  const code = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(code).padStart(6, '0');
}

/** The newest development-outbox mail to `to` with this subject: its text. */
export async function mailText(page: Page, to: string, subject: string | RegExp): Promise<string> {
  await page.goto('/dev/outbox');
  const mail = page.getByRole('article').filter({ hasText: to }).filter({ has: page.getByRole('heading', { name: subject }) }).first();
  await expect(mail).toBeVisible();
  return mail.innerText();
}

/** The settings writes (POST /svc/settings/…) the page sends from now on, to show a refused form sent nothing. */
export function settingsWritesOf(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'POST' && path.startsWith('/svc/settings/')) paths.push(path);
  });
  return paths;
}
