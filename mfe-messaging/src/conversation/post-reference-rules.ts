import type { Participant, PostReference } from '@tumbledash/shared';

export type PostKind = PostReference['type'];

/** gif when the thumbnail is a gif, photoset with more than one photo, else the post's own type (B§3). */
export function postKind(post: Pick<PostReference, 'type' | 'thumbnail_url' | 'photos'>): PostKind {
  if (/\.gif($|[?#])/i.test(post.thumbnail_url ?? '')) return 'gif';
  if ((post.photos?.length ?? 0) > 1) return 'photoset';
  return post.type;
}

export function isUnavailable(post: Pick<PostReference, 'state'>): boolean {
  return post.state === 'disabled';
}

/** Safe mode needs the site flag and the person's own setting (B§5). */
export function safeModeApplies(siteFlag: boolean | undefined, userSetting: boolean | undefined): boolean {
  return siteFlag === true && userSetting === true;
}

export const SENSITIVE_MEDIA = 'This post may contain sensitive media';
export const UNAVAILABLE_POST = "sent a post that's no longer available";
export const BLURRED_TEXT = "Blurred because you don't follow this blog yet. Click to reveal.";

const DAY = 86_400;

/** "3 days", "2 months", "1 year". */
export function humanDuration(seconds: number): string {
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (seconds < DAY) return 'less than a day';
  if (seconds < 30 * DAY) return plural(Math.floor(seconds / DAY), 'day');
  if (seconds < 365 * DAY) return plural(Math.floor(seconds / (30 * DAY)), 'month');
  return plural(Math.floor(seconds / (365 * DAY)), 'year');
}

/** The icebreaker's relationship line (B§2, B§3). */
export type Relationship = Pick<
  Participant,
  'name' | 'is_blog_following_you' | 'is_following_blog' | 'duration_blog_following_you' | 'duration_following_blog'
>;

export function relationshipText(participant: Relationship): string {
  const { name, is_blog_following_you: followsYou, is_following_blog: youFollow } = participant;
  if (followsYou && youFollow) {
    const mutual = Math.min(participant.duration_blog_following_you, participant.duration_following_blog);
    return mutual > 0 ? `You've been following each other for ${humanDuration(mutual)}` : 'You follow each other';
  }
  if (followsYou) {
    const since = participant.duration_blog_following_you;
    return since > 0 ? `${name} has followed you for ${humanDuration(since)}` : `${name} follows you`;
  }
  if (youFollow) {
    const since = participant.duration_following_blog;
    return since > 0 ? `You've followed ${name} for ${humanDuration(since)}` : `You follow ${name}`;
  }
  return "You don't follow each other";
}
