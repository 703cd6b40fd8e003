import { bus, session, toast, type DashboardPost } from '@tumbledash/shared';
import { timelineCache } from '../timeline/timeline-cache';
import type {
  FastReblogRequest,
  FastReblogResponse,
  LikeMethod,
  LikeRequest,
  LikeResponse,
  LikeSource,
  ReplyRequest,
  ReplyResponse,
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
