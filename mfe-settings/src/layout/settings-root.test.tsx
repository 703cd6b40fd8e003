import { cleanup, render, waitFor } from '@testing-library/react';
import { ANONYMOUS, api, ApiError, applyBootstrap, session } from '@tumbledash/shared';
import { makeBootstrap } from '@tumbledash/shared/testing';
import { SettingsRoot } from './settings-root';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const PAGES: [string, string][] = [
  ['/settings', 'Account settings | Tumbledash'],
  ['/settings/account', 'Account settings | Tumbledash'],
  ['/settings/password', 'Change password | Tumbledash'],
  ['/settings/tfa', 'Two-factor authentication | Tumbledash'],
  ['/settings/dashboard', 'Dashboard settings | Tumbledash'],
  ['/settings/notifications', 'Notification settings | Tumbledash'],
  ['/settings/apps', 'Apps and sessions | Tumbledash'],
  ['/settings/blog/tumbledemo', 'Settings of tumbledemo | Tumbledash'],
  ['/settings/blog/demo-sketches', 'Settings of demo-sketches | Tumbledash'],
  ['/following', 'Following | Tumbledash'],
  ['/help', 'Help | Tumbledash'],
  ['/settings/nope', 'Not found | Tumbledash'],
];

function titleAt(path: string): string {
  document.title = 'Tumbledash';
  window.history.replaceState(null, '', path);
  render(<SettingsRoot />);
  const { title } = document;
  cleanup();
  return title;
}

beforeEach(() => {
  applyBootstrap(makeBootstrap());
  // The pages' data never comes: only the tab's name is looked at.
  jest.spyOn(api, 'get').mockReturnValue(new Promise(() => undefined));
});

afterEach(() => {
  session.set(ANONYMOUS);
  jest.restoreAllMocks();
});

it.each(PAGES)('names the tab at %s “%s”', (path, title) => {
  expect(titleAt(path)).toBe(title);
});

it('gives every page its own name in the tab (the dashboard’s settings are not the dashboard, nor one blog’s settings another’s)', () => {
  const titles = PAGES.filter(([path]) => path !== '/settings').map(([path]) => titleAt(path));
  expect(new Set(titles).size).toBe(titles.length);
  expect(titles).not.toContain('Dashboard | Tumbledash');
});

it('names the tab of a blog that is not there “Not found”, as its page says', async () => {
  jest.spyOn(api, 'get').mockRejectedValue(new ApiError(404, 'There is no blog by that name.'));
  document.title = 'Tumbledash';
  window.history.replaceState(null, '', '/settings/blog/no-such-blog');
  render(<SettingsRoot />);
  expect(document.title).toBe('Settings of no-such-blog | Tumbledash');
  await waitFor(() => expect(document.title).toBe('Not found | Tumbledash'));
});

it('names the tab of another person’s blog “No permission”, as its page refuses, without the blog’s name', async () => {
  jest.spyOn(api, 'get').mockRejectedValue(new ApiError(403, "You don't have permission to do that."));
  document.title = 'Tumbledash';
  window.history.replaceState(null, '', '/settings/blog/pixel-garden');
  render(<SettingsRoot />);
  await waitFor(() => expect(document.title).toBe('No permission | Tumbledash'));
});
