import { bus, session } from '@tumbledash/shared';
import type { MessagingBlog, PollResponse } from '../api/api-types';
import { showDesktopNotification } from '../notify/desktop';
import { playSound } from '../notify/sounds';
import type { MessagingState } from '../store/messaging-state';
import type { Store } from '../store/store';
import {
  applyServerCounts,
  conversationCount,
  effectiveCounts,
  markReadLocally,
  nextExpiry,
  pruneOverrides,
  sameCounts,
  setServerCount,
  totals,
  type UnreadCounts,
  type UnreadState,
} from './unread';

export interface UnreadStoreOptions {
  store: Store<MessagingState>;
  now: () => number;
  /** Counts changed: windows and the inbox follow them. Runs before the rise notification. */
  onApplied: (before: UnreadCounts, after: UnreadCounts, fromPoll: boolean) => void;
  /** A click on the desktop notification. */
  openInbox: () => void;
}

/** A poll answer, keyed by mention key, as counts per blog uuid (every polled blog present). */
export function countsFromPoll(blogs: readonly MessagingBlog[], response: PollResponse): UnreadCounts {
  const counts: UnreadCounts = {};
  for (const blog of blogs) counts[blog.uuid] = response.unread_messages?.[blog.mention_key] ?? {};
  return counts;
}

/**
 * The unread counts (`unread` and `counts` of the state): what the server said, local reads kept at 0 for a
 * moment against stale polls, `unread:changed` on the bus, and the sound and desktop notification of a rise.
 */
export class UnreadStore {
  private expiryTimer: ReturnType<typeof setTimeout> | null = null;
  private lastEmitted: string | null = null;
  /** Whether any counts arrived yet: what is unread when the page loads is not news. */
  private countsKnown = false;
  private polledOnce = false;

  constructor(private readonly options: UnreadStoreOptions) {}

  private get state(): MessagingState {
    return this.options.store.get();
  }

  /** The server's counts (what other tabs are told). */
  get server(): UnreadCounts {
    return this.state.unread.server;
  }

  /** A poll's counts; answers whether they differ from the last ones (the first answer always does). */
  receivePoll(counts: UnreadCounts): boolean {
    // The first answer always goes out: the header shows bootstrap's counts until then.
    const changed = !this.polledOnce || !sameCounts(this.state.unread.server, counts);
    this.polledOnce = true;
    if (changed) this.apply(counts, true);
    return changed;
  }

  /** Counts from a poll here, or from another tab (which rings nothing here). */
  apply(counts: UnreadCounts, fromPoll: boolean): void {
    const before = this.state.counts;
    this.refresh(applyServerCounts(this.state.unread, counts));
    const after = this.state.counts;
    this.options.onApplied(before, after, fromPoll);
    const known = this.countsKnown;
    this.countsKnown = true;
    if (fromPoll && known && totals(after).total > totals(before).total) this.notifyRise(totals(after).total);
  }

  /** A conversation read here or in another tab: 0 at once, kept against stale polls for a moment. */
  markRead(blog: string, conversationId: string): void {
    let unread = markReadLocally(this.state.unread, conversationId, this.options.now());
    unread = setServerCount(unread, blog, conversationId, 0);
    this.refresh(unread);
  }

  /** A conversation that left the inbox (deleted, spam) counts nothing. */
  forget(blog: string, conversationId: string): void {
    this.refresh(setServerCount(this.state.unread, blog, conversationId, 0));
  }

  count(conversationId: string | null): number {
    return conversationCount(this.state.counts, conversationId);
  }

  /** Per-blog totals by uuid, for the blog selector. */
  perBlog(): Record<string, number> {
    return totals(this.state.counts).perBlog;
  }

  dispose(): void {
    if (this.expiryTimer !== null) clearTimeout(this.expiryTimer);
    this.expiryTimer = null;
  }

  private notifyRise(total: number): void {
    playSound('notification', session.get().user?.is_sounds_enabled === true);
    const { config, desktopNotifications } = this.state;
    if (config.is_desktop_notifications_enabled && desktopNotifications) {
      showDesktopNotification(
        'Tumbledash',
        total === 1 ? 'You have 1 unread message' : `You have ${total} unread messages`,
        config.messaging_notification_icon,
        () => this.options.openInbox(),
      );
    }
  }

  /** Recomputes what the badges show, tells the bus if it changed, and times the next override expiry. */
  private refresh(unread: UnreadState): void {
    const now = this.options.now();
    const pruned = pruneOverrides(unread, now);
    const counts = effectiveCounts(pruned, now);
    this.options.store.set({ unread: pruned, counts: sameCounts(counts, this.state.counts) ? this.state.counts : counts });
    this.emit();
    if (this.expiryTimer !== null) clearTimeout(this.expiryTimer);
    this.expiryTimer = null;
    const expiry = nextExpiry(pruned, now);
    if (expiry !== null) {
      this.expiryTimer = setTimeout(() => {
        this.expiryTimer = null;
        const before = this.state.counts;
        this.refresh(this.state.unread);
        // A message that came just after a read was held at 0 until now: open windows fetch it now.
        if (this.state.counts !== before) this.options.onApplied(before, this.state.counts, false);
      }, expiry - now);
    }
  }

  private blogName(uuid: string): string {
    return (
      session.get().channels.find((channel) => channel.uuid === uuid)?.name ??
      this.state.blogs.find((blog) => blog.uuid === uuid)?.name ??
      uuid
    );
  }

  private emit(): void {
    const sums = totals(this.state.counts);
    const perBlog: Record<string, number> = {};
    for (const [uuid, count] of Object.entries(sums.perBlog)) perBlog[this.blogName(uuid)] = count;
    const payload = { total: sums.total, perBlog };
    const signature = JSON.stringify(payload);
    if (signature === this.lastEmitted) return;
    this.lastEmitted = signature;
    bus.emit('unread:changed', payload);
  }
}
