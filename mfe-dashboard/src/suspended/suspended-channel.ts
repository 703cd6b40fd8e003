import type { Channel } from '@tumbledash/shared';

/** What the owner of a blog an admin suspended (A§6) reads on the dashboard. */
export const SUSPENDED_TEXT = 'This blog is suspended. It can’t post, reblog, like, reply, ask or send messages.';

/** No channel (signed out) is not suspended. */
export function isSuspended(channel: Channel | null): boolean {
  return channel?.suspended === true;
}
