import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn, posts, uniqueName } from './helpers';
import {
  ApiSession,
  BEN,
  DEMO_USER,
  FRIEND,
  answerOf,
  postIdOf,
  postWith,
  takeBackPostsAfterEach,
  textPostAs,
  textPostWithIdAs,
  toasts,
  atHome,
  type Person,
} from './post-helpers';

/** A§4.6 and the dashboard README: the heart is a toggle button named "Like". */
const likeButton = (card: Locator) => card.getByRole('button', { name: 'Like', exact: true });

const openMenu = async (page: Page, card: Locator) => {
  await card.getByRole('button', { name: 'More options' }).click();
  return page.getByRole('menu', { name: 'More options' });
};

const takeBack = takeBackPostsAfterEach();

/** A text post as that person, taken back after the test. */
async function textPost(baseURL: string | undefined, person: Person, title: string, body: string): Promise<void> {
  takeBack(person, await textPostWithIdAs(baseURL!, person, title, body));
}

/** The demo's post an action call answered with (a reblog, an answer, a published submission), taken back after the test. */
async function madeBy(answer: ReturnType<typeof answerOf>): Promise<void> {
  takeBack(DEMO_USER, await postIdOf(answer));
}

/** A new post of friendly's, at the top of the demo's dashboard (the demo follows friendly). */
async function friendlyPost(baseURL: string | undefined, prefix: string): Promise<string> {
  const title = uniqueName(prefix);
  await textPost(baseURL, FRIEND, title, `Posted by friendly for ${title}.`);
  return title;
}

test.beforeEach(async ({ baseURL }) => {
  await atHome(baseURL!, DEMO_USER);
});

test('like then unlike another blog’s post: the heart’s state survives a reload and /likes follows it', async ({ page, baseURL }) => {
  const title = await friendlyPost(baseURL, 'like-me');
  await logIn(page);
  const card = postWith(page, title);
  await expect(likeButton(card)).toHaveAttribute('aria-pressed', 'false');

  const liked = answerOf(page, '/svc/like');
  await likeButton(card).click();
  await expect(likeButton(card)).toHaveAttribute('aria-pressed', 'true');
  expect((await liked).ok()).toBe(true);
  await page.reload();
  await expect(likeButton(postWith(page, title))).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/likes');
  await expect(postWith(page, title)).toBeVisible();
  await expect(likeButton(postWith(page, title))).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/dashboard');
  const unliked = answerOf(page, '/svc/unlike');
  await likeButton(postWith(page, title)).click();
  await expect(likeButton(postWith(page, title))).toHaveAttribute('aria-pressed', 'false');
  expect((await unliked).ok()).toBe(true);
  await page.reload();
  await expect(likeButton(postWith(page, title))).toHaveAttribute('aria-pressed', 'false');

  await page.goto('/likes');
  await expect(posts(page).first()).toBeVisible();
  await expect(postWith(page, title)).toHaveCount(0);
});

test('a post of the current blog cannot be liked', async ({ page, baseURL }) => {
  const title = uniqueName('own-post');
  await textPost(baseURL, DEMO_USER, title, 'Mine, all mine.');
  await logIn(page);
  const card = postWith(page, title);
  await expect(card).toBeVisible();
  const like = likeButton(card);
  await expect(like).toHaveAttribute('aria-disabled', 'true');
  await expect(like).toHaveAccessibleDescription('You can’t like your own post.');
  let likeCalls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/svc/like') likeCalls += 1;
  });
  await expect(like).toBeDisabled();
  // A person may still click it: nothing happens.
  await like.click({ force: true });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  expect(likeCalls).toBe(0);
});

