import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn, posts, uniqueName } from './helpers';
import { expectNoAxeViolations } from './axe';
import { signUp, solidPng, tinyGif } from './messaging-helpers';
import {
  ApiSession,
  DEMO_USER,
  FRIEND,
  answerOf,
  postIdOf,
  postWith,
  scrollToPost,
  takeBackPostsAfterEach,
  textPostAs,
  textPostWithIdAs,
  toasts,
  atHome,
} from './post-helpers';

/** Fast compose's seven types, in their order (A§2.3). */
const TYPES = ['Text', 'Photo', 'Quote', 'Link', 'Chat', 'Audio', 'Video'] as const;
type TypeLabel = (typeof TYPES)[number];

const fastCompose = (page: Page) => page.getByRole('dialog', { name: 'Create a post' });
const postForm = (page: Page, name: string | RegExp = /^(New \w+ post|Edit post|Reblog)$/) => page.getByRole('dialog', { name });

/** Header compose button → fast compose → a type: the post form of that type. */
async function openNewPost(page: Page, type: TypeLabel): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Compose a post' }).click();
  await expect(fastCompose(page)).toBeVisible();
  await fastCompose(page).getByRole('button', { name: type }).click();
  await expect(fastCompose(page)).toHaveCount(0);
  const form = postForm(page, `New ${type.toLowerCase()} post`);
  await expect(form).toBeVisible();
  return form;
}

const takeBack = takeBackPostsAfterEach();

/** Presses the form's submit button and waits until the form has gone and the save has answered. */
async function submit(page: Page, form: Locator, label: string): Promise<void> {
  const saved = answerOf(page, '/svc/post/update');
  await form.getByRole('button', { name: label, exact: true }).click();
  const answer = await saved;
  expect(answer.ok(), await answer.text()).toBe(true);
  await expect(form).toHaveCount(0);
}

/** Media the seed made, served by the site itself, as absolute URLs a person could paste. */
async function seedMedia(page: Page, baseURL: string): Promise<{ image: string; audio: string }> {
  const answer = await page.request.get('/svc/post/blog/synthwave-radio?limit=20');
  expect(answer.ok()).toBe(true);
  const { posts: list } = (await answer.json()).response as { posts: { content: { type: string; url?: string; photos?: { url: string }[] } }[] };
  const audio = list.find((post) => post.content.type === 'audio')?.content.url;
  const image = list.find((post) => post.content.type === 'photo')?.content.photos?.[0]?.url;
  if (!audio || !image) throw new Error('the seed has no audio or photo post on synthwave-radio');
  return { image: new URL(image, baseURL).href, audio: new URL(audio, baseURL).href };
}

test.beforeEach(async ({ baseURL }) => {
  await atHome(baseURL!, DEMO_USER);
});

