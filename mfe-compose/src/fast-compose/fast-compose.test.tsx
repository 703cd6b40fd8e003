import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogHost, hasOpenLayer } from '@tumbledash/shared';
import { FastCompose } from './fast-compose';
import { escapeConfirmAbove, escapeHintAbove } from '../test-support/escape-above';

function setup() {
  const onPick = jest.fn();
  const onClose = jest.fn();
  render(<FastCompose onPick={onPick} onClose={onClose} />);
  return { onPick, onClose, user: userEvent.setup() };
}

it('lists the seven types in order, staggered by 50 ms over 150 ms', () => {
  setup();
  const buttons = screen.getAllByRole('button');
  ['Text', 'Photo', 'Quote', 'Link', 'Chat', 'Audio', 'Video'].forEach((name, index) => {
    expect(buttons[index]).toBe(screen.getByRole('button', { name }));
  });
  const items = screen.getAllByRole('listitem');
  expect(items[0]).toHaveStyle({ animationDelay: '0ms', animationDuration: '150ms' });
  expect(items[6]).toHaveStyle({ animationDelay: '300ms' });
  expect(screen.getByRole('button', { name: 'Text' })).toHaveFocus();
});

it('moves forward with c, Tab and →, and back with shift+c, shift+Tab and ←', async () => {
  const { user } = setup();
  await user.keyboard('c');
  expect(screen.getByRole('button', { name: 'Photo' })).toHaveFocus();
  await user.keyboard('{Tab}');
  expect(screen.getByRole('button', { name: 'Quote' })).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('button', { name: 'Link' })).toHaveFocus();
  await user.keyboard('{Shift>}C{/Shift}');
  expect(screen.getByRole('button', { name: 'Quote' })).toHaveFocus();
  await user.keyboard('{Shift>}{Tab}{/Shift}');
  expect(screen.getByRole('button', { name: 'Photo' })).toHaveFocus();
  await user.keyboard('{ArrowLeft}{ArrowLeft}');
  expect(screen.getByRole('button', { name: 'Video' })).toHaveFocus();
});

it('picks with Enter', async () => {
  const { user, onPick } = setup();
  await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
  expect(onPick).toHaveBeenCalledTimes(1);
  expect(onPick).toHaveBeenCalledWith('quote');
});

it('picks with a click and closes with Escape', async () => {
  const { user, onPick, onClose } = setup();
  await user.click(screen.getByRole('button', { name: 'Chat' }));
  expect(onPick).toHaveBeenCalledWith('chat');
  await user.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalled();
});

it('is on the page\'s layer stack while open, so other remotes know an overlay is there', () => {
  const { unmount } = render(<FastCompose onPick={jest.fn()} onClose={jest.fn()} />);
  expect(hasOpenLayer()).toBe(true);
  unmount();
  expect(hasOpenLayer()).toBe(false);
});

it('leaves Escape to a popover opened over it, then closes on the next Escape', async () => {
  const { user, onClose } = setup();
  expect(screen.getByRole('button', { name: 'Text' })).toHaveFocus();
  await escapeHintAbove(user);
  expect(onClose).not.toHaveBeenCalled();
  // Keys are the window's again once the popover has gone.
  screen.getByRole('button', { name: 'Text' }).focus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('button', { name: 'Photo' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('leaves Escape to a confirm opened over it', async () => {
  const { user, onClose } = setup();
  render(<DialogHost />);
  await escapeConfirmAbove(user);
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.getByRole('dialog', { name: 'Create a post' })).toBeInTheDocument();
});
