import { execFileSync } from 'node:child_process';
import { appendFile, cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, request, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO, emitOnPageBus, logIn } from './helpers';
import { ADA, adaInOwnContext, conversationWindow, messageLog, openConversationFromInbox, sendTextDelivered, signUpVerified, solidPng } from './messaging-helpers';
import { remoteRequests } from './remotes-helpers';
import { skipTour } from './settings-helpers';

/**
 * Issue 16 against deploy/docker-compose.yml's topology (playwright.cluster.config.ts starts it): three api
 * instances on one PostgreSQL and one S3 server, nginx with deploy/nginx.conf in front. Pages go through
 * nginx unless a test pins one to an instance; `X-Served-By` says which instance answered.
 */
const INSTANCES = JSON.parse(process.env.CLUSTER_INSTANCES ?? '[]') as string[];
const ROOT = path.resolve(__dirname, '../..');

const isStream = (url: string) => new URL(url).pathname === '/svc/live/stream';

/** Ada through nginx with her inbox ready; answers the page and the instance her live stream is on (or null). */
async function adaThroughNginx(browser: Browser, block: boolean): Promise<{ ada: Page; streamOn: string | null }> {
  const ada = await adaInOwnContext(browser);
  if (block) await ada.route((url) => isStream(url.toString()), (route) => route.abort());
  const stream = block ? null : ada.waitForResponse((response) => isStream(response.url()) && response.status() === 200);
  await ada.reload();
  return { ada, streamOn: stream ? ((await stream).headers()['x-served-by'] ?? null) : null };
}

/** Someone new, signed up and verified on one instance only (their browser talks to it, not to nginx). */
async function senderOn(browser: Browser, instance: string, prefix: string): Promise<{ page: Page; blog: string }> {
  const context = await browser.newContext({ baseURL: instance });
  const page = await context.newPage();
  const blog = await signUpVerified(page, prefix);
  // The guided tour for new bloggers would cover the docks (it has its own tests).
  await skipTour(page);
  await page.reload();
  await emitOnPageBus(page, 'messaging:open', { blogName: ADA.blog });
  await expect(conversationWindow(page, ADA.blog)).toBeVisible();
  return { page, blog };
}

/** demo signed in on one instance, through the API, as a script would. */
async function demoApi(baseURL: string): Promise<{ api: APIRequestContext; formKey: string }> {
  const api = await request.newContext({ baseURL });
  const boot = await (await api.get('/svc/bootstrap')).json();
  const login = await api.post('/svc/account/login', { headers: { 'x-tumblr-form-key': boot.response.form_key }, data: { email: DEMO.email, password: DEMO.password } });
  expect(login.ok()).toBe(true);
  return { api, formKey: (await login.json()).response.form_key };
}

test.describe.configure({ timeout: 150_000 });

test('a message sent through one instance appears within 2 s in a conversation open through nginx on another', async ({ browser }) => {
  expect(INSTANCES).toHaveLength(3);
  const { ada, streamOn } = await adaThroughNginx(browser, false);
  expect(streamOn).toMatch(/^api[123]$/);
  // The sender's browser talks to an instance other than the one holding Ada's stream.
  const senderInstance = INSTANCES[Number(streamOn!.slice(3)) % 3]!;
  const { page, blog } = await senderOn(browser, senderInstance, 'scale-live');
  await sendTextDelivered(page, conversationWindow(page, ADA.blog), 'first, to start the conversation');
  await openConversationFromInbox(ada, blog);
  const adaLog = messageLog(ada.getByRole('region', { name: blog, exact: true }));
  await expect(adaLog.getByText('first, to start the conversation')).toBeVisible();
  // Her next poll is a minute away while the stream is up: only the stream can bring this in time.
  await ada.waitForTimeout(1_000);
  await sendTextDelivered(page, conversationWindow(page, ADA.blog), 'across instances, live');
  await expect(adaLog.getByText('across instances, live')).toBeVisible({ timeout: 2_000 });
  await Promise.all([ada.context().close(), page.context().close()]);
});

