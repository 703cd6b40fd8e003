import { expect, request as playwrightRequest, test, type APIRequestContext, type Locator, type Page, type Response } from '@playwright/test';
import { DEMO, logIn, posts } from './helpers';

/** Seeded people and their main blogs (api/src/seed/people.ts). */
export const DEMO_USER = { ...DEMO, blog: 'tumbledemo' };
export const FRIEND = { email: 'friend@example.com', password: 'friend-password', blog: 'friendly' };
export const BEN = { email: 'ben@example.com', password: 'ben-password', blog: 'night-owl-notes' };

export interface Person {
  email: string;
  password: string;
  blog: string;
}

interface Envelope<T> {
  meta: { status: number; msg: string };
  response: T;
}

/**
 * A signed-in API session for setting up data a test needs (another blog's post, an own draft), the way
 * the site's client does it: the anonymous session's form key, log in, then every write with the new key.
 */
export class ApiSession {
  private constructor(
    private readonly context: APIRequestContext,
    private formKey: string,
  ) {}

  static async logIn(baseURL: string, person: Person): Promise<ApiSession> {
    const context = await playwrightRequest.newContext({ baseURL });
    const anonymous = await context.get('/svc/bootstrap');
    expect(anonymous.ok()).toBe(true);
    const { form_key } = ((await anonymous.json()) as Envelope<{ form_key: string }>).response;
    const session = new ApiSession(context, form_key);
    const signedIn = await session.post<{ form_key: string }>('/svc/account/login', { email: person.email, password: person.password });
    session.formKey = signedIn.form_key;
    return session;
  }

  async post<T>(path: string, body: Record<string, unknown>): Promise<T> {
    const answer = await this.context.post(path, { data: body, headers: { 'x-tumblr-form-key': this.formKey } });
    const text = await answer.text();
    expect(answer.ok(), `${path} answered ${answer.status()}: ${text}`).toBe(true);
    return (JSON.parse(text) as Envelope<T>).response;
  }

  /** Sends one file as multipart/form-data in `field`, as the post form's uploads do. */
  async upload(path: string, field: string, file: { name: string; mimeType: string; buffer: Buffer }): Promise<{ url: string; key: string }> {
    const answer = await this.context.post(path, { multipart: { [field]: file }, headers: { 'x-tumblr-form-key': this.formKey } });
    const text = await answer.text();
    expect(answer.ok(), `${path} answered ${answer.status()}: ${text}`).toBe(true);
    const response = (JSON.parse(text) as Envelope<{ url: string; key: string } | { url: string; key: string }[]>).response;
    return Array.isArray(response) ? response[0]! : response;
  }

  async get<T>(path: string): Promise<T> {
    const answer = await this.context.get(path);
    expect(answer.ok(), `${path} answered ${answer.status()}`).toBe(true);
    return ((await answer.json()) as Envelope<T>).response;
  }

  /** Saves a text post on the person's blog; `state` as the post form sends it (0 published, 1 draft). */
  async textPost(blog: string, title: string, body: string, state: '0' | '1' = '0'): Promise<string> {
    const saved = await this.post<{ post: { id: string } }>('/svc/post/update', {
      channel_id: blog,
      editor_type: 0,
      context_page: 'dashboard',
      post: { type: 'text', state, one: title, two: `<p>${body}</p>`, tags: '' },
    });
    return saved.post.id;
  }

  /**
   * Saves a quote post on the person's blog, as the post form does (slot one the quote, two its source). A text
   * post cannot go by message (B§5): tests that message a post use this one.
   */
  async quotePost(blog: string, quote: string, source: string): Promise<string> {
    const saved = await this.post<{ post: { id: string } }>('/svc/post/update', {
      channel_id: blog,
      editor_type: 0,
      context_page: 'dashboard',
      post: { type: 'quote', state: '0', one: quote, two: `<p>${source}</p>`, tags: '' },
    });
    return saved.post.id;
  }

  /** Deletes a post of the person's blog: a test that posts on a seeded blog takes its post back (one database for all specs). */
  async deletePost(blog: string, id: string): Promise<void> {
    await this.post('/svc/post/delete', { post_id: id, channel_id: blog });
  }

  async dispose(): Promise<void> {
    await this.context.dispose();
  }
}

/** Publishes (or drafts) a text post as that person, outside the browser under test. */
export async function textPostAs(baseURL: string, person: Person, title: string, body: string, state: '0' | '1' = '0'): Promise<void> {
  const session = await ApiSession.logIn(baseURL, person);
  try {
    await session.textPost(person.blog, title, body, state);
  } finally {
    await session.dispose();
  }
}

