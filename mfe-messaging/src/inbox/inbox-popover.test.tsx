import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, type Conversation } from '@tumbledash/shared';
import { MessagingRoot } from '../messaging/messaging-root';
import { mockApi, signIn } from '../test-support/api-mock';
import { CONFIG, conversation, participant, textMessage } from '../test-support/fixtures';
import { NO_ONE_MESSAGES } from './inbox-rules';

const me = participant('alice');
const art = participant('alice-art');
const bob = participant('bob');
const carol = participant('carol');
const dan = participant('dan');
const BLOGS = [
  { uuid: me.uuid, name: 'alice', mention_key: 'mk-alice', is_messaging_bot: false },
  { uuid: art.uuid, name: 'alice-art', mention_key: 'mk-art', is_messaging_bot: false },
];

let inbox: Record<string, { conversations: Conversation[]; next?: string }>;
let api: ReturnType<typeof mockApi>;

function setup() {
  api = mockApi({
    'GET /svc/conversations/config': () => ({ config: CONFIG, blogs: BLOGS }),
    'GET /services/poll': () => ({ unread_messages: { 'mk-alice': {}, 'mk-art': { c9: 4 } } }),
    'GET /svc/conversations': (call) => {
      const page = inbox[call.params.before ? `${call.params.participant}:more` : String(call.params.participant)];
      return { conversations: page?.conversations ?? [], _links: page?.next ? { next: { href: page.next } } : {} };
    },
    'GET /svc/conversations/participant_suggestions': (call) => {
      if (call.params.q === 'bo') return { blogs: [bob] };
      if (call.params.q) return { blogs: [] };
      return { blogs: [carol, dan] };
    },
    'GET /svc/conversations/participant_info': (call) => {
      if (call.params.q === 'quiet') return participant('quiet', { can_receive_messages: false });
      throw new Error('unexpected');
    },
    'GET /svc/conversations/messages': () => ({
      ...conversation('c1', me, bob),
      messages: { data: [textMessage('c1', bob.uuid, 'hi there', Date.now())], _links: {} },
    }),
    'POST /svc/conversations/mark_read': () => ({}),
  });
}

async function openInbox() {
  render(<MessagingRoot />);
  await waitFor(() => expect(api.callsTo('GET', '/svc/conversations/config')).toHaveLength(1));
  act(() => bus.emit('messaging:open', {}));
  return screen.findByRole('dialog', { name: 'Messages' });
}

beforeEach(() => {
  localStorage.clear();
  signIn();
  inbox = {};
  setup();
});

afterEach(() => api.restore());

