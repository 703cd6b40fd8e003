import { render, screen } from '@testing-library/react';
import { api, ApiError, DialogProvider } from '@tumbledash/shared';
import { BlogView } from '../blog/blog-view';
import { renderPagesAt } from '../test-support/pages';
import { makeBlog, makePost } from '../test-support/post';
import { AskPage } from './ask-page';
import { FollowPage } from './follow-page';
import { SubmitPage } from './submit-page';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
// The dashboard's post card comes through Module Federation: a list item per post is enough here.
jest.mock('../posts/post-list', () => jest.requireActual('../test-support/post-list-stub'));

beforeEach(() => {
  document.title = 'Tumbledash';
});

afterEach(() => jest.restoreAllMocks());

it.each([
  ['Ask friendly a question | Tumbledash', AskPage],
  ['Submit a post to friendly | Tumbledash', SubmitPage],
  ['Follow friendly | Tumbledash', FollowPage],
])('names the browser tab “%s”', async (title, Page) => {
  jest.spyOn(api, 'get').mockResolvedValue({ tumblelog: makeBlog({ name: 'friendly' }) });
  render(<Page blogName="friendly" />);
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  expect(document.title).toBe(title);
});

it.each([AskPage, SubmitPage, FollowPage])('names the tab “Not found | Tumbledash” for a blog that is not there (%#)', async (Page) => {
  jest.spyOn(api, 'get').mockRejectedValue(new ApiError(404, 'Not Found'));
  render(<Page blogName="zz-none-here" />);
  expect(await screen.findByRole('heading', { level: 1, name: "There's nothing here." })).toBeInTheDocument();
  expect(document.title).toBe('Not found | Tumbledash');
});

describe('a blog’s page and its posts’ pages', () => {
  it.each(['/blog/night-owl-notes', '/blog/night-owl-notes/12'])('%s names the tab by the blog', async (path) => {
    jest.spyOn(api, 'get').mockResolvedValue({ tumblelog: makeBlog({ name: 'night-owl-notes' }), posts: [makePost('12')] });
    renderPagesAt(path);
    expect(await screen.findByText('Post 12')).toBeInTheDocument();
    expect(document.title).toBe('night-owl-notes | Tumbledash');
  });

  it.each(['/blog/zz-none-here', '/blog/zz-none-here/12'])('%s, of a blog that is not there, names the tab “Not found | Tumbledash”', async (path) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(api, 'get').mockRejectedValue(new ApiError(404, 'Not Found'));
    renderPagesAt(path);
    expect(await screen.findByRole('heading', { name: "There's nothing here." })).toBeInTheDocument();
    expect(document.title).toBe('Not found | Tumbledash');
  });

  it('a post that is not there, on a blog that is, names the tab “Not found | Tumbledash”', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // The posts call answers 404 for the post; the blog's header is there.
    jest.spyOn(api, 'get').mockImplementation((path: string) =>
      path === '/svc/indash_blog/header' ? Promise.resolve({ tumblelog: makeBlog({ name: 'night-owl-notes' }) }) : Promise.reject(new ApiError(404, 'Not Found')),
    );
    renderPagesAt('/blog/night-owl-notes/999');
    expect(await screen.findByText('This post could not be found.')).toBeInTheDocument();
    expect(document.title).toBe('Not found | Tumbledash');
  });

  it('in the drawer, leaves the tab to the page under it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(api, 'get').mockRejectedValue(new ApiError(404, 'Not Found'));
    render(
      <DialogProvider>
        <BlogView blogName="zz-none-here" inViewer scroller={() => null} />
      </DialogProvider>,
    );
    expect(await screen.findByRole('heading', { name: "There's nothing here." })).toBeInTheDocument();
    expect(document.title).toBe('Tumbledash');
  });
});
