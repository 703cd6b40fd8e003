import { Subject, bus, dialogs, type Observable } from '@tumbledash/shared';
import type { FollowRequest, FollowResponse, SubscriptionRequest, SubscriptionResponse } from '../actions/api-types';
import type { ActionContext } from '../actions/post-actions';
import { runAction } from '../actions/run-action';
import { timelineCache } from '../timeline/timeline-cache';
import { afterFollowChange, type FollowFlags } from './follow-state';

/** B§8 confirmation; %1$s is the blog name. */
export const UNFOLLOW_CONFIRM = 'Are you sure you want to unfollow %1$s?';

export function unfollowConfirmText(blogName: string): string {
  return UNFOLLOW_CONFIRM.replace('%1$s', blogName);
}

/** A blog's exact flags after a call of this remote (the bus event only carries `following`). */
export interface BlogFlagsChange {
  blogName: string;
  flags: FollowFlags;
}

const flagChanges = new Subject<BlogFlagsChange>();

export const blogFlagChanges: Observable<BlogFlagsChange> = flagChanges.asObservable();

function setFlags(blogName: string, flags: FollowFlags): void {
  timelineCache.patchBlog(blogName, () => flags);
  flagChanges.next({ blogName, flags });
}

export interface FollowTarget {
  name: string;
  flags: FollowFlags;
  placementId?: string | null;
  pt?: string | null;
}

/**
 * Follows or unfollows as the current channel (A§4.3, B§4): unfollowing asks first; the new state shows at
 * once and goes back if the server refuses. Emits `blog:follow-changed` both times.
 */
export async function setFollowing(target: FollowTarget, following: boolean, context: ActionContext): Promise<boolean> {
  const { name, flags: previous } = target;
  if (!following) {
    const sure = await dialogs.confirm({ message: unfollowConfirmText(name), okLabel: 'Ok', cancelLabel: 'Nevermind' });
    if (!sure) return false;
  }
  setFlags(name, afterFollowChange(previous, following));
  bus.emit('blog:follow-changed', { blogName: name, following });
  const body: FollowRequest = {
    tumblelog: name,
    placement_id: target.placementId ?? null,
    pt: target.pt ?? null,
    source: following ? 'FOLLOW_SOURCE_POST' : 'UNFOLLOW_SOURCE_POST',
    context: context.source,
    offset: context.offset,
  };
  const result = await runAction<FollowResponse>(following ? 'follow' : 'unfollow', body, { subject: name });
  if (result.ok) {
    setFlags(name, result.response);
    return true;
  }
  bus.emit('blog:follow-changed', { blogName: name, following: previous.following });
  setFlags(name, previous);
  return false;
}

/** Subscribes to (or unsubscribes from) a followed blog's posts. */
export async function setSubscribed(target: FollowTarget, subscribed: boolean): Promise<boolean> {
  const body: SubscriptionRequest = { source: 'post' };
  const result = await runAction<SubscriptionResponse>(subscribed ? 'subscribe' : 'unsubscribe', body, {
    subject: target.name,
    blogName: target.name,
  });
  if (result.ok) setFlags(target.name, { ...target.flags, is_subscribed: result.response.is_subscribed });
  return result.ok;
}