test('each of the seven post types is written in the post form and shows on the dashboard', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const id = uniqueName('seven');
  await logIn(page);
  const media = await seedMedia(page, baseURL!);

  // Text
  let form = await openNewPost(page, 'Text');
  await form.getByRole('textbox', { name: 'Title' }).fill(`Text ${id}`);
  await form.getByRole('textbox', { name: 'Post body' }).fill(`The body of ${id}.`);
  await submit(page, form, 'Post');
  await expect(toasts(page)).toContainText(`Posted to ${DEMO_USER.blog}.`);
  let card = postWith(page, `Text ${id}`);
  await expect(card.getByRole('heading', { name: `Text ${id}` })).toBeVisible();
  await expect(card).toContainText(`The body of ${id}.`);

  // Photo, by the URL of an image on the web
  form = await openNewPost(page, 'Photo');
  await form.getByRole('textbox', { name: 'Photo from the web' }).fill(media.image);
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(form.getByRole('list', { name: 'Photos' }).getByRole('img')).toHaveAttribute('src', media.image);
  await form.getByRole('textbox', { name: 'Caption', exact: true }).fill(`Photo ${id}`);
  await submit(page, form, 'Post');
  card = postWith(page, `Photo ${id}`);
  await expect(card.getByRole('img', { name: 'Photo' })).toHaveAttribute('src', media.image);
  await expect.poll(() => card.getByRole('img', { name: 'Photo' }).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  // Quote
  form = await openNewPost(page, 'Quote');
  await form.getByRole('textbox', { name: 'Quote' }).fill(`Quote ${id}: brevity is the soul of wit.`);
  await form.getByRole('textbox', { name: 'Source' }).fill('Polonius');
  await submit(page, form, 'Post');
  card = postWith(page, `Quote ${id}`);
  await expect(card.locator('blockquote')).toHaveText(`Quote ${id}: brevity is the soul of wit.`);
  await expect(card).toContainText('Polonius');

  // Link: the form reads the page's OpenGraph data (held here until seen, so the wait is observable) and
  // cannot be posted meanwhile; nothing outside this machine answers, so the details are typed in by hand.
  form = await openNewPost(page, 'Link');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/svc/post/opengraph', async (route) => {
    await held;
    await route.continue();
  });
  const openGraph = answerOf(page, '/svc/post/opengraph');
  await form.getByRole('textbox', { name: 'URL' }).fill(`https://example.com/articles/${id}`);
  const loading = form.getByRole('status').filter({ hasText: 'Loading OpenGraph data.' });
  await expect(loading).toBeVisible();
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(form.getByRole('alert')).toContainText('Loading OpenGraph data.');
  release();
  await openGraph;
  await expect(loading).toHaveCount(0);
  await page.unroute('**/svc/post/opengraph');
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(`Link ${id}`);
  await form.getByRole('textbox', { name: 'Excerpt' }).fill('An article worth reading.');
  await form.getByRole('textbox', { name: 'Description' }).fill('Found this today.');
  await submit(page, form, 'Post');
  card = postWith(page, `Link ${id}`);
  const link = card.getByRole('link', { name: new RegExp(`Link ${id}`) });
  await expect(link).toHaveAttribute('href', `https://example.com/articles/${id}`);
  await expect(link).toContainText('An article worth reading.');
  await expect(card).toContainText('Found this today.');

  // Chat
  form = await openNewPost(page, 'Chat');
  await form.getByRole('textbox', { name: 'Title' }).fill(`Chat ${id}`);
  await form.getByRole('textbox', { name: 'Chat' }).fill('Tourist: Which way to the sea?\nLocal: Downhill, mostly.');
  await submit(page, form, 'Post');
  card = postWith(page, `Chat ${id}`);
  await expect(card.getByRole('listitem').filter({ hasText: 'Which way to the sea?' })).toContainText('Tourist');
  await expect(card.getByRole('listitem').filter({ hasText: 'Downhill, mostly.' })).toContainText('Local');

  // Audio, by URL
  form = await openNewPost(page, 'Audio');
  await form.getByRole('textbox', { name: 'Audio URL' }).fill(media.audio);
  await form.getByRole('textbox', { name: 'Track title' }).fill(`Audio ${id}`);
  await form.getByRole('textbox', { name: 'Artist' }).fill('The Testers');
  await submit(page, form, 'Post');
  card = postWith(page, `Audio ${id}`);
  const player = card.locator('audio');
  await expect(player).toHaveAccessibleName(`Audio ${id} by The Testers`);
  await expect(player).toHaveAttribute('src', media.audio);

  // Video, by a YouTube URL: the form checks it and shows its preview.
  form = await openNewPost(page, 'Video');
  await form.getByRole('textbox', { name: 'Video URL or embed code' }).fill('https://youtu.be/dQw4w9WgXcQ');
  await expect(form.getByRole('img', { name: 'Video preview' })).toHaveAttribute('src', 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
  await form.getByRole('textbox', { name: 'Caption' }).fill(`Video ${id}`);
  await submit(page, form, 'Post');
  card = postWith(page, `Video ${id}`);
  await expect(card.locator('iframe')).toHaveAttribute('src', 'https://www.youtube.com/embed/dQw4w9WgXcQ');

  // All seven after a reload too, newest first (their places in the feed, aria-posinset, count up).
  await page.reload();
  const places: number[] = [];
  for (const type of ['Video', 'Audio', 'Chat', 'Link', 'Quote', 'Photo', 'Text']) {
    const posted = postWith(page, `${type} ${id}`);
    await scrollToPost(page, posted);
    places.push(Number(await posted.getAttribute('aria-posinset')));
  }
  expect(places).toEqual([...places].sort((a, b) => a - b));
  expect(new Set(places).size).toBe(7);
});

