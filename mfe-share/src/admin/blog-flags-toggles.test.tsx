import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type BlogFlags } from '@tumbledash/shared';
import { fakeApi } from '../share/share-test-server';
import { BlogFlagsToggles } from './blog-flags-toggles';

const NONE: BlogFlags = { spam: false, nsfw: false, adult: false, uniblock: false, suspended: false };

let server: ReturnType<typeof fakeApi> | undefined;
afterEach(() => server?.restore());

it('shows the five flags as toggle buttons and toggles one on the server', async () => {
  const user = userEvent.setup();
  server = fakeApi({ 'POST /suspended/toggle': () => ({ tumblelog: 'alice', flags: { ...NONE, suspended: true } }) });
  const onChange = jest.fn();
  render(<BlogFlagsToggles tumblelog="alice" flags={{ ...NONE, spam: true }} onChange={onChange} />);
  const group = screen.getByRole('group', { name: 'Blog flags of alice' });
  expect(within(group).getAllByRole('button').map((button) => button.textContent)).toEqual(['Spam', 'NSFW', 'Adult', 'Uniblock', 'Suspended']);
  expect(within(group).getByRole('button', { name: 'Spam' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(group).getByRole('button', { name: 'Suspended' })).toHaveAttribute('aria-pressed', 'false');
  await user.click(within(group).getByRole('button', { name: 'Suspended' }));
  expect(server.posted('/suspended/toggle')).toEqual([{ tumblelog: 'alice' }]);
  expect(onChange).toHaveBeenCalledWith('alice', { ...NONE, suspended: true });
  expect(within(group).getByRole('button', { name: 'Suspended' })).toHaveFocus();
});

it('works from the keyboard', async () => {
  const user = userEvent.setup();
  server = fakeApi({ 'POST /nsfw/toggle': () => ({ tumblelog: 'alice', flags: { ...NONE, nsfw: true } }) });
  const onChange = jest.fn();
  render(<BlogFlagsToggles tumblelog="alice" flags={NONE} onChange={onChange} />);
  await user.tab();
  await user.tab();
  expect(screen.getByRole('button', { name: 'NSFW' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(onChange).toHaveBeenCalledWith('alice', { ...NONE, nsfw: true });
});

it('shows the server’s message when a toggle fails', async () => {
  const user = userEvent.setup();
  server = fakeApi({ 'POST /uniblock/toggle': () => Promise.reject(new ApiError(403, 'Only admins can change the flags of a blog.')) });
  const onChange = jest.fn();
  render(<BlogFlagsToggles tumblelog="alice" flags={NONE} onChange={onChange} />);
  await user.click(screen.getByRole('button', { name: 'Uniblock' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Only admins can change the flags of a blog.');
  expect(screen.getByRole('button', { name: 'Uniblock' })).toHaveAttribute('aria-pressed', 'false');
  expect(onChange).not.toHaveBeenCalled();
});
