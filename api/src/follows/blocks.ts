import { sql } from 'kysely';
import type { Db } from '../db/connect.js';
import { forbidden, type HttpError } from '../http/envelope.js';

/** Between an acting blog and another: the actor blocks the other, the other blocks the actor, or neither. */
export type BlockBetween = 'actor-blocks' | 'blocked-by' | null;

/** What a blocked blog may not do to the blog on the other side (in either direction), in the words of the refusal. */
export const BLOCKED_ACTIONS = {
  follow: 'follow',
  subscribe: 'subscribe to',
  ask: 'send questions to',
  submit: 'submit posts to',
} as const;

export async function blockBetween(db: Db, actor: string, other: string): Promise<BlockBetween> {
  const row = await db
    .selectFrom('blocks')
    .select(sql<boolean>`bool_or(blocker_blog_id = ${actor})`.as('actor_blocks'))
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_blog_id', '=', actor), eb('blocked_blog_id', '=', other)]),
        eb.and([eb('blocker_blog_id', '=', other), eb('blocked_blog_id', '=', actor)]),
      ]),
    )
    .executeTakeFirst();
  if (row?.actor_blocks === null || row?.actor_blocks === undefined) return null;
  return row.actor_blocks ? 'actor-blocks' : 'blocked-by';
}

/**
 * The 403 for an action across a block. The blocker is told how to undo it; the blocked blog only that it
 * cannot, as messaging does (its one message for either direction).
 */
export function blockedRefusal(between: Exclude<BlockBetween, null>, action: keyof typeof BLOCKED_ACTIONS, name: string): HttpError {
  const verb = BLOCKED_ACTIONS[action];
  if (between === 'actor-blocks') return forbidden(`You blocked ${name}. Unblock it in your blog settings to ${verb} it.`);
  return forbidden(`You can’t ${verb} ${name}.`);
}

/** Refuses `action` from `actor` to the blog `other` (named `name`) when either blocks the other. */
export async function refuseAcrossBlock(db: Db, actor: string, other: string, action: keyof typeof BLOCKED_ACTIONS, name: string): Promise<void> {
  const between = await blockBetween(db, actor, other);
  if (between) throw blockedRefusal(between, action, name);
}
