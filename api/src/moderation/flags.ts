import type { BlogFlag, BlogFlags } from '../contracts.js';
import { forbidden } from '../http/envelope.js';

/** The `blogs` column behind each admin flag (migration 001). */
export const FLAG_COLUMNS = {
  spam: 'flagged_spam',
  nsfw: 'flagged_nsfw',
  adult: 'flagged_adult',
  uniblock: 'uniblocked',
  suspended: 'suspended',
} as const satisfies Record<BlogFlag, string>;

export type FlagColumns = { [F in BlogFlag as (typeof FLAG_COLUMNS)[F]]: boolean };

export const MODERATION_MESSAGES = {
  admins: 'Only admins can change the flags of a blog.',
  suspended: 'This blog is suspended.',
  uniblocked: 'This blog cannot send messages or asks.',
} as const;

export function toBlogFlags(row: FlagColumns): BlogFlags {
  return {
    spam: row.flagged_spam,
    nsfw: row.flagged_nsfw,
    adult: row.flagged_adult,
    uniblock: row.uniblocked,
    suspended: row.suspended,
  };
}

/** A suspended blog cannot post, reblog, like, message or ask. */
export function refuseSuspended(blog: { suspended: boolean }): void {
  if (blog.suspended) throw forbidden(MODERATION_MESSAGES.suspended);
}

/** A suspended or uniblocked blog's messages and asks reach no one. */
export function refuseSilenced(blog: { suspended: boolean; uniblocked: boolean }): void {
  refuseSuspended(blog);
  if (blog.uniblocked) throw forbidden(MODERATION_MESSAGES.uniblocked);
}

/** Whether messages can reach the blog: it takes them and no admin silenced it (suspended or uniblocked). */
export function receivesMessages(blog: { can_receive_messages: boolean; suspended: boolean; uniblocked: boolean }): boolean {
  return blog.can_receive_messages && !blog.suspended && !blog.uniblocked;
}

/** Whether asks can reach the blog: it takes them and no admin silenced it, as with messages. */
export function receivesAsks(blog: { asks: boolean; suspended: boolean; uniblocked: boolean }): boolean {
  return blog.asks && !blog.suspended && !blog.uniblocked;
}
