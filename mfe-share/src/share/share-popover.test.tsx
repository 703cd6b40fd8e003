import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, bus, SHARE_LIMITS, type BusEvents, type PostType } from '@tumbledash/shared';
import { ANCHOR, makePost, makeRecipient, makeShareData, signIn, signOut } from '../test-support/fixtures';
import { celebrate } from './confetti';
import { REPLY_TO_COOKIE } from './reply-to-cookie';
import { ShareRoot } from './share-root';
import { fakeApi } from './share-test-server';

jest.mock('./confetti', () => ({ celebrate: jest.fn() }));

const POPOVER = { name: 'Share this post' };
const SHARE_URL = (id: string) => `/svc/post/share/alice/${id}`;

let server: ReturnType<typeof fakeApi>;
let favorites = [makeRecipient('film-grain', { in_trail: true }), makeRecipient('pixel-garden')];

function serve(overrides: Record<string, (body: unknown, params: Record<string, string>) => unknown> = {}) {
  server?.restore();
  server = fakeApi({
    [`POST ${SHARE_URL('42')}`]: () => ({ share_popover_data: makeShareData('42') }),
    [`POST ${SHARE_URL('7')}`]: () => ({ share_popover_data: makeShareData('7', { is_private: true, embed_code: '', show_email: false, show_embed: false, show_facebook: false, show_pinterest: false, show_twitter: false, show_reddit: false, show_reporting_links: false, show_flagging: false }) }),
    'GET /svc/share/favorites': () => ({ blogs: favorites }),
    'GET /svc/conversations/participant_suggestions': (_body, params) => ({ blogs: params.q === 'nobody' ? [] : [makeRecipient(`${params.q}-blog`), makeRecipient('alice')] }),
    'POST /svc/conversations/messages': () => ({}),
    'POST /svc/share/email': () => ({ shared: true }),
    'POST /svc/share/twitter': () => ({ shared: true }),
    'POST /svc/share/facebook': () => ({ shared: true }),
    'POST /svc/share/reddit': () => ({ shared: true }),
    'POST /svc/share/pinterest': () => ({ shared: true }),
    'POST /svc/post/report': () => ({ reported: true, flagged_nsfw: false }),
    'POST /svc/email_tumblelog': () => ({ shared: true }),
    ...overrides,
  });
}

function share(id = '42', type: PostType = 'photo') {
  act(() => bus.emit('share:open', { post: makePost(id, 'alice', type), anchor: ANCHOR }));
  return screen.getByRole('dialog', POPOVER);
}

async function networks(popover: HTMLElement) {
  return within(popover).findByRole('list', { name: 'Share elsewhere' });
}

function recordMessagingOpens() {
  const seen: BusEvents['messaging:open'][] = [];
  const subscription = bus.on('messaging:open').subscribe((payload) => seen.push(payload));
  return { seen, stop: () => subscription.unsubscribe() };
}

beforeEach(() => {
  favorites = [makeRecipient('film-grain', { in_trail: true }), makeRecipient('pixel-garden')];
  signIn(['alice', 'alice-art']);
  serve();
});

afterEach(() => {
  server.restore();
  signOut();
  document.cookie = `${REPLY_TO_COOKIE}=; Max-Age=0; Path=/`;
  jest.mocked(celebrate).mockClear();
});

