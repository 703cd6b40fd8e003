import { bus, session, type Channel, type Conversation, type Participant, type Sticker, type Subscription } from '@tumbledash/shared';
import type { GifResult } from '../api/api-types';
import * as messagingApi from '../api/messaging-api';
import type { LoadedImage } from '../conversation/image-rules';
import { openTabChannel, type TabChannel } from '../cross-tab/tab-channel';
import type { TabMessage } from '../cross-tab/protocol';
import { CANT_RECEIVE, COULD_NOT_LOAD, GENERIC_ERRORS, pick, type Random } from '../errors/error-text';
import { ConversationStore } from '../conversation/conversation-store';
import { DELETE_MESSAGE_CONFIRM } from '../conversation/message-actions-rules';
import { InboxStore } from '../inbox/inbox-store';
import { desktopPermission, requestDesktopPermission } from '../notify/desktop';
import type { PollOutcome } from '../polling/poller';
import { MessageSender } from '../send-queue/message-sender';
import type { Outbox } from '../send-queue/outbox';
import type { OutgoingContent } from '../send-queue/send-queue';
import { conversationCount, totals, type UnreadCounts } from '../unread/unread';
import { UnreadStore, countsFromPoll } from '../unread/unread-store';
import { Transport, pollModeFor } from '../transport/transport';
import { storageKey, type SafeStorage } from '../util/storage';
import { uuid } from '../util/uuid';
import { NO_WINDOWS, findWindow, windowKey } from '../window-state/window-state';
import { WindowStore, othersIn } from '../window-state/window-store';
import { initialState, type ConversationView, type InboxList, type MessagingState, type WindowParticipant } from './messaging-state';
import { Store } from './store';

/** The confirm and alert queue of the shared UI, injected so tests can answer. */
export interface Dialogs {
  alert(options: { message: string }): Promise<void>;
  confirm(options: { message: string; detail?: string; okLabel?: string; cancelLabel?: string; destructive?: boolean }): Promise<boolean>;
}

export interface ControllerOptions {
  user: string;
  storage: SafeStorage;
  dialogs: Dialogs;
  openChannel?: (onMessage: (message: TabMessage) => void) => TabChannel | null;
  now?: () => number;
  random?: Random;
  tabId?: string;
}

function channelParticipant(channel: Channel): WindowParticipant {
  return { uuid: channel.uuid, name: channel.name, url: '', avatar_url: channel.avatar_url };
}

/**
 * Messaging outside React. The concerns live in their own modules — transport (stream or polling), unread
 * counts, windows, conversations, inbox lists, sending — all writing one state store; the controller wires
 * them to each other, the bus, the session and the other tabs. Components read its store and call its methods.
 */
export class MessagingController {
  readonly store: Store<MessagingState>;
  readonly outbox: Outbox;
  private readonly transport: Transport;
  private readonly unread: UnreadStore;
  private readonly windows: WindowStore;
  private readonly sender: MessageSender;
  private readonly inbox: InboxStore;
  private readonly conversations: ConversationStore;
  private channel: TabChannel | null = null;
  private readonly subscriptions: Subscription[] = [];
  private readonly cleanups: (() => void)[] = [];
  private configPromise: Promise<void> | null = null;
  private lastOutsideClose = 0;
  private started = false;
  private readonly now: () => number;
  private readonly random: Random;

