import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, bus, Modal, type Message } from '@tumbledash/shared';
import type { ConversationDetails } from '../api/api-types';
import { SEND_RETRY_ERRORS } from '../errors/error-text';
import { MessagingRoot } from '../messaging/messaging-root';
import { mockApi, signIn, type ApiCall } from '../test-support/api-mock';
import { CONFIG, conversation, participant, textMessage } from '../test-support/fixtures';
import { loadImage } from './image-rules';
import { BLURRED_TEXT } from './post-reference-rules';

// jsdom has no object URLs.
URL.createObjectURL ??= () => 'blob:test';
URL.revokeObjectURL ??= () => undefined;

jest.mock('./image-rules', () => ({
  ...jest.requireActual('./image-rules'),
  loadImage: jest.fn(),
}));

const me = participant('alice');
const art = participant('alice-art');
const bob = participant('bob', { duration_blog_following_you: 0, duration_following_blog: 0 });
const BLOGS = [{ uuid: me.uuid, name: 'alice', mention_key: 'mk-alice', is_messaging_bot: false }];

// The thread spans three hours, all of them today whatever the hour the tests run at ("Today" headers).
const NOW = Math.max(Date.now(), new Date().setHours(4, 0, 0, 0));
const minutesAgo = (minutes: number) => NOW - minutes * 60_000;

let thread: ConversationDetails;
let unread: Record<string, number>;
let sendHandler: (call: ApiCall) => unknown;
let fetchHandler: () => unknown;
let deleteMessageHandler: (call: ApiCall) => unknown;
let api: ReturnType<typeof mockApi>;

function details(messages: Message[], patch: Partial<ConversationDetails> = {}): ConversationDetails {
  const { last_message: _last, ...base } = conversation('c1', me, bob);
  return { ...base, messages: { data: messages, _links: {} }, ...patch };
}

function echo(call: ApiCall) {
  const body = call.body as { client_id: string; message: string };
  return details([textMessage('c1', me.uuid, body.message, Date.now(), { client_id: body.client_id })]);
}

beforeEach(() => {
  localStorage.clear();
  signIn();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.mocked(loadImage).mockResolvedValue({ url: 'blob:preview', width: 400, height: 300 });
  unread = {};
  sendHandler = echo;
  fetchHandler = () => thread;
  deleteMessageHandler = () => ({});
  thread = details([
    textMessage('c1', bob.uuid, 'first', minutesAgo(180)),
    textMessage('c1', bob.uuid, 'second', minutesAgo(179.5)),
    textMessage('c1', me.uuid, 'reply', minutesAgo(30)),
  ]);
  api = mockApi({
    'GET /svc/conversations/config': () => ({ config: CONFIG, blogs: BLOGS }),
    'GET /services/poll': () => ({ unread_messages: { 'mk-alice': unread } }),
    'GET /svc/conversations/participant_info': (call) => (call.params.q === 'bob' ? bob : art),
    'GET /svc/conversations/messages': () => fetchHandler(),
    'POST /svc/conversations/messages': (call) => sendHandler(call),
    'DELETE /svc/conversations/messages': () => ({}),
    ...Object.fromEntries(thread.messages!.data.map((message) => [`DELETE /svc/conversations/messages/${message.ts}`, (call: ApiCall) => deleteMessageHandler(call)])),
    'POST /svc/conversations/mark_read': () => ({}),
    'POST /svc/conversations/flag': () => ({}),
    'POST /svc/block/add': () => ({}),
    'POST /svc/search/inline_gif': () => ({
      media: [
        { mediaUrl: '/m/no-post.gif', width: 250, height: 200 },
        { mediaUrl: '/m/cat.gif', width: 250, height: 200, postId: '77', postBlog: 'gifs', postBlogUuid: 't:gifs' },
      ],
    }),
    'GET /svc/conversations/stickers': () => ({
      stickers: [{ id: 's1', description: 'Wave', media_key: 'm', sticker_pack_id: 'p', url: '/m/wave.png', original_size_url: '/m/wave.png' }],
    }),
  });
});

afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

async function openWith(blogName = 'bob') {
  const view = render(<MessagingRoot />);
  await waitFor(() => expect(api.callsTo('GET', '/svc/conversations/config')).toHaveLength(1));
  act(() => bus.emit('messaging:open', { blogName }));
  const window = await screen.findByRole('region', { name: blogName });
  await within(window).findByRole('log', { name: 'Messages' });
  return { window, view };
}

const composer = (window: HTMLElement) => within(window).getByRole('textbox', { name: 'Message' });

describe('conversation window', () => {
  it('shows timestamp headers after an hour, collapses same-sender runs and shows the icebreaker', async () => {
    const { window } = await openWith();
    const log = within(window).getByRole('log', { name: 'Messages' });
    expect(within(log).getAllByText(/^Today /)).toHaveLength(2);
    const bubbles = log.querySelectorAll('.td-msg-bubble');
    expect([...bubbles].map((bubble) => bubble.classList.contains('td-msg-bubble--collapsed'))).toEqual([false, true, false]);
    expect(within(log).getByText('You follow each other')).toBeInTheDocument();
    expect(within(window).getByRole('link', { name: 'bob' })).toHaveAttribute('href', bob.url);
    expect(composer(window)).toHaveFocus();
  });

  it('makes the header’s blog name and avatar peepr targets that open the blog viewer; a modified click opens the link', async () => {
    const requests: unknown[] = [];
    const subscription = bus.on('peepr:open').subscribe((request) => requests.push(request));
    const { window } = await openWith();
    const link = within(window).getByRole('link', { name: 'bob' });
    expect(link).toHaveAttribute('data-peepr', '{"tumblelog":"bob"}');
    const avatar = window.querySelector('.td-msg-window__avatar')!;
    expect(avatar).toHaveAttribute('data-peepr', '{"tumblelog":"bob"}');
    await userEvent.click(link);
    await userEvent.click(avatar);
    expect(requests).toEqual([{ blogName: 'bob' }, { blogName: 'bob' }]);
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(requests).toHaveLength(2);
    subscription.unsubscribe();
  });

  it('sends on Enter with a client id, adds a line on Shift+Enter and never sends blank text', async () => {
    const user = userEvent.setup();
    const { window } = await openWith();
    const send = within(window).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(composer(window), '   {Enter}');
    expect(api.callsTo('POST', '/svc/conversations/messages')).toHaveLength(0);

    await user.clear(composer(window));
    await user.type(composer(window), 'line one{Shift>}{Enter}{/Shift}line two');
    expect(composer(window)).toHaveValue('line one\nline two');
    await user.keyboard('{Enter}');
    await within(window).findByText(/line one/);
    const [call] = api.callsTo('POST', '/svc/conversations/messages');
    expect(call?.body).toMatchObject({ conversation_id: 'c1', participant: me.uuid, type: 'TEXT', message: 'line one\nline two' });
    expect((call?.body as { client_id: string }).client_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(composer(window)).toHaveValue('');
  });

  it('keeps a failed send with Retry, and resends it with the same client id', async () => {
    const user = userEvent.setup();
    sendHandler = () => {
      throw new ApiError(500, 'Internal');
    };
    const { window } = await openWith();
    await user.type(composer(window), 'hello{Enter}');
    const banner = await within(window).findByRole('alert');
    expect(SEND_RETRY_ERRORS).toContain(banner.querySelector('span')?.textContent);
    expect(localStorage.getItem('messaging:alice:outbox')).toContain('hello');

    sendHandler = echo;
    const retry = within(window).getAllByRole('button', { name: 'Retry' })[0]!;
    await user.click(retry);
    await waitFor(() => expect(within(window).queryByRole('alert')).not.toBeInTheDocument());
    const [first, second] = api.callsTo('POST', '/svc/conversations/messages');
    expect((second?.body as { client_id: string }).client_id).toBe((first?.body as { client_id: string }).client_id);
    await waitFor(() => expect(localStorage.getItem('messaging:alice:outbox')).toBeNull());
  });

  it('makes a 403 permanent: "Could not send" with the text of its error code', async () => {
    const user = userEvent.setup();
    sendHandler = () => {
      throw new ApiError(403, 'Forbidden', [{ code: 7003, detail: 'followers only' }]);
    };
    const { window } = await openWith();
    await user.type(composer(window), 'hello{Enter}');
    const banner = await within(window).findByRole('alert');
    expect(banner).toHaveTextContent('Sorry, bob only allows messages from blogs they follow.');
    expect(within(window).getByText(/Could not send/)).toBeInTheDocument();
    expect(within(window).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await user.click(within(banner).getByRole('button', { name: 'Close' }));
    expect(within(window).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the error view up with "Retrying..." until a retried load settles (B§4), then shows the conversation', async () => {
    const user = userEvent.setup();
    const loaded = thread;
    let answer: (details: ConversationDetails) => void = () => undefined;
    fetchHandler = () => {
      throw new ApiError(500, 'Internal');
    };
    render(<MessagingRoot />);
    await waitFor(() => expect(api.callsTo('GET', '/svc/conversations/config')).toHaveLength(1));
    act(() => bus.emit('messaging:open', { blogName: 'bob' }));
    const window = await screen.findByRole('region', { name: 'bob' });
    const retry = await within(window).findByRole('button', { name: 'Retry' });
    fetchHandler = () => new Promise<ConversationDetails>((resolve) => (answer = resolve));
    await user.click(retry);
    expect(retry).toHaveTextContent('Retrying...');
    expect(retry).toHaveAttribute('aria-disabled', 'true');
    expect(retry).toHaveFocus();
    expect(within(window).getByRole('alert')).toBeInTheDocument();
    await act(async () => answer(loaded));
    expect(await within(window).findByText('reply')).toBeInTheDocument();
    expect(within(window).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    expect(composer(window)).toHaveFocus();
  });

  it('deletes after "Permanently delete this conversation?" (focus on Nevermind)', async () => {
    const user = userEvent.setup();
    const { window } = await openWith();
    await user.click(within(window).getByRole('button', { name: 'Actions' }));
    const menu = await screen.findByRole('menu', { name: 'Conversation actions' });
    expect(within(menu).getByRole('menuitem', { name: 'Sound settings' })).toHaveAttribute('href', '/settings/dashboard');
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete conversation' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Permanently delete this conversation?' });
    expect(within(confirm).getByRole('button', { name: 'Nevermind' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'bob' })).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', '/svc/conversations/messages')[0]?.params).toEqual({ conversation_id: 'c1', participant: me.uuid });
  });

  it('offers Block only for blogs that are not the user\'s own', async () => {
    const user = userEvent.setup();
    const { window } = await openWith();
    await user.click(within(window).getByRole('button', { name: 'Actions' }));
    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getByRole('menuitem', { name: 'Block bob' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Are you sure you want to block bob from alice?' });
    expect(within(confirm).getByRole('button', { name: 'Nevermind' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(api.callsTo('POST', '/svc/block/add')).toHaveLength(1));
    expect(api.callsTo('POST', '/svc/block/add')[0]?.body).toEqual({
      tumblelog: 'alice',
      blocked_tumblelog: 'bob',
      block_context: 'messaging',
    });

    thread = details([], { participants: [me, art] });
    act(() => bus.emit('messaging:open', { blogName: 'alice-art' }));
    const own = await screen.findByRole('region', { name: 'alice-art' });
    await user.click(within(own).getByRole('button', { name: 'Actions' }));
    const ownMenu = await screen.findByRole('menu');
    expect(within(ownMenu).queryByRole('menuitem', { name: /Block/ })).not.toBeInTheDocument();
    expect(within(ownMenu).queryByRole('menuitem', { name: 'Mark as spam' })).not.toBeInTheDocument();
  });

  describe('one message\'s actions (B§6)', () => {
    const bubble = (window: HTMLElement, text: string) => within(window).getByText(text).closest<HTMLElement>('.td-msg-bubble')!;
    const actionsOf = (window: HTMLElement, text: string) => within(bubble(window, text)).getByRole('button', { name: 'Message actions' });

    it('offers Block and Report for the other blog\'s message, only Delete for the user\'s own, from a keyboard-operable menu', async () => {
      const user = userEvent.setup();
      const { window } = await openWith();
      const theirs = actionsOf(window, 'first');
      expect(theirs).toHaveAttribute('aria-haspopup', 'menu');
      theirs.focus();
      await user.keyboard('{Enter}');
      const menu = await screen.findByRole('menu', { name: 'Message actions' });
      expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Block', 'Report', 'Delete']);
      expect(within(menu).getByRole('menuitem', { name: 'Block' })).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(within(menu).getByRole('menuitem', { name: 'Report' })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      expect(theirs).toHaveFocus();

      await user.click(actionsOf(window, 'reply'));
      const own = await screen.findByRole('menu', { name: 'Message actions' });
      expect(within(own).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Delete']);
    });

    it('deletes a message after "Are you sure you want to delete this?": gone at once, focus stays in the messages', async () => {
      const user = userEvent.setup();
      const { window } = await openWith();
      const reply = thread.messages!.data[2]!;
      await user.click(actionsOf(window, 'reply'));
      await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Delete' }));
      const confirm = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this?' });
      expect(within(confirm).getByRole('button', { name: 'Nevermind' })).toHaveFocus();
      await user.click(within(confirm).getByRole('button', { name: 'Nevermind' }));
      expect(within(window).getByText('reply')).toBeInTheDocument();
      expect(api.callsTo('DELETE', `/svc/conversations/messages/${reply.ts}`)).toHaveLength(0);

      await user.click(actionsOf(window, 'reply'));
      await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Delete' }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(within(window).queryByText('reply')).not.toBeInTheDocument());
      expect(api.callsTo('DELETE', `/svc/conversations/messages/${reply.ts}`)[0]?.params).toEqual({ conversation_id: 'c1', participant: me.uuid });
      await waitFor(() => expect(within(window).getByRole('log', { name: 'Messages' })).toHaveFocus());
      expect(within(window).getByText('first')).toBeInTheDocument();
    });

    it('takes the message away before the server answers, and puts it back and says so when the server refuses', async () => {
      const user = userEvent.setup();
      let refuse: () => void = () => undefined;
      deleteMessageHandler = () => new Promise((_resolve, reject) => (refuse = () => reject(new ApiError(503, 'Unavailable'))));
      const { window } = await openWith();
      await user.click(actionsOf(window, 'first'));
      await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Delete' }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(within(window).queryByText('first')).not.toBeInTheDocument());
      act(() => refuse());
      const alert = await screen.findByRole('alertdialog', { name: /screwy|didn’t work|Something’s off|Try that again/ });
      expect(within(window).getByText('first')).toBeInTheDocument();
      await user.click(within(alert).getByRole('button', { name: /OK/i }));
    });

    it('reports the sender through the spam flag and blocks them through the block call', async () => {
      const user = userEvent.setup();
      const { window } = await openWith();
      await user.click(actionsOf(window, 'second'));
      await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Block' }));
      await user.click(within(await screen.findByRole('alertdialog', { name: 'Are you sure you want to block bob from alice?' })).getByRole('button', { name: 'Block' }));
      await waitFor(() => expect(api.callsTo('POST', '/svc/block/add')[0]?.body).toEqual({ tumblelog: 'alice', blocked_tumblelog: 'bob', block_context: 'messaging' }));

      await user.click(actionsOf(window, 'first'));
      await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Report' }));
      const confirm = await screen.findByRole('alertdialog', {
        name: 'bob will be blocked and reported. And any trace of this conversation will disappear from your inbox.',
      });
      expect(within(confirm).getByRole('button', { name: 'Nevermind' })).toHaveFocus();
      await user.click(within(confirm).getByRole('button', { name: 'Mark it spam' }));
      await waitFor(() =>
        expect(api.callsTo('POST', '/svc/conversations/flag')[0]?.body).toEqual({ conversation_id: 'c1', participant: me.uuid, type: 'spam', context: 'message' }),
      );
      await waitFor(() => expect(screen.queryByRole('region', { name: 'bob' })).not.toBeInTheDocument());
    });
  });

  it('restores a minimized window as a tab with an unread badge that caps at 99+', async () => {
    const user = userEvent.setup();
    unread = { c1: 120 };
    const saved = { id: 'c1', participantUuid: me.uuid, participants: [me, bob], lastOpenedDateTs: 1 };
    localStorage.setItem('messaging:alice:minimized', JSON.stringify([saved]));
    render(<MessagingRoot />);
    const tab = await screen.findByRole('button', { name: 'Open conversation with bob, 99+ unread' });
    await user.click(tab);
    const window = await screen.findByRole('region', { name: 'bob' });
    await within(window).findByRole('log', { name: 'Messages' });
    expect(api.callsTo('POST', '/svc/conversations/mark_read')[0]?.body).toEqual({ conversation_id: 'c1', participant: me.uuid });

    await user.click(within(window).getByRole('button', { name: 'Minimize' }));
    expect(await screen.findByRole('button', { name: 'Open conversation with bob' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close conversation with bob' }));
    expect(screen.queryByRole('button', { name: /conversation with bob/ })).not.toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('messaging:alice:minimized')).toBe('[]'));
  });

  it('blurs images from blogs the user does not follow until clicked, then calls unblur', async () => {
    const user = userEvent.setup();
    const image = { original_size: { url: '/media/cat.png', width: 400, height: 300 } };
    thread = details([textMessage('c1', bob.uuid, '', minutesAgo(5), { type: 'IMAGE', image })], { is_blurred_images: true });
    const { window } = await openWith();
    const blurred = within(window).getByRole('button', { name: BLURRED_TEXT });
    await user.click(blurred);
    expect(within(window).queryByText(BLURRED_TEXT)).not.toBeInTheDocument();
    expect(within(window).getByRole('img', { name: 'Photo from bob' })).toBeVisible();
    expect(api.callsTo('POST', '/svc/conversations/flag')[0]?.body).toEqual({
      conversation_id: 'c1',
      participant: me.uuid,
      type: 'unblur',
    });
  });

  it('gives photos, stickers and post pictures their size before they load, so the list opens on its newest message', async () => {
    const image = { original_size: { url: '/media/tall.png', width: 300, height: 900 } };
    const sticker = { id: 's1', description: 'Wave', media_key: 'm', sticker_pack_id: 'p', url: '/m/wave.png', original_size_url: '/m/wave.png' };
    const post = {
      type: 'photo' as const,
      summary: 'a cat',
      state: 'ok' as const,
      photos: [],
      thumbnail_url: '/m/cat.gif',
      thumbnail_width: 250,
      thumbnail_height: 200,
      post_url: 'http://bob.example/post/1',
      blog_name: 'bob',
      id: '1',
      is_nsfw: false,
    };
    thread = details([
      textMessage('c1', bob.uuid, '', minutesAgo(3), { type: 'IMAGE', image }),
      textMessage('c1', bob.uuid, '', minutesAgo(2), { type: 'STICKER', sticker }),
      textMessage('c1', bob.uuid, '', minutesAgo(1), { type: 'POSTREF', post }),
    ]);
    const { window } = await openWith();
    const photo = within(window).getByRole('img', { name: 'Photo from bob' });
    expect([photo.getAttribute('width'), photo.getAttribute('height')]).toEqual(['210', '630']);
    const wave = within(window).getByRole('img', { name: 'Wave' });
    expect([wave.getAttribute('width'), wave.getAttribute('height')]).toEqual(['100', '100']);
    const gif = within(window).getByRole('img', { name: 'GIF: a cat' });
    expect([gif.getAttribute('width'), gif.getAttribute('height')]).toEqual(['210', '168']);
  });

  it('shows unavailable and sensitive posts with the texts of B§8', async () => {
    signIn({ safe_mode: true });
    const { session } = await import('@tumbledash/shared');
    session.set({ ...session.get(), flags: { safe_mode: true } });
    const post = {
      type: 'photo' as const,
      summary: 'cats',
      state: 'ok' as const,
      photos: [],
      thumbnail_url: '/m/cat.png',
      thumbnail_width: 1,
      thumbnail_height: 1,
      post_url: 'http://bob.example/post/1',
      blog_name: 'bob',
      id: '1',
      is_nsfw: true,
    };
    thread = details([
      textMessage('c1', bob.uuid, '', minutesAgo(9), { type: 'POSTREF', post: { ...post, state: 'disabled' } }),
      textMessage('c1', bob.uuid, '', minutesAgo(8), { type: 'POSTREF', post }),
    ]);
    const { window } = await openWith();
    expect(within(window).getByText("bob sent a post that's no longer available")).toBeInTheDocument();
    expect(within(window).getByText(/This post may contain sensitive media/)).toBeInTheDocument();
  });

  it('shows the footer error when sending is not allowed, and the spam prompt', async () => {
    thread = details([textMessage('c1', bob.uuid, 'buy now', minutesAgo(1))], { can_send: false, is_possible_spam: true });
    const { window } = await openWith();
    expect(within(window).getByText("You can't send messages in this conversation.")).toBeInTheDocument();
    expect(within(window).getByText('Look sketchy?')).toBeInTheDocument();
    expect(within(window).getByRole('button', { name: 'Mark as spam' })).toBeInTheDocument();
    expect(composer(window)).toBeDisabled();
  });

  it('alerts with the exact texts for files it cannot send', async () => {
    const { window } = await openWith();
    const input = window.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    const invalid = await screen.findByRole('alertdialog', { name: 'Invalid file type.' });
    await userEvent.setup().click(within(invalid).getByRole('button', { name: 'OK' }));

    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 10_485_761 });
    fireEvent.change(input, { target: { files: [big] } });
    const tooBig = await screen.findByRole('alertdialog', { name: 'Image must be smaller than 10MB' });
    await userEvent.setup().click(within(tooBig).getByRole('button', { name: 'OK' }));
  });

  it('comes back after a reload, open or minimized as it was', async () => {
    const { view } = await openWith();
    view.unmount();
    expect(JSON.parse(localStorage.getItem('messaging:alice:open') ?? '[]')).toHaveLength(1);
    render(<MessagingRoot />);
    expect(await screen.findByRole('region', { name: 'bob' })).toBeInTheDocument();
  });

  it('asked for from inside a modal (the blog viewer), takes the focus from above it and says `messaging:opened`', async () => {
    const opened: unknown[] = [];
    const subscription = bus.on('messaging:opened').subscribe((payload) => opened.push(payload));
    render(
      <>
        <Modal title="bob's blog" onClose={() => undefined}>
          <button type="button">Send a message</button>
        </Modal>
        <MessagingRoot />
      </>,
    );
    await waitFor(() => expect(api.callsTo('GET', '/svc/conversations/config')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Send a message' })).toHaveFocus();
    act(() => bus.emit('messaging:open', { blogName: 'bob' }));
    const window = await screen.findByRole('region', { name: 'bob' });
    await waitFor(() => expect(composer(window)).toHaveFocus());
    expect(opened).toEqual([{ blogName: 'bob' }]);
    subscription.unsubscribe();
  });

  describe('restored after a reload, closed with nothing left to focus', () => {
    async function restoredAndClosed() {
      const { view } = await openWith();
      view.unmount();
      render(<MessagingRoot />);
      const window = await screen.findByRole('region', { name: 'bob' });
      await userEvent.click(within(window).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('region', { name: 'bob' })).not.toBeInTheDocument();
    }

    it("gives the focus to the header's Messaging button", async () => {
      const header = document.body.appendChild(document.createElement('header'));
      header.id = 'td-header-slot';
      header.innerHTML = '<button type="button" aria-label="Messaging, 2 unread">2</button>';
      const button = header.querySelector('button')!;
      // jsdom lays nothing out: the button is shown.
      button.getClientRects = () => [new DOMRect(0, 0, 40, 40)] as unknown as DOMRectList;
      try {
        await restoredAndClosed();
        expect(button).toHaveFocus();
      } finally {
        header.remove();
      }
    });

    it("gives the focus to the page's main where the header shows no Messaging button", async () => {
      const main = document.body.appendChild(document.createElement('main'));
      main.tabIndex = -1;
      try {
        await restoredAndClosed();
        expect(main).toHaveFocus();
      } finally {
        main.remove();
      }
    });
  });

  it('previews a dropped image, then sends it as multipart with the file in "data"', async () => {
    const user = userEvent.setup();
    sendHandler = () => details([textMessage('c1', me.uuid, '', Date.now(), { type: 'IMAGE', image: { original_size: { url: '/m/up.png', width: 4, height: 3 } } })]);
    const { window } = await openWith();
    const file = new File(['png-bytes'], 'cat.png', { type: 'image/png' });
    const dataTransfer = { files: [file], types: ['Files'] };
    fireEvent.dragOver(window, { dataTransfer });
    fireEvent.drop(window, { dataTransfer });
    const preview = await within(window).findByRole('img', { name: 'Image to send' });
    expect(preview).toHaveAttribute('width', '200');
    // A second image cannot be dropped while one waits in the preview.
    fireEvent.drop(window, { dataTransfer });
    expect(loadImage).toHaveBeenCalledTimes(1);

    await user.click(within(window).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.callsTo('POST', '/svc/conversations/messages')).toHaveLength(1));
    const form = api.callsTo('POST', '/svc/conversations/messages')[0]?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('type')).toBe('IMAGE');
    expect(form.get('conversation_id')).toBe('c1');
    expect(form.get('context')).toBe('messaging-image-upload');
    expect(form.get('client_id')).toMatch(/^[0-9a-f-]{36}$/);
    expect((form.get('data') as File).name).toBe('cat.png');
    expect(within(window).queryByRole('img', { name: 'Image to send' })).not.toBeInTheDocument();
  });

  it('says "Something about that file is off." when the image does not load', async () => {
    jest.mocked(loadImage).mockRejectedValueOnce(new Error('broken'));
    const { window } = await openWith();
    const input = window.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'broken.gif', { type: 'image/gif' })] } });
    const alert = await screen.findByRole('alertdialog', { name: 'Something about that file is off. Try sending something else.' });
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'OK' }));
  });

  it('sends a GIF only when it knows its post and blog, and a sticker by id', async () => {
    const user = userEvent.setup();
    sendHandler = () => details([]);
    const { window } = await openWith();
    await user.click(within(window).getByRole('button', { name: 'Add GIF' }));
    await user.type(within(window).getByRole('searchbox', { name: 'Find a GIF' }), ' Cats ');
    const gifs = await within(window).findAllByRole('button', { name: /GIF from/ });
    expect(gifs).toHaveLength(1);
    expect(api.callsTo('POST', '/svc/search/inline_gif')[0]?.body).toEqual({ q: 'cats', limit: 200 });
    await user.click(gifs[0]!);
    await waitFor(() => expect(api.callsTo('POST', '/svc/conversations/messages')).toHaveLength(1));
    expect(api.callsTo('POST', '/svc/conversations/messages')[0]?.body).toMatchObject({
      type: 'POSTREF',
      post: { id: '77', blog: 't:gifs' },
      context: 'messaging-gif',
    });

    await user.click(within(window).getByRole('button', { name: 'Add Sticker' }));
    await user.click(await within(window).findByRole('button', { name: 'Wave' }));
    await waitFor(() => expect(api.callsTo('POST', '/svc/conversations/messages')).toHaveLength(2));
    expect(api.callsTo('POST', '/svc/conversations/messages')[1]?.body).toMatchObject({ type: 'STICKER', sticker_id: 's1' });
    // The picker slides out (hidden from assistive tech meanwhile) and typing goes on in the compose box.
    expect(composer(window)).toHaveFocus();
    expect(within(window).queryByRole('group', { name: 'Stickers' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(window).queryByRole('group', { name: 'Stickers', hidden: true })).not.toBeInTheDocument());
  });

  it('moves between windows with Tab and Shift+Tab when several may be open', async () => {
    const user = userEvent.setup();
    signIn({ dashboard_settings: { sounds: false, multiple_conversations: true, keyboard_shortcuts: true, endless_scrolling: true } });
    // Two windows fit beside the post column on a wide screen only.
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1920 });
    const { window: bobWindow } = await openWith('bob');
    thread = details([], { participants: [me, art] });
    act(() => bus.emit('messaging:open', { blogName: 'alice-art' }));
    const artWindow = await screen.findByRole('region', { name: 'alice-art' });
    await within(artWindow).findByRole('log', { name: 'Messages' });
    expect(screen.getByRole('region', { name: 'bob' })).toBe(bobWindow);

    await user.click(composer(bobWindow));
    await user.tab();
    expect(composer(artWindow)).toHaveFocus();
    await user.tab({ shift: true });
    expect(composer(bobWindow)).toHaveFocus();
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
  });

  it('keeps keyboard focus in the docks when a window is minimized or closed', async () => {
    const user = userEvent.setup();
    const { window: bobWindow } = await openWith('bob');
    thread = details([], { participants: [me, art] });
    act(() => bus.emit('messaging:open', { blogName: 'alice-art' }));
    const artWindow = await screen.findByRole('region', { name: 'alice-art' });
    await waitFor(() => expect(composer(artWindow)).toHaveFocus());
    expect(bobWindow).not.toBeInTheDocument();

    await user.click(within(artWindow).getByRole('button', { name: 'Minimize' }));
    expect(await screen.findByRole('button', { name: 'Open conversation with alice-art' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Close conversation with alice-art' }));
    expect(screen.getByRole('button', { name: 'Open conversation with bob' })).toHaveFocus();

    await user.keyboard('{Enter}');
    const reopened = await screen.findByRole('region', { name: 'bob' });
    await waitFor(() => expect(composer(reopened)).toHaveFocus());
    // Escape in an empty compose box closes the window; nothing is left to take focus.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'bob' })).not.toBeInTheDocument();
  });

  it('stays open on an Escape a layer above already handled (the guided tour over it); the next one closes it', async () => {
    const user = userEvent.setup();
    render(<MessagingRoot />);
    await waitFor(() => expect(api.callsTo('GET', '/svc/conversations/config')).toHaveLength(1));
    act(() => bus.emit('messaging:open', { blogName: 'bob' }));
    const window = await screen.findByRole('region', { name: 'bob' });
    await waitFor(() => expect(composer(window)).toHaveFocus());
    // The tour takes its Escape first, in the capture phase, and marks it handled.
    const tour = (event: KeyboardEvent) => event.key === 'Escape' && event.preventDefault();
    document.addEventListener('keydown', tour, true);
    await user.keyboard('{Escape}');
    document.removeEventListener('keydown', tour, true);
    expect(screen.getByRole('region', { name: 'bob' })).toBeInTheDocument();
    expect(composer(window)).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'bob' })).not.toBeInTheDocument();
  });

  it('returns focus to the element that opened the last window when it closes', async () => {
    const user = userEvent.setup();
    render(<MessagingRoot />);
    await waitFor(() => expect(api.callsTo('GET', '/svc/conversations/config')).toHaveLength(1));
    const opener = document.body.appendChild(document.createElement('button'));
    opener.textContent = 'Message bob';
    opener.focus();
    act(() => bus.emit('messaging:open', { blogName: 'bob' }));
    const window = await screen.findByRole('region', { name: 'bob' });
    await waitFor(() => expect(composer(window)).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'bob' })).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    act(() => bus.emit('messaging:open', { blogName: 'bob' }));
    const again = await screen.findByRole('region', { name: 'bob' });
    await waitFor(() => expect(composer(again)).toHaveFocus());
    await user.click(within(again).getByRole('button', { name: 'Close' }));
    expect(opener).toHaveFocus();
    opener.remove();
  });
});
