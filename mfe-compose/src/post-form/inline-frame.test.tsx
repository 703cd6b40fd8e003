import { act, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { api, bus, DialogProvider, hasOpenLayer, session, type BusMessage } from '@tumbledash/shared';
import type { ComposeRequest } from '../compose/routes';
import { LIMITS, makeChannel, makePost, makeSaveResponse, makeUser } from '../test-support/fixtures';
import { INLINE_FADE_MS } from './inline-fade';
import { PostForm } from './post-form';
import { escapeConfirmAbove, escapeHintAbove } from '../test-support/escape-above';

const channels = [makeChannel('alice', true)];
let events: BusMessage[] = [];
let subscription: { unsubscribe: () => void };
let postSpy: jest.SpyInstance;
let page: HTMLElement;

beforeEach(() => {
  window.localStorage.clear();
  session.set({ user: makeUser('alice', channels), channels, flags: {}, formKey: 'fk' });
  events = [];
  subscription = bus.all().subscribe((message) => events.push(message));
  postSpy = jest.spyOn(api, 'post').mockImplementation((url: string) => {
    if (url === '/svc/post/get_post_form_builder_data') return Promise.resolve({ channels, limits: LIMITS });
    if (url === '/svc/post/update') return Promise.resolve(makeSaveResponse(makePost('100')));
    return Promise.reject(new Error(`unexpected ${url}`));
  });
  // The dashboard's side of it: a button that opens the form and the element it goes into.
  page = document.createElement('main');
  page.innerHTML = '<button type="button">New quote post</button><div id="new-post-slot"></div><a href="/elsewhere">Elsewhere</a>';
  document.body.appendChild(page);
});

afterEach(() => {
  subscription.unsubscribe();
  postSpy.mockRestore();
  page.remove();
});

const emitted = (type: BusMessage['type']) => events.filter((message) => message.type === type).map((message) => message.payload);
const slot = () => document.getElementById('new-post-slot') as HTMLElement;
const glass = () => document.querySelector('.td-ui-glass');

function renderInline(request: ComposeRequest = { mode: 'new', type: 'quote', inline: 'new-post-slot' }) {
  const opener = screen.getByRole('button', { name: 'New quote post' });
  opener.focus();
  const onClosed = jest.fn();
  // Like the compose root: the form goes once it has closed.
  function Page() {
    const [open, setOpen] = useState(true);
    const closed = (saved: boolean) => {
      onClosed(saved);
      setOpen(false);
    };
    return <DialogProvider>{open && <PostForm request={request} base="" onClosed={closed} inlineTarget={slot()} />}</DialogProvider>;
  }
  render(<Page />);
  return { onClosed, opener, form: within(slot()).getByRole('dialog', { name: 'New quote post' }) };
}

/** The form opened inline, once focus is in its first field. */
async function openInline() {
  const view = renderInline();
  const quote = within(view.form).getByRole('textbox', { name: 'Quote' });
  await waitFor(() => expect(quote).toHaveFocus());
  return { ...view, quote };
}

it('renders in the element it was given, over the glass, focus in its first field, and tells the page', async () => {
  const { form } = renderInline();
  expect(slot()).toContainElement(form);
  expect(glass()).toBeInTheDocument();
  await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Quote' })).toHaveFocus());
  expect(emitted('post-form:opened')).toEqual([{ mode: 'new', type: 'quote' }]);
});

it('fades out for 200 ms on close, then leaves the element empty, returns focus to the opener and tells the page', async () => {
  jest.useFakeTimers();
  const pageWhenClosed: { form: HTMLElement | null; focused: Element | null }[] = [];
  const watch = bus.on('post-form:closed').subscribe(() => pageWhenClosed.push({ form: screen.queryByRole('dialog'), focused: document.activeElement }));
  try {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { form, onClosed, opener } = renderInline();
    await user.click(within(form).getByRole('button', { name: 'Close' }));
    expect(form).toHaveClass('td-compose-inline--leaving');
    expect(emitted('post-form:closed')).toEqual([]);
    act(() => jest.advanceTimersByTime(INLINE_FADE_MS - 1));
    expect(onClosed).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onClosed).toHaveBeenCalledWith(false);
    await waitFor(() => expect(emitted('post-form:closed')).toEqual([{ saved: false }]));
    expect(pageWhenClosed).toEqual([{ form: null, focused: opener }]);
  } finally {
    watch.unsubscribe();
    jest.useRealTimers();
  }
});

