import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { logIn, posts, uniqueName } from './helpers';

const drawer = (page: Page) => page.getByRole('dialog', { name: 'night-owl-notes' });

test('1. a blog name opens the drawer over the page; Escape, Back and a pasted address work', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page);
  const card = posts(page).first();
  // The first page of a fresh server can be slow on a busy machine.
  await expect(card).toBeVisible({ timeout: 30_000 });
  const name = (await card.getByRole('link').first().textContent())?.trim() ?? '';
  const opened = page.getByRole('dialog', { name });
  await card.getByRole('link', { name, exact: true }).first().click();
  await expect(opened).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]blog_name=${name}`));
  await expect(opened.getByRole('button', { name: /^(Follow|Unfollow)$/ }).or(opened.getByRole('button', { name: 'Edit appearance' }))).toBeVisible();
  await expect(opened.getByRole('article').first()).toBeVisible();
  await expectNoAxeViolations(page, '.td-peepr-drawer');

  await page.keyboard.press('Escape');
  await expect(opened).toBeHidden();
  await expect(page).not.toHaveURL(/blog_name=/);
  await expect(card).toBeVisible();

  await card.getByRole('link', { name, exact: true }).first().click();
  await expect(opened).toBeVisible();
  await page.goBack();
  await expect(opened).toBeHidden();

  await page.goto('/dashboard?blog_name=night-owl-notes');
  // The viewer loads when the page is idle after its first post.
  await expect(drawer(page)).toBeVisible({ timeout: 30_000 });
  await expect(drawer(page).getByRole('heading', { name: 'Night Owl Notes' })).toBeVisible();

  // Keys inside the viewer: j moves to the next post, k back, l likes it; the dashboard's keys stay paused.
  const articles = drawer(page).getByRole('article');
  await articles.first().focus();
  await page.keyboard.press('j');
  await expect(articles.nth(1)).toBeFocused();
  await page.keyboard.press('k');
  await expect(articles.first()).toBeFocused();
  const like = articles.first().getByRole('button', { name: 'Like' });
  const before = await like.getAttribute('aria-pressed');
  await page.keyboard.press('l');
  await expect(like).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');
});

test('1. the drawer is full width with a reachable close button at 375 px, for a visitor too', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/dashboard?blog_name=night-owl-notes');
  const view = drawer(page);
  // The viewer loads when the page is idle after its first post.
  await expect(view).toBeVisible({ timeout: 30_000 });
  const box = await view.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(370);
  const close = page.getByRole('button', { name: 'Close the blog viewer' });
  await expect(close).toBeInViewport();
  await close.click();
  await expect(view).toBeHidden();
});

test('2. /blog/{name} is the blog with its theme, posts and search, for a visitor', async ({ page }) => {
  await page.goto('/blog/night-owl-notes');
  await expect(page.getByRole('heading', { name: 'Night Owl Notes' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.getByRole('button', { name: 'Search night-owl-notes' }).click();
  await page.getByLabel('Search night-owl-notes').fill('zzzz-nothing');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Nothing here about “zzzz-nothing”.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filters' })).toHaveCount(0);
  await expectNoAxeViolations(page, '#td-main-slot');
});

test('3. the owner edits the header; others see no controls', async ({ page }) => {
  await logIn(page);
  await page.goto('/blog/demo-sketches');
  await page.getByRole('button', { name: 'Edit appearance' }).click();
  const title = uniqueName('Sketches');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.goto('/blog/night-owl-notes');
  await expect(page.getByRole('heading', { name: 'Night Owl Notes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit appearance' })).toHaveCount(0);
});

test('5. a visitor who follows is sent to /follow/{name}; after logging in the blog is followed', async ({ page }) => {
  await page.goto('/blog/recipe-box');
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page).toHaveURL(/\/follow\/recipe-box$/);
  await page.locator('#td-main-slot').getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('Email').fill('friend@example.com');
  await page.getByLabel('Password').fill('friend-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/blog\/recipe-box$/);
  await expect(page.getByRole('button', { name: 'Unfollow' })).toBeVisible();
});

test('6–8. blog search, site search and an ask from the drawer', async ({ page }) => {
  await logIn(page);
  await page.goto('/search?q=night&sort=recent&filter_post_type=any');
  await expect(page).toHaveURL(/\/search\/night\?sort=recent/);
  await expect(page.getByRole('heading', { name: 'Search results for “night”' })).toBeVisible();
  // The blog's card among the matching blogs (the posts found below link their blogs too).
  const blogCard = page.getByRole('region', { name: 'Blogs' }).getByRole('link', { name: 'night-owl-notes' });
  await expect(blogCard).toBeVisible();

  await blogCard.click();
  const view = drawer(page);
  await expect(view).toBeVisible();
  await view.getByRole('button', { name: 'Message, ask or submit' }).click();
  await page.getByRole('menuitem', { name: 'Ask a question' }).click();
  const ask = page.getByRole('dialog', { name: 'Ask night-owl-notes a question' });
  await ask.getByLabel('Your question').fill('Seen example.com lately?');
  await ask.getByRole('button', { name: 'Ask' }).click();
  await expect(ask.getByText("Sorry, but please don't include links in questions.")).toBeVisible();
  await ask.getByLabel('Your question').fill(`What keeps you up? ${uniqueName('q')}`);
  await ask.getByLabel('Ask anonymously').check();
  await ask.getByRole('button', { name: 'Ask' }).click();
  await expect(ask).toBeHidden();
});

test('4. hovering a blog name shows its hover card, which closes after the pointer leaves', async ({ page }) => {
  await logIn(page);
  const card = posts(page).first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  const name = (await card.getByRole('link').first().textContent())?.trim() ?? '';
  // The viewer (which serves hover cards) loads when the page is idle after its first post.
  await page.waitForFunction(() => document.querySelector('[data-remote="mfe-peepr"]') !== null, undefined, { timeout: 30_000 });
  await card.getByRole('link', { name, exact: true }).first().hover();
  const hover = page.getByRole('group', { name: `${name}, blog card` });
  await expect(hover).toBeVisible();
  await expect(hover.getByText(name, { exact: true })).toBeVisible();
  await page.mouse.move(5, 400);
  await expect(hover).toBeHidden();
});

test('9. the owner appeals a flagged post; safe mode blurs it for others until shown anyway', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page);
  await page.goto('/blog/demo-sketches');
  const banner = page.getByRole('region', { name: 'Adult content flag' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Request Review' }).click();
  await expect(page.getByText('Thanks! Your post is in review.')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(banner).toBeHidden();
  await page.getByRole('button', { name: 'Flagged as adult content' }).click();
  await expect(page.getByText('This post is still flagged, but it’s under review.')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();

  await page.context().clearCookies();
  await logIn(page, 'eve@example.com', 'eve-password');
  await page.goto('/dashboard?blog_name=demo-sketches');
  const viewer = page.getByRole('dialog', { name: 'demo-sketches' });
  // The viewer loads when the page is idle after its first post.
  await expect(viewer.getByText('This post may contain sensitive media')).toBeVisible({ timeout: 30_000 });
  await viewer.getByRole('button', { name: 'Show demo-sketches’s posts anyway' }).click();
  await expect(viewer.getByText('This post may contain sensitive media')).toBeHidden();
  await expect(viewer.getByRole('heading', { name: 'Life drawing, session 12' })).toBeVisible();
  await viewer.getByRole('group', { name: 'Sensitive content survey' }).getByRole('button', { name: 'No' }).click();
  await expect(viewer.getByText("Thanks! You're making our flagging better.")).toBeVisible();
});

test('8. a submission from /blog/{name}/submit and an ask land in the owner’s inbox', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, 'friend@example.com', 'friend-password');
  const title = uniqueName('goose');
  await page.goto('/blog/tumbledemo/submit');
  await page.getByRole('button', { name: 'Submit a text post' }).click();
  const form = page.getByRole('dialog', { name: 'Submit a text post to tumbledemo' });
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('textbox', { name: 'Post body' }).fill('A goose for your blog.');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Thanks! Your submission is waiting for tumbledemo to approve it.')).toBeVisible();
  const question = `Where do geese go? ${uniqueName('q')}`;
  await page.goto('/blog/tumbledemo/ask');
  await page.getByLabel('Your question').fill(question);
  await page.getByRole('button', { name: 'Ask' }).click();
  await expect(page).toHaveURL(/\/blog\/tumbledemo$/);

  await page.context().clearCookies();
  await logIn(page);
  await page.goto('/inbox');
  await expect(posts(page).filter({ hasText: title })).toContainText('friendly submitted:', { timeout: 30_000 });
  await expect(posts(page).filter({ hasText: question })).toContainText('friendly asked:');
});
