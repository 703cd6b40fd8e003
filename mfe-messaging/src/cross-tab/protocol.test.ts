import { envelope, openEnvelope, PROTOCOL_VERSION, type TabMessage } from './protocol';

const window = { id: '1', participantUuid: 'me', participants: [{ uuid: 'me', name: 'me', url: '', avatar_url: '' }], lastOpenedDateTs: 5 };

describe('cross-tab protocol', () => {
  const messages: TabMessage[] = [
    { type: 'hello' },
    { type: 'windows', state: { open: [window], minimized: [] } },
    { type: 'unread', counts: { blog: { c1: 2 } } },
    { type: 'read', blog: 'blog', conversationId: 'c1' },
    {
      type: 'messages',
      key: 'k',
      messages: [
        {
          conversation_id: 'c1',
          type: 'TEXT',
          ts: '5',
          client_id: 'x',
          participant: 'me',
          message: 'hi',
          content: null,
          post: null,
          image: null,
          sticker: null,
        },
      ],
    },
    { type: 'outbox' },
    { type: 'removed', key: 'k' },
    { type: 'message-removed', key: 'k', ts: '5' },
    { type: 'tutorial-seen' },
    { type: 'logout' },
  ];

  it.each(messages.map((message) => [message.type, message] as const))('carries %s as an object and as JSON', (_type, message) => {
    const sent = envelope('alice', 'tab-a', 1, message);
    expect(openEnvelope(sent, 'alice', 'tab-b')).toEqual(message);
    expect(openEnvelope(JSON.stringify(sent), 'alice', 'tab-b')).toEqual(message);
  });

  it('drops its own echo, another user and another version', () => {
    const sent = envelope('alice', 'tab-a', 1, { type: 'hello' });
    expect(openEnvelope(sent, 'alice', 'tab-a')).toBeNull();
    expect(openEnvelope(sent, 'bob', 'tab-b')).toBeNull();
    expect(openEnvelope({ ...sent, v: PROTOCOL_VERSION + 1 }, 'alice', 'tab-b')).toBeNull();
    expect(openEnvelope({ ...sent, app: 'other' }, 'alice', 'tab-b')).toBeNull();
  });

  it('drops malformed bodies', () => {
    const bad = [
      '{not json',
      null,
      42,
      envelope('alice', 'a', 1, { type: 'unread', counts: { blog: { c: 'many' } } } as never),
      envelope('alice', 'a', 1, { type: 'windows', state: { open: [{}], minimized: [] } } as never),
      envelope('alice', 'a', 1, { type: 'read', blog: 'b' } as never),
      envelope('alice', 'a', 1, { type: 'message-removed', key: 'k' } as never),
      envelope('alice', 'a', 1, { type: 'messages', key: 'k', messages: [{ ts: 5 }] } as never),
      envelope('alice', 'a', 1, { type: 'shout' } as never),
    ];
    for (const raw of bad) expect(openEnvelope(raw, 'alice', 'b')).toBeNull();
  });
});