it('mounts an invisible root marked with its remote name', () => {
  const { container } = render(<ShareRoot />);
  const root = container.querySelector('[data-remote="mfe-share"]');
  expect(root).not.toBeNull();
  expect(root).not.toBeVisible();
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('opens with "Message to..." focused, favorites, and every network the share data shows, in B§2 order', async () => {
  render(<ShareRoot />);
  const popover = share();
  const field = within(popover).getByRole('textbox', { name: 'Message to' });
  expect(field).toHaveAttribute('placeholder', 'Message to...');
  expect(field).toHaveFocus();
  const row = await networks(popover);
  expect(within(row).getAllByRole('button').map((button) => button.textContent)).toEqual(
    ['FFacebook', 'RReddit', 'PPinterest', 'TTwitter', 'EEmail', 'PPermalink', 'EEmbed code', 'RReport'],
  );
  const list = await within(popover).findByRole('list', { name: 'Favorites' });
  await waitFor(() => expect(within(list).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['film-grain', 'pixel-garden']));
  expect(server.calls.find((call) => call.url === '/svc/share/favorites')?.params).toEqual({ participant: 'uuid-alice', post_id: '42' });
});

it('offers a private post its permalink only', async () => {
  render(<ShareRoot />);
  const popover = share('7');
  const row = await networks(popover);
  expect(within(row).getAllByRole('button').map((button) => button.textContent)).toEqual(['PPermalink']);
  expect(within(popover).queryByRole('textbox', { name: 'Message to' })).toBeNull();
});

it.each([
  ['a text post', 'text'],
  ['an answer', 'note'],
] as const)('offers %s no "Message to...": only the networks row, focus on its first network (B§5)', async (_name, type) => {
  render(<ShareRoot />);
  const popover = share('42', type);
  const row = await networks(popover);
  await waitFor(() => expect(within(row).getByRole('button', { name: /Facebook$/ })).toHaveFocus());
  expect(within(popover).queryByRole('textbox', { name: 'Message to' })).toBeNull();
  expect(within(popover).queryByRole('list', { name: 'Favorites' })).toBeNull();
  expect(server.calls.some((call) => call.url === '/svc/share/favorites')).toBe(false);
});

it('focuses the first network of a private post once the share data says so', async () => {
  render(<ShareRoot />);
  const popover = share('7');
  const row = await networks(popover);
  await waitFor(() => expect(within(row).getByRole('button', { name: /Permalink$/ })).toHaveFocus());
});

it('says what the server says when it refuses the post in a message (400)', async () => {
  const user = userEvent.setup();
  const refusal = 'Only photo, link, quote, audio, video and chat posts can be sent in a message.';
  serve({ 'POST /svc/conversations/messages': () => Promise.reject(new ApiError(400, refusal)) });
  render(<ShareRoot />);
  const popover = share();
  await user.click(await within(popover).findByRole('button', { name: 'film-grain' }));
  await user.click(within(popover).getByRole('button', { name: 'Send' }));
  expect(await within(popover).findByRole('alert')).toHaveTextContent(refusal);
});

it('searches as the person types, and says when nobody matches', async () => {
  const user = userEvent.setup();
  render(<ShareRoot />);
  const popover = share();
  await user.type(within(popover).getByRole('textbox', { name: 'Message to' }), 'cat');
  const results = await within(popover).findByRole('list', { name: 'Search results' });
  await within(results).findByRole('button', { name: 'cat-blog' });
  // Debounced: one search for the whole word.
  expect(server.calls.filter((call) => call.url === '/svc/conversations/participant_suggestions').map((call) => call.params.q)).toEqual(['cat']);
  await user.clear(within(popover).getByRole('textbox', { name: 'Message to' }));
  await within(popover).findByRole('list', { name: 'Favorites' });
  await user.type(within(popover).getByRole('textbox', { name: 'Message to' }), 'nobody');
  expect(await within(popover).findByText("That isn't anyone.")).toBeInTheDocument();
});

it('sends the post and the text to a picked favorite, then opens the conversation in messaging', async () => {
  const user = userEvent.setup();
  let release: () => void = () => undefined;
  const first = new Promise<void>((resolve) => (release = resolve));
  let sent = 0;
  serve({ 'POST /svc/conversations/messages': () => (sent++ === 0 ? first.then(() => ({})) : {}) });
  const opens = recordMessagingOpens();
  render(<ShareRoot />);
  const popover = share();
  await user.click(await within(popover).findByRole('button', { name: 'film-grain' }));
  expect(within(popover).queryByRole('list', { name: 'Share elsewhere' })).toBeNull();
  const box = within(popover).getByRole('textbox', { name: 'Message' });
  expect(box).toHaveAttribute('placeholder', 'Discuss this post if you like...');
  expect(box).toHaveFocus();
  await user.type(box, 'Look at this');
  await user.click(within(popover).getByRole('button', { name: 'Send' }));
  expect(within(popover).getByRole('button', { name: 'Sending...' })).toHaveAttribute('aria-disabled', 'true');
  await act(async () => release());
  await waitFor(() => expect(screen.queryByRole('dialog', POPOVER)).toBeNull());
  await waitFor(() => expect(server.posted('/svc/conversations/messages')).toHaveLength(2));
  const [postRef, text] = server.posted('/svc/conversations/messages') as Record<string, unknown>[];
  expect(postRef).toMatchObject({ participant: 'uuid-alice', participants: ['uuid-film-grain'], type: 'POSTREF', post: { id: '42', blog: 'uuid-alice' } });
  expect(text).toMatchObject({ participants: ['uuid-film-grain'], type: 'TEXT', message: 'Look at this' });
  opens.stop();
  expect(opens.seen).toEqual([{ blogName: 'film-grain' }]);
});

it("keeps Send disabled for the sender's own blog, and says why sending failed", async () => {
  const user = userEvent.setup();
  serve({ 'POST /svc/conversations/messages': () => Promise.reject(new ApiError(409, 'You can only send messages to blogs you follow.')) });
  render(<ShareRoot />);
  const popover = share();
  await user.type(within(popover).getByRole('textbox', { name: 'Message to' }), 'x');
  await user.click(await within(popover).findByRole('button', { name: 'alice' }));
  expect(within(popover).getByRole('button', { name: 'Send' })).toBeDisabled();
  expect(within(popover).getByRole('textbox', { name: 'Message' })).toHaveAttribute('placeholder', 'Say something, if you like...');
  await user.click(within(popover).getByRole('button', { name: 'Change' }));
  await user.click(await within(popover).findByRole('button', { name: 'x-blog' }));
  await user.click(within(popover).getByRole('button', { name: 'Send' }));
  expect(await within(popover).findByRole('alert')).toHaveTextContent('You can only send messages to blogs you follow.');
  expect(within(popover).getByRole('button', { name: 'Send' })).toBeEnabled();
});

it('opens the permalink sub-panel with Back and a title; Escape goes back first, then closes and returns focus', async () => {
  const user = userEvent.setup();
  render(
    <>
      <button type="button">Share</button>
      <ShareRoot />
    </>,
  );
  const opener = screen.getByRole('button', { name: 'Share' });
  opener.focus();
  const popover = share();
  await user.click(within(await networks(popover)).getByRole('button', { name: /Permalink/ }));
  const panel = within(popover).getByRole('region', { name: 'Permalink' });
  expect(within(panel).getByRole('button', { name: /Back/ })).toBeInTheDocument();
  expect(within(panel).getByRole('textbox', { name: 'Permalink' })).toHaveValue('http://localhost/blog/alice/42/hello');
  expect(within(panel).getByRole('textbox', { name: 'Short link' })).toHaveValue('http://localhost/p/42');
  expect(within(panel).getByRole('textbox', { name: 'Permalink' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(within(popover).queryByRole('region', { name: 'Permalink' })).toBeNull();
  expect(within(popover).getByRole('button', { name: /Permalink/ })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', POPOVER)).toBeNull();
  expect(opener).toHaveFocus();
});

it('copies the embed code', async () => {
  const user = userEvent.setup();
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  render(<ShareRoot />);
  const popover = share();
  await user.click(within(await networks(popover)).getByRole('button', { name: /Embed code/ }));
  const panel = within(popover).getByRole('region', { name: 'Embed code' });
  await user.click(within(panel).getByRole('button', { name: 'Copy embed code' }));
  expect(writeText).toHaveBeenCalledWith(makeShareData('42').embed_code);
  expect(within(panel).getByText('Copied!')).toBeInTheDocument();
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
});

it('emails: Send waits for a valid address, Ctrl+Enter sends, "Sent!" then the popover fades away', async () => {
  const user = userEvent.setup();
  document.cookie = `${REPLY_TO_COOKIE}=1; Path=/`;
  render(<ShareRoot />);
  const popover = share();
  await user.click(within(await networks(popover)).getByRole('button', { name: /Email/ }));
  const panel = within(popover).getByRole('region', { name: 'Email' });
  const address = within(panel).getByRole('textbox', { name: 'Email address' });
  expect(address).toHaveFocus();
  expect(address).toHaveAttribute('maxlength', '100');
  expect(within(panel).getByRole('textbox', { name: 'Message' })).toHaveAttribute('maxlength', '255');
  expect(within(panel).getByRole('checkbox', { name: 'Allow replies to my email' })).toBeChecked();
  const send = within(panel).getByRole('button', { name: 'Send' });
  await user.type(address, 'pal@example');
  expect(send).toBeDisabled();
  await user.type(address, '.com');
  expect(send).toBeEnabled();
  await user.click(within(panel).getByRole('checkbox', { name: 'Allow replies to my email' }));
  expect(document.cookie).toContain(`${REPLY_TO_COOKIE}=0`);
  await user.type(within(panel).getByRole('textbox', { name: 'Message' }), 'For you{Control>}{Enter}{/Control}');
  expect(await within(panel).findByText('Sent!')).toBeInTheDocument();
  expect(server.posted('/svc/share/email')).toEqual([{ post_id: '42', tumblelog_name: 'alice', email_address: 'pal@example.com', message: 'For you', allow_reply_to: false }]);
  await waitFor(() => expect(screen.queryByRole('dialog', POPOVER)).toBeNull(), { timeout: 3000 });
});

it('keeps "Allow replies to my email" as it was sent while the mail goes; it can change again after "Error!"', async () => {
  const user = userEvent.setup();
  let fail = () => {};
  const held = new Promise((_resolve, reject) => (fail = () => reject(new ApiError(502, 'The mail could not be sent.'))));
  serve({ 'POST /svc/share/email': () => held });
  render(<ShareRoot />);
  const popover = share();
  await user.click(within(await networks(popover)).getByRole('button', { name: /Email/ }));
  const panel = within(popover).getByRole('region', { name: 'Email' });
  const allow = within(panel).getByRole('checkbox', { name: 'Allow replies to my email' });
  expect(allow).not.toBeChecked();
  await user.type(within(panel).getByRole('textbox', { name: 'Email address' }), 'pal@example.com{Control>}{Enter}{/Control}');
  expect(within(panel).getByRole('button', { name: 'Sending...' })).toBeInTheDocument();
  await user.click(allow);
  expect(allow).not.toBeChecked();
  expect(document.cookie).not.toContain(`${REPLY_TO_COOKIE}=1`);
  await act(async () => fail());
  expect(within(panel).getByText('Error!')).toBeInTheDocument();
  await user.click(allow);
  expect(allow).toBeChecked();
});

it('says "Error!" when the mail fails and lets the person send again; Escape clears the address first', async () => {
  const user = userEvent.setup();
  serve({ 'POST /svc/share/email': () => Promise.reject(new ApiError(502, 'The mail could not be sent.')) });
  render(<ShareRoot />);
  const popover = share();
  await user.click(within(await networks(popover)).getByRole('button', { name: /Email/ }));
  const panel = within(popover).getByRole('region', { name: 'Email' });
  await user.type(within(panel).getByRole('textbox', { name: 'Email address' }), 'pal@example.com{Meta>}{Enter}{/Meta}');
  expect(await within(panel).findByText('Error!')).toBeInTheDocument();
  expect(within(panel).getByRole('button', { name: 'Send' })).toBeEnabled();
  await user.click(within(panel).getByRole('textbox', { name: 'Email address' }));
  await user.keyboard('{Escape}');
  expect(within(panel).getByRole('textbox', { name: 'Email address' })).toHaveValue('');
  expect(within(popover).getByRole('region', { name: 'Email' })).toBeInTheDocument();
});

it('tweets: counts [URL] as the popover’s short URL, styles an exceeding count, opens the intent window and says "Post shared!" with confetti', async () => {
  const user = userEvent.setup();
  const left = 140 - 'Hello there '.length - SHARE_LIMITS.tweetUrlLength;
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  render(<ShareRoot />);
  const popover = share();
  await user.click(within(await networks(popover)).getByRole('button', { name: /Twitter/ }));
  const panel = within(popover).getByRole('region', { name: 'Twitter' });
  const tweet = within(panel).getByRole('textbox', { name: 'Tweet' });
  expect(tweet).toHaveValue('Hello there [URL]');
  expect(within(panel).getByLabelText(`${left} characters left`)).toBeInTheDocument();
  await user.type(tweet, 'x'.repeat(left + 1));
  expect(within(panel).getByLabelText('-1 characters left')).toHaveClass('td-share__count--exceeding');
  expect(within(panel).getByRole('button', { name: 'Tweet' })).toBeDisabled();
  await user.type(tweet, '{Backspace}');
  await user.click(within(panel).getByRole('button', { name: 'Tweet' }));
  expect(open).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/twitter\.com\/intent\/tweet\?text=Hello\+there\+http/), 'twitter', expect.stringContaining('width=550,height=420'));
  const done = await within(popover).findByRole('button', { name: 'Post shared!' });
  expect(celebrate).toHaveBeenCalledTimes(1);
  expect(server.posted('/svc/share/twitter')).toEqual([{ post_id: '42', tumblelog_name: 'alice', message: `Hello there [URL]${'x'.repeat(left)}` }]);
  await user.click(done);
  expect(screen.queryByRole('dialog', POPOVER)).toBeNull();
  open.mockRestore();
});

it('closes by itself 3000 ms after a share succeeded; Reddit opens its window and shares as a fallback', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  render(<ShareRoot />);
  const popover = share();
  await user.click(within(await networks(popover)).getByRole('button', { name: /Reddit/ }));
  expect(open).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/www\.reddit\.com\/submit\?url=/), 'reddit', expect.stringContaining('width=860,height=600'));
  await within(popover).findByRole('button', { name: 'Post shared!' });
  expect(server.posted('/svc/share/reddit')).toEqual([{ post_id: '42', tumblelog_name: 'alice', share_fallback: true }]);
  act(() => jest.advanceTimersByTime(2999));
  expect(screen.getByRole('dialog', POPOVER)).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByRole('dialog', POPOVER)).toBeNull();
  open.mockRestore();
  jest.useRealTimers();
});

