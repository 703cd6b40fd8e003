import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { ADA } from './messaging-helpers';
import { network, openShare, ownPostOnTop } from './share-helpers';

// Two shares, each setting up the popover on a second site of its own: generous on the shared 2-core machine.
test.describe.configure({ timeout: 240_000 });

/**
 * Mail really leaves: a site of its own started with SMTP_URL pointing at a real SMTP server run by this
 * test (the other specs' site keeps the development outbox).
 */
const SMTP_PORT = 8241;
const SITE_PORT = 8242;
const SITE = `http://127.0.0.1:${SITE_PORT}`;
const mails: ParsedMail[] = [];
let smtp: SMTPServer;
let site: ChildProcess;

test.use({ baseURL: SITE });

async function healthy(): Promise<boolean> {
  try {
    return (await fetch(`${SITE}/healthz`)).ok;
  } catch {
    return false;
  }
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => smtp.listen(SMTP_PORT, '127.0.0.1', resolve));
  site = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: path.resolve(__dirname, '../..'),
    env: {
      ...process.env,
      PORT: String(SITE_PORT),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tumbledash-e2e-smtp-')),
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      MAIL_FROM: 'Tumbledash <share@tumbledash.test>',
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  });
  await expect.poll(healthy, { timeout: 280_000, intervals: [1000] }).toBe(true);
});

test.afterAll(async () => {
  site?.kill('SIGTERM');
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

test('a post shared by email arrives through SMTP with text and HTML, Reply-To only when allowed', async ({ page, context }) => {
  const { id, card } = await ownPostOnTop(page, SITE, ADA, 'Mailed');
  let popover = await openShare(page, card);
  await network(popover, 'Email').click();
  const send = popover.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await popover.getByRole('textbox', { name: 'Email address' }).fill('pal@example');
  await expect(send).toBeDisabled();
  await popover.getByRole('textbox', { name: 'Email address' }).fill('pal@example.com');
  await popover.getByRole('textbox', { name: 'Message' }).fill('You will like this one');
  await popover.getByRole('checkbox', { name: 'Allow replies to my email' }).check();
  // Ctrl+Enter sends (A§5.3).
  await popover.getByRole('textbox', { name: 'Message' }).press('Control+Enter');
  await expect(popover.getByText('Sent!')).toBeVisible();
  await expect(popover).toBeHidden();

  await expect.poll(() => mails.length).toBe(1);
  const mail = mails[0]!;
  expect(mail.subject).toBe(`${ADA.blog} shared a post from ${ADA.blog} with you`);
  expect(mail.from?.text).toContain('share@tumbledash.test');
  expect(Array.isArray(mail.to) ? '' : mail.to?.text).toBe('pal@example.com');
  expect(mail.replyTo?.text).toBe(ADA.email);
  expect(mail.text).toContain('You will like this one');
  expect(mail.text).toContain(`${SITE}/blog/${ADA.blog}/${id}`);
  expect(String(mail.html)).toContain(`href="${SITE}/blog/${ADA.blog}/${id}`);

  const [cookie] = (await context.cookies()).filter((item) => item.name === 'share_popover_reply_to');
  expect(cookie?.value).toBe('1');
  expect(Math.abs((cookie?.expires ?? 0) - (Date.now() / 1000 + 31_536_000))).toBeLessThan(120);

  // The choice is remembered; without it the mail has no Reply-To.
  popover = await openShare(page, card);
  await network(popover, 'Email').click();
  const allow = popover.getByRole('checkbox', { name: 'Allow replies to my email' });
  await expect(allow).toBeChecked();
  await allow.uncheck();
  await popover.getByRole('textbox', { name: 'Email address' }).fill('other@example.com');
  await popover.getByRole('button', { name: 'Send' }).click();
  await expect.poll(() => mails.length).toBe(2);
  expect(mails[1]!.replyTo).toBeUndefined();
  expect(Array.isArray(mails[1]!.to) ? '' : mails[1]!.to?.text).toBe('other@example.com');
});

test('while the mail is sending its address and message cannot be typed into; after "Error!" they can', async ({ page }) => {
  const { card } = await ownPostOnTop(page, SITE, ADA, 'Held mail');
  const popover = await openShare(page, card);
  await network(popover, 'Email').click();
  const address = popover.getByRole('textbox', { name: 'Email address' });
  const message = popover.getByRole('textbox', { name: 'Message' });
  await address.fill('held@example.com');
  await message.fill('Hold on');
  // The mail is held until the test lets it fail.
  let fail = () => {};
  const failed = new Promise<void>((resolve) => (fail = resolve));
  await page.route('**/svc/share/email', async (route) => {
    await failed;
    await route.fulfill({ status: 502, json: { error: 'The mail could not be sent.' } });
  });
  const mailsBefore = mails.length;
  await message.press('Control+Enter');
  await expect(popover.getByRole('button', { name: 'Sending...' })).toBeVisible();
  await expect(address).not.toBeEditable();
  await expect(message).not.toBeEditable();
  await page.keyboard.type(' and more');
  await expect(message).toBeFocused();
  await expect(message).toHaveValue('Hold on');

  fail();
  await expect(popover.getByText('Error!')).toBeVisible();
  await expect(address).toBeEditable();
  await page.keyboard.type('!');
  await expect(message).toHaveValue('Hold on!');
  await page.unroute('**/svc/share/email');
  expect(mails.length).toBe(mailsBefore);
});

test('a popover sending a mail stays, with focus, when its post scrolls out of the timeline; "Sent!" shows, then focus goes to the feed', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { id, card } = await ownPostOnTop(page, SITE, ADA, 'Scrolled mail');
  const popover = await openShare(page, card);
  await network(popover, 'Email').click();
  await popover.getByRole('textbox', { name: 'Email address' }).fill('far@example.com');
  const allow = popover.getByRole('checkbox', { name: 'Allow replies to my email' });
  const allowed = await allow.isChecked();
  // The mail is held until the card has left the page.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/svc/share/email', async (route) => {
    await released;
    await route.continue();
  });
  const mailsBefore = mails.length;
  await popover.getByRole('textbox', { name: 'Email address' }).press('Control+Enter');
  await expect(popover.getByRole('button', { name: 'Sending...' })).toBeVisible();
  // What is being sent stays as chosen.
  await allow.click();
  await expect(allow).toBeChecked({ checked: allowed });

  // The wheel beside the popover: the dashboard drops the far cards, the shared post's with its Share button.
  const shared = page.locator(`article[data-post-id="${id}"]`);
  await page.mouse.move(5, 300);
  for (let i = 0; i < 6 && (await shared.count()) > 0; i += 1) {
    await page.mouse.wheel(0, 1400);
    await page.waitForTimeout(400);
  }
  await expect(shared).toHaveCount(0);
  await expect(popover).toBeVisible();
  await expect(popover.locator(':focus')).toHaveCount(1);
  // It keeps the place it had when the button left, inside the window, as the page scrolls on.
  const box = (await popover.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  await page.mouse.wheel(0, 300);
  await page.waitForTimeout(300);
  expect(Math.abs((await popover.boundingBox())!.y - box.y)).toBeLessThan(2);

  release();
  await expect(popover.getByText('Sent!')).toBeVisible();
  await expect(popover).toBeHidden();
  await expect(page.getByRole('feed')).toBeFocused();
  await page.unroute('**/svc/share/email');
  await expect.poll(() => mails.length).toBe(mailsBefore + 1);
});
