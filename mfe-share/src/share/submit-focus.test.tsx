import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, bus } from '@tumbledash/shared';
import { ANCHOR, makePost, makeRecipient, makeShareData, signIn, signOut } from '../test-support/fixtures';
import { ShareRoot } from './share-root';
import { fakeApi } from './share-test-server';

jest.mock('./confetti', () => ({ celebrate: jest.fn() }));

let server: ReturnType<typeof fakeApi>;
let refuse: (error: ApiError) => void = () => undefined;

/** The share under test waits until the test refuses it, so the form can be seen while it is sending. */
function held() {
  return new Promise((_, reject) => (refuse = reject));
}

beforeEach(() => {
  signIn(['alice']);
  jest.spyOn(window, 'open').mockReturnValue(null);
  server = fakeApi({
    'POST /svc/post/share/alice/42': () => ({ share_popover_data: makeShareData('42') }),
    'GET /svc/share/favorites': () => ({ blogs: [makeRecipient('film-grain')] }),
    'POST /svc/share/email': held,
    'POST /svc/share/twitter': held,
    'POST /svc/share/facebook': held,
    'POST /svc/post/report': held,
    'POST /svc/conversations/messages': held,
  });
});

afterEach(() => {
  server.restore();
  jest.mocked(window.open).mockRestore();
  signOut();
});

async function openPanel(network: RegExp) {
  render(<ShareRoot />);
  act(() => bus.emit('share:open', { post: makePost('42'), anchor: ANCHOR }));
  const popover = screen.getByRole('dialog', { name: 'Share this post' });
  await userEvent.click(within(await within(popover).findByRole('list', { name: 'Share elsewhere' })).getByRole('button', { name: network }));
  return popover;
}

/** jsdom keeps focus on a button that becomes disabled; Chromium drops it to the page. Focused and not disabled is what keeps it. */
function expectFocusKept(button: HTMLElement) {
  expect(button).toHaveFocus();
  expect(button).not.toBeDisabled();
}

/** While sending, what is being sent cannot be typed into (read-only, still focusable); after a failure it can. */
async function expectTextFieldsReadOnly(popover: HTMLElement, readOnly: boolean) {
  const fields = within(popover).getAllByRole('textbox');
  expect(fields.length).toBeGreaterThan(0);
  for (const field of fields) {
    expect(field).not.toBeDisabled();
    const before = (field as HTMLInputElement).value;
    await userEvent.type(field, 'z');
    expect(field).toHaveValue(readOnly ? before : `${before}z`);
    if (!readOnly) await userEvent.type(field, '{Backspace}');
  }
}

/**
 * Enter on the focused submit: "Sending..." (off, yet focused); a second Enter sends nothing; the refusal is
 * shown and focus is still on the button, which works again.
 */
async function sendFailsKeepingFocus(popover: HTMLElement, name: string, url: string, refusal: string) {
  const user = userEvent.setup();
  const button = within(popover).getByRole('button', { name });
  button.focus();
  await user.keyboard('{Enter}');
  expect(button).toHaveTextContent('Sending...');
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expectFocusKept(button);
  await user.keyboard('{Enter}');
  expect(server.posted(url)).toHaveLength(1);
  await expectTextFieldsReadOnly(popover, true);
  button.focus();
  await act(async () => refuse(new ApiError(409, refusal)));
  expect(await within(popover).findByRole('alert')).toHaveTextContent(refusal);
  expect(button).toHaveTextContent(name);
  expect(button).not.toHaveAttribute('aria-disabled');
  expectFocusKept(button);
  await expectTextFieldsReadOnly(popover, false);
}

it('Email: the address and message cannot be typed into while sending, and can again after "Error!"', async () => {
  const popover = await openPanel(/Email/);
  await userEvent.type(within(popover).getByRole('textbox', { name: 'Email address' }), 'pal@example.com');
  await userEvent.type(within(popover).getByRole('textbox', { name: 'Message' }), 'For you');
  await userEvent.click(within(popover).getByRole('button', { name: 'Send' }));
  expect(within(popover).getByRole('button', { name: 'Sending...' })).toHaveAttribute('aria-disabled', 'true');
  await expectTextFieldsReadOnly(popover, true);
  await act(async () => refuse(new ApiError(502, 'The mail could not be sent.')));
  expect(await within(popover).findByText('Error!')).toBeInTheDocument();
  await expectTextFieldsReadOnly(popover, false);
  expect(server.posted('/svc/share/email')).toEqual([expect.objectContaining({ email_address: 'pal@example.com', message: 'For you' })]);
});

it('Twitter: Tweet keeps focus while sending and after a failure, the tweet read-only only while sending; an exceeding tweet still disables it', async () => {
  const popover = await openPanel(/Twitter/);
  const tweet = within(popover).getByRole('textbox', { name: 'Tweet' });
  await userEvent.click(tweet);
  await userEvent.paste('x'.repeat(140));
  expect(within(popover).getByRole('button', { name: 'Tweet' })).toBeDisabled();
  await userEvent.clear(tweet);
  await userEvent.type(tweet, 'Look [URL]');
  await sendFailsKeepingFocus(popover, 'Tweet', '/svc/share/twitter', 'Something went screwy.');
});

it('Facebook: Post keeps focus while sending and after a failure, the message read-only only while sending', async () => {
  const popover = await openPanel(/Facebook/);
  await sendFailsKeepingFocus(popover, 'Post', '/svc/share/facebook', 'Something went screwy.');
});

it('Report: Report keeps focus while sending and after a refusal, which it shows; the words read-only only while sending', async () => {
  const popover = await openPanel(/Report/);
  await userEvent.click(within(popover).getByRole('radio', { name: 'Spam' }));
  await sendFailsKeepingFocus(popover, 'Report', '/svc/post/report', 'You already reported this post.');
});

it('Report: the reason stays as sent while sending and can change after a refusal', async () => {
  const popover = await openPanel(/Report/);
  await userEvent.click(within(popover).getByRole('radio', { name: 'Spam' }));
  await userEvent.click(within(popover).getByRole('button', { name: 'Report' }));
  await userEvent.click(within(popover).getByRole('radio', { name: 'Harassment or bullying' }));
  expect(within(popover).getByRole('radio', { name: 'Spam' })).toBeChecked();
  await act(async () => refuse(new ApiError(409, 'You already reported this post.')));
  expect(await within(popover).findByRole('alert')).toHaveTextContent('You already reported this post.');
  await userEvent.click(within(popover).getByRole('radio', { name: 'Harassment or bullying' }));
  expect(within(popover).getByRole('radio', { name: 'Harassment or bullying' })).toBeChecked();
});

it('Message to: Send keeps focus while sending and after a refusal, which it shows; the message read-only only while sending', async () => {
  render(<ShareRoot />);
  act(() => bus.emit('share:open', { post: makePost('42'), anchor: ANCHOR }));
  const popover = screen.getByRole('dialog', { name: 'Share this post' });
  await userEvent.click(await within(popover).findByRole('button', { name: 'film-grain' }));
  await sendFailsKeepingFocus(popover, 'Send', '/svc/conversations/messages', 'You can only send messages to blogs you follow.');
});
