import { ApiError } from '@tumbledash/shared';
import type { ConversationDetails } from '../api/api-types';
import { InboxStore } from '../inbox/inbox-store';
import { playSound } from '../notify/sounds';
import { initialState } from '../store/messaging-state';
import { Store } from '../store/store';
import { mockApi, signIn, type ApiCall } from '../test-support/api-mock';
import { memoryStorage, participant, textMessage } from '../test-support/fixtures';
import { UnreadStore } from '../unread/unread-store';
import { WindowStore } from '../window-state/window-store';
import { ConversationStore, mergeMessages, unreadFetchSize } from './conversation-store';

jest.mock('../notify/sounds', () => ({ playSound: jest.fn() }));

const me = participant('alice');
const bob = participant('bob');
const hi = textMessage('c1', bob.uuid, 'hi', 1000);

function details(id: string, messages = [hi], patch: Partial<ConversationDetails> = {}): ConversationDetails {
  return {
    id,
    status: 'ACTIVE',
    last_modified_ts: 1000,
    last_read_ts: 1000,
    participants: [me, bob],
    can_send: true,
    is_possible_spam: false,
    is_blurred_images: true,
    unread_messages_count: 0,
    messages: { data: messages, _links: {} },
    ...patch,
  };
}

let messagesHandler: (call: ApiCall) => unknown;
let visible = true;
let api: ReturnType<typeof mockApi>;

function setup() {
  const store = new Store(initialState('alice'));
  const windows = new WindowStore({
    store,
    storage: memoryStorage(),
    user: 'alice',
    now: Date.now,
    broadcast: () => undefined,
    load: () => undefined,
    opened: () => undefined,
    changed: () => undefined,
    viewportWidth: () => 1280,
  });
  const unread = new UnreadStore({ store, now: Date.now, onApplied: () => undefined, openInbox: () => undefined });
  const inbox = new InboxStore({ store, random: () => 0 });
  const created: [string, string][] = [];
  const reads: [string, string][] = [];
  const conversations = new ConversationStore({
    store,
    windows,
    unread,
    inbox,
    random: () => 0,
    pageVisible: () => visible,
    created: (key, id) => created.push([key, id]),
    read: (blog, id) => reads.push([blog, id]),
  });
  return { store, windows, unread, conversations, created, reads, stop: () => unread.dispose() };
}

const made: { stop: () => void }[] = [];
const make = () => {
  const result = setup();
  made.push(result);
  return result;
};
const settle = async () => {
  for (let index = 0; index < 5; index += 1) await Promise.resolve();
};
const texts = (view: { messages: { message?: string }[] } | undefined) => view?.messages.map((message) => message.message);

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.mocked(playSound).mockClear();
  signIn({ is_sounds_enabled: true });
  visible = true;
  messagesHandler = (call) => details(String(call.params.conversation_id));
  api = mockApi({
    'GET /svc/conversations/messages': (call) => messagesHandler(call),
    'POST /svc/conversations/mark_read': () => ({ conversation_id: 'c1', last_read_ts: 1, unread_messages_count: 0 }),
    'POST /svc/conversations/flag': () => ({}),
  });
});

afterEach(() => {
  for (const result of made.splice(0)) result.stop();
  api.restore();
  jest.restoreAllMocks();
});

describe('mergeMessages', () => {
  it('keeps each message once, by ts and client id, oldest first', () => {
    const a = textMessage('c', 'x', 'a', 1);
    const b = textMessage('c', 'x', 'b', 2, { client_id: 'k' });
    expect(mergeMessages([b], [a, { ...b }]).map((message) => message.message)).toEqual(['a', 'b']);
  });

  it('fetches the unread messages and five before, at most ten (B§9)', () => {
    expect([0, 3, 5, 20].map(unreadFetchSize)).toEqual([5, 8, 10, 10]);
  });
});

