import { act, render, screen, waitFor } from '@testing-library/react';
import { api, ApiError, DialogProvider, FIRST_SCREEN_ID } from '@tumbledash/shared';
import { makeBlog, makePost } from '../test-support/post';
import { loadPostCard, type PostCardProps } from '../posts/post-card-loader';
import { BlogView } from './blog-view';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
jest.mock('../posts/post-card-loader', () => ({ loadPostCard: jest.fn() }));

const blog = makeBlog({ name: 'quiet-hours', title: 'Quiet Hours' });
const post = (id: string) => makePost(id, { blog, tumblelog: 'quiet-hours' });
const Card = ({ post: shown }: PostCardProps) => <article aria-label={`Post ${shown.id}`} />;

/** What the server wrote into the page: its drawing of the first screen and the first page of posts. */
function serverPage(posts = [post('7'), post('8')]) {
  const drawn = document.createElement('div');
  drawn.id = FIRST_SCREEN_ID;
  drawn.textContent = 'Quiet Hours, drawn';
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'td-preloaded-first-page';
  script.textContent = JSON.stringify({ url: '/svc/post/blog/quiet-hours?limit=10', page: { posts, next: null } });
  document.body.append(drawn, script);
}

/** The dashboard's post card, arriving when the test says so. */
function cardArrivesLater() {
  let arrive: () => void = () => undefined;
  jest.mocked(loadPostCard).mockReturnValue(new Promise((resolve) => (arrive = () => resolve(Card))));
  return () => act(async () => arrive());
}

const renderPage = (inViewer = false) =>
  render(
    <DialogProvider>
      <BlogView blogName="quiet-hours" inViewer={inViewer} scroller={() => null} />
    </DialogProvider>,
  );

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  document.getElementById(FIRST_SCREEN_ID)?.remove();
  document.getElementById('td-preloaded-first-page')?.remove();
  jest.restoreAllMocks();
});

it('keeps the server-drawn first screen until its own header and first posts are drawn, then takes its place', async () => {
  serverPage();
  jest.spyOn(api, 'get').mockReturnValue(new Promise(() => undefined));
  const cardArrives = cardArrivesLater();
  renderPage();
  // The header is there, the posts wait for the dashboard's card: the drawing stays.
  expect(screen.getByRole('heading', { name: 'Quiet Hours' })).toBeInTheDocument();
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
  expect(document.getElementById(FIRST_SCREEN_ID)).not.toBeNull();
  await cardArrives();
  expect(screen.getByRole('article', { name: 'Post 7' })).toBeInTheDocument();
  expect(document.getElementById(FIRST_SCREEN_ID)).toBeNull();
});

it('keeps it until its header picture has arrived, so the picture is painted once, by the drawing', async () => {
  serverPage();
  const picture = document.createElement('img');
  Object.defineProperty(picture, 'complete', { value: false });
  document.getElementById(FIRST_SCREEN_ID)?.appendChild(picture);
  jest.spyOn(api, 'get').mockReturnValue(new Promise(() => undefined));
  jest.mocked(loadPostCard).mockResolvedValue(Card);
  renderPage();
  expect(await screen.findByRole('article', { name: 'Post 7' })).toBeInTheDocument();
  expect(document.getElementById(FIRST_SCREEN_ID)).not.toBeNull();
  await act(async () => picture.dispatchEvent(new Event('load')));
  await waitFor(() => expect(document.getElementById(FIRST_SCREEN_ID)).toBeNull());
});

it('removes it for the notice of a blog this viewer may not see', async () => {
  serverPage();
  jest.spyOn(api, 'get').mockRejectedValue(new ApiError(404, 'Not found'));
  cardArrivesLater();
  renderPage();
  expect(await screen.findByRole('heading', { name: "There's nothing here." })).toBeInTheDocument();
  expect(document.getElementById(FIRST_SCREEN_ID)).toBeNull();
});

it('leaves it alone from the drawer, which is not the page it draws', async () => {
  serverPage();
  jest.spyOn(api, 'get').mockResolvedValue({ tumblelog: blog, posts: [post('7')] });
  jest.mocked(loadPostCard).mockResolvedValue(Card);
  renderPage(true);
  expect(await screen.findByRole('article', { name: 'Post 7' })).toBeInTheDocument();
  expect(document.getElementById(FIRST_SCREEN_ID)).not.toBeNull();
});
