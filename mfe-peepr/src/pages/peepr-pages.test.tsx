import { act, screen } from '@testing-library/react';
import { api, ApiError } from '@tumbledash/shared';
import { overlayEntryState } from '@tumbledash/shared/page-under';
import { renderPagesAt } from '../test-support/pages';
import { makeBlog, makePost } from '../test-support/post';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
// The dashboard's post card comes through Module Federation: a list item per post is enough here.
jest.mock('../posts/post-list', () => jest.requireActual('../test-support/post-list-stub'));

afterEach(() => jest.restoreAllMocks());

const renderPermalink = () => renderPagesAt('/blog/night-owl-notes/12');

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

describe('under a post form’s own address (`/edit/{id}` over the blog page)', () => {
  function serveBlog() {
    return jest.spyOn(api, 'get').mockImplementation((url: string) => {
      if (url === '/svc/indash_blog/posts') return Promise.resolve({ tumblelog: makeBlog({ name: 'night-owl-notes' }), posts: [makePost('12')] });
      return Promise.reject(new Error(`unexpected ${url}`));
    });
  }

  it('a reload there shows the blog page under the form', async () => {
    serveBlog();
    renderPagesAt('/edit/12', overlayEntryState('/edit/12', '/blog/night-owl-notes'));
    expect(await screen.findByText('Post 12')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Posts of night-owl-notes' })).toHaveTextContent('Post 12');
  });

  it('the form’s entry pushed over the page keeps the page as it was: not drawn again, nothing asked again', async () => {
    const get = serveBlog();
    renderPagesAt('/blog/night-owl-notes');
    await screen.findByText('Post 12');
    const list = screen.getByRole('list', { name: 'Posts of night-owl-notes' });
    act(() => {
      window.history.pushState(overlayEntryState('/edit/12', '/blog/night-owl-notes'), '', '/edit/12');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByRole('list', { name: 'Posts of night-owl-notes' })).toBe(list);
    expect(list).toHaveTextContent('Post 12');
    expect(get).toHaveBeenCalledTimes(1);
  });
});
