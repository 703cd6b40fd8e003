import { api, type DashboardSettings, type Participant } from '@tumbledash/shared';
import type {
  BlockBody,
  ConversationDetails,
  FlagBody,
  GifSearchResponse,
  InboxResponse,
  MarkReadBody,
  MarkReadResponse,
  MessagesQuery,
  MessagingConfigResponse,
  PollResponse,
  SendMessageBody,
  SendMessageResponse,
  StickersResponse,
  SuggestionsResponse,
} from './api-types';
import { INBOX_PAGE_SIZE, MESSAGES_PAGE_SIZE } from './api-types';

/** Every call is uncached (B§7): the server sends no-store, and polls add nothing a cache could key on. */
const NO_CACHE = { 'Cache-Control': 'no-cache' };

export function fetchConfig(): Promise<MessagingConfigResponse> {
  return api.get<MessagingConfigResponse>('/svc/conversations/config');
}

export function poll(token: string, mentionKeys: string[], signal?: AbortSignal): Promise<PollResponse> {
  return api.get<PollResponse>('/services/poll', {
    params: { token, unread_messages: true, mention_keys: mentionKeys.join(',') },
    headers: NO_CACHE,
    signal,
  });
}

/** First inbox page of a blog, or the page a `_links.next.href` points at. */
export function fetchInbox(participant: string, href: string | null, signal?: AbortSignal): Promise<InboxResponse> {
  if (href) return api.get<InboxResponse>(href, { headers: NO_CACHE, signal });
  return api.get<InboxResponse>('/svc/conversations', {
    params: { participant, limit: INBOX_PAGE_SIZE },
    headers: NO_CACHE,
    signal,
  });
}

export function fetchMessages(query: MessagesQuery, signal?: AbortSignal): Promise<ConversationDetails> {
  const { participants, ...rest } = query;
  return api.get<ConversationDetails>('/svc/conversations/messages', {
    params: {
      limit: MESSAGES_PAGE_SIZE,
      ...rest,
      ...(participants ? { participants: participants.join(',') } : {}),
    },
    headers: NO_CACHE,
    signal,
  });
}

/** An older page, from `messages._links.previous.href`. */
export function fetchMessagesPage(href: string): Promise<ConversationDetails> {
  return api.get<ConversationDetails>(href, { headers: NO_CACHE });
}

export function sendMessage(body: SendMessageBody): Promise<SendMessageResponse> {
  return api.post<SendMessageResponse>('/svc/conversations/messages', body);
}

/** An image message: multipart with the file in `data` and the other fields beside it. */
export function sendImageMessage(body: SendMessageBody, file: Blob, fileName: string): Promise<SendMessageResponse> {
  const form = new FormData();
  form.append('client_id', body.client_id);
  form.append('participant', body.participant);
  form.append('type', body.type);
  if (body.conversation_id) form.append('conversation_id', body.conversation_id);
  if (body.participants) form.append('participants', body.participants.join(','));
  if (body.message) form.append('message', body.message);
  if (body.context) form.append('context', body.context);
  form.append('data', file, fileName);
  return api.post<SendMessageResponse>('/svc/conversations/messages', form);
}

export function deleteConversation(conversationId: string, participant: string): Promise<unknown> {
  return api.delete('/svc/conversations/messages', { params: { conversation_id: conversationId, participant } });
}

/** Deletes one message from the acting blog's side (the others keep it); see the README. */
export function deleteMessage(conversationId: string, participant: string, ts: string): Promise<unknown> {
  return api.delete(`/svc/conversations/messages/${encodeURIComponent(ts)}`, { params: { conversation_id: conversationId, participant } });
}

export function flagConversation(body: FlagBody): Promise<unknown> {
  return api.post('/svc/conversations/flag', body);
}

export function markRead(body: MarkReadBody): Promise<MarkReadResponse> {
  return api.post<MarkReadResponse>('/svc/conversations/mark_read', body);
}

/** A blog by uuid or name, as seen by the acting blog; 404 when there is no such blog. */
export function fetchParticipantInfo(q: string, participant: string): Promise<Participant> {
  return api.get<Participant>('/svc/conversations/participant_info', { params: { q, participant } });
}

export function searchParticipants(q: string, participant: string, signal?: AbortSignal): Promise<SuggestionsResponse> {
  return api.get<SuggestionsResponse>('/svc/conversations/participant_suggestions', {
    params: { q, participant },
    signal,
  });
}

export function fetchFavorites(participant: string, limit: number): Promise<SuggestionsResponse> {
  return api.get<SuggestionsResponse>('/svc/conversations/participant_suggestions', {
    params: { limit, participant, include_recent: true, exclude_active: true },
  });
}

export function markTutorialSeen(): Promise<unknown> {
  return api.post('/svc/conversations/tutorial_seen', {});
}

export function fetchStickers(): Promise<StickersResponse> {
  return api.get<StickersResponse>('/svc/conversations/stickers');
}

export function searchGifs(q: string, signal?: AbortSignal): Promise<GifSearchResponse> {
  return api.post<GifSearchResponse>('/svc/search/inline_gif', { q, limit: 200 }, { signal });
}

export function blockBlog(body: BlockBody): Promise<unknown> {
  return api.post('/svc/block/add', body);
}

/** The account's "Several conversation windows" switch, the one /settings/dashboard shows. */
export function saveSeveralWindows(allow: boolean): Promise<DashboardSettings> {
  return api.post<DashboardSettings>('/svc/settings/dashboard', { multiple_conversations: allow });
}
