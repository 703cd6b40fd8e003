import assert from 'node:assert/strict';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { SESSION_COOKIE } from '../contracts.js';
import { createTestApp, DEMO, FRIEND, type TestApp, type TestClient } from '../testing/app.js';
import { MAX_STREAMS_PER_USER } from './routes.js';

interface Stream {
  status: number;
  /** Resolves with the next event of this type (its id). */
  next(type: string): Promise<string>;
  text(): string;
  close(): void;
  ended: Promise<void>;
}

describe('live stream (GET /svc/live/stream)', () => {
  let t: TestApp;
  let demo: TestClient;
  let friend: TestClient;
  let base = '';
  let clientIds = 0;

  before(async () => {
    t = await createTestApp({ seed: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    demo = t.client();
    await demo.login(DEMO.email, DEMO.password);
    friend = t.client();
    await friend.login(FRIEND.email, FRIEND.password);
  });
  after(() => t.close());

  function open(client: TestClient | null, query = '', headers: Record<string, string> = {}): Promise<Stream> {
    return new Promise((resolve, reject) => {
      const cookie = client?.sessionId ? { cookie: `${SESSION_COOKIE}=${client.sessionId}` } : {};
      const req = httpRequest(`${base}/svc/live/stream${query}`, { headers: { accept: 'text/event-stream', ...cookie, ...headers } });
      req.on('error', reject);
      req.on('response', (response: IncomingMessage) => {
        let buffer = '';
        const waiters: { type: string; resolve: (id: string) => void }[] = [];
        let seen = 0;
        const check = () => {
          const blocks = buffer.split('\n\n').slice(0, -1);
          for (; seen < blocks.length; seen += 1) {
            const block = blocks[seen]!;
            const type = /^event: (.+)$/m.exec(block)?.[1];
            const id = /^id: (.+)$/m.exec(block)?.[1] ?? '';
            const index = waiters.findIndex((waiter) => waiter.type === type);
            if (index >= 0) waiters.splice(index, 1)[0]!.resolve(id);
            else if (type) pending.push({ type, id });
          }
        };
        const pending: { type: string; id: string }[] = [];
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          check();
        });
        const ended = new Promise<void>((done) => response.on('end', done));
        resolve({
          status: response.statusCode ?? 0,
          next: (type) => {
            const index = pending.findIndex((event) => event.type === type);
            if (index >= 0) return Promise.resolve(pending.splice(index, 1)[0]!.id);
            return new Promise((done) => waiters.push({ type, resolve: done }));
          },
          text: () => buffer,
          close: () => req.destroy(),
          ended,
        });
      });
      req.end();
    });
  }

  async function messageFromFriendToDemo(text: string): Promise<void> {
    const uuid = async (name: string) => (await t.db.selectFrom('blogs').select('uuid').where('name', '=', name).executeTakeFirstOrThrow()).uuid;
    const response = await friend.post('/svc/conversations/messages', {
      client_id: `live-${(clientIds += 1)}`,
      type: 'TEXT',
      participant: await uuid('friendly'),
      participants: [await uuid('tumbledemo')],
      message: text,
    });
    assert.equal(response.statusCode, 200, response.body);
  }

  it('needs a signed-in user, and a blog of theirs when one is named', async () => {
    const anonymous = await open(null);
    assert.equal(anonymous.status, 401);
    const others = await open(demo, '?blog=friendly');
    assert.equal(others.status, 403);
  });

  it('tells the recipient’s stream of a new message at once, as an event with an id; the sender’s too', async () => {
    const stream = await open(demo, '?blog=tumbledemo');
    assert.equal(stream.status, 200);
    const senderStream = await open(friend);
    const received = stream.next('unread');
    const sent = senderStream.next('unread');
    await messageFromFriendToDemo('live hello');
    assert.match(await received, /^\d+$/);
    assert.match(await sent, /^\d+$/);
    assert.match(stream.text(), /^retry: \d+$/m);
    stream.close();
    senderStream.close();
  });

  it('resumes after a reconnect from Last-Event-ID with what it missed, in order, once', async () => {
    const first = await open(demo);
    const before = first.next('unread');
    await messageFromFriendToDemo('one');
    const lastSeen = await before;
    first.close();
    // Missed while disconnected:
    await messageFromFriendToDemo('two');
    await messageFromFriendToDemo('three');
    const resumed = await open(demo, '', { 'last-event-id': lastSeen });
    const a = await resumed.next('unread');
    const b = await resumed.next('unread');
    assert.ok(BigInt(a) > BigInt(lastSeen) && BigInt(b) > BigInt(a));
    // The same through the query (a new EventSource), and nothing again after what it already has.
    const again = await open(demo, `?last_event_id=${b}`);
    const nextOne = again.next('unread');
    await messageFromFriendToDemo('four');
    assert.ok(BigInt(await nextOne) > BigInt(b));
    resumed.close();
    again.close();
  });

  it(`allows ${MAX_STREAMS_PER_USER} streams per person, then answers 429`, async () => {
    const streams = [];
    for (let index = 0; index < MAX_STREAMS_PER_USER; index += 1) streams.push(await open(demo));
    assert.ok(streams.every((stream) => stream.status === 200));
    const oneTooMany = await open(demo);
    assert.equal(oneTooMany.status, 429);
    // Another person is not affected; a closed stream frees its place.
    const other = await open(friend);
    assert.equal(other.status, 200);
    streams.pop()!.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const afterClose = await open(demo);
    assert.equal(afterClose.status, 200);
    for (const stream of [...streams, other, afterClose]) stream.close();
  });

  it('removes events older than a reconnecting stream may ask for, and keeps the recent ones', async () => {
    const { LiveEvents, LIVE_EVENT_RETENTION_MS } = await import('./events.js');
    const live = new LiveEvents(t.db, undefined, t.app.log);
    const user = await t.db.selectFrom('users').select('id').where('email', '=', DEMO.email).executeTakeFirstOrThrow();
    await live.raise([user.id], 'unread');
    const kept = await t.db.selectFrom('live_events').select('id').where('user_id', '=', user.id).execute();
    assert.ok(kept.length > 0);
    assert.equal(await live.cleanUp(new Date()), 0);
    assert.ok((await live.cleanUp(new Date(Date.now() + LIVE_EVENT_RETENTION_MS + 1000))) >= kept.length);
    assert.equal((await t.db.selectFrom('live_events').select('id').where('user_id', '=', user.id).execute()).length, 0);
    await live.close();
  });
});
