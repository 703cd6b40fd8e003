import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, applyBootstrap, session, type DashboardSettings } from '@tumbledash/shared';
import { makeBootstrap } from '@tumbledash/shared/testing';
import { DashboardPage } from './dashboard-page';

const settings: DashboardSettings = { sounds: true, multiple_conversations: false, keyboard_shortcuts: true, endless_scrolling: true };

beforeEach(() => applyBootstrap(makeBootstrap()));
afterEach(() => jest.restoreAllMocks());

test('each switch saves as it changes and the features read it from the session at once', async () => {
  jest.spyOn(api, 'get').mockResolvedValue(settings);
  const post = jest.spyOn(api, 'post').mockResolvedValue({ ...settings, sounds: false });
  render(<DashboardPage />);
  for (const name of ['Messaging sounds', 'Several conversation windows', 'Keyboard shortcuts', 'Endless scrolling']) {
    expect(await screen.findByRole('switch', { name })).toBeInTheDocument();
  }
  await userEvent.click(screen.getByRole('switch', { name: 'Messaging sounds' }));
  expect(post).toHaveBeenCalledWith('/svc/settings/dashboard', { sounds: false });
  expect(await screen.findByText('Saved.')).toHaveAttribute('role', 'status');
  expect(screen.getByRole('switch', { name: 'Messaging sounds' })).not.toBeChecked();
  expect(session.get().user?.is_sounds_enabled).toBe(false);
  expect(session.get().user?.dashboard_settings).toEqual({ ...settings, sounds: false });
});

test('a failed save shows an alert and the switch shows what is saved', async () => {
  jest.spyOn(api, 'get').mockResolvedValue(settings);
  jest.spyOn(api, 'post').mockRejectedValue(new ApiError(0, ''));
  render(<DashboardPage />);
  await userEvent.click(await screen.findByRole('switch', { name: 'Keyboard shortcuts' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('technical trouble');
  expect(screen.getByRole('switch', { name: 'Keyboard shortcuts' })).toBeChecked();
});