test('fast reblog: the toast says where it went and the reblog shows on the own blog and the dashboard', async ({ page, baseURL }) => {
  const title = await friendlyPost(baseURL, 'reblog-me');
  await logIn(page);
  const original = page.getByRole('article', { name: FRIEND.blog, exact: true }).filter({ hasText: title });
  const reblogged = answerOf(page, '/fast_reblog');
  await original.getByRole('button', { name: 'Reblog', exact: true }).click();
  await expect(toasts(page)).toContainText(`Reblogged to ${DEMO_USER.blog}.`);
  expect((await reblogged).ok()).toBe(true);
  await madeBy(reblogged);
  await expect(original.getByRole('button', { name: 'Reblog', exact: true })).toHaveAccessibleDescription('You reblogged this post.');

  const reblog = (on: Page) => on.getByRole('article', { name: `${DEMO_USER.blog} reblogged ${FRIEND.blog}` }).filter({ hasText: title });
  // At the top of the dashboard at once, and still there from the server.
  await expect(reblog(page)).toBeVisible();
  await page.reload();
  await expect(reblog(page)).toBeVisible();

  await page.goto(`/blog/${DEMO_USER.blog}`);
  await expect(reblog(page)).toBeVisible();
});

test('delete asks first: Nevermind keeps the post, Delete removes it for good', async ({ page, baseURL }) => {
  const title = uniqueName('delete-me');
  await textPostAs(baseURL!, DEMO_USER, title, 'Soon to be gone.');
  await logIn(page);
  const card = postWith(page, title);

  await (await openMenu(page, card)).getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this post?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Nevermind' }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toBeVisible();

  await (await openMenu(page, card)).getByRole('menuitem', { name: 'Delete' }).click();
  const deleted = answerOf(page, '/svc/post/delete');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
  expect((await deleted).ok()).toBe(true);

  await page.reload();
  await expect(posts(page).first()).toBeVisible();
  await expect(postWith(page, title)).toHaveCount(0);
  await page.goto(`/blog/${DEMO_USER.blog}`);
  await expect(posts(page).first()).toBeVisible();
  await expect(postWith(page, title)).toHaveCount(0);
});

test('answering an ask from the inbox publishes the question with its answer', async ({ page }) => {
  const question = 'Do you ever sleep?';
  const answer = `Only on weekends (${uniqueName('answer')}).`;
  await logIn(page);
  await page.goto('/inbox');
  const ask = postWith(page, question);
  await expect(ask).toContainText('night-owl-notes asked:');
  await ask.getByRole('textbox', { name: 'Your answer' }).fill(answer);
  const answered = answerOf(page, '/answer');
  await ask.getByRole('button', { name: 'Answer' }).click();
  await expect(toasts(page)).toContainText('Answer published.');
  await madeBy(answered);
  await expect(postWith(page, question)).toHaveCount(0);

  await page.reload();
  await expect(posts(page).first()).toBeVisible();
  await expect(postWith(page, question)).toHaveCount(0);

  // Published now, the answer tops the timelines (the queue may publish one post above it meanwhile).
  for (const path of ['/dashboard', `/blog/${DEMO_USER.blog}`]) {
    await page.goto(path);
    const answered = postWith(page, answer);
    await expect(answered).toBeVisible();
    const place = await posts(page).evaluateAll((cards, text) => cards.findIndex((card) => card.textContent?.includes(text)), answer);
    expect(place).toBeLessThan(2);
    await expect(answered).toContainText(question);
    await expect(answered).toContainText('night-owl-notes asked:');
  }
});

/** friendly sends the demo's blog an ask and text submissions (their titles), outside the browser under test. */
async function fillInbox(baseURL: string, { question, submissions }: { question?: string; submissions: string[] }): Promise<void> {
  const friend = await ApiSession.logIn(baseURL, FRIEND);
  try {
    if (question) await friend.post('/svc/post/ask', { recipient: DEMO_USER.blog, question });
    for (const title of submissions) {
      await friend.post('/svc/post/submit', { recipient: DEMO_USER.blog, post: { type: 'text', one: title, two: `<p>Sent in: ${title}</p>`, tags: '' } });
    }
  } finally {
    await friend.dispose();
  }
}

