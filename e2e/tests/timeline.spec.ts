import { expect, test, type Page } from '@playwright/test';
import { logIn, posts, uniqueName } from './helpers';
import { DEMO_USER, FRIEND, answerOf, atHome, composeTextPost, postIdOf, takeBackPostsAfterEach, textPostWithIdAs } from './post-helpers';

const takeBack = takeBackPostsAfterEach();

/** The text of the first post whose top is inside the window. */
const firstVisiblePost = (page: Page) =>
  page.evaluate(() => {
    const visible = [...document.querySelectorAll('#td-main-slot article')].find((article) => article.getBoundingClientRect().top >= 0);
    return visible?.textContent?.slice(0, 120) ?? '';
  });

test('the dashboard shows followed blogs’ posts newest first and loads more on scroll', async ({ page }) => {
  const pages: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/svc/post/dashboard')) pages.push(new URL(request.url()).pathname);
  });
  await logIn(page);
  await expect(posts(page).first()).toBeVisible();
  // Text, quote and photo posts render with their blog's avatar and name.
  await expect(page.locator('#td-main-slot img[alt$="avatar"]').first()).toBeVisible();
  await expect(page.locator('#td-main-slot blockquote, #td-main-slot figure, #td-main-slot img').first()).toBeVisible();

  for (let i = 0; i < 6 && !pages.some((path) => path.includes('/before/')); i += 1) {
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(300);
  }
  await expect.poll(() => pages.some((path) => path.includes('/before/'))).toBe(true);
});

test('the scroll position survives going to another page and back', async ({ page }) => {
  await logIn(page);
  await expect(posts(page).first()).toBeVisible();
  for (let i = 0; i < 4; i += 1) {
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(200);
  }
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(2000);
  const topPost = await firstVisiblePost(page);

  await page.getByRole('button', { name: 'Activity' }).click();
  await page.getByRole('link', { name: 'See everything' }).click();
  await expect(page).toHaveURL(/\/activity$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 300);
  expect(await firstVisiblePost(page)).toBe(topPost);
});

/** Where each post's side avatar sits against its card, for the posts on screen. */
const avatarPlaces = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('#td-main-slot article')].flatMap((article) => {
      const avatar = article.querySelector('.td-dash-post__gutter .td-dash-post__avatar');
      if (!avatar) return [];
      const card = article.getBoundingClientRect();
      const box = avatar.getBoundingClientRect();
      if (card.bottom < 0 || card.top > window.innerHeight) return [];
      return [{ cardTop: card.top, cardBottom: card.bottom, avatarTop: box.top, avatarHeight: box.height }];
    }),
  );

test('each post’s avatar sits at the top of its card and stays in view while the card scrolls past', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page);
  await expect(posts(page).first()).toBeVisible();
  const atTop = await avatarPlaces(page);
  expect(atTop.length).toBeGreaterThan(0);
  for (const place of atTop) expect(Math.abs(place.avatarTop - place.cardTop)).toBeLessThanOrEqual(2);

  // Scroll until a tall card's top has passed under the header: its avatar sticks below the header.
  let stuck: { cardTop: number; avatarTop: number } | undefined;
  for (let i = 0; i < 20 && !stuck; i += 1) {
    await page.mouse.wheel(0, 250);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(i * 200);
    const places = await avatarPlaces(page);
    // Cards still wholly below the header keep their avatar at their top.
    for (const place of places.filter((candidate) => candidate.cardTop > 80)) expect(Math.abs(place.avatarTop - place.cardTop)).toBeLessThanOrEqual(2);
    stuck = places.find((place) => place.cardTop < 40 && place.cardBottom > 72 + place.avatarHeight + 40);
  }
  expect(stuck, 'a card taller than its avatar scrolled partly under the header').toBeDefined();
  expect(stuck!.avatarTop).toBeGreaterThanOrEqual(60);
  expect(stuck!.avatarTop).toBeLessThanOrEqual(80);
});

test('a blog name on a post opens that blog, for a visitor and for a signed-in person', async ({ page }) => {
  for (const signIn of [false, true]) {
    if (signIn) await logIn(page);
    else await page.goto('/dashboard');
    const card = posts(page).first();
    await expect(card).toBeVisible();
    const name = (await card.getByRole('link').first().textContent())?.trim() ?? '';
    expect(name).toMatch(/^[a-z0-9-]+$/);
    await card.getByRole('link', { name, exact: true }).first().click();
    // The blog viewer opens over the page (mfe-peepr), its posts the blog's own.
    const viewer = page.getByRole('dialog', { name });
    await expect(viewer).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`[?&]blog_name=${name}`));
    for (let index = 0; index < 3; index += 1) await expect(viewer.getByRole('article').nth(index)).toHaveAccessibleName(new RegExp(`^${name}\\b`));
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
  }
});

