import type { Conversation, Message, Participant } from '@tumbledash/shared';
import { INBOX_PAGE_SIZE, type PageLinks } from '../api/api-types';

export const PREVIEW_LENGTH = 100;
export const DEFAULT_APPEND_LIMIT = 3;
export const FAVORITES_COUNT = 5;
export const SUGGESTIONS_LIMIT = 8;
export const SEARCH_DEBOUNCE_MS = 250;
export const LOADER_DELAY_MS = 250;
export const GRID_COLUMNS = 4;

/** "That isn't anyone."-style answers to a search with no results (B§8). */
export const NO_ONE_MESSAGES = [
  "That isn't anyone.",
  "Hmm, that's nobody we know.",
  'No blogs by that name. Yet.',
  'Nobody answers to that.',
] as const;

/** Previews are cut to 100 characters (B§5). */
export function cutPreview(text: string, length = PREVIEW_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length)}…` : flat;
}

export function messagePreview(message: Message | null, myUuid: string): string {
  if (!message) return '';
  const mine = message.participant === myUuid;
  const body =
    message.type === 'TEXT'
      ? message.message || message.content?.text || ''
      : message.type === 'POSTREF'
        ? mine
          ? 'You sent a post'
          : 'Sent a post'
        : message.type === 'IMAGE'
          ? mine
            ? 'You sent a photo'
            : 'Sent a photo'
          : mine
            ? 'You sent a sticker'
            : 'Sent a sticker';
  return cutPreview(message.type === 'TEXT' && mine ? `You: ${body}` : body);
}

/** Unread means last modified is later than last read (B§3). */
export function isUnread(conversation: Pick<Conversation, 'last_modified_ts' | 'last_read_ts'>): boolean {
  return conversation.last_modified_ts > conversation.last_read_ts;
}

/** A page "has more" only when it was full (B§4) and the server gave a next link. */
export function hasMorePages(pageLength: number, links: PageLinks): boolean {
  return pageLength >= INBOX_PAGE_SIZE && !!links.next?.href;
}

export function shouldAppendSuggestions(count: number, hasMore: boolean, limit = DEFAULT_APPEND_LIMIT): boolean {
  return !hasMore && count <= limit;
}

/** Newest first; a conversation that comes again (a later page, or a refresh) keeps its newest copy. */
export function mergeConversations(current: readonly Conversation[], incoming: readonly Conversation[]): Conversation[] {
  const byId = new Map<string, Conversation>();
  for (const conversation of [...current, ...incoming]) {
    const known = byId.get(conversation.id);
    if (!known || conversation.last_modified_ts >= known.last_modified_ts) byId.set(conversation.id, conversation);
  }
  return [...byId.values()].sort((a, b) => b.last_modified_ts - a.last_modified_ts);
}

/** Suggestions not already in the list, able to receive messages. */
export function freshSuggestions(suggestions: readonly Participant[], conversations: readonly Conversation[], myUuid: string): Participant[] {
  const known = new Set(conversations.flatMap((conversation) => conversation.participants.map((participant) => participant.uuid)));
  known.add(myUuid);
  return suggestions.filter((blog) => !known.has(blog.uuid) && blog.can_receive_messages);
}

/** Names joined by commas and "+" (B§2): "a", "a + b", "a, b + c". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} + ${names[names.length - 1]}`;
}
