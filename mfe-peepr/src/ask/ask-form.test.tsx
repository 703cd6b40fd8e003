import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANONYMOUS, api, ApiError, ASK_MESSAGES, session } from '@tumbledash/shared';
import { makeBootstrap, makeUser } from '@tumbledash/shared/testing';
import { ASK_INPUT_THROTTLE_MS, AskForm } from './ask-form';

// Typing is slow on a busy machine.
jest.setTimeout(20_000);

function signIn() {
  const user = makeUser();
  session.set({ user, channels: user.channels, flags: makeBootstrap().flags, formKey: 'fk' });
}

afterEach(() => {
  session.set(ANONYMOUS);
  jest.restoreAllMocks();
});

it('lists the link rule, strips newlines, blocks Enter and sends the question', async () => {
  signIn();
  const post = jest.spyOn(api, 'post').mockResolvedValue({ sent: true });
  const sent = jest.fn();
  render(<AskForm blog={{ name: 'friendly', anonymous_asks: true }} onSent={sent} />);
  const box = screen.getByRole('textbox', { name: 'Your question' });
  const ask = screen.getByRole('button', { name: 'Ask' });
  expect(ask).toBeDisabled();
  await userEvent.type(box, 'See www.example.org{Enter}');
  expect(box).toHaveValue('See www.example.org');
  await userEvent.click(ask);
  expect(screen.getByRole('alert')).toHaveTextContent(ASK_MESSAGES.links);
  expect(post).not.toHaveBeenCalled();

  await userEvent.clear(box);
  await userEvent.type(box, 'Favourite colour?');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Ask anonymously' }));
  await userEvent.click(ask);
  expect(post).toHaveBeenCalledWith('/svc/post/ask', { recipient: 'friendly', anonymous: true, question: 'Favourite colour?' });
  expect(sent).toHaveBeenCalled();
});

it('takes the link error away once the question is edited to have no link, not while a link is left', async () => {
  signIn();
  const post = jest.spyOn(api, 'post').mockResolvedValue({ sent: true });
  render(<AskForm blog={{ name: 'friendly', anonymous_asks: false }} onSent={jest.fn()} />);
  const box = screen.getByRole('textbox', { name: 'Your question' });
  await userEvent.type(box, 'check out example.com please');
  await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
  expect(screen.getByRole('alert')).toHaveTextContent(ASK_MESSAGES.links);
  expect(box).toHaveAttribute('aria-invalid', 'true');

  await userEvent.type(box, '!');
  expect(screen.getByRole('alert')).toHaveTextContent(ASK_MESSAGES.links);
  await userEvent.clear(box);
  await userEvent.type(box, 'What is the cat called?');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(box).toHaveAttribute('aria-invalid', 'false');
  expect(post).not.toHaveBeenCalled();
});

it('keeps an error that is not about the text while the question is edited, until the next Ask', async () => {
  signIn();
  jest.spyOn(api, 'post').mockRejectedValue(new ApiError(403, 'friendly is not taking questions.', [{ detail: 'friendly is not taking questions.' }]));
  render(<AskForm blog={{ name: 'friendly', anonymous_asks: false }} onSent={jest.fn()} />);
  const box = screen.getByRole('textbox', { name: 'Your question' });
  await userEvent.type(box, 'Favourite colour?');
  await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('friendly is not taking questions.');
  await userEvent.type(box, ' Mine is green.');
  expect(screen.getByRole('alert')).toHaveTextContent('friendly is not taking questions.');
});

it('shows the counter from 100 left and the server’s first error', async () => {
  signIn();
  jest.spyOn(api, 'post').mockRejectedValue(new ApiError(403, 'friendly is not taking questions.', [{ detail: 'friendly is not taking questions.' }]));
  render(<AskForm blog={{ name: 'friendly', anonymous_asks: false }} onSent={jest.fn()} />);
  expect(screen.queryByRole('checkbox', { name: 'Ask anonymously' })).toBeNull();
  const box = screen.getByRole('textbox', { name: 'Your question' });
  await userEvent.click(box);
  await userEvent.paste('x'.repeat(470));
  expect(screen.getByText('30')).toHaveClass('td-peepr-counter--warning');
  await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('friendly is not taking questions.');
});

it('offers no anonymous option to a visitor who is not signed in', () => {
  render(<AskForm blog={{ name: 'friendly', anonymous_asks: true }} onSent={jest.fn()} />);
  expect(screen.queryByRole('checkbox', { name: 'Ask anonymously' })).toBeNull();
});

it('updates the counter at most every 100 ms while typing, the last keystroke included (B§9)', () => {
  jest.useFakeTimers();
  try {
    expect(ASK_INPUT_THROTTLE_MS).toBe(100);
    render(<AskForm blog={{ name: 'friendly', anonymous_asks: false }} onSent={jest.fn()} />);
    const box = screen.getByRole('textbox', { name: 'Your question' });
    fireEvent.change(box, { target: { value: 'x'.repeat(410) } });
    expect(screen.getByText('90')).toHaveClass('td-peepr-counter--ok');
    fireEvent.change(box, { target: { value: 'x'.repeat(465) } });
    fireEvent.change(box, { target: { value: 'x'.repeat(485) } });
    // Within 100 ms of the last update the counter stays; the box itself follows every keystroke.
    expect(screen.getByText('90')).toBeInTheDocument();
    expect(box).toHaveValue('x'.repeat(485));
    act(() => jest.advanceTimersByTime(ASK_INPUT_THROTTLE_MS - 1));
    expect(screen.getByText('90')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('15')).toHaveClass('td-peepr-counter--danger');
  } finally {
    jest.useRealTimers();
  }
});

it('keeps the focus on Ask while the question is sent and after it failed; a second press meanwhile sends nothing', async () => {
  signIn();
  let fail: (error: unknown) => void = () => undefined;
  const post = jest.spyOn(api, 'post').mockImplementation(() => new Promise((_resolve, reject) => (fail = reject)));
  render(<AskForm blog={{ name: 'friendly', anonymous_asks: false }} onSent={jest.fn()} />);
  await userEvent.type(screen.getByRole('textbox', { name: 'Your question' }), 'Favourite colour?');
  const ask = screen.getByRole('button', { name: 'Ask' });
  ask.focus();
  await userEvent.keyboard('{Enter}');
  const busy = screen.getByRole('button', { name: 'Asking…' });
  expect(busy).toHaveAttribute('aria-disabled', 'true');
  expect(busy).toBeEnabled();
  expect(busy).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(post).toHaveBeenCalledTimes(1);
  await act(async () => fail(new ApiError(403, 'friendly is not taking questions.', [{ detail: 'friendly is not taking questions.' }])));
  expect(screen.getByRole('alert')).toHaveTextContent('friendly is not taking questions.');
  expect(screen.getByRole('button', { name: 'Ask' })).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Ask' })).toHaveAttribute('aria-disabled', 'false');
});
