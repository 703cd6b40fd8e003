import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@tumbledash/shared';
import { HeaderRoot } from '../header/header-root';
import { makeChannel, signIn, signOut } from '../test-utils/fixtures';

jest.setTimeout(20_000);
afterEach(() => signOut());

it('z+c opens compose only while keyboard shortcuts are on in /settings/dashboard', async () => {
  const opened = jest.fn();
  const subscription = bus.on('compose:open').subscribe(opened);
  const user = userEvent.setup();
  const settings = { sounds: true, multiple_conversations: false, endless_scrolling: true };
  signIn([makeChannel('alice', { is_current: true })], { dashboard_settings: { ...settings, keyboard_shortcuts: false } });
  const { unmount } = render(<HeaderRoot />);
  await user.keyboard('{z>}c{/z}');
  expect(opened).not.toHaveBeenCalled();
  unmount();
  signIn([makeChannel('alice', { is_current: true })], { dashboard_settings: { ...settings, keyboard_shortcuts: true } });
  render(<HeaderRoot />);
  await user.keyboard('{z>}c{/z}');
  expect(opened).toHaveBeenCalledWith({ mode: 'new' });
  subscription.unsubscribe();
});
