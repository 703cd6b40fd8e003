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
import { runAction, type ActionResult } from './run-action';

// The drafts' and the inbox's actions: loaded by their first click, not with every card.

/**
 * An inbox post answered, published, queued or denied meanwhile (another tab, another member): answering or
 * publishing gives the post a new id (404), queueing leaves it no longer waiting (409).
 */
const HANDLED_ELSEWHERE: readonly number[] = [404, 409];
export const HANDLED_ELSEWHERE_TEXT = 'This was already answered or removed.';

/** The inbox action's options: a post handled elsewhere is not an error to alert about. */
const inboxOptions = (post: DashboardPost) => ({ subject: post.id, quietStatuses: HANDLED_ELSEWHERE });

/** A refusal because the post was handled elsewhere: its card leaves the inbox, and the person is told. */
function handledElsewhere(post: DashboardPost, result: ActionResult<unknown>): boolean {
  if (result.ok || !HANDLED_ELSEWHERE.includes(result.error.status)) return false;
  timelineCache.removeFrom('inbox', post.id);
  toast.show(HANDLED_ELSEWHERE_TEXT, 'info');
  return true;
}

/** A post that moved out of one list (drafts, inbox) into the published or queued posts. */
function moved(from: string, before: DashboardPost, after: DashboardPost, queued: boolean): void {
  timelineCache.removeFrom(from, before.id);
  bus.emit('post:updated', { id: before.id, patch: after });
  if (queued) timelineCache.forget('queue');
  else timelineCache.showNewPost(after);
}

/**
 * Publishes a post of one list (a draft, a submission), or queues it, moving it out of that list. True when the
 * post left the list (also when an inbox post was handled elsewhere).
 */
async function publishFrom(list: 'drafts' | 'inbox', action: 'publish' | 'approve_submission', post: DashboardPost, queue: boolean): Promise<boolean> {
  const body: PublishRequest | ApproveSubmissionRequest = queue ? { id: post.id, queue: 'queue' } : { id: post.id };
  const options = list === 'inbox' ? inboxOptions(post) : { subject: post.id };
  const result = await runAction<PublishResponse | ApproveSubmissionResponse>(action, body, options);
  if (!result.ok) return list === 'inbox' && handledElsewhere(post, result);
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
  const result = await runAction<AnswerResponse>('answer', body, inboxOptions(post));
  if (!result.ok) return handledElsewhere(post, result);
  moved('inbox', post, result.response.post, false);
  toast.show('Answer published.', 'success');
  return true;
}

/** Denies a submission: it is deleted. */
export async function denySubmission(post: DashboardPost): Promise<boolean> {
  const body: DenySubmissionRequest = { pid: post.id };
  const result = await runAction<DenySubmissionResponse>('deny_submission', body, inboxOptions(post));
  if (!result.ok) return handledElsewhere(post, result);
  bus.emit('post:deleted', { id: post.id });
  toast.show('Submission deleted.', 'success');
  return true;
}