test('a post’s blog name is a link to the blog: ctrl/meta-click opens it in a new tab, not the viewer', async ({ page }) => {
  await logIn(page);
  const card = posts(page).first();
  await expect(card).toBeVisible();
  const link = card.getByRole('link').first();
  const name = (await link.textContent())?.trim() ?? '';
  expect(name).toMatch(/^[a-z0-9-]+$/);
  await expect(link).toHaveAttribute('href', `/blog/${name}`);
  // The viewer (whose page-wide listener would take a plain click too) loads when the page is idle.
  await page.waitForFunction(() => document.querySelector('[data-remote="mfe-peepr"]') !== null, undefined, { timeout: 30_000 });

  const opened = page.context().waitForEvent('page');
  await link.click({ modifiers: ['ControlOrMeta'] });
  const tab = await opened;
  await expect(tab).toHaveURL(new RegExp(`/blog/${name}$`));
  await tab.close();
  await expect(page.getByRole('dialog', { name })).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);
  // A plain click on the same link still opens the viewer.
  await link.click();
  await expect(page.getByRole('dialog', { name })).toBeVisible();
});

test('newer posts wait behind a "New posts" button; pressing it loads them at the top and focuses the first', async ({ page, baseURL }) => {
  await atHome(baseURL!, DEMO_USER);
  // The documented test-only setting (mfe-dashboard README): check every second instead of every minute.
  await page.addInitScript(() => window.localStorage.setItem('tumbledash:dashboard-refresh-ms', '1000'));
  await logIn(page);
  await expect(posts(page).first()).toBeVisible();

  const title = uniqueName('Fresh from friendly');
  takeBack(FRIEND, await textPostWithIdAs(baseURL!, FRIEND, title, 'Posted while the dashboard was open.'));
  const button = page.getByRole('button', { name: '1 new post' });
  await expect(button).toBeVisible();
  // Offered, not inserted under the reader's eyes.
  await expect(posts(page).first()).not.toContainText(title);

  await button.click();
  const first = posts(page).first();
  await expect(first).toContainText(title);
  await expect(first).toBeFocused();
  await expect(button).toBeHidden();
});


test('a post the reader made in another tab is offered as new; the one made here is not offered again', async ({ page, baseURL }) => {
  await atHome(baseURL!, DEMO_USER);
  await page.addInitScript(() => window.localStorage.setItem('tumbledash:dashboard-refresh-ms', '1000'));
  await logIn(page);
  await expect(posts(page).first()).toBeVisible();

  const here = uniqueName('Made in this tab');
  const saved = answerOf(page, '/svc/post/update');
  await composeTextPost(page, here, 'Put on top at once.');
  takeBack(DEMO_USER, await postIdOf(saved));
  await expect(posts(page).first()).toContainText(here);
  // Checks run every second: two of them have passed with nothing to offer.
  await page.waitForTimeout(2_500);
  const button = page.getByRole('button', { name: /new post/ });
  await expect(button).toHaveCount(0);

  const elsewhere = uniqueName('Made in another tab');
  takeBack(DEMO_USER, await textPostWithIdAs(baseURL!, DEMO_USER, elsewhere, 'Posted from another tab.'));
  await expect(page.getByRole('button', { name: '1 new post' })).toBeVisible();
  await page.getByRole('button', { name: '1 new post' }).click();
  await expect(posts(page).first()).toContainText(elsewhere);
  await expect(posts(page).first()).toBeFocused();
  await expect(posts(page).nth(1)).toContainText(here);
  await expect(posts(page).filter({ hasText: here })).toHaveCount(1);
});

test('others’ posts from before the reader’s own new post are still offered as new, and load in under it', async ({ page, baseURL }) => {
  await atHome(baseURL!, DEMO_USER);
  await page.addInitScript(() => window.localStorage.setItem('tumbledash:dashboard-refresh-ms', '1000'));
  await logIn(page);
  await expect(posts(page).first()).toBeVisible();

  const theirs = uniqueName('Before mine, from friendly');
  takeBack(FRIEND, await textPostWithIdAs(baseURL!, FRIEND, theirs, 'Posted just before the reader’s own.'));
  const mine = uniqueName('My own post');
  const saved = answerOf(page, '/svc/post/update');
  await composeTextPost(page, mine, 'Posted after friendly’s.');
  takeBack(DEMO_USER, await postIdOf(saved));
  await expect(posts(page).first()).toContainText(mine);

  // Friendly's post is older than the reader's own but was never shown: still offered, and alone.
  const button = page.getByRole('button', { name: '1 new post' });
  await expect(button).toBeVisible();
  const theirCard = posts(page).filter({ hasText: theirs });
  await expect(theirCard).toHaveCount(0);
  await button.click();
  await expect(theirCard).toBeFocused();
  await expect(posts(page).first()).toContainText(mine);
  await expect(posts(page).nth(1)).toContainText(theirs);
  await expect(posts(page).filter({ hasText: mine })).toHaveCount(1);
  await expect(button).toBeHidden();
});