  constructor(private readonly options: ControllerOptions) {
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
    this.store = new Store(initialState(options.user));
    this.inbox = new InboxStore({ store: this.store, random: this.random });
    this.windows = new WindowStore({
      store: this.store,
      storage: options.storage,
      user: options.user,
      now: this.now,
      broadcast: (state) => this.channel?.post({ type: 'windows', state }),
      load: (key) => {
        if (!this.conversations.isLoading(key)) void this.fetchConversation(key);
      },
      opened: (key) => this.windowOpened(key),
      changed: () => this.updatePollMode(),
    });
    this.sender = new MessageSender({
      user: options.user,
      storage: options.storage,
      store: this.store,
      windows: this.windows,
      random: this.random,
      created: (key, id) => this.conversationCreated(key, id),
      delivered: (entry, response, message) => {
        this.conversations.addMessages(entry.key, [message]);
        this.channel?.post({ type: 'messages', key: entry.key, messages: [message] });
        this.inbox.sent(entry.participant, response, message);
      },
      stored: () => this.channel?.post({ type: 'outbox' }),
    });
    this.outbox = this.sender.outbox;
    this.unread = new UnreadStore({
      store: this.store,
      now: this.now,
      onApplied: (before, after, fromPoll) => this.followCounts(before, after, fromPoll),
      openInbox: () => this.openInbox(null),
    });
    this.conversations = new ConversationStore({
      store: this.store,
      windows: this.windows,
      unread: this.unread,
      inbox: this.inbox,
      random: this.random,
      pageVisible: () => this.pageVisible(),
      created: (key, id) => this.conversationCreated(key, id),
      read: (blog, conversationId) => this.channel?.post({ type: 'read', blog, conversationId }),
    });
    this.transport = new Transport({
      user: options.user,
      poll: () => this.pollOnce(),
      rates: () => {
        const { config } = this.state;
        return {
          inbox: config.polling_frequency_inbox,
          conversation: config.polling_frequency_conversation,
          idle: config.polling_frequency_inbox,
        };
      },
      canPoll: () => this.verified(),
      onLiveEvent: () => this.channel?.post({ type: 'live' }),
      now: this.now,
    });
  }

  get state(): MessagingState {
    return this.store.get();
  }

  // ---- life cycle -------------------------------------------------------------------------------

  start(): void {
    if (this.started) return;
    this.started = true;
    const { storage, user } = this.options;
    this.store.set({
      desktopNotifications: storage.get(this.key('desktop')) === '1' && desktopPermission() === 'granted',
      blogUuid: this.initialBlog(),
    });
    this.windows.start();
    this.sender.start();

    const openChannel =
      this.options.openChannel ??
      ((onMessage) => openTabChannel({ user, tabId: this.options.tabId ?? uuid(), onMessage }));
    this.channel = openChannel((message) => this.onTabMessage(message));
    this.channel?.post({ type: 'hello' });

    const online = () => {
      this.store.set({ online: true });
      this.outbox.retryTransient();
      this.transport.resume();
    };
    const offline = () => this.store.set({ online: false });
    // What came into open windows while the page was hidden is read only now that someone can see it.
    const visibility = () => {
      if (!this.pageVisible()) return;
      for (const window of this.state.windows.open) void this.markRead(windowKey(window));
    };
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    document.addEventListener('visibilitychange', visibility);
    this.cleanups.push(() => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      document.removeEventListener('visibilitychange', visibility);
    });

    this.subscriptions.push(
      // A verified email (or a new one) turns polling on or off.
      session.changes().subscribe(() => this.updatePollMode()),
      // Also takes requests made before messaging loaded (a click on the header's button during page load).
      bus.handle('messaging:open').subscribe((payload) => void this.openFromBus(payload)),
      bus.on('channel:switched').subscribe(({ channel }) => {
        if (channel.can_send_messages) this.selectBlog(channel.uuid);
      }),
    );