describe('ConversationStore', () => {
  it('loads a conversation, marks it read and tells the other tabs when it was unread', async () => {
    const { windows, unread, conversations, reads, created } = make();
    unread.receivePoll({ [me.uuid]: { c1: 1 } });
    const key = windows.open('c1', me.uuid, [me, bob]);
    await conversations.load(key);
    await settle();
    expect(windows.view(key)).toMatchObject({ status: 'ready', is_blurred_images: true, oldestLoaded: true });
    expect(texts(windows.view(key))).toEqual(['hi']);
    expect(unread.count('c1')).toBe(0);
    expect(reads).toEqual([[me.uuid, 'c1']]);
    expect(api.callsTo('POST', '/svc/conversations/mark_read')[0]?.body).toEqual({ conversation_id: 'c1', participant: me.uuid });
    expect(created).toEqual([]);

    // Read already: nothing to tell anyone.
    await conversations.markRead(key);
    expect(api.callsTo('POST', '/svc/conversations/mark_read')).toHaveLength(1);
  });

  it('shows a new conversation (404 by participants) as empty, and a failure as an error', async () => {
    const { windows, conversations } = make();
    messagesHandler = () => {
      throw new ApiError(404, 'Not Found');
    };
    const fresh = windows.open(null, me.uuid, [me, bob]);
    await conversations.load(fresh);
    expect(api.callsTo('GET', '/svc/conversations/messages')[0]?.params).toMatchObject({ participant: me.uuid, participants: bob.uuid });
    expect(windows.view(fresh)).toMatchObject({ status: 'ready', messages: [], oldestLoaded: true });

    const known = windows.open('c1', me.uuid, [me, participant('carol')]);
    messagesHandler = () => {
      throw new ApiError(500, 'Server Error');
    };
    await conversations.load(known);
    expect(windows.view(known)?.status).toBe('error');
    expect(windows.view(known)?.error?.text).toEqual(expect.any(String));
  });

  it('lets the latest load win and hands on an id the server gave', async () => {
    const { windows, conversations, created } = make();
    const key = windows.open(null, me.uuid, [me, bob]);
    let answer: (value: unknown) => void = () => undefined;
    messagesHandler = () => new Promise((resolve) => (answer = resolve));
    const first = conversations.load(key);
    const firstAnswer = answer;
    expect(conversations.isLoading(key)).toBe(true);
    const second = conversations.load(key);
    answer(details('c7', [textMessage('c7', bob.uuid, 'new', 2000)]));
    firstAnswer(details('c7', [textMessage('c7', bob.uuid, 'stale', 1)]));
    await Promise.all([first, second]);
    expect(texts(windows.view(key))).toEqual(['new']);
    expect(windows.view(key)?.id).toBe('c7');
    expect(created).toEqual([[key, 'c7']]);
    expect(conversations.isLoading(key)).toBe(false);
  });

  it('loads older pages before what is shown', async () => {
    const { windows, conversations } = make();
    const key = windows.open('c1', me.uuid, [me, bob]);
    messagesHandler = (call) =>
      call.params.before
        ? details('c1', [textMessage('c1', bob.uuid, 'old', 500)])
        : details('c1', [hi], { messages: { data: [hi], _links: { previous: { href: '/svc/conversations/messages?participant=t:alice&conversation_id=c1&before=1000' } } } });
    await conversations.load(key);
    expect(windows.view(key)?.oldestLoaded).toBe(false);
    await conversations.loadOlder(key);
    expect(texts(windows.view(key))).toEqual(['old', 'hi']);
    expect(windows.view(key)).toMatchObject({ oldestLoaded: true, previous: null, loadingOlder: false });
  });

  it('fetches the newest when back at the bottom, rings for what came in, and starts over after a gap', async () => {
    const { windows, unread, conversations } = make();
    const key = windows.open('c1', me.uuid, [me, bob]);
    // Loaded in a background tab, so not read: the count below stays.
    visible = false;
    await conversations.load(key);
    visible = true;
    conversations.setAtBottom(key, false);
    windows.updateView(key, { newCount: 2 });
    unread.apply({ [me.uuid]: { c1: 2 } }, false);
    messagesHandler = () => details('c1', [hi, textMessage('c1', bob.uuid, 'new', 2000)]);
    conversations.setAtBottom(key, true);
    await settle();
    expect(api.callsTo('GET', '/svc/conversations/messages').at(-1)?.params).toMatchObject({ limit: 7 });
    expect(texts(windows.view(key))).toEqual(['hi', 'new']);
    expect(windows.view(key)?.newCount).toBe(0);
    expect(playSound).toHaveBeenCalledWith('receive', true);

    messagesHandler = () => details('c1', [textMessage('c1', bob.uuid, 'much later', 9000)]);
    await conversations.fetchNew(key);
    expect(texts(windows.view(key))).toEqual(['much later']);
  });

  it('marks nothing read while the page is hidden or the window minimized', async () => {
    const { windows, unread, conversations, reads } = make();
    const key = windows.open('c1', me.uuid, [me, bob]);
    visible = false;
    await conversations.load(key);
    unread.apply({ [me.uuid]: { c1: 1 } }, false);
    await conversations.markRead(key);
    windows.minimize(key);
    visible = true;
    await conversations.markRead(key);
    expect(reads).toEqual([]);
    expect(unread.count('c1')).toBe(1);
  });

  it('adds sent messages to a loaded conversation only, and unblurs once', async () => {
    const { windows, conversations } = make();
    const key = windows.open('c1', me.uuid, [me, bob]);
    conversations.addMessages(key, [textMessage('c1', me.uuid, 'early', 1500)]);
    expect(windows.view(key)?.messages).toEqual([]);
    await conversations.load(key);
    conversations.addMessages(key, [textMessage('c1', me.uuid, 'mine', 1500)]);
    expect(texts(windows.view(key))).toEqual(['hi', 'mine']);

    conversations.unblur(key);
    conversations.unblur(key);
    expect(windows.view(key)?.unblurred).toBe(true);
    expect(api.callsTo('POST', '/svc/conversations/flag').map((call) => call.body)).toEqual([
      { conversation_id: 'c1', participant: me.uuid, type: 'unblur' },
    ]);
  });
});
