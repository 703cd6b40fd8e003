import { expect, type Locator, type Page } from '@playwright/test';

export const isPlaying = (video: Locator) => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0);
export const isMuted = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.muted);

/**
 * Opens `path` and scrolls to its first video until its player is in and playing on its own (autoplay). The
 * seed's videos are tagged "video": on /tagged/video other tests' posts do not push them down.
 */
export async function firstPlayingVideo(page: Page, path = '/tagged/video'): Promise<Locator> {
  await page.goto(path);
  const video = page.getByRole('main').locator('video[aria-label="Video"]').first();
  await expect(async () => {
    await page.mouse.wheel(0, 600);
    await expect(video).toBeAttached({ timeout: 500 });
  }).toPass({ timeout: 30_000 });
  // Until the player's code is in, a placeholder <video> (aria-busy) holds its place; the player replaces it.
  await expect(page.getByRole('main').locator('video[aria-busy="true"]')).toHaveCount(0);
  await video.scrollIntoViewIfNeeded();
  await expect.poll(() => isPlaying(video)).toBe(true);
  return video;
}
