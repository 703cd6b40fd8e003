import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { logIn } from './helpers';

const LINK_RULE = "Sorry, but please don't include links in questions.";

/** Presses Tab until `target` has the focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 15) {
  for (let step = 0; step < limit; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** The font a control draws with, beside the font of the text around it. */
async function fonts(control: Locator) {
  return control.evaluate((element) => {
    const own = getComputedStyle(element);
    const around = getComputedStyle(element.parentElement!);
    return { family: own.fontFamily, size: own.fontSize, aroundFamily: around.fontFamily, aroundSize: around.fontSize };
  });
}

/** A form control in the product's font (not the browser's own, nor monospace), at the size of the text around it. */
async function expectProductFont(control: Locator) {
  const font = await fonts(control);
  expect(font.family).toContain('Helvetica');
  expect(font.family).toBe(font.aroundFamily);
  expect(font.size).toBe(font.aroundSize);
}

test('the viewer’s search takes the keyboard: opening it puts the focus in its field, hiding it back on the toggle', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page);
  await page.goto('/dashboard?blog_name=friendly');
  const viewer = page.getByRole('dialog', { name: 'friendly' });
  // The viewer loads when the page is idle after its first post.
  const toggle = viewer.getByRole('button', { name: 'Search friendly' });
  await expect(toggle).toBeVisible({ timeout: 30_000 });
  await tabTo(page, toggle);
  await page.keyboard.press('Enter');
  const field = viewer.getByLabel('Search friendly');
  await expect(field).toBeFocused();
  await expect(viewer.getByRole('button', { name: 'Hide search' })).toHaveAttribute('aria-expanded', 'true');
  // j and k are the viewer's keys everywhere but in a field: here they are the term.
  await page.keyboard.type('jk walks');
  await expect(field).toHaveValue('jk walks');
  await page.keyboard.press('Enter');
  await expect(viewer.getByText('Nothing here about “jk walks”.')).toBeVisible();

  await page.keyboard.press('Shift+Tab');
  await expect(viewer.getByRole('button', { name: 'Hide search' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(field).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(viewer).toBeVisible();
});

test('the ask page: a link error goes once the question has no link', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page);
  await page.goto('/blog/friendly/ask');
  const question = page.getByRole('textbox', { name: 'Your question' });
  await question.fill('check out example.com please');
  await page.getByRole('button', { name: 'Ask' }).click();
  const errors = page.getByRole('alert');
  await expect(errors).toHaveText(LINK_RULE);

  // Still a link in it: the error stays true, so it stays.
  await question.press('End');
  await page.keyboard.type(' now');
  await expect(errors).toHaveText(LINK_RULE);
  await question.fill('What is the cat called?');
  await expect(errors).toBeHidden();
  await expect(question).toHaveAttribute('aria-invalid', 'false');
  await expect(page).toHaveURL(/\/blog\/friendly\/ask$/);
});

test('the ask, submit and follow pages and a missing blog’s ask page name the tab', async ({ page }) => {
  await page.goto('/blog/friendly/ask');
  await expect(page.getByRole('heading', { name: 'Ask friendly a question' })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveTitle('Ask friendly a question | Tumbledash');
  await page.goto('/blog/tumbledemo/submit');
  await expect(page.getByRole('heading', { name: 'Submit a post to tumbledemo' })).toBeVisible();
  await expect(page).toHaveTitle('Submit a post to tumbledemo | Tumbledash');
  await page.goto('/follow/friendly');
  await expect(page.getByRole('heading', { name: 'Follow friendly' })).toBeVisible();
  await expect(page).toHaveTitle('Follow friendly | Tumbledash');
  await page.goto('/blog/zz-none-here/ask');
  await expect(page.getByRole('heading', { name: "There's nothing here." })).toBeVisible();
  await expect(page).toHaveTitle('Not found | Tumbledash');
});

for (const width of [375, 1280]) {
  test(`at ${width} px the search, its filters, the site search and the ask box draw in the product’s font`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 800 });
    await logIn(page);
    await page.goto('/blog/friendly');
    const main = page.locator('#td-main-slot');
    await main.getByRole('button', { name: 'Search friendly' }).click({ timeout: 30_000 });
    const field = main.getByLabel('Search friendly');
    await expectProductFont(field);
    await main.getByRole('button', { name: 'Filters' }).click();
    const filters = main.getByRole('group', { name: 'Filters' });
    for (const name of ['Sort', 'Post type', 'Post role']) {
      const choice = filters.getByLabel(name);
      await expectProductFont(choice);
      const box = (await choice.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
    // A panel, not the browser's grooved box.
    expect(await filters.evaluate((element) => getComputedStyle(element).borderTopStyle)).toBe('solid');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page, '.td-peepr-search');

    await page.goto('/search/friendly');
    await expect(main.getByRole('heading', { name: 'Search results for “friendly”' })).toBeVisible({ timeout: 30_000 });
    await expectProductFont(main.getByLabel('Sort'));
    await expectProductFont(main.getByLabel('Post type'));

    await page.goto('/blog/friendly/ask');
    await expectProductFont(page.getByRole('textbox', { name: 'Your question' }));
    await expectNoAxeViolations(page, '.td-peepr-ask');
  });
}
