import { session, type Message } from '@tumbledash/shared';
import type { ConversationDetails } from '../api/api-types';
import * as messagingApi from '../api/messaging-api';
import { describeFetchFailure, isStatus, type Random } from '../errors/error-text';
import type { InboxStore } from '../inbox/inbox-store';
import { playSound } from '../notify/sounds';
import type { ConversationView, MessagingState } from '../store/messaging-state';
import type { Store } from '../store/store';
import type { UnreadStore } from '../unread/unread-store';
import { othersIn, type WindowStore } from '../window-state/window-store';

/** B§9: unread fetch size is min(10, unread + 5). */
export const unreadFetchSize = (unread: number) => Math.min(10, unread + 5);

const byTs = (a: Message, b: Message) => Number(a.ts) - Number(b.ts);

/** Same messages (by ts, or client_id for a send seen twice) once, oldest first. */
export function mergeMessages(current: readonly Message[], incoming: readonly Message[]): Message[] {
  const seen = new Map<string, Message>();
  for (const message of [...current, ...incoming]) {
    const key = message.client_id ? `c:${message.client_id}` : `t:${message.ts}`;
    seen.set(key, message);
  }
  const unique = new Map<string, Message>();
  for (const message of seen.values()) unique.set(message.ts, message);
  return [...unique.values()].sort(byTs);
}

export interface ConversationStoreOptions {
  store: Store<MessagingState>;
  windows: WindowStore;
  unread: UnreadStore;
  inbox: InboxStore;
  random: Random;
  /** A tab in the background shows nothing to anyone: it marks nothing read. */
  pageVisible: () => boolean;
  /** The server answered with the id of a conversation this window did not know yet. */
  created: (key: string, id: string) => void;
  /** A conversation was read here: the other tabs show it read too. */
  read: (blog: string, conversationId: string) => void;
}

/**
 * The messages of each window's conversation: the first load (a 404 for a new conversation is an empty one),
 * older pages, the newest ones when counts rise, merged without doubles, and reads (local 0 at once, then
 * the server).
 */
export class ConversationStore {
  private readonly fetches = new Map<string, number>();
  private fetchSeq = 0;

  constructor(private readonly options: ConversationStoreOptions) {}

  private get state(): MessagingState {
    return this.options.store.get();
  }

  private update(key: string, patch: Partial<ConversationView>): void {
    this.options.windows.updateView(key, patch);
  }

  isLoading(key: string): boolean {
    return this.fetches.has(key);
  }

  /**
   * (Re)loads a conversation from its newest messages; a later load wins over an earlier one. A retry from the
   * error view keeps that view up, its button saying "Retrying...", until the load settles (B§4).
   */
  async load(key: string, retrying = false): Promise<void> {
    const view = this.state.conversations[key];
    if (!view) return;
    const seq = (this.fetchSeq += 1);
    this.fetches.set(key, seq);
    if (!(retrying && view.status === 'error')) this.update(key, { status: 'loading', error: null });
    const others = othersIn(view).map((participant) => participant.uuid);
    try {
      const details = await messagingApi.fetchMessages(
        view.id
          ? { participant: view.participantUuid, conversation_id: view.id }
          : { participant: view.participantUuid, participants: others },
      );
      if (this.fetches.get(key) !== seq) return;
      this.apply(key, details, 'reset');
      this.update(key, { status: 'ready', newCount: 0 });
      void this.markRead(key);
    } catch (error) {
      if (this.fetches.get(key) !== seq) return;
      if (!view.id && isStatus(error, 404)) {
        // A conversation that does not exist yet: empty, and the first message creates it (B§7).
        this.update(key, { status: 'ready', messages: [], previous: null, oldestLoaded: true });
        return;
      }
      this.update(key, { status: 'error', error: describeFetchFailure(error, this.options.windows.otherName(key), this.options.random) });
    } finally {
      if (this.fetches.get(key) === seq) this.fetches.delete(key);
    }
  }

  async loadOlder(key: string): Promise<void> {
    const view = this.state.conversations[key];
    if (!view?.previous || view.loadingOlder) return;
    this.update(key, { loadingOlder: true });
    try {
      const details = await messagingApi.fetchMessagesPage(view.previous);
      this.apply(key, details, 'older');
    } catch (error) {
      console.warn('[mfe-messaging] older messages failed', error);
    } finally {
      this.update(key, { loadingOlder: false });
    }
  }

