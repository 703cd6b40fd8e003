import { ApiError } from '@tumbledash/shared';
import type { SendMessageResponse } from '../api/api-types';
import { initialState } from '../store/messaging-state';
import { Store } from '../store/store';
import { mockApi, type ApiCall } from '../test-support/api-mock';
import { conversation, participant, textMessage } from '../test-support/fixtures';
import { InboxStore } from './inbox-store';

const me = participant('alice');
const art = participant('alice-art');
const others = Array.from({ length: 12 }, (_, index) => participant(`blog${index}`));
const rows = others.map((other, index) => conversation(`c${index}`, me, other, { last_modified_ts: 10_000 - index }));

let inboxHandler: (call: ApiCall) => unknown;
let api: ReturnType<typeof mockApi>;

function setup() {
  const store = new Store(initialState('alice'));
  const inbox = new InboxStore({ store, random: () => 0 });
  return { store, inbox };
}

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  inboxHandler = (call) =>
    call.params.before
      ? { conversations: rows.slice(10), _links: {} }
      : { conversations: rows.slice(0, 10), _links: { next: { href: '/svc/conversations?participant=t:alice&before=c9' } } };
  api = mockApi({
    'GET /svc/conversations': (call) => inboxHandler(call),
    'GET /svc/conversations/participant_suggestions': () => ({ blogs: [art] }),
  });
});

afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

describe('InboxStore', () => {
  it('loads the first page, then the next one on request, newest first, until there is no more', async () => {
    const { inbox } = setup();
    await inbox.load(me.uuid);
    expect(inbox.list(me.uuid)).toMatchObject({ loaded: true, loading: false, hasMore: true, error: null });
    expect(inbox.list(me.uuid).conversations).toHaveLength(10);
    expect(api.callsTo('GET', '/svc/conversations')[0]?.params).toMatchObject({ participant: me.uuid, limit: 10 });

    await inbox.load(me.uuid, true);
    expect(api.callsTo('GET', '/svc/conversations')[1]?.params).toMatchObject({ before: 'c9' });
    expect(inbox.list(me.uuid).conversations.map((row) => row.id)).toEqual(rows.map((row) => row.id));
    expect(inbox.list(me.uuid).hasMore).toBe(false);
    await inbox.load(me.uuid, true);
    expect(api.callsTo('GET', '/svc/conversations')).toHaveLength(2);
  });

  it('runs one fetch per blog at a time and shows a failure as text', async () => {
    const { inbox } = setup();
    void inbox.load(me.uuid);
    await inbox.load(me.uuid);
    expect(api.callsTo('GET', '/svc/conversations')).toHaveLength(1);

    inboxHandler = () => {
      throw new ApiError(500, 'Server Error');
    };
    await inbox.load(art.uuid);
    expect(inbox.list(art.uuid)).toMatchObject({ loading: false, loaded: false });
    expect(inbox.list(art.uuid).error).toEqual(expect.any(String));
  });

  it("aborts the other blogs' fetches when the blog changes, without an error", async () => {
    const { inbox } = setup();
    let fail: (error: unknown) => void = () => undefined;
    inboxHandler = () => new Promise((_resolve, reject) => (fail = reject));
    const loading = inbox.load(art.uuid);
    expect(inbox.list(art.uuid).loading).toBe(true);
    inbox.abortOthers(me.uuid);
    expect(inbox.list(art.uuid).loading).toBe(false);
    fail(new Error('aborted'));
    await loading;
    expect(inbox.list(art.uuid).error).toBeNull();
  });

  it('loads the suggestions of a blog once', async () => {
    const { inbox, store } = setup();
    await inbox.loadSuggestions(me.uuid);
    await inbox.loadSuggestions(me.uuid);
    expect(store.get().suggestions[me.uuid]).toEqual([art]);
    expect(api.callsTo('GET', '/svc/conversations/participant_suggestions')).toHaveLength(1);
  });

  it('marks a row read, moves a conversation up with the message just sent, and removes it from every blog', async () => {
    const { inbox } = setup();
    inboxHandler = () => ({ conversations: [rows[0], { ...rows[1], last_read_ts: 1 }], _links: {} });
    await inbox.load(me.uuid);
    await inbox.load(art.uuid);
    expect(inbox.rowUnread(me.uuid, 'c1')).toBe(true);
    inbox.markRead(me.uuid, 'c1');
    expect(inbox.rowUnread(me.uuid, 'c1')).toBe(false);
    expect(inbox.list(me.uuid).conversations[1]).toMatchObject({ id: 'c1', unread_messages_count: 0 });

    const message = textMessage('c1', me.uuid, 'latest', 20_000);
    inbox.sent(me.uuid, { ...rows[1], messages: { data: [message], _links: {} } } as SendMessageResponse, message);
    expect(inbox.list(me.uuid).conversations.map((row) => row.id)).toEqual(['c1', 'c0']);
    expect(inbox.list(me.uuid).conversations[0]).toMatchObject({ last_message: message, last_modified_ts: 20_000, last_read_ts: 20_000 });

    const fresh = textMessage('c99', me.uuid, 'hi', 30_000);
    inbox.sent(me.uuid, { ...conversation('c99', me, others[5]!), messages: { data: [fresh], _links: {} } } as SendMessageResponse, fresh);
    expect(inbox.list(me.uuid).conversations.map((row) => row.id)).toEqual(['c99', 'c1', 'c0']);

    inbox.remove('c0');
    expect(inbox.list(me.uuid).conversations.map((row) => row.id)).toEqual(['c99', 'c1']);
    expect(inbox.list(art.uuid).conversations.map((row) => row.id)).toEqual(['c1']);
  });
});
