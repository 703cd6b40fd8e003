import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn, posts } from './helpers';
import { firstPlayingVideo, isMuted, isPlaying } from './video-helpers';

/** The first video of /tagged/video, freshly opened and playing muted on its own (autoplay). */
async function autoplayingVideo(page: Page): Promise<Locator> {
  const video = await firstPlayingVideo(page);
  expect(await isMuted(video)).toBe(true);
  return video;
}

test('a video autoplays muted once in view, still muted past its loop; the first click unmutes it', async ({ page }) => {
  await logIn(page);
  const video = await autoplayingVideo(page);
  // Its loop seeks back to the start: the player's, not a person's first move.
  const time = () => video.evaluate((element: HTMLVideoElement) => element.currentTime);
  let last = await time();
  await expect
    .poll(async () => {
      const now = await time();
      const looped = now < last;
      last = now;
      return looped;
    })
    .toBe(true);
  expect(await isMuted(video)).toBe(true);
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

test('pausing an autoplaying video with its control bar ends autoplay: unmuted, it stays paused when scrolled away and back (A§4.13)', async ({ page }) => {
  await logIn(page);
  const first = await autoplayingVideo(page);
  const postId = await first.locator('xpath=ancestor::article').getAttribute('data-post-id');
  const video = page.locator(`article[data-post-id="${postId}"] video[aria-label="Video"]`);
  const paused = () => video.evaluate((element: HTMLVideoElement) => element.paused);
  // Chromium's control bar shows while the pointer is over the video. Its play/pause button, at the left of the
  // row above the seek bar, sends the page no click: the video only fires `pause`.
  const box = (await video.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(300);
  await page.mouse.click(box.x + 24, box.y + box.height - 48);
  await expect.poll(paused).toBe(true);

  // Away and back: the controller starts the first fully visible, paused autoplay video once the page scrolls.
  await page.mouse.wheel(0, box.y + box.height + 100);
  await expect.poll(() => video.evaluate((element) => element.getBoundingClientRect().bottom)).toBeLessThan(0);
  await page.waitForTimeout(1000);
  await video.scrollIntoViewIfNeeded();
  // Past the controller's next look (at most every 500 ms while scrolling).
  await page.waitForTimeout(1500);
  expect(await paused(), 'the person’s pause holds').toBe(true);
  expect(await isMuted(video)).toBe(false);
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

test('HD swaps the video to its HD source and resumes at the same place; pressed again, back to SD (A§4.13)', async ({ page, request }) => {
  // The seed's film-grain video has both renditions (api/seed-media/clip.webm and clip-hd.webm).
  const answer = (await (await request.get('/svc/post/blog/film-grain?limit=50')).json()) as {
    response: { posts: { content: { type: string; url: string; hdUrl: string } }[] };
  };
  const content = answer.response.posts.map((post) => post.content).find((item) => item.type === 'video' && item.hdUrl)!;
  expect(content, 'a seeded video with an HD rendition').toBeTruthy();

  await page.goto('/blog/film-grain');
  const card = posts(page).filter({ hasText: 'A very short film about colour bars.' }).first();
  await expect(async () => {
    await page.mouse.wheel(0, 400);
    await expect(card).toBeAttached({ timeout: 500 });
  }).toPass({ timeout: 30_000 });
  await card.scrollIntoViewIfNeeded();
  const video = card.locator('video[aria-label="Video"]');
  const playback = () =>
    video.evaluate((element: HTMLVideoElement) => ({
      src: element.currentSrc ? new URL(element.currentSrc).pathname : '',
      time: element.currentTime,
      playing: !element.paused,
    }));
  await expect.poll(async () => (await playback()).src).toBe(content.url);
  await expect.poll(async () => (await playback()).time, { intervals: [50] }).toBeGreaterThan(1);

  // Where each source starts playing: the player seeks the new source to the old position once it is loaded.
  await video.evaluate((element: HTMLVideoElement) => {
    const seeks: { src: string; time: number }[] = [];
    (window as unknown as { hdSeeks: typeof seeks }).hdSeeks = seeks;
    element.addEventListener('seeked', () => seeks.push({ src: new URL(element.currentSrc).pathname, time: element.currentTime }));
  });
  const seekTo = (source: string) =>
    page.evaluate((wanted) => (window as unknown as { hdSeeks: { src: string; time: number }[] }).hdSeeks.find((seek) => seek.src === wanted)?.time ?? null, source);

  const hd = card.getByRole('button', { name: 'HD' });
  for (const [pressed, source] of [[true, content.hdUrl], [false, content.url]] as const) {
    await page.evaluate(() => ((window as unknown as { hdSeeks: unknown[] }).hdSeeks.length = 0));
    const before = (await playback()).time;
    await hd.click();
    await expect(hd).toHaveAttribute('aria-pressed', String(pressed));
    await expect.poll(async () => (await playback()).src).toBe(source);
    // The toggle keeps the focus through the swap (it is never disabled under it).
    await expect(hd).toBeFocused();
    await expect.poll(() => seekTo(source)).not.toBeNull();
    const resumed = (await seekTo(source))!;
    // Where it was when HD was pressed (a moment after `before`), not the start.
    expect(resumed, `resumed at ${resumed} s, was at ${before} s`).toBeGreaterThanOrEqual(before);
    expect(resumed).toBeLessThan(before + 0.5);
    await expect.poll(async () => (await playback()).playing).toBe(true);
    // The swap's seek and play are the player's: still on autoplay.
    expect(await isMuted(video), 'still muted').toBe(true);
  }
});
