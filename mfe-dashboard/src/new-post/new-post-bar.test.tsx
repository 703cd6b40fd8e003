import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BusEvents } from '@tumbledash/shared';
import { captureBus, resetPage, signIn } from '../test-support/render-card';
import { INLINE_POST_FORM_ID, NewPostBar } from './new-post-bar';

const TYPES = ['text', 'photo', 'quote', 'link', 'chat', 'audio', 'video'];

let bus: ReturnType<typeof captureBus>;
beforeEach(() => {
  bus = captureBus();
});

afterEach(() => {
  bus.stop();
  resetPage();
});

const requests = () =>
  bus.messages.filter((message) => message.type === 'compose:open').map((message) => message.payload as BusEvents['compose:open']);

it('offers the seven types in order, as named buttons, to a signed-in person', () => {
  signIn();
  render(<NewPostBar />);
  const bar = screen.getByRole('region', { name: 'New post' });
  expect(within(bar).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(
    TYPES.map((type) => `New ${type} post`),
  );
  expect(within(bar).getByRole('button', { name: 'New photo post' })).toHaveTextContent('Photo');
});

it('is not there for an anonymous visitor', () => {
  render(<NewPostBar />);
  expect(screen.queryByRole('region', { name: 'New post' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it('asks compose for the inline form of the type, to go into an element of the bar, the button keeping focus', async () => {
  const user = userEvent.setup();
  signIn();
  render(<NewPostBar />);
  const quote = screen.getByRole('button', { name: 'New quote post' });
  await user.click(quote);
  expect(requests()).toEqual([{ mode: 'new', type: 'quote', inline: INLINE_POST_FORM_ID }]);
  expect(screen.getByRole('region', { name: 'New post' })).toContainElement(document.getElementById(INLINE_POST_FORM_ID));
  expect(quote).toHaveFocus();
});

it('works from the keyboard', async () => {
  const user = userEvent.setup();
  signIn();
  render(<NewPostBar />);
  await user.tab();
  expect(screen.getByRole('button', { name: 'New text post' })).toHaveFocus();
  await user.tab();
  await user.keyboard('{Enter}');
  await user.tab();
  await user.keyboard(' ');
  expect(requests().map((request) => request.type)).toEqual(['photo', 'quote']);
});

it('hides its buttons while the inline form is in its place, and shows them again once it has gone', () => {
  // The hiding is the bar's CSS, so load it.
  const style = document.createElement('style');
  style.textContent = readFileSync(path.join(__dirname, 'new-post-bar.css'), 'utf8');
  document.head.appendChild(style);
  try {
    signIn();
    render(<NewPostBar />);
    const text = screen.getByRole('button', { name: 'New text post' });
    expect(text).toBeVisible();
    const form = document.createElement('form');
    act(() => document.getElementById(INLINE_POST_FORM_ID)?.appendChild(form));
    expect(text).not.toBeVisible();
    expect(screen.queryByRole('button', { name: 'New text post' })).not.toBeInTheDocument();
    act(() => form.remove());
    expect(text).toBeVisible();
  } finally {
    style.remove();
  }
});
