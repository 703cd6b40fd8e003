/**
 * Request and response bodies of the messaging calls (B§7). Every answer comes in the envelope
 * `{ meta: { status, msg }, response }`; the types below describe `response`. The README's
 * "Server contract" section is the prose version of this file.
 */
import type { Conversation, GifMedia, Message, MessageType, MessagingConfig, Participant, Sticker } from '@tumbledash/shared';

/** A link to another page of a list: GET `href` as it is (a same-origin path with its query). */
export interface PageLink {
  href: string;
}

export interface PageLinks {
  /** Older items. */
  previous?: PageLink;
  /** Newer items (inbox: the next page). */
  next?: PageLink;
}

/** One of the signed-in user's blogs, as polling needs it. */
export interface MessagingBlog {
  uuid: string;
  name: string;
  mention_key: string;
  is_messaging_bot: boolean;
}

/** GET /svc/conversations/config */
export interface MessagingConfigResponse {
  config: MessagingConfig;
  blogs: MessagingBlog[];
}

/** GET /services/poll?token&unread_messages=true&mention_keys=a,b */
export interface PollResponse {
  /** mention key → conversation id → unread count (conversations with 0 may be left out). */
  unread_messages?: Record<string, Record<string, number>>;
  error?: boolean;
}

/** GET /svc/conversations?participant&before&limit */
export interface InboxResponse {
  conversations: Conversation[];
  _links: PageLinks;
}

/** Page size of the inbox; a page this long means there may be more (B§4). */
export const INBOX_PAGE_SIZE = 10;

/** A conversation with one page of its messages, oldest first. */
export type ConversationDetails = Omit<Conversation, 'last_message'> & {
  messages: { data: Message[]; _links: PageLinks };
};

/** GET /svc/conversations/messages: either `conversation_id` or `participants` (uuids of the others). */
export interface MessagesQuery {
  participant: string;
  conversation_id?: string;
  participants?: string[];
  before?: string;
  limit?: number;
}

export const MESSAGES_PAGE_SIZE = 20;

/** A post reference in a message being sent: the post id and, when known, its blog's uuid. */
export interface PostRef {
  id: string;
  blog?: string;
}

/** POST /svc/conversations/messages (JSON); images go as multipart with the file in `data`. */
export interface SendMessageBody {
  /** Made by the client (UUID); the server stores a (conversation, client_id) pair once. */
  client_id: string;
  /** The acting blog's uuid. */
  participant: string;
  /** Known conversation; otherwise `participants` names the other blogs and the server finds or makes it. */
  conversation_id?: string;
  participants?: string[];
  type: MessageType;
  message?: string;
  post?: PostRef;
  sticker_id?: string;
  context?: string;
}

export type SendMessageResponse = ConversationDetails;

/** POST /svc/conversations/flag */
export type FlagBody =
  | { conversation_id: string; participant: string; type: 'spam'; context: string }
  | { conversation_id: string; participant: string; type: 'unblur' };

/** POST /svc/conversations/mark_read */
export interface MarkReadBody {
  conversation_id: string;
  participant: string;
}

export interface MarkReadResponse {
  conversation_id: string;
  last_read_ts: number;
  unread_messages_count: number;
}

/** GET /svc/conversations/participant_suggestions */
export interface SuggestionsResponse {
  blogs: Participant[];
}

/** GET /svc/conversations/stickers */
export interface StickersResponse {
  stickers: Sticker[];
}

/** One result of POST /svc/search/inline_gif (A§3.10, the shared contract); messaging reads these fields only. */
export type GifResult = Pick<GifMedia, 'mediaUrl' | 'width' | 'height' | 'postId' | 'postBlog' | 'postBlogUuid'>;

export interface GifSearchResponse {
  media: GifResult[];
}

/** POST /svc/block/add (A§6), as messaging sends it. */
export interface BlockBody {
  tumblelog: string;
  blocked_tumblelog: string;
  block_context: 'messaging';
}
