import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@tumbledash/shared';
import { GuidedTour } from './guided-tour';

jest.setTimeout(20_000);

beforeEach(() => window.history.pushState(null, '', '/dashboard'));
afterEach(() => jest.restoreAllMocks());

it('walks through the steps; OK records the dismissal; the last step links to the blog settings', async () => {
  jest.spyOn(api, 'get').mockResolvedValue({ show: true, blog_name: 'alice' });
  const post = jest.spyOn(api, 'post').mockResolvedValue({ show: false, blog_name: null });
  const user = userEvent.setup();
  render(<GuidedTour userName="alice" canMessage={false} />);
  const dialog = await screen.findByRole('dialog', { name: 'Make a post' });
  expect(dialog).toHaveTextContent('step 1 of 3');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByRole('dialog', { name: 'Make it yours' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Edit appearance' })).toHaveAttribute('href', '/settings/blog/alice');
  await user.click(screen.getByRole('button', { name: 'OK' }));
  expect(post).toHaveBeenCalledWith('/svc/tour/dismiss', {});
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('closes on a click outside without recording it, and waits while another dialog is open', async () => {
  jest.spyOn(api, 'get').mockResolvedValue({ show: true, blog_name: 'alice' });
  const post = jest.spyOn(api, 'post');
  const other = document.createElement('div');
  other.setAttribute('role', 'dialog');
  document.body.appendChild(other);
  const user = userEvent.setup();
  render(<GuidedTour userName="alice" canMessage />);
  await act(async () => undefined);
  expect(screen.queryByRole('dialog', { name: 'Make a post' })).not.toBeInTheDocument();
  act(() => other.remove());
  expect(await screen.findByRole('dialog', { name: 'Make a post' })).toBeInTheDocument();
  await user.click(document.body);
  expect(screen.queryByRole('dialog', { name: 'Make a post' })).not.toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
});

it('does not show for someone the server says is no brand-new blogger', async () => {
  jest.spyOn(api, 'get').mockResolvedValue({ show: false, blog_name: 'alice' });
  render(<GuidedTour userName="alice" canMessage />);
  await act(async () => undefined);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
