import { expect, test } from '@playwright/test';
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { logIn } from './helpers';
import { remotesLib, remoteRequests } from './remotes-helpers';

/** The event bus version the shell was built with (shared/src/bus/events.ts, read as its build reads it). */
const { busContractVersion } = createRequire(__filename)('../../config/contracts.cjs') as { busContractVersion: () => string };

test('a remote built against another event bus major is refused, its previous version mounted and the console told', async ({ page }) => {
  const lib = await remotesLib();
  const compatible = (await lib.readTable())['mfe-header']!.version;

  // A deliberately incompatible build: the header's build with its manifest saying event bus 2.0.0.
  const build = await mkdtemp(path.join(tmpdir(), 'mfe-header-bus2-'));
  await cp(path.join(lib.ROOT, 'mfe-header', 'dist'), build, { recursive: true });
  const manifestFile = path.join(build, 'mf-manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
  manifest.metaData.contracts = { ...manifest.metaData.contracts, bus: '2.0.0' };
  await writeFile(manifestFile, JSON.stringify(manifest));
  const incompatible = await lib.publish('mfe-header', build);
  expect(incompatible).not.toBe(compatible);

  try {
    const table = await (await page.request.get('/remotes.json')).json();
    expect(table['mfe-header']).toMatchObject({ version: incompatible, bus: '2.0.0' });
    expect(table['mfe-header'].previous[0]).toMatchObject({ version: compatible });

    const requests = remoteRequests(page, 'mfe-header');
    const refusalReported = page.waitForResponse(
      (response) => response.url().endsWith('/svc/platform/beacon') && (response.request().postData() ?? '').includes('refused'),
    );
    await logIn(page);
    // The header works: the previous build is mounted, nothing of the refused one is even fetched.
    await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
    expect(requests.some((url) => url.startsWith(`/remotes/mfe-header/${compatible}/`))).toBe(true);
    expect(requests.some((url) => url.startsWith(`/remotes/mfe-header/${incompatible}/`))).toBe(false);
    expect((await refusalReported).status()).toBe(202);

    await page.goto('/platform');
    const header = page.getByRole('region', { name: 'mfe-header' });
    await expect(
      header.getByText(`load error: refused: built against event bus 2.0.0, the shell speaks ${busContractVersion()}; mounted ${compatible} instead`).first(),
    ).toBeVisible();
  } finally {
    await lib.rollback('mfe-header', compatible);
  }
});
