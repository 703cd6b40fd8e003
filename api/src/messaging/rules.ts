/** The decisions of B§6 and B§8 about who may message whom, as pure functions of plain facts. */
import type { ClientErrorStatus } from '../http/envelope.js';

export const MESSAGE_MAX_LENGTH = 4096;
export const IMAGE_UPLOAD_MAX_BYTES = 10_485_760;
/** New conversations one blog may start in 24 hours (the 429 of B§8). */
export const NEW_CONVERSATIONS_PER_DAY = 50;

export const MESSAGING_ERRORS = {
  unverified: { status: 403, code: 7001, msg: 'Please verify your email address before talking to a blog.' },
  followersOnly: (blog: string): Refusal => ({ status: 403, code: 7003, msg: `Sorry, ${blog} only allows messages from blogs they follow.` }),
  mustFollow: { status: 409, msg: 'You can only send messages to blogs you follow.' },
  dailyLimit: { status: 429, code: 7004, msg: "You've hit the daily limit on new conversations. Impressive." },
  blocked: { status: 403, msg: 'You can’t send messages in this conversation.' },
  cannotReceive: { status: 403, msg: 'This blog can’t receive messages.' },
} as const;

export const POST_TYPE_NOT_SENDABLE = 'Only photo, link, quote, audio, video and chat posts can be sent in a message.';

export interface Refusal {
  status: ClientErrorStatus;
  code?: number;
  msg: string;
}

/** What stands between two blogs in any conversation. */
export interface PairFacts {
  /** Either blog blocked the other. */
  blocked: boolean;
  /** The other blog takes messages at all. */
  otherReceives: boolean;
}

/** Whether messages may flow in a conversation between the two blogs (`can_send`). */
export function canSend(facts: PairFacts): boolean {
  return !facts.blocked && facts.otherReceives;
}

export interface NewConversationFacts extends PairFacts {
  recipientName: string;
  /** The recipient accepts messages only from blogs it follows. */
  followersOnly: boolean;
  recipientFollowsSender: boolean;
  senderFollowsRecipient: boolean;
  /** The recipient accepts new conversations from blogs that do not follow it. */
  recipientAcceptsAnyone: boolean;
  startedToday: number;
}

/** Why the sender may not start a conversation with the recipient, or null when it may. */
export function newConversationRefusal(facts: NewConversationFacts, dailyLimit = NEW_CONVERSATIONS_PER_DAY): Refusal | null {
  if (facts.blocked) return MESSAGING_ERRORS.blocked;
  if (!facts.otherReceives) return MESSAGING_ERRORS.cannotReceive;
  if (facts.followersOnly && !facts.recipientFollowsSender) return MESSAGING_ERRORS.followersOnly(facts.recipientName);
  if (!facts.senderFollowsRecipient && !facts.recipientAcceptsAnyone) return MESSAGING_ERRORS.mustFollow;
  if (facts.startedToday >= dailyLimit) return MESSAGING_ERRORS.dailyLimit;
  return null;
}

const STORED_CONTEXTS = new Set(['post-chrome', 'messaging-gif', 'messaging-image-upload']);

/** A message's context is kept only when it names one of the known sources (B§3). */
export function storedContext(context: string | undefined): string {
  if (!context) return '';
  const [source] = context.split(':');
  return source && STORED_CONTEXTS.has(source) ? context.slice(0, 200) : '';
}

/**
 * The server time of a new message: now, or one past the newest message when clocks or a burst would
 * repeat a ts, since ts is also the message id within its conversation.
 */
export function nextMessageTs(nowMs: number, newestTs: number | null): number {
  return newestTs !== null && newestTs >= nowMs ? newestTs + 1 : nowMs;
}

/** The other side started the conversation and the acting blog does not follow it (B§6 "Look sketchy?"). */
export function isPossibleSpam(startedByOther: boolean, actingFollowsOther: boolean): boolean {
  return startedByOther && !actingFollowsOther;
}

/** Inbox cursor: the last item's sort key and id, so equal timestamps never skip a conversation. */
export function inboxCursor(lastModifiedTs: string, id: string): string {
  return `${lastModifiedTs}.${id}`;
}

export function parseInboxCursor(cursor: string): { ts: string; id: string } | null {
  const match = /^(\d{1,16})\.(\d{1,19})$/.exec(cursor);
  return match ? { ts: match[1]!, id: match[2]! } : null;
}