  /** Fetches the newest messages (the unread ones and a few before), then marks the conversation read. */
  async fetchNew(key: string): Promise<void> {
    const view = this.state.conversations[key];
    if (!view?.id) return;
    const unread = this.options.unread.count(view.id);
    try {
      const details = await messagingApi.fetchMessages({
        participant: view.participantUuid,
        conversation_id: view.id,
        limit: unreadFetchSize(unread),
      });
      const before = this.state.conversations[key]?.messages.length ?? 0;
      this.apply(key, details, 'newest');
      this.update(key, { newCount: 0 });
      if ((this.state.conversations[key]?.messages.length ?? 0) > before) playSound('receive', session.get().user?.is_sounds_enabled === true);
      void this.markRead(key);
    } catch (error) {
      console.warn('[mfe-messaging] new messages failed', error);
    }
  }

  /** Scrolled back down to new messages waiting below: fetch them. */
  setAtBottom(key: string, atBottom: boolean): void {
    const view = this.state.conversations[key];
    if (!view || view.atBottom === atBottom) return;
    this.update(key, { atBottom });
    if (atBottom && view.newCount > 0) void this.fetchNew(key);
  }

  /**
   * Marks a conversation read: a local 0 at once, the other tabs told, then the server. Not while the page
   * is hidden: messages shown in a background tab stay unread (badge, sound) until the tab is looked at.
   */
  async markRead(key: string): Promise<void> {
    const view = this.state.conversations[key];
    if (!view?.id || !this.options.windows.isOpen(key) || !this.options.pageVisible()) return;
    const id = view.id;
    const blog = view.participantUuid;
    const wasUnread = this.options.unread.count(id) > 0 || this.options.inbox.rowUnread(blog, id);
    this.readLocally(blog, id);
    if (!wasUnread) return;
    this.options.read(blog, id);
    try {
      await messagingApi.markRead({ conversation_id: id, participant: blog });
    } catch (error) {
      console.warn('[mfe-messaging] mark read failed', error);
    }
  }

  /** Read here or in another tab: the counts and the inbox row show it at once. */
  readLocally(blog: string, id: string): void {
    this.options.unread.markRead(blog, id);
    this.options.inbox.markRead(blog, id);
  }

  /** Messages sent here or reported by another tab, into a loaded conversation. */
  addMessages(key: string, messages: Message[]): void {
    const view = this.state.conversations[key];
    if (!view || view.status !== 'ready') return;
    this.update(key, { messages: mergeMessages(view.messages, messages) });
  }

  /** Takes a message out of a conversation's list; answers it (to put back if the server refuses) or null. */
  removeMessage(key: string, ts: string): Message | null {
    const view = this.state.conversations[key];
    const message = view?.messages.find((candidate) => candidate.ts === ts);
    if (!view || !message) return null;
    this.update(key, { messages: view.messages.filter((candidate) => candidate !== message) });
    return message;
  }

  /** Reveals the blurred images of a conversation, here and for the acting blog on the server. */
  unblur(key: string): void {
    const view = this.state.conversations[key];
    if (!view || view.unblurred) return;
    this.update(key, { unblurred: true });
    if (view.id) {
      messagingApi
        .flagConversation({ conversation_id: view.id, participant: view.participantUuid, type: 'unblur' })
        .catch((error: unknown) => console.warn('[mfe-messaging] unblur failed', error));
    }
  }

  private apply(key: string, details: ConversationDetails, mode: 'reset' | 'newest' | 'older'): void {
    const view = this.state.conversations[key];
    if (!view) return;
    const incoming = [...(details.messages?.data ?? [])].sort(byTs);
    const previous = details.messages?._links?.previous?.href ?? null;
    let patch: Partial<ConversationView>;
    const newest = view.messages[view.messages.length - 1];
    const overlaps = newest !== undefined && incoming.length > 0 && Number(incoming[0]?.ts) <= Number(newest.ts);
    if (mode === 'older') {
      patch = { messages: mergeMessages(incoming, view.messages), previous, oldestLoaded: !previous };
    } else if (mode === 'newest' && (overlaps || incoming.length === 0)) {
      patch = { messages: mergeMessages(view.messages, incoming) };
    } else {
      // A first load, or newest messages that leave a gap: start over from them.
      patch = { messages: incoming, previous, oldestLoaded: !previous };
    }
    const participants = details.participants?.length ? details.participants : view.participants;
    this.update(key, {
      ...patch,
      id: details.id ?? view.id,
      participants,
      can_send: details.can_send ?? view.can_send,
      is_possible_spam: details.is_possible_spam ?? view.is_possible_spam,
      is_blurred_images: details.is_blurred_images ?? view.is_blurred_images,
    });
    if (details.id && details.id !== view.id) this.options.created(key, details.id);
    this.options.windows.refreshSavedParticipants(key, participants);
  }
}
