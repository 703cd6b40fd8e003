import { act, fireEvent, getDefaultNormalizer, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ApiError, api, bus, DialogProvider, session, TECHNICAL_TROUBLE, type BusMessage } from '@tumbledash/shared';
import type { FetchPostResponse } from '../compose/api-types';
import type { ComposeRequest } from '../compose/routes';
import { draftKey } from '../drafts-recovery/draft-store';
import { LIMITS, makeChannel, makePost, makeSaveResponse, makeUser } from '../test-support/fixtures';
import { newPostModel } from './post-model';
import { PostForm } from './post-form';

const channels = [makeChannel('alice', true), makeChannel('alicesart')];
let events: BusMessage[] = [];
let subscription: { unsubscribe: () => void };
let postSpy: jest.SpyInstance;
let fetchAnswer: FetchPostResponse | null = null;
let saveAnswer: () => Promise<unknown>;

beforeEach(() => {
  window.localStorage.clear();
  session.set({ user: makeUser('alice', channels), channels, flags: {}, formKey: 'fk' });
  events = [];
  subscription = bus.all().subscribe((message) => events.push(message));
  saveAnswer = () => Promise.resolve(makeSaveResponse(makePost('100')));
  postSpy = jest.spyOn(api, 'post').mockImplementation((url: string) => {
    if (url === '/svc/post/get_post_form_builder_data') return Promise.resolve({ channels, limits: LIMITS });
    if (url === '/svc/post/fetch') return fetchAnswer ? Promise.resolve(fetchAnswer) : Promise.reject(new ApiError(404, 'Post not found.'));
    if (url === '/svc/post/update') return saveAnswer();
    if (url === '/svc/post/submit') return Promise.resolve({ id: '7' });
    return Promise.reject(new Error(`unexpected ${url}`));
  });
});

afterEach(() => {
  subscription.unsubscribe();
  postSpy.mockRestore();
  fetchAnswer = null;
});

function emitted(type: BusMessage['type']) {
  return events.filter((message) => message.type === type).map((message) => message.payload);
}

function saveCalls() {
  return postSpy.mock.calls.filter(([url]) => url === '/svc/post/update');
}

function renderForm(request: ComposeRequest = { mode: 'new', type: 'text' }) {
  const onClosed = jest.fn();
  // Like the compose root: the form goes once it has closed.
  function Page() {
    const [open, setOpen] = useState(true);
    const closed = (saved: boolean) => {
      onClosed(saved);
      setOpen(false);
    };
    return <DialogProvider>{open && <PostForm request={request} base="" onClosed={closed} />}</DialogProvider>;
  }
  const view = render(<Page />);
  return { ...view, onClosed };
}

it('opens as a dialog on the current blog and tells the page', async () => {
  renderForm();
  const dialog = screen.getByRole('dialog', { name: 'New text post' });
  expect(within(dialog).getByLabelText('Blog')).toHaveValue('alice');
  expect(emitted('post-form:opened')).toEqual([{ mode: 'new', type: 'text' }]);
  await waitFor(() => expect(within(dialog).getByLabelText('Title')).toHaveFocus());
});

it('shows the validation message and sends nothing', async () => {
  const user = userEvent.setup();
  renderForm();
  await user.type(screen.getByLabelText('Title'), '{Enter}');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Post' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Post body empty.');
  expect(saveCalls()).toHaveLength(0);
});

it('saves, emits post:saved with the save response and closes, saying so once the dialog has gone', async () => {
  const user = userEvent.setup();
  const { onClosed } = renderForm();
  const dialogWhenClosed: (HTMLElement | null)[] = [];
  const watch = bus.on('post-form:closed').subscribe(() => dialogWhenClosed.push(screen.queryByRole('dialog')));
  await user.type(screen.getByLabelText('Title'), 'Hello');
  await user.type(screen.getByRole('textbox', { name: 'Tags' }), 'cats{Enter}');
  await user.click(screen.getByRole('button', { name: 'Post' }));
  await waitFor(() => expect(onClosed).toHaveBeenCalledWith(true));
  await waitFor(() => expect(dialogWhenClosed).toEqual([null]));
  watch.unsubscribe();
  expect(saveCalls()[0]?.[1]).toMatchObject({
    channel_id: 'alice',
    editor_type: 0,
    post: { type: 'text', state: '0', one: 'Hello', two: '', tags: 'cats' },
  });
  expect(emitted('post:saved')).toEqual([makeSaveResponse(makePost('100'))]);
  expect(emitted('post-form:closed')).toEqual([{ saved: true }]);
});

