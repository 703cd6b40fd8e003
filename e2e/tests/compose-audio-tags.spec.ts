import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { logIn, uniqueName } from './helpers';
import { FRIEND, answerOf, atHome, deletePostAs, postWith } from './post-helpers';

// Round 19 QA: an uploaded MP3 with ID3 title and artist showed as "Untitled track". The server reads the
// file's tags (and its cover) at upload time and the form fills Track, Artist and Album with them.

/** A one-second tone with ID3 tags and a cover picture, made with ffmpeg (no binary fixture kept). */
function taggedMp3(path: string, cover: string): void {
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=orange:s=120x120', '-frames:v', '1', cover]);
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=1', '-i', cover],
    ...['-map', '0:a', '-map', '1:v', '-c:a', 'libmp3lame', '-b:a', '64k', '-c:v', 'copy', '-id3v2_version', '3'],
    ...['-metadata', 'title=QA Tone', '-metadata', 'artist=QA Band', '-metadata', 'album=QA Album'],
    ...['-metadata:s:v', 'title=Album cover', '-metadata:s:v', 'comment=Cover (front)', path],
  ]);
}

async function openNewAudioPost(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Compose a post' }).click();
  await page.getByRole('dialog', { name: 'Create a post' }).getByRole('button', { name: 'Audio' }).click();
  const form = page.getByRole('dialog', { name: 'New audio post' });
  await expect(form).toBeVisible();
  return form;
}

test.beforeEach(async ({ baseURL }) => {
  await atHome(baseURL!, FRIEND);
});

test('an uploaded MP3 fills Track, Artist, Album and the album art from its tags; the post shows them', async ({ page, baseURL }, testInfo) => {
  const file = testInfo.outputPath('qa-tone.mp3');
  taggedMp3(file, testInfo.outputPath('cover.png'));
  const caption = uniqueName('tagged-audio');
  await logIn(page, FRIEND.email, FRIEND.password);
  const form = await openNewAudioPost(page);
  await form.getByRole('radio', { name: 'Upload a file' }).check();
  const chooser = page.waitForEvent('filechooser');
  const uploaded = answerOf(page, '/svc/post/upload_audio');
  await form.getByRole('button', { name: 'Choose an audio file' }).click();
  await (await chooser).setFiles(file);
  expect((await uploaded).ok()).toBe(true);

  await expect(form.getByRole('textbox', { name: 'Track title' })).toHaveValue('QA Tone');
  await expect(form.getByRole('textbox', { name: 'Artist' })).toHaveValue('QA Band');
  await expect(form.getByRole('textbox', { name: 'Album' })).toHaveValue('QA Album');
  const art = form.getByRole('img', { name: 'Album art' });
  await expect(art).toHaveAttribute('src', /^\/media\/[\w-]+\.png$/);
  const artUrl = (await art.getAttribute('src'))!;
  // The tags are a starting point: the person may change them.
  await form.getByRole('textbox', { name: 'Album' }).fill('QA Album (live)');

  await form.getByRole('checkbox', { name: 'I have permission to share this file.' }).check();
  await form.getByRole('textbox', { name: 'Caption' }).fill(caption);
  const saved = answerOf(page, '/svc/post/update');
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  const answer = await saved;
  expect(answer.ok()).toBe(true);
  const { id } = ((await answer.json()) as { response: { post: { id: string } } }).response.post;
  await expect(form).toHaveCount(0);

  const card = postWith(page, caption);
  await expect(card).toContainText('QA Tone');
  await expect(card).toContainText('QA Band');
  await expect(card).toContainText('QA Album (live)');
  await expect(card).not.toContainText('Untitled track');
  await expect(card.getByLabel('QA Tone by QA Band')).toBeVisible();
  // The cover is decorative beside the track's name (alt ""): found by its address.
  await expect(card.locator(`img[src="${artUrl}"]`)).toBeVisible();

  // Taken back: friendly's first page stays as other specs expect it.
  await deletePostAs(baseURL!, FRIEND, id);
});
