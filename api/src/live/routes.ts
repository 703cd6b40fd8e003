import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../accounts/session.js';
import type { Db } from '../db/connect.js';
import { HttpError, forbidden } from '../http/envelope.js';
import type { LiveEvent, LiveEvents } from './events.js';

/** One stream per browser (its leader tab) is the design; a few browsers per person are fine. */
export const MAX_STREAMS_PER_USER = 5;
export const HEARTBEAT_MS = 20_000;
/** What a client waits before reconnecting after a close (sent as SSE `retry`). */
export const RETRY_MS = 2_000;

const TOO_MANY_STREAMS = 'Too many open live streams. Close another tab or browser and try again.';
const EVENT_ID = /^\d{1,19}$/;

interface StreamQuery {
  /** Name of the blog the tab acts as: it must be one of the user's. */
  blog?: string;
  /** Where to resume when the EventSource is new (its own reconnects send the Last-Event-ID header). */
  last_event_id?: string;
}

const streamSchema = {
  querystring: {
    type: 'object',
    properties: { blog: { type: 'string', maxLength: 100 }, last_event_id: { type: 'string', maxLength: 20 } },
    additionalProperties: false,
  },
} as const;

function resumeFrom(request: FastifyRequest<{ Querystring: StreamQuery }>): string | null {
  const header = request.headers['last-event-id'];
  const value = (typeof header === 'string' && header) || request.query.last_event_id || '';
  return EVENT_ID.test(value) ? value : null;
}

/**
 * GET /svc/live/stream (issue 16): Server-Sent Events for the signed-in user — `unread` when a message arrives
 * or something is read, so the tab fetches what changed at once instead of at its next poll. Each event has
 * an id; a reconnect with Last-Event-ID gets what it missed. Heartbeats keep proxies from closing it.
 */
export async function liveRoutes(app: FastifyInstance, { db, live }: { db: Db; live: LiveEvents }): Promise<void> {
  const open = new Map<string, number>();
  const streams = new Set<() => void>();

  // Draining (SIGTERM): every stream is told to come back a little later (elsewhere) and closed.
  app.addHook('preClose', async () => {
    for (const close of [...streams]) close();
  });

  app.get<{ Querystring: StreamQuery }>('/svc/live/stream', { schema: streamSchema }, async (request, reply) => {
    const { userId } = requireUser(request);
    if (request.query.blog !== undefined) {
      const member = await db
        .selectFrom('blogs as b')
        .innerJoin('blog_members as m', 'm.blog_id', 'b.id')
        .select('b.id')
        .where('m.user_id', '=', userId)
        .where('b.name', '=', request.query.blog)
        .executeTakeFirst();
      if (!member) throw forbidden('You can only follow your own blogs live.');
    }
    if (!live.available) throw new HttpError(503, 'Live updates are unavailable right now.');
    if ((open.get(userId) ?? 0) >= MAX_STREAMS_PER_USER) throw new HttpError(429, TOO_MANY_STREAMS);

    const from = resumeFrom(request);
    // Subscribed before reading what was missed, so nothing falls between the two; doubles are skipped by id.
    const queued: LiveEvent[] = [];
    let lastSent = from ?? (await live.latestId(userId));
    let ready = false;
    const raw = reply.raw;
    const send = (event: LiveEvent) => {
      if (BigInt(event.id) <= BigInt(lastSent)) return;
      lastSent = event.id;
      raw.write(`id: ${event.id}\nevent: ${event.type}\ndata: {}\n\n`);
    };
    const unsubscribe = live.subscribe(userId, (event) => (ready ? send(event) : queued.push(event)));
    open.set(userId, (open.get(userId) ?? 0) + 1);

    reply.hijack();
    raw.writeHead(200, {
      // What hooks set before the hijack (X-Request-Id, security headers, X-Served-By) goes out too.
      ...(Object.fromEntries(Object.entries(reply.getHeaders()).filter(([, value]) => value !== undefined)) as OutgoingHttpHeaders),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // nginx: pass events through as they are written.
      'x-accel-buffering': 'no',
    });
    raw.write(`retry: ${RETRY_MS}\n: connected\n\n`);
    if (from) for (const event of await live.since(userId, from)) send(event);
    ready = true;
    queued.sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1)).forEach(send);

    const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      unsubscribe();
      streams.delete(close);
      const count = (open.get(userId) ?? 1) - 1;
      if (count > 0) open.set(userId, count);
      else open.delete(userId);
      if (!raw.writableEnded) raw.end(`retry: ${RETRY_MS}\nevent: bye\ndata: {}\n\n`);
    };
    streams.add(close);
    request.raw.on('close', close);
  });
}
