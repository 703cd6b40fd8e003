import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, type NotificationSettings } from '@tumbledash/shared';
import { NotificationsPage } from './notifications-page';

afterEach(() => jest.restoreAllMocks());

test('one switch per emailed activity kind; a change saves and says so', async () => {
  const none: NotificationSettings = { follower: false, reblog: false, reply: false, ask: false, message: false };
  jest.spyOn(api, 'get').mockResolvedValue(none);
  const post = jest.spyOn(api, 'post').mockResolvedValue({ ...none, ask: true });
  render(<NotificationsPage />);
  expect(await screen.findByRole('group', { name: 'Email me about' })).toBeInTheDocument();
  for (const name of ['New follower', 'Reblog of your post', 'Reply to your post', 'New ask', 'New message']) {
    expect(screen.getByRole('switch', { name })).not.toBeChecked();
  }
  await userEvent.click(screen.getByRole('switch', { name: 'New ask' }));
  expect(post).toHaveBeenCalledWith('/svc/settings/notifications', { ask: true });
  expect(await screen.findByText('Saved.')).toHaveAttribute('role', 'status');
  expect(screen.getByRole('switch', { name: 'New ask' })).toBeChecked();
});
