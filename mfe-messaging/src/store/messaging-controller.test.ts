import { ApiError, bus, session, type BusEvents } from '@tumbledash/shared';
import type { ConversationDetails, PollResponse } from '../api/api-types';
import { openTabChannel } from '../cross-tab/tab-channel';
import { CANT_RECEIVE, COULD_NOT_LOAD } from '../errors/error-text';
import { watchLogout } from '../messaging/logout-cleanup';
import { playSound } from '../notify/sounds';
import { mockApi, signIn, signOut, type ApiCall } from '../test-support/api-mock';
import { fakeBroadcastChannel } from '../test-support/fake-broadcast-channel';
import { CONFIG, memoryStorage, participant, textMessage } from '../test-support/fixtures';
import { conversationKey } from '../util/conversation-key';
import { windowKey } from '../window-state/window-state';
import { MessagingController, type Dialogs } from './messaging-controller';

jest.mock('../notify/sounds', () => ({ playSound: jest.fn() }));

const me = participant('alice');
const art = participant('alice-art');
const bob = participant('bob');
const BLOGS = [
  { uuid: me.uuid, name: 'alice', mention_key: 'mk-alice', is_messaging_bot: false },
  { uuid: art.uuid, name: 'alice-art', mention_key: 'mk-art', is_messaging_bot: false },
];

function details(id: string, messages = [textMessage(id, bob.uuid, 'hi', 1000)], patch: Partial<ConversationDetails> = {}): ConversationDetails {
  return {
    id,
    status: 'ACTIVE',
    last_modified_ts: 1000,
    last_read_ts: 1000,
    participants: [me, bob],
    can_send: true,
    is_possible_spam: false,
    is_blurred_images: false,
    unread_messages_count: 0,
    messages: { data: messages, _links: {} },
    ...patch,
  };
}

function dialogs(answer = true): Dialogs & { alerts: string[]; confirms: string[] } {
  const alerts: string[] = [];
  const confirms: string[] = [];
  return {
    alerts,
    confirms,
    alert: async ({ message }) => {
      alerts.push(message);
    },
    confirm: async ({ message }) => {
      confirms.push(message);
      return answer;
    },
  };
}

const settle = async () => {
  for (let index = 0; index < 5; index += 1) await Promise.resolve();
};

let poll: PollResponse = { unread_messages: {} };
let messagesHandler: (call: ApiCall) => unknown = () => details('c1');

function routes() {
  return mockApi({
    'GET /svc/conversations/config': () => ({ config: CONFIG, blogs: BLOGS }),
    'GET /services/poll': () => poll,
    'GET /svc/conversations/messages': (call) => messagesHandler(call),
    'POST /svc/conversations/messages': (call) => {
      const body = call.body as { client_id: string; message: string; participant: string };
      return details('c9', [textMessage('c9', body.participant, body.message, 5000, { client_id: body.client_id })]);
    },
    'POST /svc/conversations/mark_read': () => ({ conversation_id: 'c1', last_read_ts: 1, unread_messages_count: 0 }),
    'DELETE /svc/conversations/messages/6000': () => ({}),
    'GET /svc/conversations/participant_info': (call) => {
      if (call.params.q === 'quiet') return participant('quiet', { can_receive_messages: false });
      if (call.params.q === 'ghost') return { ...participant('ghost'), uuid: '' };
      if (call.params.q === 'bob') return bob;
      throw new ApiError(404, 'Not Found');
    },
    'GET /svc/conversations/participant_suggestions': () => ({ blogs: [] }),
  });
}

let api: ReturnType<typeof mockApi>;
const controllers: MessagingController[] = [];

function makeController(options: Partial<ConstructorParameters<typeof MessagingController>[0]> = {}) {
  const controller = new MessagingController({
    user: 'alice',
    storage: memoryStorage(),
    dialogs: dialogs(),
    openChannel: () => null,
    ...options,
  });
  controllers.push(controller);
  return controller;
}

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  signIn();
  poll = { unread_messages: {} };
  messagesHandler = (call) => details(String(call.params.conversation_id ?? 'c1'));
  api = routes();
});

