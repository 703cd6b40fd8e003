/** B§8 confirmation; %1$s is the blog name. */
export const UNFOLLOW_CONFIRM = 'Are you sure you want to unfollow %1$s?';

export function unfollowConfirmText(blogName: string): string {
  return UNFOLLOW_CONFIRM.replace('%1$s', blogName);
}

/** "Updated 3 days ago" from the newest post's time; "No posts yet" without one. */
export function updatedText(iso: string | null, now = Date.now()): string {
  if (!iso) return 'No posts yet';
  const days = Math.floor((now - new Date(iso).getTime()) / 86_400_000);
  if (days <= 0) return 'Updated today';
  if (days === 1) return 'Updated yesterday';
  return `Updated ${days} days ago`;
}
