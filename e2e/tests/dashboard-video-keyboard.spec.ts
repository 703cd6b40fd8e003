import { expect, test, type Locator } from '@playwright/test';
import { logIn, posts } from './helpers';

const isPlaying = (video: Locator) => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0);
const isMuted = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.muted);

test('a video autoplays muted once in view and the first click unmutes it', async ({ page }) => {
  await logIn(page);
  // The seed's videos are tagged "video"; other tests' posts push them down the dashboard.
  await page.goto('/tagged/video');
  const video = page.getByRole('main').locator('video[aria-label="Video"]').first();
  await expect(async () => {
    await page.mouse.wheel(0, 600);
    await expect(video).toBeAttached({ timeout: 500 });
  }).toPass({ timeout: 30_000 });
  // Until the player's code is in, a placeholder <video> (aria-busy) holds its place; the player replaces it.
  await expect(page.getByRole('main').locator('video[aria-busy="true"]')).toHaveCount(0);
  await video.scrollIntoViewIfNeeded();
  await expect.poll(() => isPlaying(video)).toBe(true);
  expect(await isMuted(video)).toBe(true);

  await video.click();
  await expect.poll(() => isMuted(video)).toBe(false);
});

test('j and k move between posts', async ({ page }) => {
  await logIn(page);
  await expect(posts(page).nth(2)).toBeVisible();
  await page.locator('body').press('j');
  await expect(posts(page).nth(0)).toBeFocused();
  await page.keyboard.press('j');
  await expect(posts(page).nth(1)).toBeFocused();
  await page.keyboard.press('j');
  await expect(posts(page).nth(2)).toBeFocused();
  await page.keyboard.press('k');
  await expect(posts(page).nth(1)).toBeFocused();
});