test('the dashboard’s new-post bar opens the post form inline in its place; once posted the buttons come back', async ({ page }) => {
  const quote = `Quote ${uniqueName('inline')}: less is more.`;
  await logIn(page);
  const bar = page.getByRole('main').getByRole('region', { name: 'New post' });
  const opener = bar.getByRole('button', { name: 'New quote post' });
  await opener.click();

  // Inline (A§2.4): in the bar, inside the page's main region, the only dialog (no modal at the page root);
  // the buttons give it their place, the header is hidden and the form's route is pushed.
  const form = bar.getByRole('dialog', { name: 'New quote post' });
  await expect(form).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(opener).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Compose a post' })).toBeHidden();
  await expect(page).toHaveURL(/\/new\/quote$/);
  await expect(form.getByRole('textbox', { name: 'Quote' })).toBeFocused();

  await form.getByRole('textbox', { name: 'Quote' }).fill(quote);
  await form.getByRole('textbox', { name: 'Source' }).fill('Mies');
  await submit(page, form, 'Post');
  await expect(opener).toBeVisible();
  await expect(opener).toBeFocused();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Compose a post' })).toBeVisible();
  const card = postWith(page, quote);
  await expect(card.locator('blockquote')).toHaveText(quote);
  await expect(card).toContainText('Mies');
});