/** As textPostAs, and answers the new post's id: for a test that takes its post back (deletePostAs). */
export async function textPostWithIdAs(baseURL: string, person: Person, title: string, body: string, state: '0' | '1' = '0'): Promise<string> {
  const session = await ApiSession.logIn(baseURL, person);
  try {
    return await session.textPost(person.blog, title, body, state);
  } finally {
    await session.dispose();
  }
}

/** Deletes a post of the person's main blog, outside the browser under test. */
export async function deletePostAs(baseURL: string, person: Person, id: string): Promise<void> {
  const session = await ApiSession.logIn(baseURL, person);
  try {
    await session.deletePost(person.blog, id);
  } finally {
    await session.dispose();
  }
}

/**
 * For a spec whose tests make posts (their own, another blog's, reblogs, answers): call it once at the top; the
 * returned function notes a post, and each test's posts are deleted after it (one database for all specs).
 */
export function takeBackPostsAfterEach(): (person: Person, id: string) => void {
  const made: { person: Person; id: string }[] = [];
  test.afterEach(async ({ baseURL }) => {
    for (const { person, id } of made.splice(0)) await deletePostAs(baseURL!, person, id);
  });
  return (person, id) => {
    made.push({ person, id });
  };
}

/** The id of the post an action call answered with (/fast_reblog, /answer, /approve_submission, /publish). */
export async function postIdOf(answer: Response | Promise<Response>): Promise<string> {
  return ((await (await answer).json()) as Envelope<{ post: { id: string } }>).response.post.id;
}

/**
 * Puts the person where these tests start: their blog is the current channel (another spec switches the
 * demo user's blog) and messaging's first-time tutorial (B§2), whose popover sits over the top of the
 * timeline until answered, is seen.
 */
export async function atHome(baseURL: string, person: Person): Promise<void> {
  const session = await ApiSession.logIn(baseURL, person);
  try {
    await session.post('/svc/account/channel', { channel: person.blog });
    await session.post('/svc/conversations/tutorial_seen', {});
  } finally {
    await session.dispose();
  }
}

/** Scrolls the timeline down until the card is on the page (the list renders only the rows near the window). */
export async function scrollToPost(page: Page, card: Locator): Promise<void> {
  await expect(posts(page).first()).toBeVisible();
  await expect(async () => {
    if ((await card.count()) === 0) await page.mouse.wheel(0, 1200);
    await expect(card).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 30_000 });
}

/** Logs in as demo and opens one of its pages (`/queue`, `/drafts`): returns once the cards with these texts show. */
export async function openAsDemo(page: Page, path: string, ...texts: string[]): Promise<void> {
  await logIn(page);
  await page.goto(path);
  for (const text of texts) await expect(postWith(page, text)).toBeVisible();
}

/** The card of the timeline that shows this (unique) text. */
export const postWith = (page: Page, text: string): Locator => posts(page).filter({ hasText: text });

/** Waits until the answer of an action call arrives, so a reload after it cannot cut it off. */
export function answerOf(page: Page, path: string) {
  return page.waitForResponse((response) => new URL(response.url()).pathname === path && response.request().method() === 'POST');
}

/** The header's compose button → fast compose → Text: the new text post form, open. */
export async function openTextPostForm(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Compose a post' }).click();
  await page.getByRole('dialog', { name: 'Create a post' }).getByRole('button', { name: 'Text' }).click();
  const form = page.getByRole('dialog', { name: 'New text post' });
  await expect(form).toBeVisible();
  return form;
}

/** Writes a text post through the header's composer and posts it; returns once the form has closed. */
export async function composeTextPost(page: Page, title: string, body: string): Promise<void> {
  const form = await openTextPostForm(page);
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('textbox', { name: 'Post body' }).fill(body);
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(form).toHaveCount(0);
}

/** The shell's toasts (shared ToastHost). */
export const toasts = (page: Page) => page.locator('.td-ui-toasts');

/** A text post of the person's blog in the given state (0 published, 2 queued), as the post form saves it. */
export async function textPostInStateAs(baseURL: string, person: Person, title: string, body: string, state: '0' | '2'): Promise<{ id: string; session: ApiSession }> {
  const session = await ApiSession.logIn(baseURL, person);
  const saved = await session.post<{ post: { id: string } }>('/svc/post/update', {
    channel_id: person.blog,
    editor_type: 0,
    context_page: 'dashboard',
    post: { type: 'text', state, one: title, two: `<p>${body}</p>`, tags: '' },
  });
  return { id: saved.post.id, session };
}

export const editPostForm = (page: Page): Locator => page.getByRole('dialog', { name: 'Edit post' });

/** Opens the post form on a card's "More options" → Edit; the form. */
export async function openEditForm(page: Page, card: Locator): Promise<Locator> {
  await card.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menu', { name: 'More options' }).getByRole('menuitem', { name: 'Edit' }).click();
  return editPostForm(page);
}