it('submits a post into another blog’s submissions: no blog or state to pick, nothing saved to the person’s own timelines', async () => {
  const user = userEvent.setup();
  const { onClosed } = renderForm({ mode: 'new', type: 'quote', submitTo: 'tumbledemo' });
  const dialog = screen.getByRole('dialog', { name: 'Submit a quote post to tumbledemo' });
  expect(within(dialog).queryByLabelText('Blog')).not.toBeInTheDocument();
  expect(within(dialog).getByText('To tumbledemo’s submissions')).toBeInTheDocument();
  expect(within(dialog).queryByRole('combobox', { name: 'When to post' })).not.toBeInTheDocument();
  await user.type(screen.getByLabelText('Quote'), 'Honk.');
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(onClosed).toHaveBeenCalledWith(true));
  const [url, body] = postSpy.mock.calls.find(([called]) => called === '/svc/post/submit')!;
  expect(url).toBe('/svc/post/submit');
  expect(body).toMatchObject({ recipient: 'tumbledemo', post: { type: 'quote', one: expect.stringContaining('Honk.') } });
  expect(body).not.toHaveProperty('channel_id');
  expect(body.post).not.toHaveProperty('state');
  expect(saveCalls()).toHaveLength(0);
  expect(emitted('post:saved')).toEqual([]);
  expect(emitted('post-form:closed')).toEqual([{ saved: true }]);
});

it('offers a submission only what it carries: no Custom URL or call-to-action; a Markdown post goes as its HTML', async () => {
  const user = userEvent.setup();
  const { onClosed } = renderForm({ mode: 'new', type: 'text', submitTo: 'tumbledemo' });
  const dialog = screen.getByRole('dialog', { name: 'Submit a text post to tumbledemo' });
  await user.click(within(dialog).getByText('Post options'));
  expect(within(dialog).queryByLabelText('Custom URL')).not.toBeInTheDocument();
  expect(within(dialog).queryByText('Call-to-action button')).not.toBeInTheDocument();
  expect(within(dialog).getByLabelText('Content source')).toBeVisible();
  await user.selectOptions(within(dialog).getByLabelText('Text editor'), 'markdown');
  await user.type(within(dialog).getByRole('textbox', { name: 'Post body' }), '**honk**');
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(onClosed).toHaveBeenCalledWith(true));
  const [, body] = postSpy.mock.calls.find(([url]) => url === '/svc/post/submit')!;
  expect(body).toStrictEqual({ recipient: 'tumbledemo', post: { type: 'text', one: '', two: '<p><b>honk</b></p>', three: '', tags: '', source_url: '' } });
});

it('keeps the form and its content when the save fails', async () => {
  const user = userEvent.setup();
  saveAnswer = () => Promise.reject(new ApiError(503, ''));
  const { onClosed } = renderForm();
  await user.type(screen.getByLabelText('Title'), 'Keep me');
  await user.click(screen.getByRole('button', { name: 'Post' }));
  expect(await screen.findByText(TECHNICAL_TROUBLE, { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) })).toBeInTheDocument();
  expect(screen.getByLabelText('Title')).toHaveValue('Keep me');
  expect(onClosed).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Post' })).toBeEnabled();
  expect(emitted('post:saved')).toEqual([]);
});

