import { needsAccount, settingsPageFor } from './settings-routes';

test('maps the settings links of B§2 to pages', () => {
  expect(settingsPageFor('/settings')).toEqual({ kind: 'account' });
  expect(settingsPageFor('/settings/tfa')).toEqual({ kind: 'tfa' });
  expect(settingsPageFor('/settings/apps/')).toEqual({ kind: 'apps' });
  expect(settingsPageFor('/settings/blog/TumbleDemo')).toEqual({ kind: 'blog', name: 'tumbledemo' });
  expect(settingsPageFor('/settings/blog/bad_name!')).toEqual({ kind: 'not-found' });
  expect(settingsPageFor('/settings/nope')).toEqual({ kind: 'not-found' });
  expect(settingsPageFor('/following')).toEqual({ kind: 'following' });
  expect(settingsPageFor('/help')).toEqual({ kind: 'help' });
  expect(settingsPageFor('/dashboard')).toBeNull();
  expect(needsAccount({ kind: 'help' })).toBe(false);
  expect(needsAccount({ kind: 'apps' })).toBe(true);
});
