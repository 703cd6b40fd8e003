import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANONYMOUS, api, bus, DialogProvider, session, type BlogViewerPosts } from '@tumbledash/shared';
import { makeUser } from '@tumbledash/shared/testing';
import { makeBlog, makePost } from '../test-support/post';
import { BlogView } from './blog-view';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
// The dashboard's post card comes through Module Federation; a heading per post is enough here.
jest.mock('../posts/post-list', () => ({
  PostList: ({ posts, label }: { posts: { id: string; safe_mode_blurred?: boolean }[]; label: string }) => (
    <ul aria-label={label}>
      {posts.map((post) => (
        <li key={post.id}>{`Post ${post.id}${post.safe_mode_blurred ? ' (blurred)' : ''}`}</li>
      ))}
    </ul>
  ),
}));

function serve(nsfw: boolean, blurred = false) {
  const first = { ...makePost('1'), ...(blurred ? { is_nsfw: true, safe_mode_blurred: true } : {}) };
  const page = { tumblelog: makeBlog({ name: 'night-owl-notes', nsfw }), posts: [first, makePost('2')] } as unknown as BlogViewerPosts;
  return jest.spyOn(api, 'get').mockImplementation((url: string) => {
    if (url === '/svc/indash_blog/posts') return Promise.resolve(page);
    if (url.startsWith('/svc/search/blog_search_typeahead/')) return Promise.resolve({ tags: [] });
    if (url.startsWith('/svc/search/blog_search/')) return Promise.resolve({ posts: [], next_offset: -1 });
    return Promise.reject(new Error(`unexpected ${url}`));
  });
}

function signIn(safeMode: boolean) {
  const user = { ...makeUser(), safe_mode: safeMode };
  session.set({ user, channels: user.channels, flags: { safe_mode: true }, formKey: 'fk' });
}

function renderView() {
  render(
    <DialogProvider>
      <BlogView blogName="night-owl-notes" inViewer={false} scroller={() => null} />
    </DialogProvider>,
  );
}

afterEach(() => {
  session.set(ANONYMOUS);
  jest.restoreAllMocks();
});

it('hides the search toggle for an adult blog in safe mode', async () => {
  serve(true);
  signIn(true);
  renderView();
  expect(await screen.findByText('Post 2')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Search night-owl-notes' })).not.toBeInTheDocument();
});

it('offers search for an adult blog without safe mode; no results name the term, clearing brings the posts back', async () => {
  const get = serve(true);
  signIn(false);
  renderView();
  await userEvent.click(await screen.findByRole('button', { name: 'Search night-owl-notes' }));
  await userEvent.type(screen.getByLabelText('Search night-owl-notes'), 'lanterns');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByText('Nothing here about “lanterns”.')).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith('/svc/search/blog_search/night-owl-notes/lanterns', expect.objectContaining({ params: expect.objectContaining({ next_offset: 0, limit: 10 }) }));
  expect(screen.queryByText('Post 1')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
  expect(await screen.findByText('Post 1')).toBeInTheDocument();
});

it('asks the server to lift safe mode for a blog once it was lifted on the page, and unblurs what it showed', async () => {
  const get = serve(false, true);
  signIn(true);
  renderView();
  expect(await screen.findByText('Post 1 (blurred)')).toBeInTheDocument();
  const asked = () => (get.mock.calls.at(-1)![1] as { params: { should_bypass_safemode: boolean } }).params.should_bypass_safemode;
  expect(asked()).toBe(false);

  act(() => bus.emit('safe-mode:bypassed', { blogName: 'night-owl-notes' }));
  expect(screen.getByText('Post 1')).toBeInTheDocument();
  cleanup();
  renderView();
  expect(await screen.findByText('Post 2')).toBeInTheDocument();
  expect(asked()).toBe(true);
});
