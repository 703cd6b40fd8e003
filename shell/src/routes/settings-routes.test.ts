import { mainPageFor, redirectFor } from './routes';

describe('settings, following, help and explore routes (issue 12)', () => {
  it('gives every settings link of B§2 to the settings remote', () => {
    for (const path of ['/settings', '/settings/account', '/settings/password', '/settings/tfa', '/settings/dashboard', '/settings/notifications', '/settings/apps', '/settings/blog/tumbledemo', '/following', '/help']) {
      expect(mainPageFor(path)).toBe('settings');
    }
    expect(mainPageFor('/explore')).toBe('timeline');
    expect(mainPageFor('/no/such/page')).toBe('not-found');
  });

  it('sends visitors to log in, except for Help', () => {
    expect(redirectFor('/settings/account', false)).toBe('/login');
    expect(redirectFor('/following', false)).toBe('/login');
    expect(redirectFor('/likes', false)).toBe('/login');
    expect(redirectFor('/help', false)).toBeNull();
    expect(redirectFor('/explore', false)).toBeNull();
    expect(redirectFor('/settings/account', true)).toBeNull();
  });
});
