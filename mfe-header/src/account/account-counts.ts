import type { Channel, UserInfo } from '@tumbledash/shared';

/** The counts the account popover and the drawer show: likes, blogs followed, and what waits in each blog's inbox. */
export interface AccountCounts {
  likes: number;
  following: number;
  /** Asks and submissions waiting, by blog name. */
  inbox: Readonly<Record<string, number>>;
}

export function accountCounts(user: UserInfo, channels: readonly Channel[]): AccountCounts {
  return {
    likes: user.liked_post_count,
    following: user.friend_count,
    inbox: Object.fromEntries(channels.map((channel) => [channel.name, channel.inbox_count])),
  };
}

/** A blog's waiting asks and submissions; a blog the counts do not know has none. */
export function waitingIn(counts: AccountCounts, blogName: string): number {
  return counts.inbox[blogName] ?? 0;
}