describe('inbox popover', () => {
  it('lists conversations newest first, cuts previews to 100 characters and marks unread ones', async () => {
    const long = `${'word '.repeat(40)}end`;
    inbox[me.uuid] = {
      conversations: [
        conversation('old', me, bob, { last_modified_ts: 1000, last_read_ts: 1000 }),
        conversation('new', me, carol, {
          last_modified_ts: 3000,
          last_read_ts: 1000,
          last_message: textMessage('new', carol.uuid, long, 3000),
        }),
      ],
    };
    const dialog = await openInbox();
    const list = await within(dialog).findByRole('list', { name: 'Conversations' });
    const rows = within(list).getAllByRole('button');
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('carol'), expect.stringContaining('bob')]);
    expect(rows[0]).toHaveAccessibleName(expect.stringMatching(/^carol: word.*, unread$/));
    expect(within(rows[0]!).getByText(/^word/).textContent).toBe(`${long.slice(0, 100)}…`);
    expect(rows[1]).toHaveAccessibleName(expect.not.stringContaining('unread'));
  });

  it.each([
    ['the blog’s name', (row: HTMLElement) => within(row).getByText('bob', { exact: true })],
    ['the avatar', (row: HTMLElement) => within(row).getByRole('img', { name: "bob's avatar" })],
  ])('opens the conversation, not the blog viewer, on a click on %s in its row', async (_part, partOf) => {
    inbox[me.uuid] = { conversations: [conversation('c1', me, bob, { last_modified_ts: 1000, last_read_ts: 1000 })] };
    const requests: unknown[] = [];
    const subscription = bus.on('peepr:open').subscribe((request) => requests.push(request));
    const dialog = await openInbox();
    const row = within(await within(dialog).findByRole('list', { name: 'Conversations' })).getByRole('button');

    await userEvent.click(partOf(row));
    expect(await screen.findByRole('region', { name: 'bob' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Messages' })).not.toBeInTheDocument();
    expect(requests).toEqual([]);
    subscription.unsubscribe();
  });

  it('shows "Talk to a blog" with an avatar grid when the inbox is empty', async () => {
    const dialog = await openInbox();
    expect(await within(dialog).findByRole('heading', { name: 'Talk to a blog' })).toBeInTheDocument();
    const carolLink = await within(dialog).findByRole('link', { name: /carol/ });
    expect(carolLink).toHaveAttribute('href', '/messaging/conversation/carol');
  });

  it('appends "More blogs to talk to" under a short list with no more pages', async () => {
    inbox[me.uuid] = { conversations: [conversation('c1', me, bob)] };
    const dialog = await openInbox();
    expect(await within(dialog).findByRole('heading', { name: 'More blogs to talk to' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /carol/ })).toHaveAttribute('href', '/conversation/new/carol');
  });

  it('loads the next page on scroll, but only after a full page of 10', async () => {
    const page = Array.from({ length: 10 }, (_, index) =>
      conversation(`c${index}`, me, participant(`blog${index}`), { last_modified_ts: 10_000 - index }),
    );
    inbox[me.uuid] = { conversations: page, next: `/svc/conversations?participant=${me.uuid}&before=9991` };
    inbox[`${me.uuid}:more`] = { conversations: [conversation('c10', me, participant('blog10'), { last_modified_ts: 1 })] };
    const dialog = await openInbox();
    await within(dialog).findByText('blog9');
    expect(within(dialog).queryByRole('heading', { name: 'More blogs to talk to' })).not.toBeInTheDocument();
    const scroller = dialog.querySelector('.td-msg-inbox__scroller') as HTMLElement;
    fireEvent.scroll(scroller);
    expect(await within(dialog).findByText('blog10')).toBeInTheDocument();
    expect(api.callsTo('GET', '/svc/conversations').pop()?.params).toMatchObject({ before: '9991' });
    // The second page was short: no more pages, no more fetches.
    fireEvent.scroll(scroller);
    expect(api.callsTo('GET', '/svc/conversations')).toHaveLength(2);
  });

  it('offers favorites in the "To:" panel, then search results, or a "That isn\'t anyone."-style message', async () => {
    const user = userEvent.setup();
    const dialog = await openInbox();
    await user.click(within(dialog).getByRole('button', { name: 'Compose message' }));
    expect(within(dialog).getByRole('button', { name: 'Nevermind' })).toHaveAttribute('aria-expanded', 'true');
    const favorites = await within(dialog).findByRole('list', { name: 'Favorites' });
    expect(within(favorites).getAllByRole('link').map((link) => link.textContent)).toEqual([
      expect.stringContaining('carol'),
      expect.stringContaining('dan'),
    ]);

    const to = within(dialog).getByLabelText('To:');
    await user.type(to, 'zzz');
    const status = await within(dialog).findByRole('status');
    expect(NO_ONE_MESSAGES).toContain(status.textContent);

    await user.clear(to);
    await user.type(to, 'bo');
    const results = await within(dialog).findByRole('list', { name: 'Search results' });
    const searches = api.callsTo('GET', '/svc/conversations/participant_suggestions').filter((call) => call.params.q);
    expect(searches.map((call) => call.params.q)).toEqual(['zzz', 'bo']);
    await user.click(within(results).getByRole('link', { name: /bob/ }));

    expect(await screen.findByRole('region', { name: 'bob' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Messages' })).not.toBeInTheDocument();
  });

  it('closes on Escape and on a click outside', async () => {
    const user = userEvent.setup();
    await openInbox();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Messages' })).not.toBeInTheDocument();

    await new Promise((resolve) => setTimeout(resolve, 350));
    act(() => bus.emit('messaging:open', {}));
    await screen.findByRole('dialog', { name: 'Messages' });
    await user.click(document.body);
    expect(screen.queryByRole('dialog', { name: 'Messages' })).not.toBeInTheDocument();
  });

  it('switches blog with unread per blog', async () => {
    const user = userEvent.setup();
    inbox[art.uuid] = { conversations: [conversation('c9', art, dan, { last_modified_ts: 5, last_read_ts: 1 })] };
    const dialog = await openInbox();
    const toggle = await within(dialog).findByRole('button', { name: 'Blog: alice, 4 unread on your other blogs' });
    await user.click(toggle);
    await user.click(within(dialog).getByRole('button', { name: /alice-art/ }));
    expect(await within(dialog).findByText('dan')).toBeInTheDocument();
    expect(api.callsTo('GET', '/svc/conversations').pop()?.params).toMatchObject({ participant: art.uuid });
    expect(localStorage.getItem('messaging:alice:blog')).toBe(art.uuid);
  });

  it('alerts when messaging:open names a blog that cannot receive messages', async () => {
    render(<MessagingRoot />);
    await waitFor(() => expect(api.callsTo('GET', '/svc/conversations/config')).toHaveLength(1));
    act(() => bus.emit('messaging:open', { blogName: 'quiet' }));
    const alert = await screen.findByRole('alertdialog', { name: "This blog can't receive messages." });
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
