import { mainPageFor, redirectFor } from './routes';
import { pageRemoteFor } from './page-remotes';

it('routes /platform and the pages below it to the platform console', () => {
  expect(pageRemoteFor('/platform')?.remote).toBe('mfe-platform');
  expect(pageRemoteFor('/platform/mfe-header')?.remote).toBe('mfe-platform');
  expect(pageRemoteFor('/platformer')).toBeUndefined();
  expect(mainPageFor('/platform')).toBe('remote-page');
});

it('sends anonymous visitors of a signed-in page remote to the log-in', () => {
  expect(redirectFor('/platform', false)).toBe('/login');
  expect(redirectFor('/platform', true)).toBeNull();
});
