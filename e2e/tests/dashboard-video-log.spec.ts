import { expect, test, type Page } from '@playwright/test';
import { emitOnPageBus, logIn } from './helpers';
import { firstPlayingVideo, isMuted } from './video-helpers';

/** Test-only: the behaviour log's wait between sends (shared/src/logging), instead of B§9's 15 seconds. */
const LOG_FLUSH_KEY = 'tumbledash:log-flush-ms';

interface LoggedEvent {
  category: string;
  event: string;
  data: Record<string, unknown>;
}

/** Sets a feature flag as the platform console does; browsers read it on their next page load. */
async function setFlag(page: Page, name: string, enabled: boolean): Promise<void> {
  const formKey = await page.evaluate(() => (globalThis as unknown as { __tumbledashSession__: { value: { formKey: string } } }).__tumbledashSession__.value.formKey);
  const answer = await page.request.post('/svc/platform/flags', { headers: { 'x-tumblr-form-key': formKey }, data: { name, enabled } });
  expect(answer.status()).toBe(200);
}

/** Every behaviour event the page sends, in order. */
function recordLog(page: Page): LoggedEvent[] {
  const events: LoggedEvent[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/svc/log/lady')) events.push(...((request.postDataJSON() as { events: LoggedEvent[] }).events ?? []));
  });
  return events;
}

test('the video log tells autoplay’s plays and pauses from the person’s, and a drag on the seek bar is one scrub (A§7.5)', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page);
  await setFlag(page, 'log_lady', true);
  try {
    await page.addInitScript(([key]) => localStorage.setItem(key!, '300'), [LOG_FLUSH_KEY]);
    const logged = recordLog(page);
    const video = await firstPlayingVideo(page);
    const postId = await video.locator('xpath=ancestor::article').getAttribute('data-post-id');
    /** This video's plays, pauses and scrubs from the `from`th on. */
    const moves = (from = 0) =>
      logged
        .filter((entry) => entry.category === 'video' && entry.data.post_id === postId && ['play', 'pause', 'scrub'].includes(entry.event))
        .slice(from)
        .map(({ event, data }) => ({ event, autoplay: data.autoplay }));

    // It started on its own: the log says so.
    await expect.poll(() => moves()[0]).toEqual({ event: 'play', autoplay: true });
    expect(moves().filter((move) => move.autoplay !== true)).toEqual([]);

    // Drag the seek bar (Chromium's, along the video's bottom edge) from a third to four fifths of the way.
    const box = (await video.boundingBox())!;
    const barY = box.y + box.height - 22;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(300);
    let seen = moves().length;
    await page.mouse.move(box.x + box.width / 3, barY);
    await page.mouse.down();
    for (let step = 1; step <= 8; step += 1) {
      await page.mouse.move(box.x + box.width * (1 / 3 + (step * (4 / 5 - 1 / 3)) / 8), barY);
      await page.waitForTimeout(60);
    }
    await page.mouse.up();
    await expect.poll(() => moves(seen)).toEqual([{ event: 'scrub', autoplay: undefined }]);
    const duration = await video.evaluate((element: HTMLVideoElement) => element.duration);
    const scrub = logged.filter((entry) => entry.event === 'scrub' && entry.data.post_id === postId).at(-1)!;
    expect(scrub.data.position as number).toBeGreaterThan(duration * 0.6);
    expect(scrub.data.position as number).toBeLessThanOrEqual(duration);
    expect(scrub.data.from).not.toBe(scrub.data.position);
    // The seeks that followed the drag's last one, and the play Chromium resumes with, log nothing more.
    await page.waitForTimeout(1000);
    expect(moves(seen)).toHaveLength(1);

    // The drag was the person's first move: it ended autoplay, and the video is heard (A§4.13).
    expect(await isMuted(video)).toBe(false);
    // Space is the native play/pause toggle from then on: their pause and play.
    seen = moves().length;
    await video.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => moves(seen)).toEqual([{ event: 'pause', autoplay: undefined }]);
    await page.keyboard.press('Space');
    await expect.poll(() => moves(seen)).toEqual([
      { event: 'pause', autoplay: undefined },
      { event: 'play', autoplay: undefined },
    ]);

    // A post form opening pauses it: the player's doing.
    await emitOnPageBus(page, 'post-form:opened', { mode: 'new', type: 'text' });
    await expect.poll(() => moves(seen).at(-1)).toEqual({ event: 'pause', autoplay: true });
    await emitOnPageBus(page, 'post-form:closed', { saved: false });
  } finally {
    // Later specs run against the same server with logging off, as seeded.
    await setFlag(page, 'log_lady', false);
  }
});
