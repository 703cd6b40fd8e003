import { expect, request, test, type Browser, type Page } from '@playwright/test';
import { logIn } from './helpers';
import { canaryLib, changedBuild, type CanaryLib } from './remotes-helpers';

/** The seeded people (api/src/seed/people.ts); each one's canary bucket comes from their user id. */
const SEEDED = ['demo', 'friend', 'ada', 'ben', 'cleo', 'dev', 'eve', 'finn'].map((name) => ({ email: `${name}@example.com`, password: `${name}-password` }));
type Account = (typeof SEEDED)[number];

const FORM_KEY_HEADER = 'x-tumblr-form-key';

/** The version of mfe-header the server gives this person (or, without one, an anonymous visitor). */
async function headerVersionFor(baseURL: string, account?: Account): Promise<string> {
  const api = await request.newContext({ baseURL });
  try {
    if (account) {
      const bootstrap = await (await api.get('/svc/bootstrap')).json();
      const login = await api.post('/svc/account/login', { data: account, headers: { [FORM_KEY_HEADER]: bootstrap.response.form_key } });
      expect(login.status(), account.email).toBe(200);
    }
    const table = await api.get('/remotes.json');
    expect(table.headers()['cache-control']).toBe('private, no-cache');
    return (await table.json())['mfe-header'].version;
  } finally {
    await api.dispose();
  }
}

/** Seeded people on either side of the canary: the first one served the canary and the first one who is not. */
async function twoPeople(baseURL: string, canary: string, stable: string): Promise<{ inCanary: Account; outside: Account }> {
  const versions = await Promise.all(SEEDED.map((account) => headerVersionFor(baseURL, account)));
  const inCanary = SEEDED[versions.indexOf(canary)];
  const outside = SEEDED[versions.indexOf(stable)];
  expect(inCanary, `someone gets ${canary}: ${versions.join(', ')}`).toBeDefined();
  expect(outside, `someone keeps ${stable}: ${versions.join(', ')}`).toBeDefined();
  return { inCanary: inCanary!, outside: outside! };
}

/** Signs `account` in in a browser of its own. The shell keeps the remotes it started with: reload for theirs. */
async function signedInPage(browser: Browser, account: Account): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, account.email, account.password);
  return page;
}

/**
 * The versions of mfe-header this page fetches files of once its next document is in. Not before: the page
 * signed in on keeps loading its remotes' lazy parts while the browser is idle, until it is navigated away.
 */
function headerVersionsOfNextDocument(page: Page): Set<string> {
  const versions = new Set<string>();
  let nextDocument = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) nextDocument = true;
  });
  page.on('request', (sent) => {
    const match = /\/remotes\/mfe-header\/([^/]+)\//.exec(new URL(sent.url()).pathname);
    if (match && nextDocument) versions.add(match[1]!);
  });
  return versions;
}

/** Leaves mfe-header as the spec found it: no canary, the stable version live. */
async function restore(lib: CanaryLib, stable: string): Promise<void> {
  if (await lib.runningCanary('mfe-header')) await lib.rollbackCanary('mfe-header', { reason: 'e2e cleanup' });
  if ((await lib.readTable())['mfe-header']!.version !== stable) await lib.rollback('mfe-header', stable);
}