it('closes at once when the person asked for less motion', async () => {
  const matchMedia = jest.fn().mockReturnValue({ matches: true });
  window.matchMedia = matchMedia;
  try {
    const user = userEvent.setup();
    const { form, onClosed } = renderInline();
    await user.click(within(form).getByRole('button', { name: 'Close' }));
    expect(onClosed).toHaveBeenCalledWith(false);
    expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
  } finally {
    delete (window as Partial<Window>).matchMedia;
  }
});

it('closes an unchanged form on Escape and a changed one asks first, as the modal does', async () => {
  const user = userEvent.setup();
  const { onClosed, quote } = await openInline();
  await user.keyboard('To be');
  await user.keyboard('{Escape}');
  const confirm = await screen.findByRole('alertdialog', { name: 'Discard this post?' });
  await user.click(within(confirm).getByRole('button', { name: 'Nevermind' }));
  expect(onClosed).not.toHaveBeenCalled();
  expect(quote).toHaveTextContent('To be');
  await user.click(glass() as Element);
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard' }));
  await waitFor(() => expect(onClosed).toHaveBeenCalledWith(false));
});

it('returns focus to the button that opened it once it has gone', async () => {
  const user = userEvent.setup();
  const { form, opener } = renderInline();
  await user.click(glass() as Element);
  await waitFor(() => expect(slot()).toBeEmptyDOMElement());
  expect(form).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

it('keeps Tab inside the form, and brings back focus that lands elsewhere on the page', async () => {
  const user = userEvent.setup();
  const { form } = await openInline();
  const post = within(form).getByRole('button', { name: 'Post' });
  post.focus();
  await user.tab();
  expect(form).toContainElement(document.activeElement as HTMLElement);
  await user.tab({ shift: true });
  expect(post).toHaveFocus();
  act(() => screen.getByRole('link', { name: 'Elsewhere' }).focus());
  expect(form).toContainElement(document.activeElement as HTMLElement);
});

it('saves, emits post:saved, and closes saved after the fade', async () => {
  const user = userEvent.setup();
  const { form, onClosed } = renderInline();
  await user.type(within(form).getByRole('textbox', { name: 'Quote' }), 'Brevity');
  await user.click(within(form).getByRole('button', { name: 'Post' }));
  await waitFor(() => expect(emitted('post:saved')).toHaveLength(1));
  await waitFor(() => expect(onClosed).toHaveBeenCalledWith(true));
  expect(emitted('post-form:closed')).toEqual([{ saved: true }]);
});

it('is on the page\'s layer stack while open, so other remotes know an overlay is there', async () => {
  const user = userEvent.setup();
  renderInline();
  expect(hasOpenLayer()).toBe(true);
  await user.click(glass() as Element);
  await waitFor(() => expect(slot()).toBeEmptyDOMElement());
  expect(hasOpenLayer()).toBe(false);
});

it('leaves Escape to a popover opened over it, then answers it again', async () => {
  const user = userEvent.setup();
  const { form, onClosed } = await openInline();
  await escapeHintAbove(user);
  expect(form).not.toHaveClass('td-compose-inline--leaving');
  expect(onClosed).not.toHaveBeenCalled();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(onClosed).toHaveBeenCalledWith(false));
});

it('leaves Escape to a confirm opened over it, and keeps its text', async () => {
  const user = userEvent.setup();
  const { form, onClosed, quote } = await openInline();
  await user.keyboard('To be');
  await escapeConfirmAbove(user);
  expect(form).not.toHaveClass('td-compose-inline--leaving');
  expect(onClosed).not.toHaveBeenCalled();
  await waitFor(() => expect(quote).toHaveFocus());
  expect(quote).toHaveTextContent('To be');
});
