import type { FastifyBaseLogger } from 'fastify';
import type { UnreadChanges } from '../poll/unread-changes.js';
import type { LiveEvents } from './events.js';

/** Whatever changes a person's unread counts also goes to their live streams (an `unread` event). */
export function withLiveEvents(changes: UnreadChanges, live: LiveEvents, log: FastifyBaseLogger): UnreadChanges {
  return {
    async usersChanged(userIds) {
      await changes.usersChanged(userIds);
      // Polling still delivers it if this fails: a lost nudge must not fail the send or read that raised it.
      await live.raise(userIds, 'unread').catch((error: unknown) => log.warn({ err: error }, 'live event not raised'));
    },
    close: () => changes.close(),
  };
}
