import { bus, dialogs, session, toast, type DashboardPost } from '@tumbledash/shared';
import { timelineCache } from '../timeline/timeline-cache';
import type {
  AnswerRequest,
  AnswerResponse,
  ApproveSubmissionRequest,
  ApproveSubmissionResponse,
  BlockRequest,
  BlockResponse,
  DeleteRequest,
  DeleteResponse,
  DenySubmissionRequest,
  DenySubmissionResponse,
  FastReblogRequest,
  FastReblogResponse,
  LikeMethod,
  LikeRequest,
  LikeResponse,
  LikeSource,
  Promotion,
  PromoteRequest,
  PromotionResponse,
  PublishRequest,
  PublishResponse,
  ReplyRequest,
  ReplyResponse,
  UnpromoteRequest,
} from './api-types';
import { runAction, type ActionResult } from './run-action';

/** Where an action comes from: the page (A§2.9) and the post's place in its list. */
export interface ActionContext {
  source: LikeSource;
  offset: number | null;
}

export type ReblogToastKind = 'queue' | 'selfReblog';

/** The toast after a fast reblog (A§4.7). */
export function reblogToastText(kind: ReblogToastKind, blogName: string): string {
  return kind === 'queue' ? `Queued to ${blogName}.` : `Reblogged to ${blogName}.`;
}

export const DELETE_CONFIRM = 'Are you sure you want to delete this post?';

/** A§8.2, with the blog names filled in. */
export function blockConfirmText(blog: string, currentBlog: string): string {
  return `Are you sure you want to block ${blog} from ${currentBlog}?`;
}

const pendingLikes = new Set<string>();

/**
 * Likes or unlikes (A§4.6): never on one's own post; the new state shows at once (every cached copy
 * patches through `post:updated`) and goes back if the server refuses. One call per post at a time.
 */
export async function toggleLike(post: DashboardPost, context: ActionContext, method: LikeMethod = 'button'): Promise<boolean> {
  if (post.is_mine || pendingLikes.has(post.id)) return false;
  const liked = !post.liked;
  const previous = { liked: post.liked, note_count: post.note_count };
  pendingLikes.add(post.id);
  bus.emit('post:updated', { id: post.id, patch: { liked, note_count: Math.max(0, post.note_count + (liked ? 1 : -1)) } });
  const body: LikeRequest = {
    id: post.id,
    root_id: post.root_id,
    key: post.reblog_key,
    placement_id: post.placement_id,
    is_recommended: post.is_recommended,
    pt: post.pt,
    method,
    source: context.source,
    offset: context.offset,
  };
  try {
    const result = await runAction<LikeResponse>(liked ? 'like' : 'unlike', body, { subject: post.id });
    bus.emit('post:updated', {
      id: post.id,
      patch: result.ok ? { liked: result.response.liked, note_count: result.response.note_count } : previous,
    });
    return result.ok;
  } finally {
    pendingLikes.delete(post.id);
  }
}

/** Reblogs to the current channel without the form (A§4.7): `reblogged` true and a queue or selfReblog toast. */
export async function fastReblog(post: DashboardPost, context: ActionContext, queue = false): Promise<boolean> {
  const channel = session.currentChannel();
  if (!channel) return false;
  const body: FastReblogRequest = {
    reblog_key: post.reblog_key,
    reblog_post_id: post.id,
    channel_id: channel.name,
    queue,
    pt: post.pt,
    offset: context.offset,
  };
  const result = await runAction<FastReblogResponse>('fast_reblog', body, { subject: post.id });
  if (!result.ok) return false;
  const { post_tumblelog, post: reblog, note_count } = result.response;
  bus.emit('post:updated', { id: post.id, patch: { reblogged: true, note_count } });
  toast.show(reblogToastText(queue ? 'queue' : 'selfReblog', post_tumblelog.name_or_id), 'success');
  if (queue) timelineCache.forget('queue');
  else timelineCache.showNewPost(reblog);
  return true;
}

/** The long form: the post form in reblog mode. */
export function reblogWithComment(post: DashboardPost): void {
  bus.emit('compose:open', { mode: 'reblog', reblog: { id: post.id, key: post.reblog_key } });
}

export async function reply(post: DashboardPost, text: string, context: ActionContext): Promise<ActionResult<ReplyResponse>> {
  const body: ReplyRequest = {
    reply_text: text,
    post_id: post.id,
    tumblelog: post.tumblelog,
    tumblelog_key: post.tumblelog_key,
    source: context.source,
  };
  const result = await runAction<ReplyResponse>('reply', body, { subject: post.id });
  if (result.ok) bus.emit('post:updated', { id: post.id, patch: { note_count: result.response.note_count } });
  return result;
}