test('a 50% canary reaches some signed-in people and not others, side by side in the console, and is promoted from there', async ({ browser, page, baseURL }) => {
  // Two people load the site in browsers of their own, then the console: more than the default minute on a busy machine.
  test.setTimeout(150_000);
  const lib = await canaryLib();
  const stable = (await lib.readTable())['mfe-header']!.version;
  const canary = await lib.publish('mfe-header', await changedBuild(lib, 'mfe-header'), { canary: 50 });
  try {
    expect((await lib.readTable())['mfe-header']!.version).toBe(stable);
    const { inCanary, outside } = await twoPeople(baseURL!, canary, stable);
    // Sticky: asked again, each gets the same; anonymous visitors get the stable version.
    expect(await headerVersionFor(baseURL!, inCanary)).toBe(canary);
    expect(await headerVersionFor(baseURL!, outside)).toBe(stable);
    expect(await headerVersionFor(baseURL!)).toBe(stable);

    // In their browsers: the page preloads their build and the shell mounts it.
    for (const [account, version, other] of [[inCanary, canary, stable], [outside, stable, canary]] as const) {
      const theirs = await signedInPage(browser, account);
      const loaded = headerVersionsOfNextDocument(theirs);
      await theirs.reload();
      await expect(theirs.getByRole('button', { name: 'Account' })).toBeVisible();
      await expect(theirs.locator(`link[rel="preload"][href^="/remotes/mfe-header/${version}/"]`).first()).toBeAttached();
      expect(loaded.has(other), account.email).toBe(false);
      // The canary's files were never fetched before (the stable ones may come from the cache).
      if (version === canary) expect(loaded.has(canary)).toBe(true);
      await theirs.context().close();
    }

    await logIn(page);
    await page.goto('/platform');
    const header = page.getByRole('region', { name: 'mfe-header' });
    const rollout = header.getByRole('table', { name: 'Canary rollout of mfe-header' });
    await expect(rollout.getByRole('row', { name: /^Stable/ })).toContainText(stable);
    await expect(rollout.getByRole('row', { name: /^Stable/ })).toContainText('50% of signed-in people and every visitor');
    await expect(rollout.getByRole('row', { name: /^Canary/ })).toContainText(canary);
    await expect(rollout.getByRole('row', { name: /^Canary/ })).toContainText('50% of signed-in people');
    await header.getByRole('button', { name: `Promote ${canary}` }).click();
    await expect(page.getByRole('status')).toHaveText(`mfe-header ${canary} is now live for everyone; a page reload picks it up.`);
    await expect(header.getByText(new RegExp(`^Canary ${canary} was promoted to stable by tumbledemo \\(platform console\\)`))).toBeVisible();
    await expect(rollout).toHaveCount(0);
    expect(await headerVersionFor(baseURL!, outside)).toBe(canary);
    expect(await headerVersionFor(baseURL!)).toBe(canary);
  } finally {
    await restore(lib, stable);
  }
});

test('a canary that throws when it loads is rolled back by the server, and the console says why', async ({ browser, page, baseURL }) => {
  test.setTimeout(150_000);
  const lib = await canaryLib();
  const stable = (await lib.readTable())['mfe-header']!.version;
  // A broken build: its remote entry throws before it defines the remote, so every mount of it fails.
  const broken = await lib.publish('mfe-header', await changedBuild(lib, 'mfe-header', { prepend: "throw new Error('e2e: this canary build is broken');" }), { canary: 50 });
  try {
    const { inCanary } = await twoPeople(baseURL!, broken, stable);
    const theirs = await signedInPage(browser, inCanary);
    await theirs.reload();
    // Three failed mounts (CANARY_MIN_MOUNTS in playwright.config.ts); the shell's beacon sends each page's
    // reports as the page goes (pagehide), so the next load sends the last one's.
    for (let load = 0; load < 3; load += 1) {
      const failed = theirs.waitForEvent('console', (message) => /\[shell\] mfe-header\/.* could not be loaded/.test(message.text()));
      await theirs.reload();
      await failed;
    }
    const lastReports = theirs.waitForRequest((sent) => sent.url().endsWith('/svc/platform/beacon') && (sent.postData() ?? '').includes(`"version":"${broken}","kind":"load-error"`));
    await theirs.goto('/login');
    await lastReports;
    await theirs.context().close();

    // The server judges the canary every second (CANARY_CHECK_INTERVAL_MS) and rolls it back by itself.
    await expect.poll(async () => (await lib.runningCanary('mfe-header'))?.version ?? null, { timeout: 30_000 }).toBeNull();
    expect(await headerVersionFor(baseURL!, inCanary)).toBe(stable);

    await logIn(page);
    await page.goto('/platform');
    const header = page.getByRole('region', { name: 'mfe-header' });
    await expect(header.getByText(new RegExp(`^Canary ${broken} was rolled back automatically \\(.+\\): error rate 100\\.0% \\(\\d+ errors in \\d+ mounts\\) over the last 5 minutes against`))).toBeVisible();
    await expect(header.getByRole('table', { name: 'Canary rollout of mfe-header' })).toHaveCount(0);
  } finally {
    await restore(lib, stable);
  }
});
