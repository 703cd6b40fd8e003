import type { ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, Modal, useHint } from '@tumbledash/shared';
import GuidedTour from './guided-tour';

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

it('keeps keyboard focus on the step’s main button: Next through the steps, then OK', async () => {
  jest.spyOn(api, 'get').mockResolvedValue({ show: true, blog_name: 'alice' });
  jest.spyOn(api, 'post').mockResolvedValue({ show: false, blog_name: null });
  const user = userEvent.setup();
  render(<GuidedTour userName="alice" canMessage={false} />);
  await screen.findByRole('dialog', { name: 'Make a post' });
  expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('dialog', { name: 'Your activity' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('dialog', { name: 'Make it yours' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
});

it('is drawn over the page itself, not inside the header, so no docked chat window covers it; focus and Escape still work', async () => {
  jest.spyOn(api, 'get').mockResolvedValue({ show: true, blog_name: 'alice' });
  const user = userEvent.setup();
  const { container } = render(<GuidedTour userName="alice" canMessage={false} />);
  const dialog = await screen.findByRole('dialog', { name: 'Make a post' });
  // The header slot is a stacking context of its own (z 50) below the docks (z 60): the tour must not be in it.
  expect(container).not.toContainElement(dialog);
  expect(dialog.parentElement).toBe(document.body);
  expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('leaves focus where the person is when the tour shows', async () => {
  jest.spyOn(api, 'get').mockResolvedValue({ show: true, blog_name: 'alice' });
  const field = document.createElement('input');
  field.setAttribute('aria-label', 'Search');
  document.body.appendChild(field);
  field.focus();
  render(<GuidedTour userName="alice" canMessage={false} />);
  await screen.findByRole('dialog', { name: 'Make a post' });
  expect(field).toHaveFocus();
  field.remove();
});

it('takes the Escape pressed in a box under it first and marks it handled: the box keeps it open and keeps focus', async () => {
  jest.spyOn(api, 'get').mockResolvedValue({ show: true, blog_name: 'alice' });
  const user = userEvent.setup();
  const box = document.createElement('textarea');
  box.setAttribute('aria-label', 'Say your thing');
  // Like the conversation window's compose box: Escape closes it unless someone above already handled it.
  const heard: boolean[] = [];
  box.addEventListener('keydown', (event) => event.key === 'Escape' && heard.push(event.defaultPrevented));
  document.body.appendChild(box);
  box.focus();
  render(<GuidedTour userName="alice" canMessage={false} />);
  await screen.findByRole('dialog', { name: 'Make a post' });
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(heard).toEqual([true]);
  expect(box).toHaveFocus();
  box.remove();
});

it('gives focus back to the box it came from when it closes around focus', async () => {
  jest.spyOn(api, 'get').mockResolvedValue({ show: true, blog_name: 'alice' });
  const user = userEvent.setup();
  const box = document.createElement('textarea');
  box.setAttribute('aria-label', 'Say your thing');
  document.body.appendChild(box);
  box.focus();
  render(<GuidedTour userName="alice" canMessage={false} />);
  await screen.findByRole('dialog', { name: 'Make a post' });
  screen.getByRole('button', { name: 'Next' }).focus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(box).toHaveFocus();
  box.remove();
});

/** Another remote's first-time hint, like the messaging tutorial. */
function OtherHint() {
  return useHint(true) ? <p>Talk to a blog</p> : null;
}

it('waits while an overlay is open and while another remote’s hint is shown, and comes back each time', async () => {
  jest.spyOn(api, 'get').mockResolvedValue({ show: true, blog_name: 'alice' });
  const tour = (extra?: ReactNode) => (
    <>
      <GuidedTour userName="alice" canMessage />
      {extra}
    </>
  );
  const { rerender } = render(tour(<Modal title="Are you sure?" onClose={() => undefined} />));
  await act(async () => undefined);
  expect(screen.queryByRole('dialog', { name: 'Make a post' })).not.toBeInTheDocument();
  rerender(tour());
  expect(await screen.findByRole('dialog', { name: 'Make a post' })).toBeInTheDocument();

  rerender(tour(<OtherHint />));
  expect(screen.getByText('Talk to a blog')).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Make a post' })).not.toBeInTheDocument();
  rerender(tour());
  expect(screen.getByRole('dialog', { name: 'Make a post' })).toBeInTheDocument();
});

it('does not wait for a dialog-looking element that opened no layer; a click outside closes it without recording it', async () => {
  jest.spyOn(api, 'get').mockResolvedValue({ show: true, blog_name: 'alice' });
  const post = jest.spyOn(api, 'post');
  const stray = document.createElement('div');
  stray.setAttribute('role', 'dialog');
  document.body.appendChild(stray);
  const user = userEvent.setup();
  render(<GuidedTour userName="alice" canMessage />);
  expect(await screen.findByRole('dialog', { name: 'Make a post' })).toBeInTheDocument();
  stray.remove();
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

/** A header control the first step points at, `top` px from the viewport's top. */
function composeButtonAt(top: number): () => void {
  const header = document.createElement('header');
  header.className = 'td-header';
  const button = document.createElement('button');
  button.setAttribute('aria-label', 'Compose a post');
  button.getBoundingClientRect = () => ({ top, left: 300, width: 40, height: 40, right: 340, bottom: top + 40, x: 300, y: top, toJSON: () => ({}) });
  header.appendChild(button);
  document.body.appendChild(header);
  return () => header.remove();
}

it.each([
  [6, 'below', 58],
  [300, 'above', 288],
])('with its target %i px from the top, the step sits %s it (A§2.6: below when less than 80 px above)', async (top, side, edge) => {
  jest.spyOn(api, 'get').mockResolvedValue({ show: true, blog_name: 'alice' });
  const remove = composeButtonAt(top);
  const { unmount } = render(<GuidedTour userName="alice" canMessage={false} />);
  const dialog = await screen.findByRole('dialog', { name: 'Make a post' });
  await act(async () => undefined);
  expect(dialog).toHaveClass(`td-tour--${side}`);
  // jsdom lays nothing out: the popover's height is 0, so "above" ends 12 px over the target.
  expect(dialog.style.top).toBe(`${edge}px`);
  unmount();
  remove();
});

it('fades the glass with the scroll distance and closes one window height away, without recording it (A§4.11)', async () => {
  jest.spyOn(api, 'get').mockResolvedValue({ show: true, blog_name: 'alice' });
  const post = jest.spyOn(api, 'post');
  const scrollTo = (y: number) => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  };
  render(<GuidedTour userName="alice" canMessage={false} />);
  await screen.findByRole('dialog', { name: 'Make a post' });
  await act(async () => undefined);
  const glass = document.querySelector<HTMLElement>('.td-tour__glass')!;
  act(() => scrollTo(window.innerHeight / 2));
  expect(Number(glass.style.opacity)).toBeCloseTo(0.5);
  expect(screen.getByRole('dialog', { name: 'Make a post' })).toBeInTheDocument();
  act(() => scrollTo(window.innerHeight));
  expect(screen.queryByRole('dialog', { name: 'Make a post' })).not.toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
  scrollTo(0);
});
