import { render, screen } from '@testing-library/react';
import { api, ApiError, DialogProvider } from '@tumbledash/shared';
import { makeBlog, makePost } from '../test-support/post';
import { PeeprPages } from './peepr-pages';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
// The dashboard's post card comes through Module Federation; a heading per post is enough here.
jest.mock('../posts/post-list', () => ({
  PostList: ({ posts, label }: { posts: { id: string }[]; label: string }) => (
    <ul aria-label={label}>
      {posts.map((post) => (
        <li key={post.id}>{`Post ${post.id}`}</li>
      ))}
    </ul>
  ),
}));

afterEach(() => jest.restoreAllMocks());

function renderPermalink() {
  window.history.replaceState(null, '', '/blog/night-owl-notes/12');
  render(
    <DialogProvider>
      <PeeprPages />
    </DialogProvider>,
  );
}

it('a post’s page offers the rest of the blog', async () => {
  jest.spyOn(api, 'get').mockImplementation((url: string) => {
    if (url === '/svc/indash_blog/posts') return Promise.resolve({ tumblelog: makeBlog({ name: 'night-owl-notes' }), posts: [makePost('12')] });
    return Promise.reject(new Error(`unexpected ${url}`));
  });
  renderPermalink();
  expect(await screen.findByRole('link', { name: 'See more from night-owl-notes' })).toHaveAttribute('href', '/blog/night-owl-notes');
});

it('a post’s page of a blog that is not there offers no way to more of it: only the missing card', async () => {
  jest.spyOn(api, 'get').mockImplementation(() => Promise.reject(new ApiError(404, 'Not Found')));
  renderPermalink();
  expect(await screen.findByRole('heading', { name: "There's nothing here." })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /See more from/ })).not.toBeInTheDocument();
});