it('says "Something went screwy." when a network share fails', async () => {
  const user = userEvent.setup();
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  serve({ 'POST /svc/share/facebook': () => Promise.reject(new ApiError(500, '')) });
  render(<ShareRoot />);
  const popover = share();
  await user.click(within(await networks(popover)).getByRole('button', { name: /Facebook/ }));
  const panel = within(popover).getByRole('region', { name: 'Facebook' });
  await user.type(within(panel).getByRole('textbox', { name: 'Message' }), 'Nice');
  await user.click(within(panel).getByRole('button', { name: 'Post' }));
  expect(await within(panel).findByRole('alert')).toHaveTextContent('Something went screwy.');
  expect(within(panel).getByRole('button', { name: 'Post' })).toBeEnabled();
  expect(open).toHaveBeenCalledWith(expect.stringContaining('facebook.com/sharer/sharer.php'), 'facebook', expect.stringContaining('width=626,height=436'));
  open.mockRestore();
});

it('reports a post with a reason; "Something else" needs words; a second report says so', async () => {
  const user = userEvent.setup();
  render(<ShareRoot />);
  const popover = share();
  await user.click(within(await networks(popover)).getByRole('button', { name: /Report/ }));
  const panel = within(popover).getByRole('region', { name: 'Report this post' });
  const report = within(panel).getByRole('button', { name: 'Report' });
  expect(report).toBeDisabled();
  await user.click(within(panel).getByRole('radio', { name: 'Something else' }));
  expect(report).toBeDisabled();
  await user.click(within(panel).getByRole('radio', { name: "Sensitive content that isn't flagged" }));
  await user.click(report);
  expect(await within(panel).findByText('Thanks! We will take a look.')).toBeInTheDocument();
  expect(server.posted('/svc/post/report')).toEqual([{ post_id: '42', tumblelog_name: 'alice', reason: 'sensitive', text: '' }]);

  serve({ 'POST /svc/post/report': () => Promise.reject(new ApiError(409, 'You already reported this post.')) });
  const again = share();
  await user.click(within(await networks(again)).getByRole('button', { name: /Report/ }));
  await user.click(within(again).getByRole('radio', { name: 'Spam' }));
  await user.click(within(again).getByRole('button', { name: 'Report' }));
  expect(await within(again).findByRole('alert')).toHaveTextContent('You already reported this post.');
});

