import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, type SessionInfo } from '@tumbledash/shared';
import { AppsPage } from './apps-page';

const here: SessionInfo = {
  id: 'aaaa',
  current: true,
  created_at: '2026-11-01T10:00:00Z',
  last_seen_at: '2026-11-25T10:00:00Z',
  ip: '127.0.0.1',
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
};
const phone: SessionInfo = {
  id: 'bbbb',
  current: false,
  created_at: '2026-11-20T10:00:00Z',
  last_seen_at: null,
  ip: '10.0.0.2',
  user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
};

afterEach(() => jest.restoreAllMocks());

test('lists the sessions with address and last use; this device has no Sign out', async () => {
  jest.spyOn(api, 'get').mockResolvedValue({ sessions: [here, phone] });
  render(<AppsPage />);
  const items = within(await screen.findByRole('list')).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(items[0]).toHaveTextContent('This device');
  expect(items[0]).toHaveTextContent('IP 127.0.0.1');
  expect(within(items[0]!).queryByRole('button')).not.toBeInTheDocument();
  expect(items[1]).toHaveTextContent('last seen unknown');
  expect(within(items[1]!).getByRole('button', { name: /^Sign out / })).toBeInTheDocument();
});

test('Sign out ends that session and the list is the server’s answer; a failure is an alert', async () => {
  jest.spyOn(api, 'get').mockResolvedValue({ sessions: [here, phone] });
  const post = jest
    .spyOn(api, 'post')
    .mockRejectedValueOnce(new ApiError(404, ''))
    .mockResolvedValueOnce({ sessions: [here] });
  render(<AppsPage />);
  const signOut = await screen.findByRole('button', { name: /^Sign out / });
  await userEvent.click(signOut);
  expect(await screen.findByRole('alert')).toHaveTextContent('technical trouble');
  await userEvent.click(signOut);
  expect(post).toHaveBeenLastCalledWith('/svc/settings/apps/bbbb/revoke', {});
  expect(await screen.findByText(/^Signed out /)).toHaveAttribute('role', 'status');
  expect(screen.getAllByRole('listitem')).toHaveLength(1);
});
