import { execFileSync } from 'node:child_process';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn } from './helpers';
import { solidPng } from './messaging-helpers';
import { answerOf } from './post-helpers';

// Round 24 QA: a post form's validation message stayed after the person fixed what it named (photos uploaded,
// an MP3 or MP4 chosen, the URL changed), until the next Post; at 1280 px it sat partly under the form's sticky
// footer, at 375 px out of view. Nothing is posted here: each form is discarded.

function tone(path: string): void {
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=1', '-c:a', 'libmp3lame', '-b:a', '64k', path]);
}

function clip(path: string): void {
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=duration=1:size=160x120:rate=10', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', path]);
}

/** The dashboard's new-post bar → the form of that type, in the page. */
async function openForm(page: Page, type: string): Promise<Locator> {
  await page.getByRole('main').getByRole('region', { name: 'New post' }).getByRole('button', { name: `New ${type} post` }).click();
  const form = page.getByRole('dialog', { name: `New ${type} post` });
  await expect(form).toBeVisible();
  return form;
}

/** Post is refused with `message`: the alert has focus and is in the window, nothing (the sticky footer) over it. */
async function refusedWith(form: Locator, message: string): Promise<Locator> {
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  const alert = form.getByRole('alert');
  await expect(alert).toHaveText(message);
  await expect(alert).toBeFocused();
  await expect(alert).toBeInViewport({ ratio: 1 });
  const uncovered = await alert.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    return [box.top + 2, box.top + box.height / 2, box.bottom - 2].every((y) => element.contains(document.elementFromPoint(x, y)));
  });
  expect(uncovered).toBe(true);
  return alert;
}

async function discard(page: Page, form: Locator): Promise<void> {
  await form.getByRole('button', { name: 'Close', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Discard this post?' }).getByRole('button', { name: 'Discard' }).click();
  await expect(form).toHaveCount(0);
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('link: the message follows the URL — the one that applies now, then none — and is seen above the footer', async ({ page }) => {
      await logIn(page);
      const form = await openForm(page, 'link');
      const url = form.getByRole('textbox', { name: 'URL' });
      await refusedWith(form, 'No url.');
      await url.fill('not a url');
      await expect(form.getByRole('alert')).toHaveText('Not a valid URL');
      await refusedWith(form, 'Not a valid URL');
      await url.fill('');
      await expect(form.getByRole('alert')).toHaveText('No url.');
      await url.fill('https://example.com/');
      await expect(form.getByRole('alert')).toHaveCount(0);
      await discard(page, form);
    });

    test('photo, audio and video: the message goes once the file is chosen; the agreement waits for the next Post', async ({ page }, testInfo) => {
      const mp3 = testInfo.outputPath('tone.mp3');
      const mp4 = testInfo.outputPath('clip.mp4');
      tone(mp3);
      clip(mp4);
      await logIn(page);

      const photo = await openForm(page, 'photo');
      await refusedWith(photo, 'No photos specified.');
      const photoChooser = page.waitForEvent('filechooser');
      await photo.getByRole('button', { name: 'Choose photos' }).click();
      await (await photoChooser).setFiles([
        { name: 'one.png', mimeType: 'image/png', buffer: solidPng(120, 90, [40, 120, 214]) },
        { name: 'two.png', mimeType: 'image/png', buffer: solidPng(90, 120, [214, 120, 40]) },
      ]);
      await expect(photo.getByRole('list', { name: 'Photos' }).getByRole('listitem')).toHaveCount(2);
      await expect(photo.getByRole('alert')).toHaveCount(0);
      await discard(page, photo);

      const audio = await openForm(page, 'audio');
      await refusedWith(audio, 'Please choose an audio source before continuing.');
      await audio.getByRole('radio', { name: 'Upload a file' }).check();
      const audioChooser = page.waitForEvent('filechooser');
      const audioUploaded = answerOf(page, '/svc/post/upload_audio');
      await audio.getByRole('button', { name: 'Choose an audio file' }).click();
      await (await audioChooser).setFiles(mp3);
      expect((await audioUploaded).ok()).toBe(true);
      await expect(audio.getByRole('button', { name: 'Replace the audio file' })).toBeVisible();
      await expect(audio.getByRole('alert')).toHaveCount(0);
      await refusedWith(audio, 'You must agree that you have permission to share this file.');
      await audio.getByRole('checkbox', { name: 'I have permission to share this file.' }).check();
      await expect(audio.getByRole('alert')).toHaveCount(0);
      await discard(page, audio);

      const video = await openForm(page, 'video');
      await video.getByRole('radio', { name: 'Upload a video' }).check();
      await refusedWith(video, 'No video specified.');
      const videoChooser = page.waitForEvent('filechooser');
      const videoUploaded = answerOf(page, '/svc/post/upload_video');
      await video.getByRole('button', { name: 'Choose a video file' }).click();
      await (await videoChooser).setFiles(mp4);
      expect((await videoUploaded).ok()).toBe(true);
      await expect(video.getByRole('button', { name: 'Replace the video file' })).toBeVisible();
      await expect(video.getByRole('alert')).toHaveCount(0);
      await discard(page, video);
    });
  });
}