afterEach(() => {
  for (const controller of controllers.splice(0)) controller.dispose();
  api.restore();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('MessagingController: unread counts', () => {
  it('polls per blog and emits unread:changed with the total and per-blog counts', async () => {
    poll = { unread_messages: { 'mk-alice': { c1: 2, c2: 1 }, 'mk-art': { c3: 4 } } };
    const seen: BusEvents['unread:changed'][] = [];
    const subscription = bus.on('unread:changed').subscribe((payload) => seen.push(payload));
    const controller = makeController();
    controller.start();
    await settle();
    await settle();
    subscription.unsubscribe();
    expect(api.callsTo('GET', '/services/poll')[0]?.params).toMatchObject({
      token: 'poll-token',
      unread_messages: true,
      mention_keys: 'mk-alice,mk-art',
    });
    expect(seen[seen.length - 1]).toEqual({ total: 7, perBlog: { alice: 3, 'alice-art': 4 } });
  });

  it('rings for a rise in the total, not for what was unread when the page loaded', async () => {
    jest.useFakeTimers();
    jest.mocked(playSound).mockClear();
    signIn({ is_sounds_enabled: true });
    poll = { unread_messages: { 'mk-alice': { c1: 2 } } };
    const controller = makeController();
    controller.start();
    await jest.advanceTimersByTimeAsync(0);
    expect(controller.state.counts[me.uuid]).toEqual({ c1: 2 });
    expect(playSound).not.toHaveBeenCalled();

    poll = { unread_messages: { 'mk-alice': { c1: 3 } } };
    await jest.advanceTimersByTimeAsync(60_000);
    expect(controller.state.counts[me.uuid]).toEqual({ c1: 3 });
    expect(playSound).toHaveBeenCalledWith('notification', true);
  });

  it('does not poll without a verified email', async () => {
    signIn({ is_verified_email: false });
    const controller = makeController();
    controller.start();
    await settle();
    expect(api.callsTo('GET', '/services/poll')).toHaveLength(0);
  });

  it('keeps a read conversation at 0 for 500 ms against a stale count, then trusts the server again: the open window catches up', async () => {
    jest.useFakeTimers();
    poll = { unread_messages: { 'mk-alice': { c1: 2 } } };
    const controller = makeController();
    controller.start();
    await jest.advanceTimersByTimeAsync(0);
    expect(controller.state.counts[me.uuid]).toEqual({ c1: 2 });

    controller.openWindow('c1', me.uuid, [me, bob]);
    await jest.advanceTimersByTimeAsync(0);
    expect(api.callsTo('POST', '/svc/conversations/mark_read')).toHaveLength(1);
    expect(controller.state.counts[me.uuid]).toEqual({});

    // A poll answered before the server saw the read still says 2.
    (controller as unknown as { applyCounts: (counts: object, fromPoll: boolean) => void }).applyCounts({ [me.uuid]: { c1: 2 } }, false);
    expect(controller.state.counts[me.uuid]).toEqual({});
    await jest.advanceTimersByTimeAsync(500);
    // The count rose back to 2: the open window fetches what it may have missed and reads it again.
    expect(api.callsTo('POST', '/svc/conversations/mark_read')).toHaveLength(2);
    expect(controller.state.counts[me.uuid]).toEqual({});
  });

  it('shows a pill instead of fetching when the reader is scrolled up', async () => {
    let clock = 10_000;
    const controller = makeController({ now: () => clock });
    controller.start();
    await settle();
    const key = controller.openWindow('c1', me.uuid, [me, bob]);
    await settle();
    controller.setAtBottom(key, false);
    clock += 1000;
    const fetches = api.callsTo('GET', '/svc/conversations/messages').length;
    (controller as unknown as { applyCounts: (counts: object, fromPoll: boolean) => void }).applyCounts({ [me.uuid]: { c1: 3 } }, true);
    expect(controller.view(key)?.newCount).toBe(3);
    expect(api.callsTo('GET', '/svc/conversations/messages')).toHaveLength(fetches);

    messagesHandler = () => details('c1', [textMessage('c1', bob.uuid, 'hi', 1000), textMessage('c1', bob.uuid, 'new', 2000)]);
    controller.setAtBottom(key, true);
    await settle();
    const latest = api.callsTo('GET', '/svc/conversations/messages').pop();
    expect(latest?.params).toMatchObject({ conversation_id: 'c1', limit: 8 });
    expect(controller.view(key)?.messages.map((message) => message.message)).toEqual(['hi', 'new']);
    expect(controller.view(key)?.newCount).toBe(0);
  });

  it('shows what arrives in a background tab but leaves it unread until the page is looked at', async () => {
    let visibility: DocumentVisibilityState = 'visible';
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    let clock = 10_000;
    const controller = makeController({ now: () => clock });
    controller.start();
    await settle();
    const key = controller.openWindow('c1', me.uuid, [me, bob]);
    await settle();
    const reads = () => api.callsTo('POST', '/svc/conversations/mark_read').length;
    const before = reads();

    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    messagesHandler = () => details('c1', [textMessage('c1', bob.uuid, 'hi', 1000), textMessage('c1', bob.uuid, 'new', 2000)]);
    clock += 1000;
    (controller as unknown as { applyCounts: (counts: object, fromPoll: boolean) => void }).applyCounts({ [me.uuid]: { c1: 1 } }, true);
    await settle();
    expect(controller.view(key)?.messages.map((message) => message.message)).toEqual(['hi', 'new']);
    expect(reads()).toBe(before);
    expect(controller.state.counts[me.uuid]).toEqual({ c1: 1 });

    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(reads()).toBe(before + 1);
    expect(controller.state.counts[me.uuid]).toEqual({});
  });
});

describe('MessagingController: conversations', () => {
  it('treats a 404 for a new conversation as empty and sends the first message with participants', async () => {
    messagesHandler = () => {
      throw new ApiError(404, 'Not Found');
    };
    const controller = makeController();
    controller.start();
    const key = controller.openWindow(null, me.uuid, [me, bob]);
    await settle();
    expect(controller.view(key)).toMatchObject({ status: 'ready', messages: [], oldestLoaded: true });

    controller.sendText(key, 'hello');
    await settle();
    await settle();
    const [first] = api.callsTo('POST', '/svc/conversations/messages');
    expect(first?.body).toMatchObject({ participant: me.uuid, participants: [bob.uuid], type: 'TEXT', message: 'hello' });
    expect((first?.body as { client_id: string }).client_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(controller.view(key)).toMatchObject({ id: 'c9' });
    expect(controller.state.windows.open[0]?.id).toBe('c9');

    controller.sendText(key, 'again');
    await settle();
    await settle();
    expect(api.callsTo('POST', '/svc/conversations/messages')[1]?.body).toMatchObject({ conversation_id: 'c9', message: 'again' });
  });

  it('opens from the bus by blog name, with the alerts of B§5', async () => {
    const alerts = dialogs();
    const controller = makeController({ dialogs: alerts });
    controller.start();
    await controller.openFromBus({ blogName: 'nobody' });
    await controller.openFromBus({ blogName: 'ghost' });
    await controller.openFromBus({ blogName: 'quiet' });
    expect(alerts.alerts).toEqual([COULD_NOT_LOAD, COULD_NOT_LOAD, CANT_RECEIVE]);
    await controller.openFromBus({ participants: [me.uuid, bob.uuid] });
    expect(controller.state.windows.open).toHaveLength(0);
    await controller.openFromBus({ blogName: 'bob' });
    expect(controller.state.windows.open.map((window) => window.participants.map((p) => p.name))).toEqual([['alice', 'bob']]);
  });

  it('says `messaging:opened` once the window asked for has the focus, never when it refuses or focus did not land', async () => {
    const opened: BusEvents['messaging:opened'][] = [];
    const watch = bus.on('messaging:opened').subscribe((payload) => opened.push(payload));
    try {
      const controller = makeController();
      controller.start();
      await controller.openFromBus({ blogName: 'quiet' });
      expect(controller.state.asked).toBeNull();

      await controller.openFromBus({ blogName: 'bob' });
      const key = windowKey(controller.state.windows.open[0]!);
      expect(controller.state.asked).toEqual({ key, blogName: 'bob' });
      expect(opened).toEqual([]);
      controller.windowFocused(key, true);
      expect(opened).toEqual([{ blogName: 'bob' }]);
      expect(controller.state.asked).toBeNull();
      // Focus given again later (a restore from its tab) is no answer to the request.
      controller.windowFocused(key, true);
      expect(opened).toHaveLength(1);

      await controller.openFromBus({ participants: [bob.uuid], postId: '42' });
      controller.windowFocused(key, false);
      expect(opened).toHaveLength(1);
      expect(controller.state.asked).toBeNull();
    } finally {
      watch.unsubscribe();
    }
  });

  it('opens a conversation asked for on the bus before messaging started', async () => {
    bus.emit('messaging:open', { blogName: 'bob' });
    const controller = makeController();
    controller.start();
    await settle();
    await settle();
    expect(controller.state.windows.open.map((window) => window.participants.map((p) => p.name))).toEqual([['alice', 'bob']]);
  });

  it('keeps one window open by default and remembers the lists for the next load', async () => {
    jest.useFakeTimers();
    const storage = memoryStorage();
    const carol = participant('carol');
    messagesHandler = (call) =>
      call.params.conversation_id === 'c2' ? details('c2', [], { participants: [me, carol] }) : details('c1');
    const controller = makeController({ storage });
    controller.start();
    controller.openWindow('c1', me.uuid, [me, bob]);
    controller.openWindow('c2', me.uuid, [me, carol]);
    await jest.advanceTimersByTimeAsync(50);
    expect(JSON.parse(storage.get('messaging:alice:open') ?? '[]')).toHaveLength(1);
    expect(JSON.parse(storage.get('messaging:alice:minimized') ?? '[]')).toHaveLength(1);

    const reloaded = makeController({ storage });
    reloaded.start();
    expect(reloaded.state.windows.open.map((window) => window.id)).toEqual(['c2']);
    expect(reloaded.state.windows.minimized.map((window) => window.id)).toEqual(['c1']);
  });

  it('deletes a conversation after the confirm and removes it everywhere', async () => {
    const answers = dialogs(true);
    const controller = makeController({ dialogs: answers });
    api.restore();
    api = mockApi({
      'GET /svc/conversations/config': () => ({ config: CONFIG, blogs: BLOGS }),
      'GET /services/poll': () => poll,
      'GET /svc/conversations/messages': () => details('c1'),
      'DELETE /svc/conversations/messages': () => ({}),
    });
    controller.start();
    const key = controller.openWindow('c1', me.uuid, [me, bob]);
    await settle();
    await controller.deleteConversation(key);
    expect(answers.confirms).toEqual(['Permanently delete this conversation?']);
    expect(api.callsTo('DELETE', '/svc/conversations/messages')[0]?.params).toEqual({ conversation_id: 'c1', participant: me.uuid });
    expect(controller.state.windows.open).toEqual([]);
  });
});

describe('MessagingController: other tabs', () => {
  it('shows the same windows and unread counts in a second tab without it polling', async () => {
    const Impl = fakeBroadcastChannel();
    const channelFor = (tabId: string) => (onMessage: Parameters<typeof openTabChannel>[0]['onMessage']) =>
      openTabChannel({ user: 'alice', tabId, onMessage, BroadcastChannelImpl: Impl });
    const storage = memoryStorage();
    const tabA = makeController({ storage, openChannel: channelFor('a') });
    const tabB = makeController({ storage, openChannel: channelFor('b') });
    tabA.start();
    tabB.start();
    await settle();

    tabA.openWindow('c1', me.uuid, [me, bob]);
    expect(tabB.state.windows.open.map((window) => window.id)).toEqual(['c1']);
    tabA.minimizeWindow(conversationKey(me.uuid, [bob.uuid]));
    expect(tabB.state.windows.minimized.map((window) => window.id)).toEqual(['c1']);

    poll = { unread_messages: { 'mk-alice': { c1: 5 } } };
    const pollsBefore = api.callsTo('GET', '/services/poll').length;
    await (tabA as unknown as { pollOnce: () => Promise<unknown> }).pollOnce();
    expect(api.callsTo('GET', '/services/poll')).toHaveLength(pollsBefore + 1);
    expect(tabB.state.counts[me.uuid]).toEqual({ c1: 5 });
  });

  it('gives a second tab the id of a conversation the first tab created, so it can read what comes in', async () => {
    const Impl = fakeBroadcastChannel();
    const channelFor = (tabId: string) => (onMessage: Parameters<typeof openTabChannel>[0]['onMessage']) =>
      openTabChannel({ user: 'alice', tabId, onMessage, BroadcastChannelImpl: Impl });
    messagesHandler = (call) => {
      if (!call.params.conversation_id) throw new ApiError(404, 'Not Found');
      return details('c9', [textMessage('c9', me.uuid, 'ping', 5000), textMessage('c9', bob.uuid, 'pong', 6000)]);
    };
    // Only the first tab sends (in a browser the outbox's Web Lock sees to that).
    const tabA = makeController({ openChannel: channelFor('a') });
    const tabB = makeController({ openChannel: channelFor('b') });
    tabA.start();
    tabB.start();
    const key = tabA.openWindow(null, me.uuid, [me, bob]);
    await settle();
    expect(tabB.view(key)).toMatchObject({ id: null, status: 'ready' });

    tabA.sendText(key, 'ping');
    await settle();
    await settle();
    expect(tabB.view(key)?.id).toBe('c9');

    tabA.minimizeWindow(key);
    poll = { unread_messages: { 'mk-alice': { c9: 1 } } };
    await (tabA as unknown as { pollOnce: () => Promise<unknown> }).pollOnce();
    tabB.restoreWindow(key);
    await settle();
    await settle();
    expect(tabB.view(key)?.messages.map((message) => message.message)).toEqual(['ping', 'pong']);
    expect(api.callsTo('POST', '/svc/conversations/mark_read').at(-1)?.body).toEqual({ conversation_id: 'c9', participant: me.uuid });
    // The first tab opens the window too, and catches up with what came in meanwhile.
    await settle();
    expect(tabA.state.windows.open.map(windowKey)).toEqual([key]);
    expect(tabA.view(key)?.messages.map((message) => message.message)).toEqual(['ping', 'pong']);
  });

  it('takes a message deleted in one tab out of the other tab\'s window', async () => {
    const Impl = fakeBroadcastChannel();
    const channelFor = (tabId: string) => (onMessage: Parameters<typeof openTabChannel>[0]['onMessage']) =>
      openTabChannel({ user: 'alice', tabId, onMessage, BroadcastChannelImpl: Impl });
    messagesHandler = () => details('c1', [textMessage('c1', bob.uuid, 'keep', 5000), textMessage('c1', me.uuid, 'oops', 6000)]);
    const tabA = makeController({ openChannel: channelFor('a') });
    const tabB = makeController({ openChannel: channelFor('b') });
    tabA.start();
    tabB.start();
    const key = tabA.openWindow('c1', me.uuid, [me, bob]);
    await settle();
    await settle();
    expect(tabB.view(key)?.messages.map((message) => message.message)).toEqual(['keep', 'oops']);

    expect(await tabA.deleteMessage(key, '6000')).toBe(true);
    expect(api.callsTo('DELETE', '/svc/conversations/messages/6000')[0]?.params).toEqual({ conversation_id: 'c1', participant: me.uuid });
    expect(tabA.view(key)?.messages.map((message) => message.message)).toEqual(['keep']);
    expect(tabB.view(key)?.messages.map((message) => message.message)).toEqual(['keep']);
  });

  it('hands unread counts to a tab that opens later', async () => {
    const Impl = fakeBroadcastChannel();
    const channelFor = (tabId: string) => (onMessage: Parameters<typeof openTabChannel>[0]['onMessage']) =>
      openTabChannel({ user: 'alice', tabId, onMessage, BroadcastChannelImpl: Impl });
    poll = { unread_messages: { 'mk-art': { c7: 1 } } };
    const tabA = makeController({ openChannel: channelFor('a') });
    tabA.start();
    await settle();
    await settle();
    signIn({ is_verified_email: false });
    const tabB = makeController({ openChannel: channelFor('b') });
    tabB.start();
    expect(tabB.state.counts[art.uuid]).toEqual({ c7: 1 });
  });
});

describe('logout', () => {
  it('clears everything messaging saved for the user who logged out, unsent messages included', () => {
    const storage = memoryStorage({
      'messaging:alice:open': '[]',
      'messaging:alice:minimized': '[]',
      'messaging:alice:outbox': '{"entries":[{"client_id":"c1","content":{"type":"TEXT","message":"private"}}]}',
      'messaging:alice:tab-bus': '{}',
      'messaging:alice:desktop': '1',
      'messaging:alice:blog': 't:alice',
      'messaging:alice:tutorial-seen': '1',
      'messaging:alice-art:outbox': '{"entries":[]}',
      'td-remote-overrides': '{}',
    });
    const stop = watchLogout(storage);
    signOut();
    bus.emit('session:changed', { user: null });
    stop();
    expect([...storage.data.keys()].sort()).toEqual(['messaging:alice-art:outbox', 'td-remote-overrides']);
  });
});

describe('MessagingController: several windows', () => {
  it('saves "Allow several open windows" on the account, so /settings/dashboard shows the same', async () => {
    const saved = { sounds: true, multiple_conversations: true, keyboard_shortcuts: true, endless_scrolling: true };
    api.restore();
    api = mockApi({ 'GET /svc/conversations/config': () => ({ config: CONFIG, blogs: BLOGS }), 'POST /svc/settings/dashboard': () => saved });
    const controller = makeController();
    controller.start();
    await settle();
    controller.setAllowMultiple(true);
    expect(controller.state.allowMultiple).toBe(true);
    await settle();
    expect(api.callsTo('POST', '/svc/settings/dashboard').map((call) => call.body)).toEqual([{ multiple_conversations: true }]);
    expect(session.get().user?.dashboard_settings?.multiple_conversations).toBe(true);
    expect(controller.state.allowMultiple).toBe(true);
  });

  it('undoes the switch when the server refuses it', async () => {
    api.restore();
    api = mockApi({ 'GET /svc/conversations/config': () => ({ config: CONFIG, blogs: BLOGS }) });
    const controller = makeController();
    controller.start();
    await settle();
    controller.setAllowMultiple(true);
    await settle();
    expect(controller.state.allowMultiple).toBe(false);
  });
});
