import type { Conversation, Message } from '@tumbledash/shared';
import type { SendMessageResponse } from '../api/api-types';
import * as messagingApi from '../api/messaging-api';
import { describeFetchFailure, type Random } from '../errors/error-text';
import { EMPTY_INBOX, type InboxList, type MessagingState } from '../store/messaging-state';
import type { Store } from '../store/store';
import { SUGGESTIONS_LIMIT, hasMorePages, mergeConversations } from './inbox-rules';

export interface InboxStoreOptions {
  store: Store<MessagingState>;
  random: Random;
}

/**
 * The inbox lists per blog (`inbox` and `suggestions` of the state): pages fetched one at a time per blog,
 * a switch of blog aborting the other blogs' fetches (B§4), and rows kept current by reads, sends and removals.
 */
export class InboxStore {
  private readonly fetches = new Map<string, AbortController>();

  constructor(private readonly options: InboxStoreOptions) {}

  private get state(): MessagingState {
    return this.options.store.get();
  }

  list(blog: string): InboxList {
    return this.state.inbox[blog] ?? EMPTY_INBOX;
  }

  /** The first page (refreshing what is shown), or with `more` the next one. One fetch per blog at a time. */
  async load(blog: string, more = false): Promise<void> {
    const list = this.list(blog);
    if (this.fetches.has(blog)) return;
    if (more && (!list.hasMore || !list.next)) return;
    const controller = new AbortController();
    this.fetches.set(blog, controller);
    this.set(blog, { loading: true, error: null });
    try {
      const page = await messagingApi.fetchInbox(blog, more ? list.next : null, controller.signal);
      const current = this.list(blog);
      const conversations = mergeConversations(current.conversations, page.conversations ?? []);
      const links = page._links ?? {};
      const paging =
        more || !current.loaded
          ? { next: links.next?.href ?? null, hasMore: hasMorePages(page.conversations?.length ?? 0, links) }
          : {};
      this.set(blog, { conversations, loading: false, loaded: true, ...paging });
    } catch (error) {
      if (controller.signal.aborted) return;
      console.warn('[mfe-messaging] inbox fetch failed', error);
      this.set(blog, { loading: false, error: describeFetchFailure(error, '', this.options.random).text });
    } finally {
      if (this.fetches.get(blog) === controller) this.fetches.delete(blog);
    }
  }

  /** Favorites for the empty state and the short-list, once per blog. */
  async loadSuggestions(blog: string): Promise<void> {
    if (this.state.suggestions[blog]) return;
    try {
      const { blogs } = await messagingApi.fetchFavorites(blog, SUGGESTIONS_LIMIT);
      this.options.store.set((state) => ({ suggestions: { ...state.suggestions, [blog]: blogs ?? [] } }));
    } catch (error) {
      console.warn('[mfe-messaging] suggestions failed', error);
    }
  }

  /** Switching blog aborts a fetch still running for another one (B§4). */
  abortOthers(blog: string): void {
    for (const [other, controller] of this.fetches) {
      if (other !== blog) {
        controller.abort();
        this.fetches.delete(other);
        this.set(other, { loading: false });
      }
    }
  }

  /** Whether the row says the acting blog has not read the newest message. */
  rowUnread(blog: string, id: string): boolean {
    const row = this.list(blog).conversations.find((conversation) => conversation.id === id);
    return row !== undefined && row.last_modified_ts > row.last_read_ts;
  }

  /** A conversation read here or in another tab: its row is read too. */
  markRead(blog: string, id: string): void {
    const list = this.list(blog);
    if (list.conversations.some((conversation) => conversation.id === id && conversation.last_read_ts < conversation.last_modified_ts)) {
      this.set(blog, {
        conversations: list.conversations.map((conversation) =>
          conversation.id === id ? { ...conversation, last_read_ts: conversation.last_modified_ts, unread_messages_count: 0 } : conversation,
        ),
      });
    }
  }

  /** Moves the conversation to the top of its blog's inbox with the message just sent. */
  sent(blog: string, response: SendMessageResponse, message: Message): void {
    const list = this.state.inbox[blog];
    if (!list?.loaded || !response.id) return;
    const known = list.conversations.find((conversation) => conversation.id === response.id);
    const ts = Number(message.ts);
    const { messages: _messages, ...fields } = response;
    const updated: Conversation = {
      ...(known ?? { ...fields, unread_messages_count: 0, last_message: null }),
      last_message: message,
      last_modified_ts: ts,
      last_read_ts: ts,
    };
    this.set(blog, { conversations: mergeConversations(list.conversations, [updated]) });
  }

  /** A deleted or spam conversation leaves every blog's list. */
  remove(id: string): void {
    this.options.store.set((state) => {
      const inbox: Record<string, InboxList> = {};
      for (const [blog, list] of Object.entries(state.inbox)) {
        inbox[blog] = { ...list, conversations: list.conversations.filter((conversation) => conversation.id !== id) };
      }
      return { inbox };
    });
  }

  dispose(): void {
    for (const controller of this.fetches.values()) controller.abort();
  }

  private set(blog: string, patch: Partial<InboxList>): void {
    this.options.store.set((state) => ({ inbox: { ...state.inbox, [blog]: { ...(state.inbox[blog] ?? EMPTY_INBOX), ...patch } } }));
  }
}
