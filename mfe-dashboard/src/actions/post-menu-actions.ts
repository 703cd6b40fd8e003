import {
  POST_TYPES,
  bus,
  dialogs,
  focusAfterLeaving,
  session,
  toast,
  type CreatablePostType,
  type DashboardPost,
  type LeavingList,
} from '@tumbledash/shared';
import { setFollowing, setSubscribed } from '../follow/follow-actions';
import { followFlags } from '../follow/follow-state';
import { timelineCache } from '../timeline/timeline-cache';
import type {
  BlockRequest,
  BlockResponse,
  DeleteRequest,
  DeleteResponse,
  PromoteRequest,
  Promotion,
  PromotionResponse,
  UnpromoteRequest,
} from './api-types';
import type { MenuItem } from './menu-button';
import type { ActionContext } from './post-actions';
import { postMenuChoices, type MenuFacts, type PostMenuChoice } from './post-menu-items';
import { runAction } from './run-action';

// The "More options" menu's items and what they do: loaded when a menu first opens (post-menu.tsx).

const DELETE_CONFIRM = 'Are you sure you want to delete this post?';

/**
 * The timeline's cards, as `FEED_CARDS` (feed-cards.ts) says them. A copy: imported here, that module leaves the
 * card's chunk's own scope and the first screen fetches 19 bytes (gzip) more.
 */
const CARDS: LeavingList = { item: 'article', list: '[role="feed"]' };

/** A§8.2, with the blog names filled in. */
function blockConfirmText(blog: string, currentBlog: string): string {
  return `Are you sure you want to block ${blog} from ${currentBlog}?`;
}

/**
 * Deletes after a confirm; the card goes away everywhere (`post:deleted`) and the focus, on its menu button, goes
 * on to the next card.
 */
async function deletePost(post: DashboardPost, opener: HTMLElement): Promise<boolean> {
  const sure = await dialogs.confirm({ message: DELETE_CONFIRM, okLabel: 'Delete', cancelLabel: 'Nevermind', destructive: true });
  if (!sure) return false;
  const keepFocus = focusAfterLeaving(opener, CARDS);
  const body: DeleteRequest = { post_id: post.id, channel_id: post.tumblelog };
  const result = await runAction<DeleteResponse>('delete', body, { subject: post.id });
  if (!result.ok) return false;
  bus.emit('post:deleted', { id: post.id });
  keepFocus();
  return true;
}

/** Features the post in one of its tags (blog owners). */
async function promote(post: DashboardPost, tag: string): Promise<boolean> {
  const body: PromoteRequest = { tag, post_id: post.id, reblog_key: post.reblog_key, tumblelog_name: post.tumblelog };
  const result = await runAction<PromotionResponse>('promote', body, { subject: post.id });
  if (result.ok) bus.emit('post:updated', { id: post.id, patch: promotionsPatch(result.response.promotions) });
  return result.ok;
}

async function unpromote(post: DashboardPost, promotion: Promotion): Promise<boolean> {
  const body: UnpromoteRequest = { ...promotion, post_id: post.id, tumblelog_name: post.tumblelog };
  const result = await runAction<PromotionResponse>('unpromote', body, { subject: post.id });
  if (result.ok) bus.emit('post:updated', { id: post.id, patch: promotionsPatch(result.response.promotions) });
  return result.ok;
}

/** `promotions` is an extra field of timeline posts (README, "Server contract"). */
function promotionsPatch(promotions: Promotion[]): Partial<DashboardPost> {
  const patch: Partial<DashboardPost> & { promotions: Promotion[] } = { promotions };
  return patch;
}

/**
 * Blocks a blog from the current one after the confirm of A§8.2; its posts leave every list, and the focus goes on
 * to the next card that stays.
 */
async function blockBlog(blogName: string, context: ActionContext, opener: HTMLElement): Promise<boolean> {
  const channel = session.currentChannel();
  if (!channel) return false;
  const sure = await dialogs.confirm({
    message: blockConfirmText(blogName, channel.name),
    okLabel: 'Block',
    cancelLabel: 'Nevermind',
    destructive: true,
  });
  if (!sure) return false;
  const keepFocus = focusAfterLeaving(opener, CARDS);
  const body: BlockRequest = { tumblelog: channel.name, blocked_tumblelog: blogName, block_context: context.source };
  const result = await runAction<BlockResponse>('block', body, { subject: blogName });
  if (!result.ok) return false;
  timelineCache.removeBlog(blogName);
  bus.emit('blog:follow-changed', { blogName, following: false });
  keepFocus();
  toast.show(`${blogName} is blocked.`, 'success');
  return true;
}

function creatableType(type: DashboardPost['type']): CreatablePostType | undefined {
  return (POST_TYPES as readonly string[]).includes(type) ? (type as CreatablePostType) : undefined;
}

function run(post: DashboardPost, choice: PostMenuChoice, context: () => ActionContext, opener: HTMLElement): void {
  const target = () => ({ name: post.tumblelog, flags: followFlags(post.blog), placementId: post.placement_id, pt: post.pt });
  switch (choice.kind) {
    case 'edit':
      bus.emit('compose:open', { mode: 'edit', postId: post.id, type: creatableType(post.type) });
      return;
    case 'delete':
      void deletePost(post, opener);
      return;
    case 'promote':
      void promote(post, choice.tag);
      return;
    case 'unpromote':
      void unpromote(post, choice.promotion);
      return;
    case 'unfollow':
      void setFollowing(target(), false, context());
      return;
    case 'subscribe':
      void setSubscribed(target(), true);
      return;
    case 'unsubscribe':
      void setSubscribed(target(), false);
      return;
    case 'block':
      void blockBlog(post.tumblelog, context(), opener);
      return;
  }
}

/** The items of a post's "More options" menu. */
export function postMenuItems(post: DashboardPost, facts: MenuFacts, context: () => ActionContext): MenuItem[] {
  return postMenuChoices(post, facts).map(({ choice, label }, index) => ({
    id: `${choice.kind}-${index}`,
    label,
    danger: choice.kind === 'delete' || choice.kind === 'block',
    onSelect: (opener) => run(post, choice, context, opener),
  }));
}
