import type { Message } from '@tumbledash/shared';
import type { OutgoingMessage } from '../send-queue/send-queue';
import type { Groupable } from './grouping';

/** One row of a conversation: a stored message, or one of ours still in the outgoing queue. */
export type ThreadItem =
  | (Groupable & { kind: 'message'; id: string; message: Message })
  | (Groupable & { kind: 'outgoing'; id: string; entry: OutgoingMessage });

/**
 * Stored messages, then queued ones in the order they were written. A queued message the server already
 * has (another tab sent it) shows once; posts without a thumbnail stay hidden while pending (B§4).
 */
export function threadItems(messages: readonly Message[], outgoing: readonly OutgoingMessage[]): ThreadItem[] {
  const stored = new Set(messages.map((message) => message.client_id).filter(Boolean));
  const items: ThreadItem[] = messages.map((message) => ({
    kind: 'message',
    id: `m:${message.ts}`,
    message,
    sender: message.participant,
    time: Number(message.ts),
  }));
  for (const entry of outgoing) {
    if (stored.has(entry.client_id)) continue;
    const hiddenWhilePending =
      entry.status === 'pending' && entry.content.type === 'POSTREF' && !entry.content.preview?.thumbnail_url;
    if (hiddenWhilePending) continue;
    items.push({ kind: 'outgoing', id: `o:${entry.client_id}`, entry, sender: entry.participant, time: entry.clientTs });
  }
  return items;
}
