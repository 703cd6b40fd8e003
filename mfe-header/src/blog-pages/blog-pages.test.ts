import { api } from '@tumbledash/shared';
import { bootstrapFor, makeChannel, signIn, signOut } from '../test-utils/fixtures';
import { BLOG_PAGES, blogPageCount, isCurrentBlog, openBlogPage, waitsInInbox } from './blog-pages';

const alice = makeChannel('alice', { is_current: true });
const art = makeChannel('alice-art');

beforeEach(() => signIn([alice, art]));
afterEach(() => {
  signOut();
  jest.restoreAllMocks();
  window.history.pushState(null, '', '/');
});

it('names the three pages of one\'s own blog', () => {
  expect(BLOG_PAGES.map((page) => [page.label, page.path])).toEqual([
    ['Inbox', '/inbox'],
    ['Drafts', '/drafts'],
    ['Queue', '/queue'],
  ]);
});

it('counts what waits on Inbox only, above 0, capped at 99+', () => {
  const [inbox, drafts, queue] = BLOG_PAGES;
  expect(blogPageCount(inbox, 0)).toBeNull();
  expect(blogPageCount(inbox, 3)).toEqual({ badge: '3', name: 'Inbox, 3 waiting' });
  expect(blogPageCount(inbox, 99)).toEqual({ badge: '99', name: 'Inbox, 99 waiting' });
  expect(blogPageCount(inbox, 100)).toEqual({ badge: '99+', name: 'Inbox, 99+ waiting' });
  expect(blogPageCount(drafts, 3)).toBeNull();
  expect(blogPageCount(queue, 3)).toBeNull();
});

it('sends asks and submissions to the inbox, nothing else', () => {
  expect(waitsInInbox('ask')).toBe(true);
  expect(waitsInInbox('submission')).toBe(true);
  for (const type of ['answer', 'like', 'reblog', 'reply', 'follower']) expect(waitsInInbox(type)).toBe(false);
});

it('opens the current blog\'s page without asking the server', async () => {
  const post = jest.spyOn(api, 'post');
  expect(isCurrentBlog('alice')).toBe(true);
  await openBlogPage('alice', '/queue');
  expect(window.location.pathname).toBe('/queue');
  expect(post).not.toHaveBeenCalled();
});

it('makes another blog current first, and stays put when that fails', async () => {
  const post = jest.spyOn(api, 'post').mockRejectedValueOnce(new Error('offline'));
  await expect(openBlogPage('alice-art', '/inbox')).rejects.toThrow('offline');
  expect(window.location.pathname).toBe('/');

  post.mockResolvedValueOnce(bootstrapFor([{ ...alice, is_current: false }, { ...art, is_current: true }]));
  await openBlogPage('alice-art', '/inbox');
  expect(post).toHaveBeenLastCalledWith('/svc/account/channel', { channel: 'alice-art' });
  expect(isCurrentBlog('alice-art')).toBe(true);
  expect(window.location.pathname).toBe('/inbox');
});