test('an inbox card handled in another tab leaves with a note instead of an error', async ({ page, baseURL }) => {
  const question = `Still there? (${uniqueName('race-ask')})`;
  const title = uniqueName('race-submission');
  await fillInbox(baseURL!, { question, submissions: [title] });
  await logIn(page);
  const other = await page.context().newPage();
  for (const tab of [page, other]) {
    await tab.goto('/inbox');
    await expect(postWith(tab, question)).toBeVisible();
    await expect(postWith(tab, title)).toBeVisible();
  }

  await postWith(page, question).getByRole('textbox', { name: 'Your answer' }).fill('Yes, here.');
  const answered = answerOf(page, '/answer');
  await postWith(page, question).getByRole('button', { name: 'Answer' }).click();
  await expect(toasts(page)).toContainText('Answer published.');
  await madeBy(answered);
  await postWith(other, question).getByRole('textbox', { name: 'Your answer' }).fill('Me too.');
  const late = answerOf(other, '/answer');
  await postWith(other, question).getByRole('button', { name: 'Answer' }).click();
  expect((await late).status()).toBe(404);
  await expect(toasts(other)).toContainText('This was already answered or removed.');
  await expect(postWith(other, question)).toHaveCount(0);

  const published = answerOf(page, '/approve_submission');
  await postWith(page, title).getByRole('button', { name: 'Publish' }).click();
  await expect(toasts(page)).toContainText('Published.');
  await madeBy(published);
  const denied = answerOf(other, '/deny_submission');
  await postWith(other, title).getByRole('button', { name: 'Deny' }).click();
  expect((await denied).status()).toBe(404);
  await expect(postWith(other, title)).toHaveCount(0);
  await expect(other.getByRole('alertdialog')).toHaveCount(0);
  await other.close();
});

