import { ApiError, type Message } from '@tumbledash/shared';
import type { SendMessageResponse } from '../api/api-types';
import { CANT_SEND } from '../errors/error-text';
import { playSound } from '../notify/sounds';
import { initialState } from '../store/messaging-state';
import { Store } from '../store/store';
import { mockApi, signIn, type ApiCall } from '../test-support/api-mock';
import { memoryStorage, participant, textMessage } from '../test-support/fixtures';
import { WindowStore } from '../window-state/window-store';
import { MessageSender } from './message-sender';
import type { OutgoingMessage } from './send-queue';

jest.mock('../notify/sounds', () => ({ playSound: jest.fn() }));

const me = participant('alice');
const bob = participant('bob');

function answer(id: string, body: Record<string, unknown>): SendMessageResponse {
  return {
    id,
    status: 'ACTIVE',
    last_modified_ts: 5000,
    last_read_ts: 5000,
    participants: [me, bob],
    can_send: true,
    is_possible_spam: true,
    is_blurred_images: false,
    unread_messages_count: 0,
    messages: { data: [textMessage(id, me.uuid, String(body.message ?? ''), 5000, { client_id: String(body.client_id) })], _links: {} },
  };
}

let failWith: ApiError | null = null;

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
  const created: [string, string][] = [];
  const delivered: { entry: OutgoingMessage; message: Message }[] = [];
  let stored = 0;
  let ids = 0;
  const sender = new MessageSender({
    user: 'alice',
    storage: memoryStorage(),
    store,
    windows,
    random: () => 0,
    created: (key, id) => created.push([key, id]),
    delivered: (entry, _response, message) => delivered.push({ entry, message }),
    stored: () => (stored += 1),
    locks: null,
    newId: () => `id-${(ids += 1)}`,
  });
  sender.start();
  return { store, windows, sender, created, delivered, stored: () => stored };
}

const flush = async () => {
  for (let round = 0; round < 3; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

let api: ReturnType<typeof mockApi>;
const senders: MessageSender[] = [];
const make = () => {
  const made = setup();
  senders.push(made.sender);
  return made;
};
const posts = () => api.callsTo('POST', '/svc/conversations/messages');

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.mocked(playSound).mockClear();
  signIn({ is_sounds_enabled: true });
  failWith = null;
  api = mockApi({
    'POST /svc/conversations/messages': (call: ApiCall) => {
      if (failWith) throw failWith;
      const body = call.body instanceof FormData ? Object.fromEntries(call.body.entries()) : (call.body as Record<string, unknown>);
      return answer(String(body.conversation_id ?? 'c9'), body);
    },
  });
});

afterEach(() => {
  for (const sender of senders.splice(0)) sender.dispose();
  api.restore();
  jest.restoreAllMocks();
});

describe('MessageSender', () => {
  it('sends the first message of a new conversation with participants, then with the id the server gave', async () => {
    const { windows, sender, store, created, delivered } = make();
    const key = windows.open(null, me.uuid, [me, bob]);
    windows.updateView(key, { status: 'ready' });

    sender.sendText(key, '   ');
    expect(store.get().outbox.entries).toEqual([]);
    sender.sendText(key, 'hello');
    // The queue shows at once (a pending bubble).
    expect(store.get().outbox.entries.map((entry) => entry.client_id)).toEqual(['id-1']);
    await flush();
    expect(posts()[0]?.body).toEqual({ client_id: 'id-1', participant: me.uuid, participants: [bob.uuid], type: 'TEXT', message: 'hello' });
    expect(windows.view(key)).toMatchObject({ id: 'c9', is_possible_spam: true });
    expect(created).toEqual([[key, 'c9']]);
    expect(delivered.map(({ message }) => message.message)).toEqual(['hello']);
    expect(store.get().outbox.entries).toEqual([]);
    expect(playSound).toHaveBeenCalledWith('send', true);

    sender.sendText(key, 'again');
    await flush();
    expect(posts()[1]?.body).toMatchObject({ conversation_id: 'c9', message: 'again' });
    expect(created).toHaveLength(1);
  });

  it('queues nothing for a conversation that cannot take messages', () => {
    const { windows, sender, store } = make();
    const key = windows.open('c1', me.uuid, [me, bob]);
    windows.updateView(key, { can_send: false });
    sender.sendText(key, 'hello');
    expect(store.get().outbox.entries).toEqual([]);
  });

  it('sends stickers by id, GIFs as posts (only with the post and its blog), images as a form', async () => {
    const { windows, sender } = make();
    const key = windows.open('c1', me.uuid, [me, bob]);
    sender.sendSticker(key, { id: 'st-1', name: 'wave', url: '/wave.png', width: 10, height: 10 } as never);
    sender.sendGif(key, { mediaUrl: '/cat.gif', width: 100, height: 80, postId: 'p1', postBlog: 'cats', postBlogUuid: undefined } as never);
    sender.sendGif(key, { mediaUrl: '/cat.gif', width: 100, height: 80, postId: 'p1', postBlog: 'cats', postBlogUuid: 't:cats' } as never);
    await sender.sendImage(key, new File(['gif'], 'cat.gif', { type: 'image/gif' }), { width: 1, height: 1 } as never);
    await flush();

    const [sticker, gif, image] = posts();
    expect(sticker?.body).toMatchObject({ conversation_id: 'c1', type: 'STICKER', sticker_id: 'st-1' });
    expect(gif?.body).toMatchObject({ type: 'POSTREF', post: { id: 'p1', blog: 't:cats' }, context: 'messaging-gif' });
    expect(image?.body).toBeInstanceOf(FormData);
    const form = image?.body as FormData;
    expect([form.get('type'), form.get('conversation_id'), form.get('context')]).toEqual(['IMAGE', 'c1', 'messaging-image-upload']);
    expect((form.get('data') as File).name).toBe('cat.gif');
    expect(posts()).toHaveLength(3);
  });

  it('shows a failure on its conversation; Retry sends again, Discard drops it, and a banner can be dismissed', async () => {
    const { windows, sender, store } = make();
    const key = windows.open('c1', me.uuid, [me, bob]);
    failWith = new ApiError(503, 'Service Unavailable');
    sender.sendText(key, 'hello');
    await flush();
    expect(windows.view(key)?.sendBanner).toMatchObject({ clientId: 'id-1', canRetry: true });

    failWith = null;
    sender.retry('id-1');
    expect(windows.view(key)?.sendBanner).toBeNull();
    await flush();
    expect(posts()).toHaveLength(2);
    expect(store.get().outbox.entries).toEqual([]);

    failWith = new ApiError(403, 'Forbidden');
    sender.sendText(key, 'again');
    await flush();
    expect(windows.view(key)?.sendBanner).toEqual({ clientId: 'id-2', text: CANT_SEND, canRetry: false });
    sender.discard('id-2');
    expect(windows.view(key)?.sendBanner).toBeNull();
    expect(store.get().outbox.entries).toEqual([]);

    sender.sendText(key, 'once more');
    await flush();
    expect(windows.view(key)?.sendBanner?.clientId).toBe('id-3');
    sender.dismissBanner(key);
    expect(windows.view(key)?.sendBanner).toBeNull();
  });

  it('tells the other tabs whenever the stored queue changes', async () => {
    const { windows, sender, stored } = make();
    const key = windows.open('c1', me.uuid, [me, bob]);
    sender.sendText(key, 'hello');
    await flush();
    expect(stored()).toBeGreaterThan(0);
  });
});