it('keeps Tab inside the popover', async () => {
  const user = userEvent.setup();
  render(
    <>
      <button type="button">Elsewhere on the page</button>
      <ShareRoot />
    </>,
  );
  const popover = share('7');
  await networks(popover);
  const permalink = within(popover).getByRole('button', { name: /Permalink/ });
  permalink.focus();
  await user.tab();
  expect(permalink).toHaveFocus();
  await user.tab({ shift: true });
  expect(permalink).toHaveFocus();
});

it('replaces the open popover with the next share, starting afresh', async () => {
  const user = userEvent.setup();
  render(<ShareRoot />);
  share('42');
  await user.keyboard('film');
  const popover = share('7');
  expect(screen.getAllByRole('dialog', POPOVER)).toHaveLength(1);
  await networks(popover);
  expect(within(popover).queryByRole('textbox', { name: 'Message to' })).toBeNull();
});

it('takes a share asked for before it loaded', async () => {
  bus.emit('share:open', { post: makePost('42'), anchor: ANCHOR });
  render(<ShareRoot />);
  expect(await screen.findByRole('list', { name: 'Share elsewhere' })).toBeInTheDocument();
});

it('shares a blog (share:open with a blog): its permalink and email', async () => {
  const user = userEvent.setup();
  render(<ShareRoot />);
  act(() => bus.emit('share:open', { blog: { name: 'film-grain', title: 'Film Grain' }, anchor: ANCHOR }));
  const popover = screen.getByRole('dialog', { name: 'Share this blog' });
  expect(within(popover).getByText('Film Grain')).toBeInTheDocument();
  await user.click(within(popover).getByRole('button', { name: /Permalink/ }));
  expect(within(popover).getByRole('textbox', { name: 'Permalink' })).toHaveValue(`${window.location.origin}/blog/film-grain`);
  await user.click(within(popover).getByRole('button', { name: /Back/ }));
  await user.click(within(popover).getByRole('button', { name: /Email/ }));
  await user.type(within(popover).getByRole('textbox', { name: 'Email address' }), 'pal@example.com');
  await user.click(within(popover).getByRole('button', { name: 'Send' }));
  expect(await within(popover).findByText('Sent!')).toBeInTheDocument();
  expect(server.posted('/svc/email_tumblelog')).toEqual([{ tumblelog_name: 'film-grain', email_address: 'pal@example.com', message: '', allow_reply_to: false }]);
});

