import type { DashboardPost } from '@tumbledash/shared';
import { formatPostDate } from './format';

type StateFacts = Pick<DashboardPost, 'state' | 'publish_on'>;

/**
 * The label a post that is not simply published carries beside its date (A§4.1): a queued post with a
 * publish_on date shows as scheduled. Null for published posts and for the inbox's asks and submissions, whose
 * content already says what they are.
 */
export function postStateLabel({ state, publish_on }: StateFacts, locale?: string, timeZone?: string): string | null {
  const publishAt = publish_on ? Date.parse(publish_on) : Number.NaN;
  if ((state === 'queued' || state === 'scheduled') && Number.isFinite(publishAt)) {
    return `Scheduled for ${formatPostDate(publishAt / 1000, locale, timeZone)}`;
  }
  switch (state) {
    case 'draft':
      return 'Draft';
    case 'queued':
    case 'scheduled':
      return 'Queued';
    case 'private':
      return 'Private';
    case 'transcoding':
      return 'Processing video';
    default:
      return null;
  }
}

/**
 * Only published posts are liked, reblogged, replied to or shared: a queued or scheduled one is not out yet, and
 * a private one is seen only by its own blog (which cannot like it, and the server reblogs published posts only).
 */
export function isEngageable({ state }: Pick<DashboardPost, 'state'>): boolean {
  return state === 'published';
}

/** What a post in the inbox is: an unanswered ask or a submission waiting for approval. */
export function inboxKind(post: DashboardPost): 'ask' | 'submission' | null {
  if (post.content.type === 'note') return post.content.answer.trim() === '' ? 'ask' : null;
  return post.state === 'unapproved' ? 'submission' : null;
}
