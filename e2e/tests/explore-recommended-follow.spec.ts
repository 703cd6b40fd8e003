import { expect, test } from '@playwright/test';
import { logIn, posts } from './helpers';
import { ApiSession, FRIEND, answerOf, atHome } from './post-helpers';

// A recommended blog that also has a trending post on /explore (seeded: night-owl-notes), chosen by the test.
let blog: string | null = null;

test.describe.configure({ timeout: 120_000 });

// One database for all specs: whatever this spec followed, friend unfollows again.
test.afterEach(async ({ baseURL }) => {
  const session = await ApiSession.logIn(baseURL!, FRIEND);
  try {
    const { blogs } = await session.get<{ blogs: { name: string; following: boolean }[] }>('/svc/explore');
    if (blog && blogs.find((item) => item.name === blog)?.following) await session.post('/svc/unfollow', { tumblelog: blog });
    blog = null;
  } finally {
    await session.dispose();
  }
});

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('a follow or unfollow from a post card shows in Recommended blogs at once', async ({ page, baseURL }) => {
      await atHome(baseURL!, FRIEND);
      await logIn(page, FRIEND.email, FRIEND.password);
      await page.goto('/explore');
      const recommended = page.getByRole('region', { name: 'Recommended blogs' });
      await expect(recommended.getByRole('button', { name: /^Follow / }).first()).toBeVisible();
      await expect(posts(page).first()).toBeVisible();
      const names = (await recommended.getByRole('button', { name: /^Follow / }).evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')!)))
        .map((label) => label.replace('Follow ', ''));
      const cardFollows = await posts(page).getByRole('button', { name: /^Follow / }).evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
      const BLOG = names.find((name) => cardFollows.includes(`Follow ${name}`));
      expect(BLOG, 'a recommended blog with a trending post').toBeDefined();
      blog = BLOG!;
      // Pinned by its post's link: once followed, its button no longer reads Follow (and rows come and go as it scrolls).
      const permalink = await posts(page)
        .filter({ has: page.getByRole('button', { name: `Follow ${BLOG}`, exact: true }) })
        .first()
        .locator(`a[href^="/blog/${BLOG}/"]`)
        .first()
        .getAttribute('href');
      const card = posts(page).filter({ has: page.locator(`a[href="${permalink}"]`) });

      const followed = answerOf(page, '/svc/follow');
      await card.getByRole('button', { name: `Follow ${BLOG}`, exact: true }).click();
      expect((await followed).ok()).toBe(true);
      await expect(card.getByRole('button', { name: `Following ${BLOG}` })).toBeFocused();
      const following = recommended.getByRole('button', { name: `Following ${BLOG}` });
      await expect(following).toHaveAttribute('aria-disabled', 'true');
      await expect(following).toHaveText('Following');

      await card.getByRole('button', { name: 'More options' }).click();
      await page.getByRole('menuitem', { name: `Unfollow ${BLOG}` }).click();
      const unfollowed = answerOf(page, '/svc/unfollow');
      await page.getByRole('alertdialog', { name: `Are you sure you want to unfollow ${BLOG}?` }).getByRole('button', { name: 'Ok' }).click();
      expect((await unfollowed).ok()).toBe(true);
      const follow = recommended.getByRole('button', { name: `Follow ${BLOG}`, exact: true });
      await expect(follow).not.toHaveAttribute('aria-disabled');
      await expect(follow).toHaveText('Follow');
    });
  });
}