it('offers the report-abuse link beside Report, to the post’s abuse address in a new tab (A§2.8)', async () => {
  render(<ShareRoot />);
  const popover = share();
  await networks(popover);
  const link = within(popover).getByRole('link', { name: 'Report abuse' });
  expect(link).toHaveAttribute('href', 'http://localhost/blog/alice/42#report');
  expect(link).toHaveAttribute('target', '_blank');
  expect(within(popover).getByRole('button', { name: 'Report' })).toBeInTheDocument();
});

it('shows no report-abuse link where reporting is not offered', async () => {
  render(<ShareRoot />);
  const popover = share('7');
  await networks(popover);
  expect(within(popover).queryByRole('link', { name: 'Report abuse' })).toBeNull();
});

it('opens at the abuse form when asked for the report panel', async () => {
  render(<ShareRoot />);
  act(() => bus.emit('share:open', { post: makePost('42'), anchor: ANCHOR, panel: 'report' }));
  const popover = screen.getByRole('dialog', POPOVER);
  expect(await within(popover).findByRole('group', { name: 'Why are you reporting this post?' })).toBeInTheDocument();
  await userEvent.click(within(popover).getByRole('radio', { name: 'Spam' }));
  await userEvent.click(within(popover).getByRole('button', { name: 'Report' }));
  expect(await within(popover).findByRole('status')).toHaveTextContent('Thanks! We will take a look.');
});

