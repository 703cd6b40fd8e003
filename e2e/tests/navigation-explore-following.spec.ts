import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { logIn } from './helpers';
import { signUpFresh, skipTour } from './settings-helpers';

// Axe and several sign-ups per test on a shared 2-core machine.
test.describe.configure({ timeout: 180_000 });

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the header’s Explore tab opens trending posts, tags and recommended blogs; a like from it is tagged explore', async ({ page }) => {
      await signUpFresh(page, `explore${width}`);
      await skipTour(page);
      if (width >= 768) await page.getByRole('link', { name: 'Explore' }).click();
      else await page.goto('/explore');
      await expect(page).toHaveURL(/\/explore$/);
      await expect(page.getByRole('heading', { name: 'Explore', level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Trending tags' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Recommended blogs' })).toBeVisible();
      await expect(page.locator('#td-main-slot article').first()).toBeVisible();
      await expectNoAxeViolations(page, '.td-dash-explore');
      const like = page.locator('#td-main-slot article button[aria-label="Like"][aria-pressed="false"]:not([aria-disabled])').first();
      const sent = page.waitForRequest((request) => new URL(request.url()).pathname === '/svc/like');
      await like.click();
      expect((await sent).postDataJSON()).toMatchObject({ source: 'explore' });
      const follow = page.getByRole('button', { name: /^Follow / }).first();
      const name = (await follow.getAttribute('aria-label'))!.replace('Follow ', '');
      await follow.click();
      // Every card and suggestion of that blog says so (trending may hold several of its posts).
      await expect(page.getByRole('button', { name: `Following ${name}` }).first()).toBeVisible();
      await expect(page.getByRole('button', { name: `Follow ${name}`, exact: true })).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });

    test('Following lists followed blogs with a count; unfollow asks first; Help is a page for everyone', async ({ page }) => {
      await logIn(page);
      await skipTour(page);
      await page.goto('/following');
      const count = page.getByText(/^You follow \d+ blogs?\.$/);
      await expect(count).toBeVisible();
      const before = Number(/\d+/.exec(await count.innerText())![0]);
      await expectNoAxeViolations(page, '#td-main-slot');
      const first = page.getByRole('list', { name: 'Blogs you follow' }).getByRole('listitem').first();
      const name = (await first.getByRole('link').innerText()).trim();
      await first.getByRole('button', { name: `Unfollow ${name}` }).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText(`Are you sure you want to unfollow ${name}?`);
      await dialog.getByRole('button', { name: 'Ok' }).click();
      await expect(page.getByText(`You follow ${before - 1} blog`)).toBeVisible();
      // The pressed button went with its row: the keyboard stays in the list, on the next blog's Unfollow.
      await expect(page.getByRole('list', { name: 'Blogs you follow' }).getByRole('listitem').first().getByRole('button', { name: /^Unfollow / })).toBeFocused();
      await page.getByLabel('Follow a blog by name').fill(name);
      await page.getByRole('button', { name: 'Follow', exact: true }).click();
      await expect(page.getByText(`You follow ${before} blog`)).toBeVisible();
      // One outcome at a time: the follow's status replaced the unfollow's.
      await expect(page.getByText(`You follow ${name} now.`)).toBeVisible();
      await expect(page.getByText(`You unfollowed ${name}.`)).toHaveCount(0);

      // A blog's name opens the blog viewer over the list, and closing it gives the focus back to the name.
      const link = page.getByRole('list', { name: 'Blogs you follow' }).getByRole('link', { name, exact: true });
      await link.click();
      const viewer = page.getByRole('dialog', { name, exact: true });
      await expect(viewer).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(viewer).toBeHidden();
      await expect(link).toBeFocused();

      await page.goto('/help');
      await expect(page.getByRole('heading', { name: 'Keyboard shortcuts' })).toBeVisible();
      await expectNoAxeViolations(page, '#td-main-slot');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  });
}
