import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makePost } from '../test-support/post';
import { loadPostCard } from './post-card-loader';
import { PostList } from './post-list';

jest.mock('./post-card-loader', () => ({ loadPostCard: jest.fn() }));

const props = {
  posts: [makePost('1')],
  loading: false,
  done: true,
  error: null,
  onMore: jest.fn(),
  onRetry: jest.fn(),
  scroller: () => null,
  autopage: true,
  inViewer: true,
  search: false,
  label: 'Posts of friendly',
  showEnd: true,
};

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('shows an error with Retry, not an empty viewer, when the post card cannot be fetched; Retry fetches it again', async () => {
  jest
    .mocked(loadPostCard)
    .mockRejectedValueOnce(new Error('mfe_dashboard/PostCard did not load'))
    .mockResolvedValue(({ post }: { post: { id: string } }) => <article aria-label={`Post ${post.id}`} />);
  render(<PostList {...props} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Something went screwy.');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('article', { name: 'Post 1' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(loadPostCard).toHaveBeenCalledTimes(2);
});

it('shows a failed page of posts with Retry, which asks again', async () => {
  jest.mocked(loadPostCard).mockResolvedValue(() => <article />);
  const onRetry = jest.fn();
  render(<PostList {...props} posts={[]} done={false} error="Something went screwy." onRetry={onRetry} />);
  expect(screen.getByRole('alert')).toHaveTextContent('Something went screwy.');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalled();
});

it('says “You’ve reached the end.” under the posts once the last page is in, as the dashboard does', async () => {
  jest.mocked(loadPostCard).mockResolvedValue(({ post }: { post: { id: string } }) => <article aria-label={`Post ${post.id}`} />);
  const { rerender } = render(<PostList {...props} done={false} />);
  expect(await screen.findByRole('article', { name: 'Post 1' })).toBeInTheDocument();
  expect(screen.queryByText('You’ve reached the end.')).not.toBeInTheDocument();
  rerender(<PostList {...props} done={false} loading />);
  expect(screen.queryByText('You’ve reached the end.')).not.toBeInTheDocument();
  rerender(<PostList {...props} posts={[makePost('1'), makePost('2')]} />);
  expect(screen.getByText('You’ve reached the end.')).toBeInTheDocument();
});

it('says nothing of an end with no posts (the blog has its own words) or on a single post’s page', async () => {
  jest.mocked(loadPostCard).mockResolvedValue(({ post }: { post: { id: string } }) => <article aria-label={`Post ${post.id}`} />);
  const { rerender } = render(<PostList {...props} showEnd={false} />);
  expect(await screen.findByRole('article', { name: 'Post 1' })).toBeInTheDocument();
  expect(screen.queryByText('You’ve reached the end.')).not.toBeInTheDocument();
  rerender(<PostList {...props} posts={[]} />);
  expect(screen.queryByText('You’ve reached the end.')).not.toBeInTheDocument();
});

describe('a post that leaves the list takes the focus with it', () => {
  const three = [makePost('3'), makePost('2'), makePost('1')];
  const Card = ({ post }: { post: { id: string } }) => (
    <article aria-label={`Post ${post.id}`}>
      <button type="button">More options of {post.id}</button>
    </article>
  );
  const nextFrame = () => act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));

  it('goes to the card now at its place, else the one before', async () => {
    jest.mocked(loadPostCard).mockResolvedValue(Card);
    const { rerender } = render(<PostList {...props} posts={three} />);
    (await screen.findByRole('button', { name: 'More options of 2' })).focus();
    rerender(<PostList {...props} posts={[three[0]!, three[2]!]} />);
    await nextFrame();
    expect(screen.getByRole('button', { name: 'More options of 1' })).toHaveFocus();

    rerender(<PostList {...props} posts={[three[0]!]} />);
    await nextFrame();
    expect(screen.getByRole('button', { name: 'More options of 3' })).toHaveFocus();
  });

  it('waits for the post form over the list to go, and leaves focus the person moved elsewhere', async () => {
    jest.mocked(loadPostCard).mockResolvedValue(Card);
    const form = (open: boolean) => (open ? <div aria-modal="true" role="dialog" aria-label="Edit post"><input aria-label="Post body" /></div> : null);
    const { rerender } = render(
      <>
        {form(true)}
        <PostList {...props} posts={three} />
        <button type="button">Elsewhere</button>
      </>,
    );
    await screen.findByRole('button', { name: 'More options of 3' });
    screen.getByRole('textbox', { name: 'Post body' }).focus();
    const without3 = (open: boolean) => (
      <>
        {form(open)}
        <PostList {...props} posts={three.slice(1)} />
        <button type="button">Elsewhere</button>
      </>
    );
    rerender(without3(true));
    await nextFrame();
    expect(screen.getByRole('textbox', { name: 'Post body' })).toHaveFocus();
    rerender(without3(false));
    await nextFrame();
    expect(screen.getByRole('button', { name: 'More options of 2' })).toHaveFocus();

    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    rerender(
      <>
        {form(false)}
        <PostList {...props} posts={three.slice(2)} />
        <button type="button">Elsewhere</button>
      </>,
    );
    await nextFrame();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });
});
