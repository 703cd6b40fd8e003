import { expect, test, type Page } from '@playwright/test';
import { appendFile, cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { logIn } from './helpers';
import { remotesLib } from './remotes-helpers';

/** The versions of mfe-header this page fetched files of. */
function headerVersions(page: Page): Set<string> {
  const versions = new Set<string>();
  page.on('request', (request) => {
    const match = /\/remotes\/mfe-header\/([^/]+)\//.exec(new URL(request.url()).pathname);
    if (match) versions.add(match[1]!);
  });
  return versions;
}

const badge = (page: Page) => page.getByRole('complementary', { name: 'Remote overrides' });
const account = (page: Page) => page.getByRole('button', { name: 'Account' });

test('an override chosen in one browser loads another version there only, shows a badge, and resets', async ({ browser }) => {
  // Two browsers sign in and load the site four times: more than the default minute on a busy machine.
  test.setTimeout(150_000);
  const lib = await remotesLib();
  const before = (await lib.readTable())['mfe-header']!.version;
  // A new live build of the header, so an earlier published version exists to choose.
  const build = await mkdtemp(path.join(tmpdir(), 'mfe-header-override-'));
  await cp(path.join(lib.ROOT, 'mfe-header', 'dist'), build, { recursive: true });
  await appendFile(path.join(build, 'remoteEntry.js'), `\n// deployed by e2e ${Date.now()}\n`);
  const live = await lib.publish('mfe-header', build);

  const mine = await browser.newContext();
  const theirs = await browser.newContext();
  try {
    const page = await mine.newPage();
    await logIn(page);
    await page.goto('/dashboard?overrides');
    const panel = page.getByRole('dialog', { name: 'Remote overrides' });
    await expect(panel).toContainText('Load another version of a remote in this browser only.');
    // Not in development mode: no dev server to choose.
    await expect(panel.getByRole('option', { name: 'Dev server on this machine' })).toHaveCount(0);
    await panel.getByRole('combobox', { name: 'mfe-header' }).selectOption(before);
    let loaded = headerVersions(page);
    await panel.getByRole('button', { name: 'Apply and reload' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(badge(page)).toContainText('Overrides active');
    await expect(badge(page)).toContainText(`mfe-header: ${before}`);
    await expect(account(page)).toBeVisible();
    // (The page still preloads the live build: the server cannot see this browser's overrides.)
    expect(loaded.has(before)).toBe(true);

    // Another browser is not affected; it opens the panel with the key combination and closes it.
    const other = await theirs.newPage();
    const otherLoaded = headerVersions(other);
    await logIn(other);
    await expect(account(other)).toBeVisible();
    expect([...otherLoaded]).toEqual([live]);
    await expect(badge(other)).toHaveCount(0);
    await other.keyboard.press('Alt+Shift+O');
    const otherPanel = other.getByRole('dialog', { name: 'Remote overrides' });
    await expect(otherPanel.getByRole('combobox', { name: 'mfe-header' })).toHaveValue('__live__');
    await otherPanel.getByRole('button', { name: 'Close' }).click();
    await expect(otherPanel).toHaveCount(0);

    // Reset: back to the live version.
    page.removeAllListeners('request');
    loaded = headerVersions(page);
    await badge(page).getByRole('button', { name: 'Reset' }).click();
    await expect(account(page)).toBeVisible();
    await expect(badge(page)).toHaveCount(0);
    expect([...loaded]).toEqual([live]);
  } finally {
    await mine.close();
    await theirs.close();
    await lib.rollback('mfe-header', before);
  }
});

test('an override to another origin, written into a browser by hand, is refused outside development mode', async ({ page }) => {
  const lib = await remotesLib();
  const live = (await lib.readTable())['mfe-header']!.version;
  await logIn(page);
  await page.evaluate(() =>
    localStorage.setItem('td-remote-overrides', JSON.stringify({ 'mfe-header': { version: 'dev', entry: 'http://localhost:8101/mf-manifest.json' } })),
  );
  const loaded = headerVersions(page);
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1:')) elsewhere.push(request.url());
  });
  await page.reload();
  await expect(account(page)).toBeVisible();
  await expect(badge(page)).toHaveCount(0);
  expect([...loaded]).toEqual([live]);
  expect(elsewhere).toEqual([]);
});
