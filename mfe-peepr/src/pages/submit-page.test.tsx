import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANONYMOUS, api, bus, session, type BusMessage } from '@tumbledash/shared';
import { makeUser } from '@tumbledash/shared/testing';
import { makeBlog } from '../test-support/post';
import { SUBMIT_FORM_ID, SubmitPage } from './submit-page';

function serve(submissions: boolean) {
  jest.spyOn(api, 'get').mockResolvedValue({ tumblelog: makeBlog({ name: 'tumbledemo', submissions }) });
}

function signIn() {
  const user = makeUser();
  session.set({ user, channels: user.channels, flags: {}, formKey: 'fk' });
}

let events: BusMessage[];
let subscription: { unsubscribe: () => void };
beforeEach(() => {
  events = [];
  subscription = bus.all().subscribe((message) => events.push(message));
});

afterEach(() => {
  subscription.unsubscribe();
  session.set(ANONYMOUS);
  jest.restoreAllMocks();
});

it('offers every post type of the post form and opens that form on the page, posting into the blog’s submissions', async () => {
  serve(true);
  signIn();
  render(<SubmitPage blogName="tumbledemo" />);
  const types = await screen.findByRole('region', { name: 'Post type to submit' });
  expect(types).toBeInTheDocument();
  for (const type of ['a text', 'a photo', 'a quote', 'a link', 'a chat', 'an audio', 'a video']) {
    expect(screen.getByRole('button', { name: `Submit ${type} post` })).toBeInTheDocument();
  }
  await userEvent.click(screen.getByRole('button', { name: 'Submit a photo post' }));
  expect(events.filter((message) => message.type === 'compose:open').map((message) => message.payload)).toEqual([
    { mode: 'new', type: 'photo', inline: SUBMIT_FORM_ID, submitTo: 'tumbledemo' },
  ]);
  expect(document.getElementById(SUBMIT_FORM_ID)).toBeInTheDocument();
  // While the form is open the type buttons step aside.
  expect(screen.queryByRole('region', { name: 'Post type to submit' })).not.toBeInTheDocument();

  act(() => bus.emit('post-form:closed', { saved: true }));
  expect(screen.getByRole('status')).toHaveTextContent('Thanks! Your submission is waiting for tumbledemo to approve it.');
  // The button that opened the form went with it: the thanks takes the focus, and is read out with it.
  await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
  expect(screen.getByText('Submit another post:')).toBeInTheDocument();
});

it('brings the types back when the form is closed without sending', async () => {
  serve(true);
  signIn();
  render(<SubmitPage blogName="tumbledemo" />);
  await userEvent.click(await screen.findByRole('button', { name: 'Submit a chat post' }));
  act(() => bus.emit('post-form:closed', { saved: false }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Submit a chat post' })).toHaveFocus());
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('leaves the focus where it is when something already has it once the form has gone', async () => {
  serve(true);
  signIn();
  render(<SubmitPage blogName="tumbledemo" />);
  await userEvent.click(await screen.findByRole('button', { name: 'Submit a text post' }));
  const elsewhere = document.createElement('button');
  document.body.append(elsewhere);
  elsewhere.focus();
  act(() => bus.emit('post-form:closed', { saved: true }));
  expect(screen.getByRole('status')).toBeInTheDocument();
  expect(elsewhere).toHaveFocus();
  elsewhere.remove();
});

it('says so when the blog takes no submissions, and asks visitors to log in', async () => {
  serve(false);
  signIn();
  const { unmount } = render(<SubmitPage blogName="tumbledemo" />);
  expect(await screen.findByText('tumbledemo is not taking submissions.')).toBeInTheDocument();
  unmount();
  session.set(ANONYMOUS);
  serve(true);
  render(<SubmitPage blogName="tumbledemo" />);
  expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  expect(screen.queryByRole('button', { name: 'Submit a text post' })).not.toBeInTheDocument();
});
