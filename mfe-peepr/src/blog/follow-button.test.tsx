import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import userEvent from '@testing-library/user-event';
import { navigateToUrl } from 'single-spa';
import { ANONYMOUS, api, bus, DialogProvider, session } from '@tumbledash/shared';
import { makeUser } from '@tumbledash/shared/testing';
import { FollowButton } from './follow-button';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

afterEach(() => {
  session.set(ANONYMOUS);
  jest.restoreAllMocks();
});

it('sends a visitor to the follow page', async () => {
  render(<FollowButton blog={{ name: 'friendly', following: false, is_member: false }} />);
  await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
  expect(navigateToUrl).toHaveBeenCalledWith('/follow/friendly');
});

it('follows from the viewer header and asks before unfollowing', async () => {
  const user = makeUser();
  session.set({ user, channels: user.channels, flags: {}, formKey: 'fk' });
  const post = jest.spyOn(api, 'post').mockResolvedValue({});
  const changes: unknown[] = [];
  const subscription = bus.on('blog:follow-changed').subscribe((change) => changes.push(change));
  const { rerender } = render(
    <DialogProvider>
      <FollowButton blog={{ name: 'friendly', following: false, is_member: false }} />
    </DialogProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
  expect(post).toHaveBeenCalledWith('/svc/follow', { tumblelog: 'friendly', source: 'FOLLOW_SOURCE_PEEPR_HEADER' });
  expect(changes).toContainEqual({ blogName: 'friendly', following: true });

  rerender(
    <DialogProvider>
      <FollowButton blog={{ name: 'friendly', following: true, is_member: false }} />
    </DialogProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Unfollow' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Are you sure you want to unfollow friendly?' });
  await userEvent.click(screen.getByRole('button', { name: 'Nevermind' }));
  expect(confirm).not.toBeInTheDocument();
  expect(post).toHaveBeenCalledTimes(1);
  await userEvent.click(screen.getByRole('button', { name: 'Unfollow' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Ok' }));
  expect(post).toHaveBeenLastCalledWith('/svc/unfollow', { tumblelog: 'friendly', source: 'UNFOLLOW_SOURCE_PEEPR_HEADER' });
  subscription.unsubscribe();
});

it('keeps the focus on the button after Unfollow → Ok, where it now reads Follow; a second press waits for the first', async () => {
  const user = makeUser();
  session.set({ user, channels: user.channels, flags: {}, formKey: 'fk' });
  let answer: (value: unknown) => void = () => {};
  const post = jest.spyOn(api, 'post').mockReturnValue(new Promise((resolve) => (answer = resolve)));
  /** The header redraws from the follow event, as the viewer does. */
  function Header() {
    const [following, setFollowing] = useState(true);
    useEffect(() => {
      const subscription = bus.on('blog:follow-changed').subscribe((change) => setFollowing(change.following));
      return () => subscription.unsubscribe();
    }, []);
    return <FollowButton blog={{ name: 'friendly', following, is_member: false }} />;
  }
  render(
    <DialogProvider>
      <Header />
    </DialogProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Unfollow' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Ok' }));
  const follow = screen.getByRole('button', { name: 'Follow' });
  expect(follow).toHaveFocus();
  // Busy, but not disabled: browsers (not jsdom) take the focus off a button that becomes disabled.
  expect(follow).toHaveAttribute('aria-disabled', 'true');
  expect(follow).not.toBeDisabled();

  await userEvent.click(follow);
  expect(post).toHaveBeenCalledTimes(1);
  await act(async () => answer({}));
  expect(follow).toHaveFocus();
  await userEvent.click(follow);
  expect(post).toHaveBeenLastCalledWith('/svc/follow', { tumblelog: 'friendly', source: 'FOLLOW_SOURCE_PEEPR_HEADER' });
});