test('fast compose from the keyboard: z+c opens it, → and c move, Enter picks, Escape closes', async ({ page }) => {
  await logIn(page);
  await expect(posts(page).first()).toBeVisible();
  const overlay = fastCompose(page);
  // Not on a Mac: the shortcut is the z+c chord (A§2.3).
  const shortcut = async () => {
    await page.keyboard.down('z');
    await page.keyboard.press('c');
    await page.keyboard.up('z');
  };

  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await shortcut();
  await expect(overlay).toBeVisible();
  const items = overlay.getByRole('button');
  await expect(items).toHaveText(TYPES.map((label) => new RegExp(label)));
  await expect(overlay.getByRole('button', { name: 'Text' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(overlay.getByRole('button', { name: 'Photo' })).toBeFocused();
  await page.keyboard.press('c');
  await expect(overlay.getByRole('button', { name: 'Quote' })).toBeFocused();
  await page.keyboard.press('Shift+C');
  await expect(overlay.getByRole('button', { name: 'Photo' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(overlay.getByRole('button', { name: 'Text' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(overlay.getByRole('button', { name: 'Video' })).toBeFocused();
  await page.keyboard.press('c');
  await expect(overlay.getByRole('button', { name: 'Text' })).toBeFocused();
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('c');
  await expect(overlay.getByRole('button', { name: 'Chat' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(overlay).toHaveCount(0);
  const form = postForm(page, 'New chat post');
  await expect(form).toBeVisible();
  await expect(page).toHaveURL(/\/new\/chat$/);
  // Nothing typed yet: Escape closes the form at once.
  await page.keyboard.press('Escape');
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await shortcut();
  await expect(overlay).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(overlay).toHaveCount(0);
  await expect(postForm(page)).toHaveCount(0);
});

test('fast compose and the inline form are overlays of the page: the messaging tutorial waits under them, a popover over the form answers Escape first', async ({
  page,
}) => {
  await signUp(page, 'compose-layers');
  const tutorial = page.getByRole('dialog', { name: 'Talk to a blog' });
  await expect(tutorial).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Compose a post' }).click();
  await expect(fastCompose(page)).toBeVisible();
  await expect(tutorial).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(fastCompose(page)).toHaveCount(0);
  await expect(tutorial).toBeVisible();

  // Inline, the header hides with the form; the tutorial does not just hide with it, it waits.
  const bar = page.getByRole('main').getByRole('region', { name: 'New post' });
  await bar.getByRole('button', { name: 'New text post' }).click();
  const form = bar.getByRole('dialog', { name: 'New text post' });
  await expect(form).toBeVisible();
  await expect(tutorial).toHaveCount(0);
  const gif = form.getByRole('toolbar', { name: 'Post body tools' }).getByRole('button', { name: 'GIF' });
  await gif.click();
  const search = page.getByRole('dialog', { name: 'GIF search' });
  await expect(search.getByRole('searchbox', { name: 'Find a GIF' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(search).toHaveCount(0);
  await expect(form).toBeVisible();
  await expect(gif).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(form).toHaveCount(0);
  await expect(tutorial).toBeVisible();
});

test('editing a post opens the form with its content and saves the new text', async ({ page, baseURL }) => {
  const title = uniqueName('edit-me');
  await textPostAs(baseURL!, DEMO_USER, title, 'The first version.');
  await logIn(page);
  const card = postWith(page, title);
  await card.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menu', { name: 'More options' }).getByRole('menuitem', { name: 'Edit' }).click();

  const form = postForm(page, 'Edit post');
  await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  const body = form.getByRole('textbox', { name: 'Post body' });
  await expect(body).toHaveText('The first version.');
  await body.fill('The second, better version.');
  await submit(page, form, 'Save');
  await expect(card).toContainText('The second, better version.');
  await expect(card).not.toContainText('The first version.');
  await page.reload();
  await expect(card).toContainText('The second, better version.');
});

test('reblog with an addition: the form shows the reblogged post, and the reblog shows the addition', async ({ page, baseURL }) => {
  const title = uniqueName('reblog-with-words');
  takeBack(FRIEND, await textPostWithIdAs(baseURL!, FRIEND, title, 'Something worth passing on.'));
  await logIn(page);
  const original = page.getByRole('article', { name: FRIEND.blog, exact: true }).filter({ hasText: title });
  await original.getByRole('button', { name: 'Reblog options' }).click();
  await page.getByRole('menu', { name: 'Reblog options' }).getByRole('menuitem', { name: 'Reblog with comment' }).click();

  const form = postForm(page, 'Reblog');
  const trail = form.getByRole('region', { name: 'Reblogged post' });
  await expect(trail).toContainText(title);
  await expect(trail).toContainText('Something worth passing on.');
  const addition = `Agreed, and then some (${uniqueName('addition')}).`;
  await form.getByRole('textbox', { name: 'Your addition' }).fill(addition);
  const saved = answerOf(page, '/svc/post/update');
  await submit(page, form, 'Reblog');
  takeBack(DEMO_USER, await postIdOf(saved));

  const reblog = page.getByRole('article', { name: `${DEMO_USER.blog} reblogged ${FRIEND.blog}` }).filter({ hasText: addition });
  await expect(reblog).toContainText(title);
  await page.reload();
  await expect(reblog).toBeVisible();
  await expect(reblog).toContainText(title);
  await expect(reblog).toContainText('Something worth passing on.');
});

test('a post scheduled for later waits in the queue and is not on the dashboard', async ({ page }) => {
  const title = uniqueName('scheduled');
  await logIn(page);
  const form = await openNewPost(page, 'Text');
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('textbox', { name: 'Post body' }).fill('See you next year.');
  await form.getByRole('combobox', { name: 'When to post' }).selectOption({ label: 'Schedule' });
  const nextYear = new Date().getFullYear() + 1;
  await form.getByLabel('Publish on').fill(`${nextYear}-06-01T09:30`);
  await submit(page, form, 'Schedule');
  await expect(toasts(page)).toContainText('Scheduled.');
  await expect(postWith(page, title)).toHaveCount(0);
  await page.reload();
  await expect(posts(page).first()).toBeVisible();
  await expect(postWith(page, title)).toHaveCount(0);

  await page.goto('/queue');
  await expect(postWith(page, title)).toBeVisible();
  await expect(postWith(page, title)).toContainText('See you next year.');
});

test('saved as a draft it waits on /drafts, off the dashboard, until published from there', async ({ page }) => {
  const title = uniqueName('drafted');
  await logIn(page);
  const form = await openNewPost(page, 'Text');
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('textbox', { name: 'Post body' }).fill('Not quite ready.');
  await form.getByRole('combobox', { name: 'When to post' }).selectOption({ label: 'Save as draft' });
  await submit(page, form, 'Save draft');
  await expect(toasts(page)).toContainText('Saved as a draft.');
  await expect(postWith(page, title)).toHaveCount(0);

  await page.goto('/drafts');
  const draft = postWith(page, title);
  await expect(draft).toContainText('Not quite ready.');
  await draft.getByRole('button', { name: 'Publish' }).click();
  await expect(draft).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(postWith(page, title)).toContainText('Not quite ready.');
});

test('closing a changed form asks "Discard this post?", focus on Nevermind: Enter keeps the text, Discard closes; an unchanged form closes at once', async ({
  page,
}) => {
  await logIn(page);
  let form = await openNewPost(page, 'Text');
  await page.keyboard.press('Escape');
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  form = await openNewPost(page, 'Text');
  const title = form.getByRole('textbox', { name: 'Title' });
  await title.fill('Words I may keep');
  await title.press('Escape');
  const confirm = page.getByRole('alertdialog', { name: 'Discard this post?' });
  await expect(confirm).toBeVisible();
  // Discarding loses the text, so the confirm starts on Nevermind: a reflex Enter keeps the post.
  await expect(confirm.getByRole('button', { name: 'Nevermind' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toHaveCount(0);
  await expect(form).toBeVisible();
  await expect(title).toHaveValue('Words I may keep');

  await form.getByRole('button', { name: 'Close' }).click();
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Discard' }).click();
  await expect(form).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Discarded means gone: a new text post starts empty, with nothing to restore.
  form = await openNewPost(page, 'Text');
  await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('');
  await expect(form.getByText('Restore your unsaved post?')).toHaveCount(0);
});

test('a reload keeps the unsaved text of the open form and offers it back', async ({ page }) => {
  const title = uniqueName('unsaved');
  await logIn(page);
  const form = await openNewPost(page, 'Text');
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('textbox', { name: 'Post body' }).fill('Typed before the reload.');
  await page.reload();

  const reopened = postForm(page, 'New text post');
  await expect(reopened).toBeVisible();
  await expect(page).toHaveURL(/\/new\/text$/);
  await expect(reopened.getByText('Restore your unsaved post?')).toBeVisible();
  await reopened.getByRole('button', { name: 'Restore' }).click();
  await expect(reopened.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  await expect(reopened.getByRole('textbox', { name: 'Post body' })).toHaveText('Typed before the reload.');
  await submit(page, reopened, 'Post');
  await expect(postWith(page, title)).toContainText('Typed before the reload.');
});

test('a photo uploaded with the file picker shows its progress, then its preview, then the post', async ({ page }) => {
  const caption = uniqueName('uploaded-photo');
  await logIn(page);
  const form = await openNewPost(page, 'Photo');

  // Hold the upload on its way until the progress bar has been seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/svc/post/upload_photo', async (route) => {
    await held;
    await route.continue();
  });
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: 'Choose photos' }).click();
  await (await chooser).setFiles({ name: 'square.png', mimeType: 'image/png', buffer: solidPng(120, 90, [40, 120, 214]) });
  const progress = form.getByRole('progressbar', { name: 'Uploading square.png' });
  await expect(progress).toBeVisible();
  const uploaded = answerOf(page, '/svc/post/upload_photo');
  release();
  const answer = await uploaded;
  expect(answer.ok(), await answer.text()).toBe(true);
  await expect(progress).toHaveCount(0);
  const preview = form.getByRole('list', { name: 'Photos' }).getByRole('img', { name: 'Photo 1' });
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('src', /^\/media\//);
  await page.unroute('**/svc/post/upload_photo');

  await form.getByRole('textbox', { name: 'Caption', exact: true }).fill(caption);
  await submit(page, form, 'Post');
  const photo = postWith(page, caption).getByRole('img', { name: 'Photo' });
  await expect(photo).toHaveAttribute('src', /^\/media\//);
  // naturalWidth of an <img> with srcset is scaled by its `w` descriptor: decode the chosen file on its own.
  const shownWidth = () =>
    photo.evaluate(async (image: HTMLImageElement) => {
      const probe = new Image();
      probe.src = image.currentSrc || image.src;
      await probe.decode();
      return probe.naturalWidth;
    });
  await expect.poll(shownWidth).toBe(120);
});

test('a file that is not an image is refused with "This is not valid image file."', async ({ page }) => {
  await logIn(page);
  const form = await openNewPost(page, 'Photo');
  const choose = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
    const chooser = page.waitForEvent('filechooser');
    await form.getByRole('button', { name: 'Choose photos' }).click();
    await (await chooser).setFiles(file);
  };

  // Refused by its type before it is sent.
  await choose({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('just some words') });
  await expect(form.getByRole('alert').filter({ hasText: 'This is not valid image file.' })).toBeVisible();
  await form.getByRole('button', { name: 'Dismiss notes.txt' }).click();

  // Named like an image, but its bytes are not one: the server refuses it.
  const refused = answerOf(page, '/svc/post/upload_photo');
  await choose({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('this is not a PNG at all') });
  const answer = await refused;
  expect(answer.status()).toBe(400);
  await expect(form.getByRole('alert').filter({ hasText: 'This is not valid image file.' })).toBeVisible();
  await expect(form.getByRole('list', { name: 'Photos' })).toHaveCount(0);
});

test('GIF search in a text post finds GIFs and inserts the chosen one with its attribution', async ({ page, baseURL }) => {
  await logIn(page);
  // A GIF tagged "cat" on friendly's blog to find.
  const gifCaption = uniqueName('cat-gif');
  await gifPostAs(baseURL!, gifCaption);

  const title = uniqueName('with-gif');
  const form = await openNewPost(page, 'Text');
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('toolbar', { name: 'Post body tools' }).getByRole('button', { name: 'GIF' }).click();
  const search = page.getByRole('dialog', { name: 'GIF search' });
  await search.getByRole('searchbox', { name: 'Find a GIF' }).fill('cat');
  const result = search.getByRole('list', { name: 'GIFs' }).getByRole('img', { name: `GIF from ${FRIEND.blog}` }).first();
  await expect(result).toBeVisible();
  await result.click();
  await expect(search).toHaveCount(0);
  const body = form.getByRole('textbox', { name: 'Post body' });
  // The GIF goes in with an empty alt (decorative, the attribution names it).
  await expect(body.locator('img[src$=".gif"]')).toHaveCount(1);
  await expect(body).toContainText(`Originally posted by ${FRIEND.blog}`);
  await submit(page, form, 'Post');

  const card = postWith(page, title);
  await expect(card).toContainText(`Originally posted by ${FRIEND.blog}`);
  await expect(card.getByRole('link', { name: FRIEND.blog, exact: true })).toBeVisible();
  await expect(card.locator('img[src$=".gif"]')).toBeVisible();
});

/** Friendly posts an uploaded GIF tagged "cat", through the site's upload and save calls. */
async function gifPostAs(baseURL: string, caption: string): Promise<void> {
  const friend = await ApiSession.logIn(baseURL, FRIEND);
  try {
    const upload = await friend.upload('/svc/post/upload_photo', 'photo', { name: 'cat.gif', mimeType: 'image/gif', buffer: tinyGif() });
    await friend.post('/svc/post/update', {
      channel_id: FRIEND.blog,
      editor_type: 0,
      context_page: 'dashboard',
      post: { type: 'photo', state: '0', two: `<p>${caption}</p>`, tags: 'cat, gif', photoset_layout: '1', photoset_order: 'o1' },
      images: { o1: upload.url },
      caption: { o1: '' },
    });
  } finally {
    await friend.dispose();
  }
}

test('a save that fails keeps the form open with the error and the text; the next try posts it', async ({ page }) => {
  const title = uniqueName('offline');
  await logIn(page);
  const form = await openNewPost(page, 'Text');
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('textbox', { name: 'Post body' }).fill('Written while the network was down.');

  // First the network is gone, then the server fails: neither loses the post.
  await page.route('**/svc/post/update', (route) => route.abort('internetdisconnected'));
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(form.getByText('Your post is still here; try again when you are ready.')).toBeVisible();
  await page.unroute('**/svc/post/update');
  await page.route('**/svc/post/update', (route) => route.fulfill({ status: 503, contentType: 'text/plain', body: 'down for a moment' }));
  // By keyboard: the busy button keeps focus, then the refusal takes it.
  await form.getByRole('button', { name: 'Post', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByRole('alert')).toBeFocused();
  await expect(form.getByRole('alert')).toContainText('Your post is still here; try again when you are ready.');
  await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  await expect(form.getByRole('textbox', { name: 'Post body' })).toHaveText('Written while the network was down.');

  // A refusal that trying again cannot change (A§8.3 403) says only the server's words.
  await page.unroute('**/svc/post/update');
  await page.route('**/svc/post/update', (route) =>
    route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ meta: { status: 403, msg: 'This blog is suspended.' }, response: {} }) }),
  );
  await form.getByRole('button', { name: 'Post', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByRole('alert')).toHaveText('This blog is suspended.');
  await expect(form.getByRole('alert')).toBeFocused();

  await page.unroute('**/svc/post/update');
  await submit(page, form, 'Post');
  await expect(postWith(page, title)).toContainText('Written while the network was down.');
  await expect(postWith(page, title)).toHaveCount(1);
});

test('an uploaded video gets a poster frame from the server: the form and the dashboard show it before it plays', async ({ page }) => {
  const caption = uniqueName('clip');
  await logIn(page);
  const form = await openNewPost(page, 'Video');
  await form.getByRole('radio', { name: 'Upload a video' }).check();
  const chooser = page.waitForEvent('filechooser');
  const uploaded = answerOf(page, '/svc/post/upload_video');
  await form.getByRole('button', { name: 'Choose a video file' }).click();
  await (await chooser).setFiles(path.resolve(__dirname, '../../api/seed-media/clip.webm'));
  expect((await uploaded).ok()).toBe(true);
  const preview = form.locator('video');
  await expect(preview).toHaveAttribute('poster', /^\/media\/[\w-]+\.jpg$/);
  const poster = (await preview.getAttribute('poster'))!;

  await form.getByRole('checkbox', { name: 'I have permission to share this file.' }).check();
  await form.getByRole('textbox', { name: 'Caption' }).fill(caption);
  await submit(page, form, 'Post');
  const player = postWith(page, caption).locator('video');
  await expect(player).toHaveAttribute('poster', poster);
  // Its box is known before any byte of the video arrives: no shift when it loads.
  await expect(player).toHaveAttribute('width', '320');
  await expect(player).toHaveAttribute('height', '240');
  const picture = await page.request.get(poster);
  expect(picture.headers()['content-type']).toBe('image/jpeg');
  expect((await picture.body()).length).toBeGreaterThan(1000);
});

test('a text post of a title alone is posted and shows its title on the dashboard (A§5.1)', async ({ page }) => {
  const title = uniqueName('title-alone');
  await logIn(page);
  const form = await openNewPost(page, 'Text');
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await submit(page, form, 'Post');
  await expect(toasts(page)).toContainText(`Posted to ${DEMO_USER.blog}.`);
  await expect(postWith(page, title).getByRole('heading', { name: title })).toBeVisible();
});

test('a video embed code of a player a post may not show says "Direct embed missing." before saving; a known player is taken', async ({ page }) => {
  await logIn(page);
  const form = await openNewPost(page, 'Video');
  const code = form.getByRole('textbox', { name: 'Video URL or embed code' });
  await code.fill('<iframe src="https://player.example.org/v/1" width="400" height="300"></iframe>');
  await expect(form.getByRole('status').filter({ hasText: 'Direct embed missing.' })).toBeVisible();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText("This site's player will be embedded as it is.")).toHaveCount(0);
  // Saving is refused in the form, with the same words, and nothing reaches the server.
  let saves = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/svc/post/update') saves += 1;
  });
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(form.getByRole('alert')).toContainText('Direct embed missing.');
  expect(saves).toBe(0);

  const caption = uniqueName('soundcloud');
  await code.fill('<iframe src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/1" width="100%" height="166"></iframe>');
  await expect(form.getByText("This site's player will be embedded as it is.")).toBeVisible();
  await expect(code).toHaveAttribute('aria-invalid', 'false');
  await form.getByRole('textbox', { name: 'Caption' }).fill(caption);
  await submit(page, form, 'Post');
  await expect(postWith(page, caption).locator('iframe[src^="https://w.soundcloud.com/player/"]')).toHaveCount(1);
});

test('a post form opened from the header gives keyboard focus back to the compose button when it closes', async ({ page }) => {
  await logIn(page);
  const compose = page.getByRole('banner').getByRole('button', { name: 'Compose a post' });
  // Closed unchanged with Escape.
  await compose.focus();
  await page.keyboard.press('Enter');
  await expect(fastCompose(page)).toBeVisible();
  await page.keyboard.press('Enter');
  const form = postForm(page, 'New text post');
  await expect(form).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(form).toHaveCount(0);
  await expect(compose).toBeFocused();
  // And after a save.
  const title = uniqueName('focus-back');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await submit(page, form, 'Post');
  await expect(compose).toBeFocused();
});

test('a photoset with "Show as a carousel" turned off is drawn in its layout rows on the blog, and the choice comes back on edit', async ({ page, baseURL }) => {
  const caption = uniqueName('rows');
  await logIn(page);
  const answer = await page.request.get('/svc/post/blog/pixel-garden?limit=20');
  const { posts: list } = (await answer.json()).response as { posts: { content: { type: string; photos?: { url: string }[] } }[] };
  const [first, second] = list.flatMap((post) => post.content.photos ?? []).map((photo) => new URL(photo.url, baseURL).href).filter((url, index, all) => all.indexOf(url) === index);
  if (!first || !second) throw new Error('the seed has no two photos on pixel-garden');

  const form = await openNewPost(page, 'Photo');
  const carousel = form.getByRole('checkbox', { name: 'Show as a carousel' });
  for (const url of [first, second]) {
    await form.getByRole('textbox', { name: 'Photo from the web' }).fill(url);
    await form.getByRole('button', { name: 'Add', exact: true }).click();
  }
  await expect(form.getByRole('list', { name: 'Photos' }).getByRole('img')).toHaveCount(2);
  await expect(carousel).toBeChecked();
  await carousel.uncheck();
  await form.getByRole('textbox', { name: 'Caption', exact: true }).fill(caption);
  await submit(page, form, 'Post');

  await page.goto(`/blog/${DEMO_USER.blog}`);
  const card = postWith(page, caption);
  await scrollToPost(page, card);
  // Both photos side by side in one row of the saved layout ("2"), no carousel controls.
  await expect(card.locator('[aria-roledescription="carousel"]')).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Next photo' })).toHaveCount(0);
  const row = card.locator('.td-dash-photo__row');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('img')).toHaveCount(2);
  await expect(row.getByRole('img').nth(0)).toBeVisible();
  await expect(row.getByRole('img').nth(1)).toBeVisible();

  await card.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menu', { name: 'More options' }).getByRole('menuitem', { name: 'Edit' }).click();
  const edit = postForm(page, 'Edit post');
  await expect(edit.getByRole('checkbox', { name: 'Show as a carousel' })).not.toBeChecked();
});

test('a post with a call-to-action button shows the button with its text and link on the blog', async ({ page }) => {
  const title = uniqueName('cta');
  await logIn(page);
  const form = await openNewPost(page, 'Text');
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByText('Call-to-action button', { exact: true }).click();
  await form.getByRole('checkbox', { name: 'Add a call-to-action button' }).check();
  await form.getByRole('combobox', { name: 'Button text' }).selectOption({ label: 'Shop now' });
  const link = form.getByRole('textbox', { name: 'Button link' });
  await link.fill('not a link');
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(form.getByRole('alert')).toContainText('The call-to-action link is not a valid URL.');
  await link.fill('shop.example.com/sale');
  const saved = answerOf(page, '/svc/post/update');
  await submit(page, form, 'Post');
  takeBack(DEMO_USER, await postIdOf(saved));

  await page.goto(`/blog/${DEMO_USER.blog}`);
  const card = postWith(page, title);
  await scrollToPost(page, card);
  const button = card.getByRole('link', { name: 'Shop now' });
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute('href', 'https://shop.example.com/sale');

  // In the blog viewer too, and read at full strength (the fade ends in view): its words keep WCAG AA contrast.
  await page.goto(`/dashboard?blog_name=${DEMO_USER.blog}`);
  const inViewer = page.getByRole('dialog', { name: DEMO_USER.blog }).getByRole('article').filter({ hasText: title }).getByRole('link', { name: 'Shop now' });
  await expect(inViewer).toBeAttached({ timeout: 30_000 });
  // The viewer's panel scrolls it to the middle: the fade (its last 200 px into view, B§9) is over.
  await inViewer.evaluate((link) => link.scrollIntoView({ block: 'center' }));
  await expect(inViewer).toHaveCSS('opacity', '1');
  await expectNoAxeViolations(page, '.td-peepr-drawer .td-dash-cta');
});

test('a call-to-action button may link to mailto: and tumblr: as well (A§5.2 accepted protocols)', async ({ page }) => {
  await logIn(page);
  for (const target of ['mailto:shop@example.com', 'tumblr://x-callback-url/dashboard']) {
    const form = await openNewPost(page, 'Text');
    await form.getByRole('textbox', { name: 'Title' }).fill(uniqueName('cta-protocol'));
    await form.getByText('Call-to-action button', { exact: true }).click();
    await form.getByRole('checkbox', { name: 'Add a call-to-action button' }).check();
    await form.getByRole('textbox', { name: 'Button link' }).fill(target);
    const saved = answerOf(page, '/svc/post/update');
    await form.getByRole('button', { name: 'Post', exact: true }).click();
    const answer = await saved;
    expect(answer.ok(), await answer.text()).toBe(true);
    takeBack(DEMO_USER, await postIdOf(answer));
    expect((await answer.json()).response.post.cta).toMatchObject({ text_code: 0, link_url: target });
    await expect(form).toHaveCount(0);
  }
});
