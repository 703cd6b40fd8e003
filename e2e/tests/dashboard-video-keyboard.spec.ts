import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn, posts } from './helpers';

const isPlaying = (video: Locator) => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0);
const isMuted = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.muted);

/** The first video of /tagged/video, freshly opened and playing muted on its own (autoplay). */
async function autoplayingVideo(page: Page): Promise<Locator> {
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
  return video;
}

test('a video autoplays muted once in view and the first click unmutes it', async ({ page }) => {
  await logIn(page);
  const video = await autoplayingVideo(page);
  await video.click();
  await expect.poll(() => isMuted(video)).toBe(false);
});

test('the first Space on an autoplaying video unmutes it and keeps it playing, as Enter does (A§4.13)', async ({ page }) => {
  await logIn(page);
  for (const key of ['Space', 'Enter']) {
    const video = await autoplayingVideo(page);
    await video.focus();
    await page.keyboard.press(key);
    await expect.poll(() => isMuted(video)).toBe(false);
    // Past the keyup, where Chromium's own toggle would have paused it.
    await page.waitForTimeout(300);
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused), `${key} keeps it playing`).toBe(false);
    await expect.poll(() => isPlaying(video)).toBe(true);
  }
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
