import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANONYMOUS, api, ApiError, bus, DialogProvider, session, type BlogViewerPosts } from '@tumbledash/shared';
import { makeUser } from '@tumbledash/shared/testing';
import { makeBlog, makePost } from '../test-support/post';
import { BlogView } from './blog-view';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
// The dashboard's post card comes through Module Federation: a list item per post is enough here.
jest.mock('../posts/post-list', () => jest.requireActual('../test-support/post-list-stub'));

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
  // The button leaves with the search it cleared; the focus stays in the search, on its emptied field.
  expect(screen.getByLabelText('Search night-owl-notes')).toHaveFocus();
  expect(screen.getByLabelText('Search night-owl-notes')).toHaveValue('');
});

it('opening the search puts the focus in its field, so typing searches; hiding it leaves the focus on the toggle', async () => {
  serve(false);
  signIn(false);
  renderView();
  const toggle = await screen.findByRole('button', { name: 'Search night-owl-notes' });
  toggle.focus();
  await userEvent.keyboard('{Enter}');
  const field = screen.getByLabelText('Search night-owl-notes');
  expect(field).toHaveFocus();
  await userEvent.keyboard('lanterns{Enter}');
  expect(await screen.findByText('Nothing here about “lanterns”.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Hide search' }));
  expect(screen.queryByLabelText('Search night-owl-notes')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Search night-owl-notes' })).toHaveFocus();
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

describe('a 404', () => {
  // Logged as B§8 "ajax-error".
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  const notFound = (message: string) => Promise.reject(new ApiError(404, message));
  const renderPost = (inViewer: boolean) =>
    render(
      <DialogProvider>
        <BlogView blogName="night-owl-notes" postId="99999999" inViewer={inViewer} scroller={() => null} />
      </DialogProvider>,
    );

  it('for a post of a blog that is there: says the post is missing, under the blog’s header, with the way to the blog', async () => {
    jest.spyOn(api, 'get').mockImplementation((url: string) => {
      if (url === '/svc/indash_blog/posts') return notFound('Post not found.');
      if (url === '/svc/indash_blog/header') return Promise.resolve({ tumblelog: makeBlog({ name: 'night-owl-notes' }) });
      return Promise.reject(new Error(`unexpected ${url}`));
    });
    renderPost(true);
    expect(await screen.findByText('This post could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Night Owl Notes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See more from night-owl-notes' })).toHaveAttribute('data-peepr', '{"tumblelog":"night-owl-notes"}');
    expect(screen.queryByText(/No blog called/)).not.toBeInTheDocument();
    expect(screen.queryByText(/has not posted anything yet/)).not.toBeInTheDocument();
  });

  it('for a blog that is not there: the missing card, with the way back on the page', async () => {
    jest.spyOn(api, 'get').mockImplementation(() => notFound('Not Found'));
    renderPost(false);
    expect(await screen.findByRole('heading', { name: "There's nothing here." })).toBeInTheDocument();
    expect(screen.getByText('No blog called night-owl-notes could be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByText('This post could not be found.')).not.toBeInTheDocument();
  });
});

describe('the full page with the first page the server sent along', () => {
  function preload(url: string, posts: unknown[]) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'td-preloaded-first-page';
    script.textContent = JSON.stringify({ url, page: { posts, next: null } });
    document.body.append(script);
  }
  function preloadHeader(url: string, tumblelog: unknown) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'td-preloaded-blog-header';
    script.textContent = JSON.stringify({ url, page: { tumblelog } });
    document.body.append(script);
  }
  afterEach(() => {
    document.getElementById('td-preloaded-first-page')?.remove();
    document.getElementById('td-preloaded-blog-header')?.remove();
  });
  // A blog no test above lifted safe mode for (a lifted one is asked for as before).
  const quiet = makeBlog({ name: 'quiet-hours', title: 'Quiet Hours' });
  const quietPost = (id: string) => makePost(id, { blog: quiet, tumblelog: 'quiet-hours' });
  const renderQuiet = (inViewer = false) =>
    render(
      <DialogProvider>
        <BlogView blogName="quiet-hours" inViewer={inViewer} scroller={() => null} />
      </DialogProvider>,
    );

  it('shows its posts and the blog’s header at once, asking only for the header as this viewer sees it', async () => {
    preload('/svc/post/blog/quiet-hours?limit=10', [quietPost('7'), quietPost('8')]);
    let answer: (value: unknown) => void = () => undefined;
    const get = jest.spyOn(api, 'get').mockImplementation((url: string) => {
      if (url === '/svc/indash_blog/header') return new Promise((resolve) => (answer = resolve));
      return Promise.reject(new Error(`unexpected ${url}`));
    });
    renderQuiet();
    expect(screen.getByText('Post 7')).toBeInTheDocument();
    expect(screen.getByText('Post 8')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Quiet Hours' })).toBeInTheDocument();
    await act(async () => answer({ tumblelog: { ...quiet, title: 'Quiet Hours, as seen' } }));
    expect(screen.getByRole('heading', { name: 'Quiet Hours, as seen' })).toBeInTheDocument();
    expect(get.mock.calls.map(([url]) => url)).toEqual(['/svc/indash_blog/header']);
    expect(document.getElementById('td-preloaded-first-page')).toBeNull();
  });

  it('asks nothing when the server sent the header along too', async () => {
    preload('/svc/post/blog/quiet-hours?limit=10', [quietPost('7')]);
    preloadHeader('/svc/indash_blog/header?tumblelog_name_or_id=quiet-hours', { ...quiet, title: 'Quiet Hours, as seen', following: true });
    const get = jest.spyOn(api, 'get');
    renderQuiet();
    expect(screen.getByText('Post 7')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Quiet Hours, as seen' })).toBeInTheDocument();
    await act(async () => undefined);
    expect(get).not.toHaveBeenCalled();
    expect(document.getElementById('td-preloaded-blog-header')).toBeNull();
  });

  it('asks for the header when the one sent along is another blog’s', async () => {
    preload('/svc/post/blog/quiet-hours?limit=10', [quietPost('7')]);
    preloadHeader('/svc/indash_blog/header?tumblelog_name_or_id=someone-else', { ...quiet, name: 'someone-else', title: 'Someone Else' });
    const get = jest.spyOn(api, 'get').mockResolvedValue({ tumblelog: { ...quiet, title: 'Quiet Hours, as seen' } });
    renderQuiet();
    expect(await screen.findByRole('heading', { name: 'Quiet Hours, as seen' })).toBeInTheDocument();
    expect(screen.queryByText('Someone Else')).not.toBeInTheDocument();
    expect(get.mock.calls.map(([url]) => url)).toEqual(['/svc/indash_blog/header']);
  });

  it('fetches as before when the page sent along is another blog’s, and in the drawer', async () => {
    preload('/svc/post/blog/someone-else?limit=10', [quietPost('7')]);
    const get = serve(false);
    renderQuiet();
    expect(await screen.findByText('Post 2')).toBeInTheDocument();
    expect(screen.queryByText('Post 7')).not.toBeInTheDocument();
    cleanup();
    document.getElementById('td-preloaded-first-page')?.remove();
    preload('/svc/post/blog/quiet-hours?limit=10', [quietPost('7')]);
    renderQuiet(true);
    expect(await screen.findByText('Post 2')).toBeInTheDocument();
    expect(get.mock.calls.filter(([url]) => url === '/svc/indash_blog/posts')).toHaveLength(2);
    expect(document.getElementById('td-preloaded-first-page')).not.toBeNull();
  });
});