/** Deletes after a confirm; the card goes away everywhere (`post:deleted`). */
export async function deletePost(post: DashboardPost): Promise<boolean> {
  const sure = await dialogs.confirm({ message: DELETE_CONFIRM, okLabel: 'Delete', cancelLabel: 'Nevermind' });
  if (!sure) return false;
  const body: DeleteRequest = { post_id: post.id, channel_id: post.tumblelog };
  const result = await runAction<DeleteResponse>('delete', body, { subject: post.id });
  if (result.ok) bus.emit('post:deleted', { id: post.id });
  return result.ok;
}

/** A post that moved out of one list (drafts, inbox) into the published or queued posts. */
function moved(from: string, before: DashboardPost, after: DashboardPost, queued: boolean): void {
  timelineCache.removeFrom(from, before.id);
  bus.emit('post:updated', { id: before.id, patch: after });
  if (queued) timelineCache.forget('queue');
  else timelineCache.showNewPost(after);
}

/** Publishes a draft, or queues it (drafts page). */
export async function publishDraft(post: DashboardPost, queue = false): Promise<boolean> {
  const body: PublishRequest = queue ? { id: post.id, queue: 'queue' } : { id: post.id };
  const result = await runAction<PublishResponse>('publish', body, { subject: post.id });
  if (!result.ok) return false;
  moved('drafts', post, result.response.post, queue);
  toast.show(queue ? 'Added to your queue.' : 'Published.', 'success');
  return true;
}

/** Answers an ask (inbox): it becomes a published answer post. */
export async function answerAsk(post: DashboardPost, answer: string): Promise<boolean> {
  const body: AnswerRequest = { post_id: post.id, tumblelog: post.tumblelog, key: post.reblog_key, answer_text: answer };
  const result = await runAction<AnswerResponse>('answer', body, { subject: post.id });
  if (!result.ok) return false;
  moved('inbox', post, result.response.post, false);
  toast.show('Answer published.', 'success');
  return true;
}

/** Publishes (or queues) a submission (inbox). */
export async function approveSubmission(post: DashboardPost, queue = false): Promise<boolean> {
  const body: ApproveSubmissionRequest = queue ? { id: post.id, queue: 'queue' } : { id: post.id };
  const result = await runAction<ApproveSubmissionResponse>('approve_submission', body, { subject: post.id });
  if (!result.ok) return false;
  moved('inbox', post, result.response.post, queue);
  toast.show(queue ? 'Added to your queue.' : 'Published.', 'success');
  return true;
}

/** Denies a submission: it is deleted. */
export async function denySubmission(post: DashboardPost): Promise<boolean> {
  const body: DenySubmissionRequest = { pid: post.id };
  const result = await runAction<DenySubmissionResponse>('deny_submission', body, { subject: post.id });
  if (result.ok) bus.emit('post:deleted', { id: post.id });
  return result.ok;
}

/** Features the post in one of its tags (blog owners). */
export async function promote(post: DashboardPost, tag: string): Promise<boolean> {
  const body: PromoteRequest = { tag, post_id: post.id, reblog_key: post.reblog_key, tumblelog_name: post.tumblelog };
  const result = await runAction<PromotionResponse>('promote', body, { subject: post.id });
  if (result.ok) bus.emit('post:updated', { id: post.id, patch: promotionsPatch(result.response.promotions) });
  return result.ok;
}

export async function unpromote(post: DashboardPost, promotion: Promotion): Promise<boolean> {
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

/** Blocks a blog from the current one after the confirm of A§8.2; its posts leave every list. */
export async function blockBlog(blogName: string, context: ActionContext): Promise<boolean> {
  const channel = session.currentChannel();
  if (!channel) return false;
  const sure = await dialogs.confirm({
    message: blockConfirmText(blogName, channel.name),
    okLabel: 'Block',
    cancelLabel: 'Nevermind',
  });
  if (!sure) return false;
  const body: BlockRequest = { tumblelog: channel.name, blocked_tumblelog: blogName, block_context: context.source };
  const result = await runAction<BlockResponse>('block', body, { subject: blogName });
  if (!result.ok) return false;
  timelineCache.removeBlog(blogName);
  bus.emit('blog:follow-changed', { blogName, following: false });
  toast.show(`${blogName} is blocked.`, 'success');
  return true;
}