test('inbox by keyboard: after Publish and Deny focus goes on to the next card, never to the page', async ({ page, baseURL }) => {
  const [first, second] = [uniqueName('kb-first'), uniqueName('kb-second')];
  // Newest first: the second submission tops the inbox, the first follows it.
  await fillInbox(baseURL!, { submissions: [first, second] });
  await logIn(page);
  await page.goto('/inbox');
  const top = postWith(page, second);
  const next = postWith(page, first);
  await expect(top).toBeVisible();
  await expect(next).toBeVisible();
  const focusedCardText = () => page.evaluate(() => document.activeElement?.closest('article')?.textContent ?? document.activeElement?.tagName);

  await top.getByRole('button', { name: 'Publish' }).focus();
  const published = answerOf(page, '/approve_submission');
  await page.keyboard.press('Enter');
  await expect(top).toHaveCount(0);
  await expect(toasts(page)).toContainText('Published.');
  await madeBy(published);
  await expect.poll(focusedCardText).toContain(first);

  // On through the card with Tab to its Deny, as a keyboard user would.
  for (let step = 0; step < 12 && !(await next.getByRole('button', { name: 'Deny' }).evaluate((button) => button === document.activeElement)); step += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(next.getByRole('button', { name: 'Deny' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toasts(page)).toContainText('Submission deleted.');
  await expect(next).toHaveCount(0);
  expect(await page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null)).toBe(true);
});

test('l likes the post j moved to, and no key acts while typing in a field', async ({ page, baseURL }) => {
  const title = await friendlyPost(baseURL, 'keyboard-like');
  await logIn(page);
  const card = postWith(page, title);
  await expect(likeButton(card)).toHaveAttribute('aria-pressed', 'false');
  // The new post is at the top of the dashboard: j goes to it (the queue may have published one more since).
  await page.locator('body').press('j');
  for (let step = 0; step < 3 && !(await card.evaluate((element) => element === document.activeElement)); step += 1) {
    await page.keyboard.press('j');
  }
  await expect(card).toBeFocused();
  const liked = answerOf(page, '/svc/like');
  await page.keyboard.press('l');
  await expect(likeButton(card)).toHaveAttribute('aria-pressed', 'true');
  expect(JSON.parse((await liked).request().postData() ?? '{}')).toMatchObject({ method: 'keyboard' });

  // Typing a reply: the letters go into the field, none of them acts on the timeline.
  await card.getByRole('button', { name: 'Reply' }).click();
  const field = card.getByRole('textbox', { name: `Reply to ${FRIEND.blog}` });
  await expect(field).toBeFocused();
  await page.keyboard.type('lj lk');
  await expect(field).toHaveValue('lj lk');
  await expect(field).toBeFocused();
  await expect(likeButton(card)).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(likeButton(postWith(page, title))).toHaveAttribute('aria-pressed', 'true');
});

test('unfollow from a post’s menu and follow from its blog name, on the dashboard and the blog page; each survives a reload', async ({
  page,
  baseURL,
}) => {
  // A blog of its own for this test, so the other tests' blogs stay followed whatever happens here.
  const title = uniqueName('follow-me');
  await textPost(baseURL, BEN, title, 'Written after midnight.');
  await logIn(page);
  const card = postWith(page, title);
  const follow = (on: Locator) => on.getByRole('button', { name: `Follow ${BEN.blog}` });
  const following = (on: Locator) => on.getByRole('button', { name: `Following ${BEN.blog}` });
  const unfollow = async () => {
    await (await openMenu(page, card)).getByRole('menuitem', { name: `Unfollow ${BEN.blog}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Are you sure you want to unfollow ${BEN.blog}?` });
    const unfollowed = answerOf(page, '/svc/unfollow');
    await confirm.getByRole('button', { name: 'Ok' }).click();
    await expect(follow(card)).toBeVisible();
    expect((await unfollowed).ok()).toBe(true);
  };
  await expect(card).toBeVisible();
  await expect(follow(card)).toHaveCount(0);

  // Unfollow, then follow again from the blog name on the same card.
  await unfollow();
  const followed = answerOf(page, '/svc/follow');
  await follow(card).click();
  await expect(following(card)).toBeVisible();
  expect((await followed).ok()).toBe(true);
  await page.reload();
  await expect(card).toBeVisible();
  await expect(follow(card)).toHaveCount(0);

  // Unfollowed for good: its posts leave the dashboard; its blog page offers Follow.
  await unfollow();
  await page.reload();
  await expect(posts(page).first()).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.goto(`/blog/${BEN.blog}`);
  const followedAgain = answerOf(page, '/svc/follow');
  await follow(card).click();
  await expect(following(card)).toBeVisible();
  expect((await followedAgain).ok()).toBe(true);

  await page.reload();
  await expect(card).toBeVisible();
  await expect(follow(card)).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(card).toBeVisible();
  await expect(follow(card)).toHaveCount(0);
});

test('publishing a draft from /drafts puts it on the dashboard', async ({ page, baseURL }) => {
  const title = uniqueName('draft');
  await textPostAs(baseURL!, DEMO_USER, title, 'Finished at last.', '1');
  await logIn(page);
  await expect(posts(page).first()).toBeVisible();
  await expect(postWith(page, title)).toHaveCount(0);

  await page.goto('/drafts');
  const draft = postWith(page, title);
  // Published as a new post (the draft's id is gone): the one /publish answers with is taken back.
  const published = answerOf(page, '/publish');
  await draft.getByRole('button', { name: 'Publish' }).click();
  await expect(toasts(page)).toContainText('Published.');
  await madeBy(published);
  await expect(draft).toHaveCount(0);
  await page.reload();
  await expect(posts(page).first()).toBeVisible();
  await expect(postWith(page, title)).toHaveCount(0);

  await page.goto('/dashboard');
  await expect(postWith(page, title)).toBeVisible();
});
