import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, DialogProvider, api, type ExploreData } from '@tumbledash/shared';
import { PostCard } from '../post-card/post-card';
import { makeBlog, makePost } from '../test-support/fixtures';
import { resetPage, signIn } from '../test-support/render-card';
import { ExploreHeader } from './explore-header';

const data = (): ExploreData => ({
  tags: [{ tag: 'cats', count: 4 }],
  blogs: [{ name: 'quote-keeper', title: 'Quotes', avatar_url: '', following: false, updated: null }],
});

const quoteKeeperPost = () =>
  makePost('201', undefined, {
    tumblelog: 'quote-keeper',
    following: false,
    blog: makeBlog('quote-keeper', { following: false, can_subscribe: false }),
  });

/** Explore as the page shows it: the header above a trending post by the same blog. */
async function renderExplore() {
  render(
    <DialogProvider>
      <ExploreHeader />
      <PostCard post={quoteKeeperPost()} />
    </DialogProvider>,
  );
  return screen.findByRole('region', { name: 'Recommended blogs' });
}

afterEach(() => {
  resetPage();
  jest.restoreAllMocks();
  window.history.pushState({}, '', '/');
});

test('shows trending tags and recommended blogs; a visitor who follows is sent to the follow page', async () => {
  jest.spyOn(api, 'get').mockResolvedValue(data());
  render(<ExploreHeader />);
  expect(await screen.findByRole('link', { name: '#cats' })).toHaveAttribute('href', '/tagged/cats');
  expect(screen.getByRole('heading', { name: 'Recommended blogs' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Follow quote-keeper' }));
  expect(window.location.pathname).toBe('/follow/quote-keeper');
});

describe('Recommended blogs follow what the post cards do', () => {
  beforeEach(() => {
    signIn();
    window.history.pushState({}, '', '/explore');
    jest.spyOn(api, 'get').mockResolvedValue(data());
  });

  it('a follow from a post card shows as Following in the list, and an unfollow from its menu as Follow again', async () => {
    jest
      .spyOn(api, 'post')
      .mockResolvedValueOnce({ following: true, can_subscribe: true, is_subscribed: false })
      .mockResolvedValueOnce({ following: false, can_subscribe: false, is_subscribed: false });
    const recommended = await renderExplore();
    const article = screen.getByRole('article');

    await userEvent.click(within(article).getByRole('button', { name: 'Follow quote-keeper' }));
    expect(within(recommended).getByRole('button', { name: 'Following quote-keeper' })).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(within(article).getByRole('button', { name: 'More options' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Unfollow quote-keeper' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ok' }));
    expect(await within(recommended).findByRole('button', { name: 'Follow quote-keeper' })).not.toHaveAttribute('aria-disabled');
  });

  it('a follow from the list shows on the card, keeps the focus, and both go back if the server refuses', async () => {
    let refuse: (error: Error) => void = () => undefined;
    jest.spyOn(api, 'post').mockReturnValue(new Promise((_, reject) => (refuse = reject)));
    const recommended = await renderExplore();
    const article = screen.getByRole('article');

    await userEvent.click(within(recommended).getByRole('button', { name: 'Follow quote-keeper' }));
    expect(within(recommended).getByRole('button', { name: 'Following quote-keeper' })).toHaveFocus();
    expect(within(article).getByRole('button', { name: 'Following quote-keeper' })).toBeInTheDocument();

    refuse(new ApiError(500, 'boom'));
    expect(await within(recommended).findByRole('button', { name: 'Follow quote-keeper' })).toBeInTheDocument();
    expect(within(article).getByRole('button', { name: 'Follow quote-keeper' })).toBeInTheDocument();
  });
});
