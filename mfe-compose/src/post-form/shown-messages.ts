import { CTA_MESSAGES } from '@tumbledash/shared';
import { POST_MESSAGES } from './validate-post';

/**
 * Messages that name the same thing in different states of it: when one shown is no longer true, the one of
 * its group that now applies takes its place (an emptied URL says 'No url.' instead of 'Not a valid URL').
 * 'Loading OpenGraph data.' and 'Uploads in progress.' are work running, not a mistake: they never replace one.
 */
const SAME_SUBJECT: readonly (readonly string[])[] = [
  [POST_MESSAGES.noUrl, POST_MESSAGES.invalidUrl],
  [POST_MESSAGES.noEmbed, POST_MESSAGES.directEmbedMissing, POST_MESSAGES.noVideo],
  [CTA_MESSAGES.noLink, CTA_MESSAGES.invalidLink],
];

function subjectOf(message: string): readonly string[] {
  return SAME_SUBJECT.find((group) => group.includes(message)) ?? [message];
}

/**
 * What the form goes on showing of the messages shown on Post, now that the post's checks answer `now`
 * (`validatePost` once more): each stays while true, gives way to the message of its subject that now
 * applies, or goes. Nothing is added that was not shown: no new message before the next Post.
 * Returns `shown` itself when nothing changed.
 */
export function stillShown(shown: readonly string[], now: readonly string[]): readonly string[] {
  const next: string[] = [];
  for (const message of shown) {
    const applies = now.includes(message) ? message : now.find((candidate) => subjectOf(message).includes(candidate));
    if (applies !== undefined && !next.includes(applies)) next.push(applies);
  }
  return next.length === shown.length && next.every((message, index) => message === shown[index]) ? shown : next;
}
