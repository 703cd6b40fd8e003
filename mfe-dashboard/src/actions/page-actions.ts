import { bus, toast, type DashboardPost } from '@tumbledash/shared';
import { timelineCache } from '../timeline/timeline-cache';
import type {
  AnswerRequest,
  AnswerResponse,
  ApproveSubmissionRequest,
  ApproveSubmissionResponse,
  DenySubmissionRequest,
  DenySubmissionResponse,
  PublishRequest,
  PublishResponse,
} from './api-types';
import { runAction } from './run-action';

// The drafts' and the inbox's actions: loaded by their first click, not with every card.

/** A post that moved out of one list (drafts, inbox) into the published or queued posts. */
function moved(from: string, before: DashboardPost, after: DashboardPost, queued: boolean): void {
  timelineCache.removeFrom(from, before.id);
  bus.emit('post:updated', { id: before.id, patch: after });
  if (queued) timelineCache.forget('queue');
  else timelineCache.showNewPost(after);
}

/** Publishes a post of one list (a draft, a submission), or queues it, moving it out of that list. */
async function publishFrom(list: 'drafts' | 'inbox', action: 'publish' | 'approve_submission', post: DashboardPost, queue: boolean): Promise<boolean> {
  const body: PublishRequest | ApproveSubmissionRequest = queue ? { id: post.id, queue: 'queue' } : { id: post.id };
  const result = await runAction<PublishResponse | ApproveSubmissionResponse>(action, body, { subject: post.id });
  if (!result.ok) return false;
  moved(list, post, result.response.post, queue);
  toast.show(queue ? 'Added to your queue.' : 'Published.', 'success');
  return true;
}

/** Publishes a draft, or queues it (drafts page). */
export function publishDraft(post: DashboardPost, queue = false): Promise<boolean> {
  return publishFrom('drafts', 'publish', post, queue);
}

/** Publishes (or queues) a submission (inbox). */
export function approveSubmission(post: DashboardPost, queue = false): Promise<boolean> {
  return publishFrom('inbox', 'approve_submission', post, queue);
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

/** Denies a submission: it is deleted. */
export async function denySubmission(post: DashboardPost): Promise<boolean> {
  const body: DenySubmissionRequest = { pid: post.id };
  const result = await runAction<DenySubmissionResponse>('deny_submission', body, { subject: post.id });
  if (result.ok) bus.emit('post:deleted', { id: post.id });
  return result.ok;
}
