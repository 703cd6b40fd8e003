import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { ADA } from './messaging-helpers';
import { ApiSession } from './post-helpers';
import { network, openShare, ownPostOnTop } from './share-helpers';

// A share flow sets up a post, signs in and loads messaging first: on the shared 2-core machine that alone can take most of a minute.
test.describe.configure({ timeout: 120_000 });

/** Another site: a plain HTML page on a second origin with the pasted embed code. */
const ELSEWHERE_PORT = 8243;
let elsewhere: Server;
let pasted = '';

test.beforeAll(async () => {
  elsewhere = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="en"><title>Elsewhere</title><body><h1>A page elsewhere</h1>${pasted}<p>After the post.</p></body></html>`);
  });
  await new Promise<void>((resolve) => elsewhere.listen(ELSEWHERE_PORT, '127.0.0.1', resolve));
});

test.afterAll(() => new Promise<void>((resolve) => elsewhere.close(() => resolve())));

test('the embed code shows the post on another site, sized to it, and nothing once the post is gone', async ({ page, baseURL }) => {
  const origin = baseURL ?? '';
  const { id, title, card } = await ownPostOnTop(page, origin, ADA, 'Embedded');
  const popover = await openShare(page, card);
  await network(popover, 'Embed code').click();
  pasted = await popover.getByRole('textbox', { name: 'Embed code' }).inputValue();
  expect(pasted).toContain(`${origin}/embed/post/${ADA.blog}/${id}?key=`);

  await page.goto(`http://127.0.0.1:${ELSEWHERE_PORT}/`);
  const frame = page.frameLocator('iframe[title="Post on Tumbledash"]');
  await expect(frame.getByText(title)).toBeVisible();
  await expect(frame.getByRole('link', { name: 'View on Tumbledash' })).toHaveAttribute('href', new RegExp(`/blog/${ADA.blog}/${id}`));
  const iframe = page.locator('iframe[title="Post on Tumbledash"]');
  // Sized to its content: as tall as the card inside, no scrolling.
  await expect
    .poll(async () => {
      const outer = (await iframe.boundingBox())?.height ?? 0;
      const inner = await frame.locator('article').evaluate((article) => Math.ceil(article.getBoundingClientRect().height));
      return Math.abs(outer - inner) <= 2 && outer > 50;
    })
    .toBe(true);

  const author = await ApiSession.logIn(origin, ADA);
  await author.deletePost(ADA.blog, id);
  await author.dispose();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'A page elsewhere' })).toBeVisible();
  await expect.poll(async () => (await iframe.boundingBox())?.height ?? -1).toBe(0);
  await expect(frame.getByText(title)).toHaveCount(0);
});
