import { deflateSync } from 'node:zlib';
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { logIn, uniqueName } from './helpers';

/** Seeded and verified; every new account follows its featured blog pixel-garden. */
export const ADA = { email: 'ada@example.com', password: 'ada-password', blog: 'pixel-garden' };

export const VERIFY_EMAIL = 'Please verify your email address before talking to a blog.';
export const BLURRED = "Blurred because you don't follow this blog yet. Click to reveal.";

/**
 * Runs `load` (something that brings up the signed-in page) and waits until messaging listens: it asks
 * for its config when it starts. The header's Messaging button is on screen a moment before messaging
 * has loaded; tests wait for it so that what they check starts from a loaded page.
 */
export async function loadingMessaging(page: Page, load: () => Promise<void>): Promise<void> {
  const started = page.waitForRequest((request) => new URL(request.url()).pathname === '/svc/conversations/config');
  await load();
  await started;
}

/** Signs a new person up (email not verified yet) and answers their blog name. */
export async function signUp(page: Page, prefix: string): Promise<string> {
  const blogName = uniqueName(prefix);
  await page.goto('/register');
  await page.getByLabel('Email').fill(`${blogName}@example.com`);
  await page.getByLabel('Password').fill('a-long-password');
  await page.getByLabel('Blog name').fill(blogName);
  await loadingMessaging(page, async () => {
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
  return blogName;
}

/** Follows the link of the verification mail, as listed on the development outbox page. */
export async function verifyEmail(page: Page, blogName: string): Promise<void> {
  await page.goto('/dev/outbox');
  const mail = page.getByRole('article').filter({ hasText: `${blogName}@example.com` });
  await expect(mail.getByRole('heading', { name: 'Verify your email address' })).toBeVisible();
  await loadingMessaging(page, async () => {
    await mail.getByRole('link', { name: /\/auth\/verify\?token=/ }).click();
    await expect(page).toHaveURL(/\/dashboard(\?|$)/);
  });
}

/** A new person with a verified email, signed in on the dashboard. */
export async function signUpVerified(page: Page, prefix: string): Promise<string> {
  const blogName = await signUp(page, prefix);
  await verifyEmail(page, blogName);
  return blogName;
}

/** A second person in their own browser context, signed in as ada; answers the page. */
export async function adaInOwnContext(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loadingMessaging(page, () => logIn(page, ADA.email, ADA.password));
  return page;
}

export const messagingButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Messaging/ });

/** What the header badge says, from the button's name ("Messaging, 3 unread"). */
export async function unreadTotal(page: Page): Promise<number> {
  const label = (await messagingButton(page).getAttribute('aria-label')) ?? '';
  const match = /, (\d+)\+? unread$/.exec(label);
  return match ? Number(match[1]) : 0;
}

export const inboxPopover = (page: Page) => page.getByRole('dialog', { name: 'Messages' });

export async function openInbox(page: Page): Promise<Locator> {
  await messagingButton(page).click();
  const inbox = inboxPopover(page);
  await expect(inbox).toBeVisible();
  return inbox;
}

/** The open conversation window with that blog (a region named by its header). */
export const conversationWindow = (page: Page, blogName: string) => page.getByRole('region', { name: blogName, exact: true });

export const messageLog = (window: Locator) => window.getByRole('log', { name: 'Messages' });

/** Inbox → "Compose message" ("New Message" while the inbox is empty) → "To:" search → the blog. */
export async function startConversation(page: Page, blogName: string): Promise<Locator> {
  const inbox = await openInbox(page);
  await inbox.getByRole('button', { name: /^(Compose message|New Message)$/ }).click();
  await inbox.getByLabel('To:').fill(blogName);
  await inbox.getByRole('list', { name: 'Search results' }).getByRole('link', { name: new RegExp(`^${blogName}\\b`) }).click();
  await expect(inbox).toBeHidden();
  const window = conversationWindow(page, blogName);
  await expect(window).toBeVisible();
  return window;
}

/** Types a message and sends it with Enter, as a person would. */
export async function sendText(window: Locator, text: string): Promise<void> {
  const box = window.getByRole('textbox', { name: 'Message' });
  await expect(box).toBeEnabled();
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

/** Sends a text and waits until the server has stored it (any tab of the person may be the one that sends). */
export async function sendTextDelivered(page: Page, window: Locator, text: string): Promise<void> {
  const stored = page.context().waitForEvent('response', {
    predicate: (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname === '/svc/conversations/messages' && response.ok(),
  });
  await sendText(window, text);
  await stored;
}

/** Opens the conversation with that blog from the inbox list. */
export async function openConversationFromInbox(page: Page, blogName: string): Promise<Locator> {
  const inbox = await openInbox(page);
  await inbox.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: new RegExp(`^${blogName}[,:]`) }).click();
  const window = conversationWindow(page, blogName);
  await expect(window).toBeVisible();
  return window;
}

// ---- a small PNG made here, so the test needs no fixture file ---------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A solid-colour RGB PNG of the given size. */
export function solidPng(width: number, height: number, [red, green, blue]: [number, number, number]): Buffer {
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set([red, green, blue], 1 + x * 3);
  return pngOf(width, height, Buffer.concat(Array.from({ length: height }, () => row)));
}

/** An 8-bit RGB PNG of these rows (each starting with its filter byte). */
function pngOf(width: number, height: number, pixels: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * An RGB PNG of pseudo-random pixels: a picture Chromium counts for the largest paint (a plain colour has too
 * little in it to count).
 */
export function noisyPng(width: number, height: number, seed = 1): Buffer {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) & 0x7fffffff) >> 16;
  const rows = Array.from({ length: height }, () => {
    const row = Buffer.alloc(1 + width * 3);
    for (let i = 1; i < row.length; i += 1) row[i] = next() & 0xff;
    return row;
  });
  return pngOf(width, height, Buffer.concat(rows));
}

/** A 1×1 GIF, byte by byte: header, screen, a two-colour table, one image block, trailer. */
export function tinyGif(): Buffer {
  return Buffer.from([
    ...Buffer.from('GIF89a', 'ascii'),
    0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00, // 1×1, global colour table of 2
    0xd6, 0x28, 0x78, 0xff, 0xff, 0xff, // the two colours
    0x2c, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, // image descriptor
    0x02, 0x02, 0x44, 0x01, 0x00, // LZW data
    0x3b, // trailer
  ]);
}

export interface DroppedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Drags files from the desktop onto an element and drops them there. */
export async function dropFiles(target: Locator, files: DroppedFile[]): Promise<void> {
  const dataTransfer = await target.page().evaluateHandle(
    (list) => {
      const transfer = new DataTransfer();
      for (const file of list) transfer.items.add(new File([new Uint8Array(file.bytes)], file.name, { type: file.mimeType }));
      return transfer;
    },
    files.map((file) => ({ name: file.name, mimeType: file.mimeType, bytes: [...file.buffer] })),
  );
  await target.dispatchEvent('dragenter', { dataTransfer });
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}
