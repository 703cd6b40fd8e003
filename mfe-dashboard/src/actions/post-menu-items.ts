import type { DashboardPost } from '@tumbledash/shared';
import type { DashboardPostExtras, Promotion } from './api-types';

export type PostMenuChoice =
  | { kind: 'edit' }
  | { kind: 'delete' }
  | { kind: 'promote'; tag: string }
  | { kind: 'unpromote'; promotion: Promotion }
  | { kind: 'unfollow' }
  | { kind: 'subscribe' }
  | { kind: 'unsubscribe' }
  | { kind: 'block' };

export interface MenuFacts {
  /** The user's role in the post's blog; null when it is not one of their blogs. */
  role: 'owner' | 'member' | null;
  /** The tag of the page, on `/tagged/{tag}`. */
  pageTag: string | null;
}

export function promotionsOf(post: DashboardPost): Promotion[] {
  return (post as DashboardPost & DashboardPostExtras).promotions ?? [];
}

/**
 * What the "More options" menu offers a signed-in person (A§6: members of a blog edit and delete its posts;
 * blog owners feature a post in a tag; anyone unfollows, subscribes to or blocks another blog). Never empty.
 */
export function postMenuChoices(post: DashboardPost, facts: MenuFacts): Array<{ choice: PostMenuChoice; label: string }> {
  const name = post.tumblelog;
  if (post.is_mine || facts.role !== null) {
    const items: Array<{ choice: PostMenuChoice; label: string }> = [
      { choice: { kind: 'edit' }, label: 'Edit' },
      { choice: { kind: 'delete' }, label: 'Delete' },
    ];
    if (facts.role !== 'owner' || post.state !== 'published') return items;
    const promotions = promotionsOf(post);
    const tag = facts.pageTag && post.tags.find((item) => item.toLowerCase() === facts.pageTag?.toLowerCase());
    if (tag && !promotions.some((promotion) => promotion.tag.toLowerCase() === tag.toLowerCase())) {
      items.push({ choice: { kind: 'promote', tag }, label: `Feature in #${tag}` });
    }
    for (const promotion of promotions) {
      items.push({ choice: { kind: 'unpromote', promotion }, label: `Stop featuring in #${promotion.tag}` });
    }
    return items;
  }
  const items: Array<{ choice: PostMenuChoice; label: string }> = [];
  if (post.blog.following) {
    items.push({ choice: { kind: 'unfollow' }, label: `Unfollow ${name}` });
    if (post.blog.is_subscribed) items.push({ choice: { kind: 'unsubscribe' }, label: `Unsubscribe from ${name}` });
    else if (post.blog.can_subscribe) items.push({ choice: { kind: 'subscribe' }, label: `Subscribe to ${name}` });
  }
  items.push({ choice: { kind: 'block' }, label: `Block ${name}` });
  return items;
}
