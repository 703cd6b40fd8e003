import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANONYMOUS, api, ApiError, ASK_MESSAGES, session } from '@tumbledash/shared';
import { makeBootstrap, makeUser } from '@tumbledash/shared/testing';
import { AskForm } from './ask-form';

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