it('keeps focus on the busy Post button, ignores more presses, then moves focus to the server’s refusal', async () => {
  const user = userEvent.setup();
  let refuse: (error: ApiError) => void = () => undefined;
  saveAnswer = () => new Promise((_resolve, reject) => (refuse = reject));
  renderForm();
  await user.type(screen.getByLabelText('Title'), 'Keep me');
  const post = screen.getByRole('button', { name: 'Post' });
  post.focus();
  await user.keyboard('{Enter}');
  const busy = await screen.findByRole('button', { name: 'Saving…' });
  expect(busy).toHaveFocus();
  expect(busy).toHaveAttribute('aria-disabled', 'true');
  expect(busy).toBeEnabled();
  await user.keyboard('{Enter}');
  await user.click(busy);
  expect(saveCalls()).toHaveLength(1);
  await act(async () => refuse(new ApiError(503, '')));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveFocus();
  expect(alert).toHaveTextContent('Your post is still here; try again when you are ready.');
  expect(screen.getByRole('button', { name: 'Post' })).not.toHaveAttribute('aria-disabled');
});

it('does not ask to try again when the blog may not post (403)', async () => {
  const user = userEvent.setup();
  saveAnswer = () => Promise.reject(new ApiError(403, 'This blog is suspended.'));
  renderForm();
  await user.type(screen.getByLabelText('Title'), 'x');
  await user.click(screen.getByRole('button', { name: 'Post' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('This blog is suspended.');
  expect(alert).not.toHaveTextContent('try again');
  expect(alert).toHaveFocus();
  expect(screen.getByLabelText('Title')).toHaveValue('x');
});

it('shows what the server says about bad input', async () => {
  const user = userEvent.setup();
  saveAnswer = () => Promise.reject(new ApiError(400, 'You cannot post to this blog.'));
  renderForm();
  await user.type(screen.getByLabelText('Title'), 'x');
  await user.click(screen.getByRole('button', { name: 'Post' }));
  expect(await screen.findByText('You cannot post to this blog.')).toBeInTheDocument();
});

it('adds a link from the link box without posting', async () => {
  const user = userEvent.setup();
  renderForm();
  fireEvent.keyDown(screen.getByRole('textbox', { name: 'Post body' }), { key: 'k', code: 'KeyK', ctrlKey: true });
  await user.type(screen.getByLabelText('Link URL'), 'a.com{Enter}');
  expect(screen.queryByLabelText('Link URL')).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(saveCalls()).toHaveLength(0);
});

it('closes an unchanged form at once', async () => {
  const user = userEvent.setup();
  const { onClosed } = renderForm();
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(onClosed).toHaveBeenCalledWith(false);
  expect(emitted('post-form:closed')).toEqual([{ saved: false }]);
});

it('asks before discarding a changed post, focus on Nevermind: Nevermind keeps it, Discard closes', async () => {
  const user = userEvent.setup();
  const { onClosed } = renderForm();
  await user.type(screen.getByLabelText('Title'), 'Draft');
  await user.click(screen.getByRole('button', { name: 'Close' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Discard this post?' });
  expect(within(confirm).getByRole('button', { name: 'Nevermind' })).toHaveFocus();
  await user.click(within(confirm).getByRole('button', { name: 'Nevermind' }));
  expect(onClosed).not.toHaveBeenCalled();
  expect(screen.getByLabelText('Title')).toHaveValue('Draft');
  await user.click(screen.getByRole('button', { name: 'Close' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard' }));
  expect(onClosed).toHaveBeenCalledWith(false);
  expect(window.localStorage.getItem(draftKey('alice', 'new', 'text'))).toBeNull();
});

it('loads a post to edit and asks about discarding edits', async () => {
  const user = userEvent.setup();
  fetchAnswer = { post: makePost('5', { type: 'quote', quote: '<p>To be</p>', source: 'Will' }, { tags: ['plays'] }), editor_type: 'rich', markdown: null };
  renderForm({ mode: 'edit', postId: '5' });
  // The page is marked at once, while the post still loads.
  expect(emitted('post-form:opened')).toEqual([{ mode: 'edit' }]);
  expect(await screen.findByRole('textbox', { name: 'Source' })).toHaveTextContent('Will');
  expect(postSpy).toHaveBeenCalledWith('/svc/post/fetch', { post_id: '5' });
  expect(screen.getByRole('dialog', { name: 'Edit post' })).toBeInTheDocument();
  expect(screen.getByLabelText('Blog')).toBeDisabled();
  expect(emitted('post-form:opened')).toEqual([{ mode: 'edit' }]);
  await user.click(screen.getByRole('button', { name: 'Remove tag plays' }));
  await user.click(screen.getByRole('button', { name: 'Close' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Discard edits to this post?' });
  expect(within(confirm).getByRole('button', { name: 'Nevermind' })).toHaveFocus();
  await user.click(within(confirm).getByRole('button', { name: 'Nevermind' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(saveCalls()).toHaveLength(1));
  expect(saveCalls()[0]?.[1]).toMatchObject({ post_id: '5', post: { type: 'quote', one: '<p>To be</p>', two: 'Will', tags: '' } });
});

it('adds a call-to-action button: a switch, a text from the dashboard’s codes and a link with https: added', async () => {
  const user = userEvent.setup();
  const { onClosed } = renderForm();
  await user.type(screen.getByLabelText('Title'), 'Sale');
  await user.click(screen.getByText('Call-to-action button'));
  expect(screen.queryByLabelText('Button link')).not.toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'Add a call-to-action button' }));
  const text = screen.getByRole('combobox', { name: 'Button text' });
  expect(within(text).getAllByRole('option').map((option) => option.textContent)).toEqual(['Learn more', 'Shop now', 'Sign up', 'Download', 'Watch more', 'Listen now', 'Visit site']);
  expect(text).toHaveValue('0');
  await user.selectOptions(text, 'Shop now');
  await user.click(screen.getByRole('button', { name: 'Post' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Add a link for the call-to-action button.');
  await user.type(screen.getByRole('textbox', { name: 'Button link' }), 'not a link');
  await user.click(screen.getByRole('button', { name: 'Post' }));
  expect(screen.getByRole('alert')).toHaveTextContent('The call-to-action link is not a valid URL.');
  expect(saveCalls()).toHaveLength(0);
  await user.clear(screen.getByRole('textbox', { name: 'Button link' }));
  await user.type(screen.getByRole('textbox', { name: 'Button link' }), 'shop.example.com/sale');
  await user.click(screen.getByRole('button', { name: 'Post' }));
  await waitFor(() => expect(onClosed).toHaveBeenCalledWith(true));
  expect(saveCalls()[0]?.[1]).toMatchObject({ post: { enable_cta: true, cta_text_code: 1, cta_link_url: 'https://shop.example.com/sale' } });
});

it('loads a post’s call-to-action button to edit, and removes it', async () => {
  const user = userEvent.setup();
  fetchAnswer = { post: { ...makePost('5'), cta: { text_code: 2, link_url: 'https://join.example.com/' } }, editor_type: 'rich', markdown: null };
  renderForm({ mode: 'edit', postId: '5' });
  const enabled = await screen.findByRole('checkbox', { name: 'Add a call-to-action button' });
  expect(enabled).toBeChecked();
  expect(screen.getByRole('combobox', { name: 'Button text' })).toHaveDisplayValue('Sign up');
  expect(screen.getByRole('textbox', { name: 'Button link' })).toHaveValue('https://join.example.com/');
  await user.click(enabled);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(saveCalls()).toHaveLength(1));
  expect(saveCalls()[0]?.[1]).toMatchObject({ post_id: '5', post: { enable_cta: false } });
});

it('after an edit, every card of the post hears of its new version (post:updated), also one on a page with its own list', async () => {
  const user = userEvent.setup();
  fetchAnswer = { post: makePost('5'), editor_type: 'rich', markdown: null };
  const edited = makePost('5', undefined, { tags: ['edited'] });
  saveAnswer = () => Promise.resolve({ ...makeSaveResponse(edited), post: { ...edited, is_edit: true, is_reblog: false } });
  const { onClosed } = renderForm({ mode: 'edit', postId: '5' });
  await user.click(await screen.findByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onClosed).toHaveBeenCalledWith(true));
  expect(emitted('post:updated')).toEqual([{ id: '5', patch: edited }]);
});

it('an edit that publishes a draft under a new id says which post it was (post:saved previousId)', async () => {
  const user = userEvent.setup();
  fetchAnswer = { post: makePost('5', undefined, { state: 'draft' }), editor_type: 'rich', markdown: null };
  const published = { ...makePost('60'), is_edit: true, is_reblog: false };
  saveAnswer = () => Promise.resolve({ ...makeSaveResponse(published), post: published });
  const { onClosed } = renderForm({ mode: 'edit', postId: '5' });
  await user.click(await screen.findByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(onClosed).toHaveBeenCalledWith(true));
  expect(emitted('post:saved')).toEqual([{ ...makeSaveResponse(published), post: published, previousId: '5' }]);
});

it('a post edited in place keeps its id: post:saved names no earlier one', async () => {
  const user = userEvent.setup();
  fetchAnswer = { post: makePost('5'), editor_type: 'rich', markdown: null };
  const edited = { ...makePost('5'), is_edit: true, is_reblog: false };
  saveAnswer = () => Promise.resolve({ ...makeSaveResponse(edited), post: edited });
  const { onClosed } = renderForm({ mode: 'edit', postId: '5' });
  await user.click(await screen.findByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onClosed).toHaveBeenCalledWith(true));
  expect(emitted('post:saved')[0]).not.toHaveProperty('previousId');
});

it('a new post updates no card: there is none yet', async () => {
  const user = userEvent.setup();
  const { onClosed } = renderForm();
  await user.type(screen.getByLabelText('Title'), 'Hello');
  await user.click(screen.getByRole('button', { name: 'Post' }));
  await waitFor(() => expect(onClosed).toHaveBeenCalledWith(true));
  expect(emitted('post:updated')).toEqual([]);
});

it('refuses to empty the answer of an answered ask', async () => {
  const user = userEvent.setup();
  const note = { type: 'note' as const, ask: 'Favourite colour?', asker: 'bob', answer: '<p>Blue.</p>', caption: '' };
  fetchAnswer = { post: makePost('5', note), editor_type: 'markdown', markdown: { two: 'Blue.' } };
  renderForm({ mode: 'edit', postId: '5' });
  const answer = await screen.findByRole('textbox', { name: 'Answer' });
  await user.clear(answer);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Write an answer first.');
  expect(saveCalls()).toHaveLength(0);
});

it('says so when the post to edit cannot be loaded', async () => {
  const user = userEvent.setup();
  const { onClosed } = renderForm({ mode: 'edit', postId: '404' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Post not found.');
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(onClosed).toHaveBeenCalledWith(false);
});

it('reblogs with the trail shown and the reblogger’s addition', async () => {
  const user = userEvent.setup();
  const trail = [{ blog: { name: 'carol', uuid: 'c', avatar_url: '' }, post_id: '2', content_html: '<p>Carol said this</p>' }];
  fetchAnswer = { post: makePost('9', { type: 'text', title: 'Root title', body: '<p>Root body</p>' }, { tumblelog: 'bob', trail }), editor_type: 'rich', markdown: null };
  renderForm({ mode: 'reblog', reblog: { id: '9', key: 'key9' } });
  const trailRegion = await screen.findByRole('region', { name: 'Reblogged post' });
  expect(trailRegion).toHaveTextContent('Reblogged from bob');
  expect(trailRegion).toHaveTextContent('Root title');
  expect(trailRegion).toHaveTextContent('Carol said this');
  const addition = screen.getByRole('textbox', { name: 'Your addition' });
  addition.innerHTML = '<p>Me too</p>';
  act(() => {
    addition.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await user.click(screen.getByRole('button', { name: 'Reblog' }));
  await waitFor(() => expect(saveCalls()).toHaveLength(1));
  expect(saveCalls()[0]?.[1]).toMatchObject({ channel_id: 'alice', reblog_id: '9', reblog_key: 'key9', post: { type: 'text', two: '<p>Me too</p>' } });
  // Every card of the post reblogged shows it reblogged at once, as after a fast reblog.
  await waitFor(() => expect(emitted('post:updated')).toEqual([{ id: '9', patch: { reblogged: true } }]));
});

it('keeps the content on the device and offers it back after a reload', async () => {
  const user = userEvent.setup();
  const first = renderForm();
  await user.type(screen.getByLabelText('Title'), 'Unsaved words');
  const key = draftKey('alice', 'new', 'text');
  await waitFor(() => expect(window.localStorage.getItem(key)).toContain('Unsaved words'));
  first.unmount();

  renderForm();
  expect(screen.getByText('Restore your unsaved post?')).toBeInTheDocument();
  expect(screen.getByLabelText('Title')).toHaveValue('');
  await user.click(screen.getByRole('button', { name: 'Restore' }));
  expect(screen.getByLabelText('Title')).toHaveValue('Unsaved words');
  expect(screen.queryByText('Restore your unsaved post?')).not.toBeInTheDocument();
});

it('keeps what is written while the offer is unanswered, over the offered draft', async () => {
  const user = userEvent.setup();
  const key = draftKey('alice', 'new', 'text');
  const kept = { ...newPostModel('text', 'alice'), slots: { type: 'text' as const, title: 'Old', body: '' } };
  window.localStorage.setItem(key, JSON.stringify({ savedAt: 1, model: kept }));
  const first = renderForm();
  expect(screen.getByText('Restore your unsaved post?')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Title'), 'Newer words');
  await waitFor(() => expect(window.localStorage.getItem(key)).toContain('Newer words'));
  first.unmount();

  renderForm();
  await user.click(screen.getByRole('button', { name: 'Restore' }));
  expect(screen.getByLabelText('Title')).toHaveValue('Newer words');
});

it('forgets the kept content when the offer is declined, and after a save', async () => {
  const user = userEvent.setup();
  const key = draftKey('alice', 'new', 'text');
  const kept = { ...newPostModel('text', 'alice'), slots: { type: 'text' as const, title: 'Old', body: '' } };
  window.localStorage.setItem(key, JSON.stringify({ savedAt: 1, model: kept }));
  const { onClosed } = renderForm();
  await user.click(screen.getByRole('button', { name: 'Discard' }));
  expect(window.localStorage.getItem(key)).toBeNull();
  await user.type(screen.getByLabelText('Title'), 'New');
  await waitFor(() => expect(window.localStorage.getItem(key)).toContain('New'));
  await user.click(screen.getByRole('button', { name: 'Post' }));
  await waitFor(() => expect(onClosed).toHaveBeenCalledWith(true));
  expect(window.localStorage.getItem(key)).toBeNull();
});

it('schedules a post with its date', async () => {
  const user = userEvent.setup();
  renderForm();
  await user.type(screen.getByLabelText('Title'), 'Later');
  await user.selectOptions(screen.getByLabelText('When to post'), 'scheduled');
  await user.click(screen.getByRole('button', { name: 'Schedule' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Invalid "publish_on" value');
  await user.type(screen.getByLabelText('Publish on'), '2030-01-02T10:30');
  await user.click(screen.getByRole('button', { name: 'Schedule' }));
  await waitFor(() => expect(saveCalls()).toHaveLength(1));
  expect(saveCalls()[0]?.[1]).toMatchObject({ post: { state: 'on.2', publish_on: new Date('2030-01-02T10:30').toISOString() } });
});

it('converts the content when the editor changes to Markdown and sends its source', async () => {
  const user = userEvent.setup();
  renderForm();
  await user.click(screen.getByText('Post options'));
  await user.selectOptions(screen.getByLabelText('Text editor'), 'markdown');
  await user.type(screen.getByRole('textbox', { name: 'Post body' }), '**hi**');
  await user.click(screen.getByRole('button', { name: 'Post' }));
  await waitFor(() => expect(saveCalls()).toHaveLength(1));
  expect(saveCalls()[0]?.[1]).toMatchObject({ editor_type: 2, post: { two: '<p><b>hi</b></p>' }, markdown: { two: '**hi**' } });
});

describe('an image pasted into the body while the person keeps typing', () => {
  type Upload = { resolve: (data: unknown) => void };
  let uploads: Upload[];
  let uploadSpy: jest.SpyInstance;

  beforeEach(() => {
    uploads = [];
    uploadSpy = jest.spyOn(api.client, 'post').mockImplementation(
      (_url: string, _form?: unknown, config?: NonNullable<Parameters<typeof api.client.post>[2]>) =>
        new Promise((resolve, reject) => {
          uploads.push({ resolve: (data) => resolve({ data }) });
          config?.signal?.addEventListener?.('abort', () => reject(new Error('canceled')));
        }) as never,
    );
  });

  afterEach(() => uploadSpy.mockRestore());

  const uploaded = (name: string) => ({ meta: { status: 200, msg: 'OK' }, response: { url: `/media/${name}`, key: name, mime: 'image/png', bytes: 3, width: 0, height: 0 } });

  it('keeps what was typed meanwhile when the upload finishes', async () => {
    const user = userEvent.setup();
    renderForm();
    const body = screen.getByRole('textbox', { name: 'Post body' });
    const image = new File(['png'], 'cat.png', { type: 'image/png' });
    // Pasting needs a cursor in the body.
    await user.click(body);
    fireEvent.paste(body, { clipboardData: { getData: () => '', files: [image] } });
    await waitFor(() => expect(uploads).toHaveLength(1));
    await user.type(screen.getByLabelText('Title'), 'Typed meanwhile');
    await act(async () => uploads[0]?.resolve(uploaded('cat.png')));
    expect(screen.getByLabelText('Title')).toHaveValue('Typed meanwhile');
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(body.querySelector('img')).toHaveAttribute('src', '/media/cat.png');
  });

  it('shows each image with its progress, one upload at a time, and a save waits for them', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Title'), 'Pictures');
    const body = screen.getByRole('textbox', { name: 'Post body' });
    const files = [new File(['a'], 'a.png', { type: 'image/png' }), new File(['b'], 'b.png', { type: 'image/png' })];
    await user.click(body);
    fireEvent.paste(body, { clipboardData: { getData: () => '', files } });
    await waitFor(() => expect(uploads).toHaveLength(1));
    const list = screen.getByRole('list', { name: 'Images for Post body' });
    expect(within(list).getByRole('progressbar', { name: 'Uploading a.png' })).toBeInTheDocument();
    expect(within(list).getByRole('progressbar', { name: 'Uploading b.png' })).toHaveAttribute('aria-valuetext', 'Waiting');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByRole('alert')).toHaveTextContent('There are still pending images.');
    expect(saveCalls()).toHaveLength(0);
    await user.click(within(list).getAllByRole('button', { name: 'Cancel' })[0] as HTMLElement);
    expect(within(list).getByText('Canceled upload')).toBeInTheDocument();
    await waitFor(() => expect(uploads).toHaveLength(2));
    await act(async () => uploads[1]?.resolve(uploaded('b.png')));
    expect(body.querySelector('img')).toHaveAttribute('src', '/media/b.png');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(saveCalls()).toHaveLength(1));
  });

  it('an image chosen before the body ever had a cursor goes at its end, with the editor’s warning (A§8.5)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const user = userEvent.setup();
      renderForm();
      const body = screen.getByRole('textbox', { name: 'Post body' });
      await user.upload(screen.getByLabelText('Image to insert'), new File(['png'], 'cat.png', { type: 'image/png' }));
      await waitFor(() => expect(uploads).toHaveLength(1));
      await act(async () => uploads[0]?.resolve(uploaded('cat.png')));
      expect(body.lastElementChild?.querySelector('img')).toHaveAttribute('src', '/media/cat.png');
      expect(warn).toHaveBeenCalledWith('Cannot insert without the editor having a cursor or selection');
    } finally {
      warn.mockRestore();
    }
  });

  it('keeps Markdown typed meanwhile in the source editor', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByText('Post options'));
    await user.selectOptions(screen.getByLabelText('Text editor'), 'markdown');
    const body = screen.getByRole('textbox', { name: 'Post body' });
    await user.upload(screen.getByLabelText('Image to insert'), new File(['png'], 'cat.png', { type: 'image/png' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    await user.type(body, 'More words');
    await act(async () => uploads[0]?.resolve(uploaded('cat.png')));
    expect((body as HTMLTextAreaElement).value).toContain('More words');
    expect((body as HTMLTextAreaElement).value).toContain('/media/cat.png');
  });
});