it('gives a visitor who is not signed in a mail link for Email, with the post’s summary and address (A§6)', async () => {
  signOut();
  serve({ [`POST ${SHARE_URL('42')}`]: () => ({ share_popover_data: makeShareData('42', { has_user: false, show_reporting_links: false }) }) });
  render(<ShareRoot />);
  const popover = share();
  const row = await networks(popover);
  const email = within(row).getByRole('link', { name: 'Email' });
  expect(email).toHaveAttribute('href', 'mailto:?subject=Hello%20there&body=Hello%20there%0A%0Ahttp%3A%2F%2Flocalhost%2Fblog%2Falice%2F42%2Fhello');
  expect(within(row).queryByRole('button', { name: 'Email' })).toBeNull();
  expect(within(popover).queryByRole('link', { name: 'Report abuse' })).toBeNull();
});

describe('a blog that sends its posts to the status network (has_facebook)', () => {
  async function postToFacebook(status: () => unknown) {
    const user = userEvent.setup();
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    serve({
      [`POST ${SHARE_URL('42')}`]: () => ({ share_popover_data: makeShareData('42', { has_facebook: true }) }),
      'POST /svc/facebook_status': status,
    });
    render(<ShareRoot />);
    const popover = share();
    await user.click(within(await networks(popover)).getByRole('button', { name: /Facebook/ }));
    const panel = within(popover).getByRole('region', { name: 'Facebook' });
    await user.click(within(panel).getByRole('button', { name: 'Post' }));
    expect(await within(popover).findByText('Post shared!')).toBeInTheDocument();
    expect(server.calls.some((call) => call.url === '/svc/share/facebook')).toBe(true);
    return open;
  }

  it('shares without a window when /svc/facebook_status names the network', async () => {
    const open = await postToFacebook(() => ({ label: 'Facebook' }));
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });

  it('falls back to the share window when the status is empty or fails (A§7.4)', async () => {
    const open = await postToFacebook(() => ({ label: '' }));
    expect(open).toHaveBeenCalledWith(expect.stringContaining('facebook.com/sharer/sharer.php'), 'facebook', expect.any(String));
    open.mockRestore();
    cleanup();
    const failing = await postToFacebook(() => Promise.reject(new ApiError(500, '')));
    expect(failing).toHaveBeenCalledTimes(1);
    failing.mockRestore();
  });
});
