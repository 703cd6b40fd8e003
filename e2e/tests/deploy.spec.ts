import { expect, test } from '@playwright/test';
import { cp, appendFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { logIn } from './helpers';
import { remotesLib, remoteRequests } from './remotes-helpers';

test('one remote is deployed and rolled back alone; a reload picks up each version', async ({ page }) => {
  const lib = await remotesLib();
  const before = (await lib.readTable())['mfe-share']!.version;
  const headerBefore = (await lib.readTable())['mfe-header']!.version;

  // A changed build of mfe-share only: its dist copied and touched, as a rebuild would change it.
  const changedBuild = await mkdtemp(path.join(tmpdir(), 'mfe-share-build-'));
  await cp(path.join(lib.ROOT, 'mfe-share', 'dist'), changedBuild, { recursive: true });
  await appendFile(path.join(changedBuild, 'remoteEntry.js'), `\n// deployed by e2e ${Date.now()}\n`);
  const deployed = await lib.publish('mfe-share', changedBuild);
  expect(deployed).not.toBe(before);

  let requests = remoteRequests(page, 'mfe-share');
  await logIn(page);
  await expect(page.locator('[data-remote="mfe-share"]')).toHaveCount(1);
  expect(requests.some((url) => url.startsWith(`/remotes/mfe-share/${deployed}/`))).toBe(true);
  expect(requests.some((url) => url.startsWith(`/remotes/mfe-share/${before}/`))).toBe(false);
  expect((await lib.readTable())['mfe-header']!.version).toBe(headerBefore);

  expect(await lib.rollback('mfe-share')).toBe(before);
  page.removeAllListeners('request');
  requests = remoteRequests(page, 'mfe-share');
  await page.reload();
  await expect(page.locator('[data-remote="mfe-share"]')).toHaveCount(1);
  expect(requests.some((url) => url.startsWith(`/remotes/mfe-share/${before}/`))).toBe(true);

  const table = await (await page.request.get('/remotes.json')).json();
  expect(table['mfe-share'].version).toBe(before);
});