test('with the live stream blocked, a message sent through another instance arrives by polling', async ({ browser }) => {
  const { ada } = await adaThroughNginx(browser, true);
  const { page, blog } = await senderOn(browser, INSTANCES[0]!, 'scale-poll');
  await sendTextDelivered(page, conversationWindow(page, ADA.blog), 'hello with the stream blocked');
  await openConversationFromInbox(ada, blog);
  const adaLog = messageLog(ada.getByRole('region', { name: blog, exact: true }));
  await sendTextDelivered(page, conversationWindow(page, ADA.blog), 'arrives by polling');
  // Polls are every 5–15 s (B§9): waiting for a change the server knows about takes up to two of them.
  await expect(adaLog.getByText('arrives by polling')).toBeVisible({ timeout: 35_000 });
  await Promise.all([ada.context().close(), page.context().close()]);
});

test('a photo uploaded through one instance is served by every instance and by nginx, with the same cache headers', async () => {
  const { api, formKey } = await demoApi(INSTANCES[0]!);
  const photo = solidPng(64, 48, [30, 140, 90]);
  const upload = await api.post('/svc/post/upload_photo', {
    headers: { 'x-tumblr-form-key': formKey },
    multipart: { photo: { name: 'cluster.png', mimeType: 'image/png', buffer: photo } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const { url } = (await upload.json()).response as { url: string };
  for (const base of [...INSTANCES, process.env.CLUSTER_URL!]) {
    const answer = await api.get(`${base}${url}`);
    expect(answer.status(), `${base}${url}`).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/png');
    expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(await answer.body(), photo)).toBe(0);
  }
  await api.dispose();
});

test('a remote deployed to the cluster is served by every instance, and a switch made through one reaches the others', async ({ page }) => {
  const table = async (base: string) => (await (await page.request.get(`${base}/remotes.json`)).json()) as Record<string, { version: string }>;
  const before = (await table(INSTANCES[0]!))['mfe-share']!.version;
  // A changed build of mfe-share, published as `npm run deploy:remote` does: files to S3, registry in PostgreSQL.
  const build = await mkdtemp(path.join(tmpdir(), 'mfe-share-cluster-'));
  await cp(path.join(ROOT, 'mfe-share', 'dist'), build, { recursive: true });
  await appendFile(path.join(build, 'remoteEntry.js'), `\n// deployed to the cluster by e2e ${Date.now()}\n`);
  const publish = `const lib = await import('./scripts/remotes-lib.mjs'); console.log(await lib.publish('mfe-share', ${JSON.stringify(build)})); await lib.closeRegistry();`;
  const deployed = execFileSync(process.execPath, ['--input-type=module', '-e', publish], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...(JSON.parse(process.env.CLUSTER_DEPLOY_ENV!) as Record<string, string>), DATA_DIR: build },
  }).trim().split('\n').at(-1)!;
  expect(deployed).not.toBe(before);

  for (const base of INSTANCES) {
    expect((await table(base))['mfe-share']!.version, base).toBe(deployed);
    const manifest = await page.request.get(`${base}/remotes/mfe-share/${deployed}/mf-manifest.json`);
    expect(manifest.status(), base).toBe(200);
    expect(manifest.headers()['cache-control']).toBe('no-cache');
  }
  // A browser through nginx loads the new version, whichever instance serves which file.
  const requests = remoteRequests(page, 'mfe-share');
  await logIn(page);
  await expect(page.locator('[data-remote="mfe-share"]')).toHaveCount(1);
  expect(requests.some((url) => url.startsWith(`/remotes/mfe-share/${deployed}/`))).toBe(true);

  // The platform console's switch, made through instance 2, is what instances 1 and 3 answer next.
  const { api, formKey } = await demoApi(INSTANCES[1]!);
  const back = await api.post('/svc/platform/switch', { headers: { 'x-tumblr-form-key': formKey }, data: { remote: 'mfe-share', version: before } });
  expect(back.ok(), await back.text()).toBe(true);
  for (const base of [INSTANCES[0]!, INSTANCES[2]!]) expect((await table(base))['mfe-share']!.version, base).toBe(before);
  await api.dispose();
});
