import { expect, test, type Route } from '@playwright/test';
import { emitOnPageBus, posts } from './helpers';
import { signedInWithViewer } from './peepr-helpers';

/** The hover cards' own code (a lazy chunk, fetched on the first hover over a blog name). */
const HOVER_CHUNK = /\/peepr-hovercard\.[0-9a-f]+\.js$/;
const VIEWED = 'night-owl-notes';

test('a blog card whose code comes after the viewer opened does not show over the viewer', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  // The chunk is held until the viewer is open: a slow network, made certain.
  let held: (route: Route) => void = () => {};
  const chunkAsked = new Promise<Route>((resolve) => (held = resolve));
  await page.route(HOVER_CHUNK, (route) => held(route));
  await signedInWithViewer(page, baseURL!);

  const card = posts(page).first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  const name = card.locator('[data-peepr]').first();
  const hovered = JSON.parse((await name.getAttribute('data-peepr'))!).tumblelog as string;
  // The pointer moves onto the blog name and stays there: the card's code is asked for.
  await name.hover();
  const chunk = await chunkAsked;

  // The viewer opens meanwhile (not by a click: the pointer stays on the name).
  await emitOnPageBus(page, 'peepr:open', { blogName: VIEWED });
  const viewer = page.getByRole('dialog', { name: VIEWED, exact: true });
  await expect(viewer.getByRole('article').first()).toBeVisible();

  const arrived = page.waitForResponse(HOVER_CHUNK);
  await chunk.continue();
  await arrived;
  // A card would show at once as its code runs (its loader after 250 ms).
  await page.waitForTimeout(1000);
  await expect(page.getByRole('group', { name: `${hovered}, blog card` })).toHaveCount(0);

  // The code is there: a hover that begins over the viewer gets its card.
  await viewer.getByRole('article').first().getByRole('link', { name: VIEWED, exact: true }).first().hover();
  await expect(page.getByRole('group', { name: `${VIEWED}, blog card` })).toBeVisible();
});