    void this.loadConfig();
    this.updatePollMode();
    this.transport.refresh();
    this.transport.start();
  }

  dispose(): void {
    for (const subscription of this.subscriptions) subscription.unsubscribe();
    for (const cleanup of this.cleanups) cleanup();
    this.inbox.dispose();
    this.transport.dispose();
    this.sender.dispose();
    this.channel?.close();
    this.windows.dispose();
    this.unread.dispose();
  }

  private key(suffix: string): string {
    return storageKey(this.options.user, suffix);
  }

  private verified(): boolean {
    return session.get().user?.is_verified_email === true;
  }

  /** A tab in the background shows nothing to anyone. */
  private pageVisible(): boolean {
    return document.visibilityState !== 'hidden';
  }

  /** The user's blogs that may message. */
  messagingChannels(): Channel[] {
    const { channels } = session.get();
    const enabled = channels.filter((channel) => channel.can_send_messages);
    return enabled.length ? enabled : channels;
  }

  isOwnBlog(uuid: string): boolean {
    return session.get().channels.some((channel) => channel.uuid === uuid);
  }

  private initialBlog(): string | null {
    const channels = this.messagingChannels();
    const remembered = this.options.storage.get(this.key('blog'));
    if (remembered && channels.some((channel) => channel.uuid === remembered)) return remembered;
    const current = session.currentChannel();
    if (current && channels.some((channel) => channel.uuid === current.uuid)) return current.uuid;
    return channels[0]?.uuid ?? null;
  }

  actingChannel(): Channel | null {
    const channels = this.messagingChannels();
    return channels.find((channel) => channel.uuid === this.state.blogUuid) ?? channels[0] ?? null;
  }

  private async loadConfig(): Promise<void> {
    this.configPromise ??= messagingApi
      .fetchConfig()
      .then(({ config, blogs }) => {
        const seen = this.options.storage.get(this.key('tutorial-seen')) === '1';
        // Someone who already opened the inbox has found the balloon: no tutorial this time.
        const tutorialVisible = config.has_tutorial && !seen && !this.state.inboxOpen;
        this.store.set({ config: { ...this.state.config, ...config }, blogs, configLoaded: true, tutorialVisible });
      })
      .catch((error: unknown) => {
        this.configPromise = null;
        throw error;
      });
    return this.configPromise;
  }

  // ---- polling and unread -----------------------------------------------------------------------

  private updatePollMode(): void {
    const { windows, inboxOpen } = this.state;
    this.transport.setMode(
      pollModeFor({ verified: this.verified(), openWindows: windows.open.length, minimizedWindows: windows.minimized.length, inboxOpen }),
    );
  }

  typing(): void {
    this.transport.typing();
  }

  private async pollOnce(): Promise<PollOutcome> {
    const user = session.get().user;
    if (!user?.is_verified_email) return { changed: false };
    if (!this.state.configLoaded) await this.loadConfig();
    const blogs = this.state.blogs.filter((blog) => !blog.is_messaging_bot);
    if (blogs.length === 0) return { changed: false };
    const response = await messagingApi.poll(user.polling_token, blogs.map((blog) => blog.mention_key));
    // The inbox does not load on a poll that reports an error (B§5); it counts as a polling error.
    if (response.error) throw new Error('poll reported an error');
    const changed = this.unread.receivePoll(countsFromPoll(blogs, response));
    if (changed) this.channel?.post({ type: 'unread', counts: this.unread.server });
    return { changed };
  }

  private applyCounts(counts: UnreadCounts, fromPoll: boolean): void {
    this.unread.apply(counts, fromPoll);
  }

  /** New counts reach the open windows (fetched, or a pill when scrolled up) and the open inbox. */
  private followCounts(before: UnreadCounts, after: UnreadCounts, fromPoll: boolean): void {
    for (const view of Object.values(this.state.conversations)) {
      if (!view.id) {
        // Someone may have written first: the conversation exists now.
        if (fromPoll && findWindow(this.state.windows, view.key)?.open) void this.fetchConversation(view.key);
        continue;
      }
      const rise = conversationCount(after, view.id) - conversationCount(before, view.id);
      if (rise <= 0) continue;
      const open = findWindow(this.state.windows, view.key)?.open === true;
      if (open && view.atBottom && view.status === 'ready') void this.fetchNew(view.key);
      else if (open) this.updateView(view.key, { newCount: conversationCount(after, view.id) });
    }

    const blog = this.state.blogUuid;
    if (this.state.inboxOpen && blog && totals(before).perBlog[blog] !== totals(after).perBlog[blog]) {
      void this.loadInbox(blog);
    }
  }

  /** Per-blog totals by uuid, for the blog selector. */
  perBlogUnread(): Record<string, number> {
    return this.unread.perBlog();
  }

  // ---- inbox ------------------------------------------------------------------------------------

  toggleInbox(anchor: HTMLElement | null): void {
    if (this.state.inboxOpen) this.closeInbox();
    // A click on the messaging button right after an outside click closed the inbox is the same gesture.
    else if (this.now() - this.lastOutsideClose > 300) this.openInbox(anchor);
  }

  openInbox(anchor: HTMLElement | null, composing = false): void {
    // Tapping the balloon is what the tutorial asks for: it has done its job.
    this.dismissTutorial();
    this.store.set({ inboxOpen: true, inboxAnchor: anchor, composing });
    const blog = this.state.blogUuid;
    if (blog) {
      void this.loadInbox(blog);
      void this.loadSuggestions(blog);
    }
    this.transport.resume();
    this.updatePollMode();
    // Fresh unread counts per blog for the selector.
    this.transport.refresh();
  }

  closeInbox(byOutsideClick = false): void {
    if (byOutsideClick) this.lastOutsideClose = this.now();
    this.store.set({ inboxOpen: false, composing: false, inboxAnchor: null });
    this.updatePollMode();
  }

  setComposing(composing: boolean): void {
    this.store.set({ composing });
  }

  selectBlog(uuid: string): void {
    if (!this.messagingChannels().some((channel) => channel.uuid === uuid)) return;
    this.options.storage.set(this.key('blog'), uuid);
    this.inbox.abortOthers(uuid);
    this.store.set({ blogUuid: uuid });
    if (this.state.inboxOpen) {
      void this.loadInbox(uuid);
      void this.loadSuggestions(uuid);
    }
  }

  inboxFor(blog: string): InboxList {
    return this.inbox.list(blog);
  }

  /** The first page (refreshing what is shown), or with `more` the next one. */
  async loadInbox(blog: string, more = false): Promise<void> {
    await this.inbox.load(blog, more);
  }

  async loadSuggestions(blog: string): Promise<void> {
    await this.inbox.loadSuggestions(blog);
  }

  // ---- windows ----------------------------------------------------------------------------------

  private updateView(key: string, patch: Partial<ConversationView>): void {
    this.windows.updateView(key, patch);
  }

  view(key: string): ConversationView | undefined {
    return this.windows.view(key);
  }

  /** Opens a window (minimizing the others unless several may be open) and focuses it. */
  openWindow(id: string | null, participantUuid: string, participants: WindowParticipant[]): string {
    return this.windows.open(id, participantUuid, participants);
  }

  /** A window just opened or restored: load it, bring it up to date, or mark it read. */
  private windowOpened(key: string): void {
    const view = this.state.conversations[key];
    if (view?.status === 'error') void this.fetchConversation(key);
    else if (view?.status === 'ready' && this.unread.count(view.id) > 0) void this.fetchNew(key);
    else if (view?.status === 'ready') void this.markRead(key);
    this.transport.resume();
  }

  openConversation(conversation: Conversation, participantUuid: string): void {
    this.openWindow(conversation.id, participantUuid, conversation.participants);
    this.closeInbox();
  }

  /** A blog picked in the inbox (search, favorites, empty state). */
  async openWithBlog(blog: Participant): Promise<void> {
    const acting = this.actingChannel();
    if (!acting || blog.uuid === acting.uuid) return;
    if (!blog.can_receive_messages) {
      await this.options.dialogs.alert({ message: CANT_RECEIVE });
      return;
    }
    this.openWindow(null, acting.uuid, [channelParticipant(acting), blog]);
    this.closeInbox();
  }

  restoreWindow(key: string): void {
    this.windows.restore(key);
  }

  minimizeWindow(key: string): void {
    this.windows.minimize(key);
  }

  closeWindow(key: string): void {
    if (this.state.asked?.key === key) this.store.set({ asked: null });
    this.windows.close(key);
  }

  clearFocus(): void {
    this.windows.clearFocus();
  }

  /**
   * A window tried to take focus. The one `messaging:open` asked for tells its opener (`messaging:opened`) once it
   * has focus, so an opener such as the blog viewer can step aside; if focus did not land, the opener stays.
   */
  windowFocused(key: string, hasFocus: boolean): void {
    const { asked } = this.state;
    if (asked?.key !== key) return;
    this.store.set({ asked: null });
    if (!hasFocus) return;
    const { blogName, participants } = asked;
    bus.emit('messaging:opened', { ...(blogName ? { blogName } : {}), ...(participants ? { participants } : {}) });
  }

  /** Saved on the account, so settings, other tabs and devices agree; undone if the server refuses. */
  setAllowMultiple(allow: boolean): void {
    this.windows.setAllowMultiple(allow);
    messagingApi
      .saveSeveralWindows(allow)
      .then((settings) => {
        const current = session.get();
        if (current.user) session.set({ ...current, user: { ...current.user, dashboard_settings: settings } });
      })
      .catch(() => this.windows.setAllowMultiple(!allow));
  }

  async setDesktopNotifications(enabled: boolean): Promise<void> {
    const granted = enabled ? await requestDesktopPermission() : false;
    this.options.storage.set(this.key('desktop'), granted ? '1' : '0');
    this.store.set({ desktopNotifications: granted });
  }

  /** `messaging:open`: `{}` toggles the inbox; a blog name or participant uuids open that conversation. */
  async openFromBus(payload: { blogName?: string; participants?: string[]; postId?: string }): Promise<void> {
    const { blogName, participants, postId } = payload;
    if (!blogName && !participants?.length) {
      const active = document.activeElement;
      this.toggleInbox(active instanceof HTMLElement && active !== document.body ? active : null);
      return;
    }
    const acting = this.actingChannel();
    if (!acting) return;
    // Opening with participants is skipped if one of them is the current blog itself (B§5).
    if (participants?.includes(acting.uuid) || blogName === acting.name) return;
    let others: Participant[];
    try {
      const queries = participants?.length ? participants : [blogName as string];
      others = await Promise.all(queries.map((query) => messagingApi.fetchParticipantInfo(query, acting.uuid)));
    } catch (error) {
      console.warn('[mfe-messaging] participant lookup failed', error);
      await this.options.dialogs.alert({ message: COULD_NOT_LOAD });
      return;
    }
    if (others.some((other) => !other?.uuid)) {
      await this.options.dialogs.alert({ message: COULD_NOT_LOAD });
      return;
    }
    if (others.some((other) => !other.can_receive_messages)) {
      await this.options.dialogs.alert({ message: CANT_RECEIVE });
      return;
    }
    const windowParticipants = [channelParticipant(acting), ...others];
    // Known before the window opens, so the window that takes focus knows it was asked for.
    const asked = windowKey({ participantUuid: acting.uuid, participants: windowParticipants });
    this.store.set({ asked: { key: asked, ...(blogName ? { blogName } : {}), ...(participants?.length ? { participants } : {}) } });
    const key = this.openWindow(null, acting.uuid, windowParticipants);
    this.closeInbox();
    if (postId) this.sender.send(key, { type: 'POSTREF', post: { id: postId }, preview: null, context: 'post-chrome' });
  }

  // ---- conversations ----------------------------------------------------------------------------

  otherName(key: string): string {
    return this.windows.otherName(key);
  }

  async fetchConversation(key: string): Promise<void> {
    await this.conversations.load(key);
  }

  private conversationCreated(key: string, id: string): void {
    this.outbox.conversationCreated(key, id);
    this.windows.setId(key, id);
  }

  async retryConversation(key: string): Promise<void> {
    await this.conversations.load(key, true);
  }

  async loadOlder(key: string): Promise<void> {
    await this.conversations.loadOlder(key);
  }

  /** Fetches the newest messages (the unread ones and a few before), then marks the conversation read. */
  async fetchNew(key: string): Promise<void> {
    await this.conversations.fetchNew(key);
  }

  setAtBottom(key: string, atBottom: boolean): void {
    this.conversations.setAtBottom(key, atBottom);
  }

  async markRead(key: string): Promise<void> {
    await this.conversations.markRead(key);
  }

  unblur(key: string): void {
    this.conversations.unblur(key);
  }

  // ---- sending ----------------------------------------------------------------------------------

  send(key: string, content: OutgoingContent, file: Blob | null = null): void {
    this.sender.send(key, content, file);
  }

  sendText(key: string, text: string): void {
    this.sender.sendText(key, text);
  }

  async sendImage(key: string, file: File, image: LoadedImage): Promise<void> {
    await this.sender.sendImage(key, file, image);
  }

  sendSticker(key: string, sticker: Sticker): void {
    this.sender.sendSticker(key, sticker);
  }

  sendGif(key: string, gif: GifResult): void {
    this.sender.sendGif(key, gif);
  }

  retrySend(clientId: string): void {
    this.sender.retry(clientId);
  }

  discardSend(clientId: string): void {
    this.sender.discard(clientId);
  }

  dismissBanner(key: string): void {
    this.sender.dismissBanner(key);
  }

  // ---- conversation actions ---------------------------------------------------------------------

  /** `broadcast` is true for the person's own action here, false for one another tab reported. */
  private removeEverywhere(key: string, id: string | null, broadcast: boolean): void {
    if (broadcast) this.closeWindow(key);
    else this.windows.dispatch({ type: 'close', key }, false);
    this.outbox.removeConversation(key);
    if (id) {
      this.inbox.remove(id);
      const view = this.state.conversations[key];
      if (view) this.unread.forget(view.participantUuid, id);
    }
    if (broadcast) this.channel?.post({ type: 'removed', key });
  }

  async deleteConversation(key: string): Promise<void> {
    const view = this.state.conversations[key];
    if (!view) return;
    const ok = await this.options.dialogs.confirm({
      message: 'Permanently delete this conversation?',
      okLabel: 'Delete',
      cancelLabel: 'Nevermind',
      destructive: true,
    });
    if (!ok) return;
    if (view.id) {
      try {
        await messagingApi.deleteConversation(view.id, view.participantUuid);
      } catch (error) {
        console.warn('[mfe-messaging] delete failed', error);
        await this.options.dialogs.alert({ message: pick(GENERIC_ERRORS, this.random) });
        return;
      }
    }
    this.removeEverywhere(key, view.id, true);
  }

  /**
   * Deletes one message from the acting blog's side after B§6's confirm: it leaves the window at once and
   * comes back if the server refuses. Answers whether it was deleted.
   */
  async deleteMessage(key: string, ts: string): Promise<boolean> {
    const view = this.state.conversations[key];
    if (!view?.id || !view.messages.some((message) => message.ts === ts)) return false;
    const ok = await this.options.dialogs.confirm({
      message: DELETE_MESSAGE_CONFIRM,
      okLabel: 'Delete',
      cancelLabel: 'Nevermind',
      destructive: true,
    });
    if (!ok) return false;
    const removed = this.conversations.removeMessage(key, ts);
    if (!removed) return false;
    try {
      await messagingApi.deleteMessage(view.id, view.participantUuid, ts);
    } catch (error) {
      console.warn('[mfe-messaging] message delete failed', error);
      this.conversations.addMessages(key, [removed]);
      await this.options.dialogs.alert({ message: pick(GENERIC_ERRORS, this.random) });
      return false;
    }
    this.channel?.post({ type: 'message-removed', key, ts });
    return true;
  }

  async blockParticipant(key: string, blog: WindowParticipant): Promise<void> {
    const view = this.state.conversations[key];
    const acting = session.get().channels.find((channel) => channel.uuid === view?.participantUuid);
    if (!view || !acting || this.isOwnBlog(blog.uuid)) return;
    const ok = await this.options.dialogs.confirm({
      message: `Are you sure you want to block ${blog.name} from ${acting.name}?`,
      okLabel: 'Block',
      cancelLabel: 'Nevermind',
      destructive: true,
    });
    if (!ok) return;
    try {
      await messagingApi.blockBlog({ tumblelog: acting.name, blocked_tumblelog: blog.name, block_context: 'messaging' });
    } catch (error) {
      console.warn('[mfe-messaging] block failed', error);
      await this.options.dialogs.alert({ message: pick(GENERIC_ERRORS, this.random) });
      return;
    }
    this.updateView(key, { can_send: false });
    void this.fetchConversation(key);
  }

  /** `context` says where it was asked for: the conversation (inline, B§7's default) or one message's menu. */
  async markSpam(key: string, context: 'inline' | 'message' = 'inline'): Promise<void> {
    const view = this.state.conversations[key];
    if (!view?.id) return;
    const other = othersIn(view).find((participant) => !this.isOwnBlog(participant.uuid));
    if (!other) return;
    const ok = await this.options.dialogs.confirm({
      message: `${other.name} will be blocked and reported. And any trace of this conversation will disappear from your inbox.`,
      okLabel: 'Mark it spam',
      cancelLabel: 'Nevermind',
      destructive: true,
    });
    if (!ok) return;
    try {
      await messagingApi.flagConversation({
        conversation_id: view.id,
        participant: view.participantUuid,
        type: 'spam',
        context,
      });
    } catch (error) {
      // B§8: a spam flag failure is logged only.
      console.warn('[mfe-messaging] spam flag failed', error);
      return;
    }
    this.removeEverywhere(key, view.id, true);
  }

  // ---- tutorial ---------------------------------------------------------------------------------

  dismissTutorial(): void {
    if (!this.state.tutorialVisible) return;
    this.store.set({ tutorialVisible: false });
    this.options.storage.set(this.key('tutorial-seen'), '1');
    this.channel?.post({ type: 'tutorial-seen' });
    messagingApi.markTutorialSeen().catch((error: unknown) => console.warn('[mfe-messaging] tutorial_seen failed', error));
  }

  // ---- other tabs -------------------------------------------------------------------------------

  private onTabMessage(message: TabMessage): void {
    switch (message.type) {
      case 'hello':
        if (Object.keys(this.unread.server).length) this.channel?.post({ type: 'unread', counts: this.unread.server });
        break;
      case 'windows': {
        const wasOpen = new Set(this.state.windows.open.map(windowKey));
        this.windows.dispatch({ type: 'replace', state: message.state }, false);
        // A window the other tab opened may hold older messages here than there: bring it up to date.
        for (const window of this.state.windows.open) {
          const key = windowKey(window);
          const view = this.state.conversations[key];
          if (!wasOpen.has(key) && view?.status === 'ready' && view.id) void this.fetchNew(key);
        }
        break;
      }
      case 'unread':
        this.applyCounts(message.counts, false);
        break;
      case 'read':
        this.conversations.readLocally(message.blog, message.conversationId);
        break;
      case 'messages':
        this.conversations.addMessages(message.key, message.messages);
        break;
      case 'outbox':
        this.outbox.reload();
        break;
      case 'removed':
        this.removeEverywhere(message.key, this.state.conversations[message.key]?.id ?? null, false);
        break;
      case 'message-removed':
        this.conversations.removeMessage(message.key, message.ts);
        break;
      case 'tutorial-seen':
        this.store.set({ tutorialVisible: false });
        break;
      case 'live':
        this.transport.refresh();
        break;
      case 'logout':
        this.windows.dispatch({ type: 'replace', state: NO_WINDOWS }, false);
        this.closeInbox();
        // The logging-out tab emptied the stored queue: forget the unsent messages here too.
        this.outbox.reload();
        break;
    }
  }
}
