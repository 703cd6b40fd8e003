/**
 * The post actions of A§7.3 and the follow calls of A§7.1: which endpoint each one calls, and what an answer's
 * status means (A§8.3). Pure: no network, no UI.
 */
import { TECHNICAL_TROUBLE } from '@tumbledash/shared';

export type ActionName =
  | 'like'
  | 'unlike'
  | 'fast_reblog'
  | 'reply'
  | 'publish'
  | 'delete'
  | 'promote'
  | 'unpromote'
  | 'answer'
  | 'deny_submission'
  | 'approve_submission'
  | 'remove_app_attribution'
  | 'follow'
  | 'unfollow'
  | 'subscribe'
  | 'unsubscribe'
  | 'block';

export interface Endpoint {
  method: 'POST' | 'DELETE';
  /** `{name}` is replaced by the encoded blog name. */
  path: string;
}

/** Null where the spec does not give the call (remove_app_attribution: "method and full path not shown"). */
export const ACTION_ENDPOINTS: Readonly<Record<ActionName, Endpoint | null>> = {
  like: { method: 'POST', path: '/svc/like' },
  unlike: { method: 'POST', path: '/svc/unlike' },
  fast_reblog: { method: 'POST', path: '/fast_reblog' },
  reply: { method: 'POST', path: '/svc/reply' },
  publish: { method: 'POST', path: '/publish' },
  delete: { method: 'POST', path: '/svc/post/delete' },
  promote: { method: 'POST', path: '/svc/promote' },
  unpromote: { method: 'POST', path: '/svc/unpromote' },
  answer: { method: 'POST', path: '/answer' },
  deny_submission: { method: 'POST', path: '/deny_submission' },
  approve_submission: { method: 'POST', path: '/approve_submission' },
  remove_app_attribution: null,
  follow: { method: 'POST', path: '/svc/follow' },
  unfollow: { method: 'POST', path: '/svc/unfollow' },
  subscribe: { method: 'POST', path: '/svc/blog/{name}/subscription' },
  unsubscribe: { method: 'DELETE', path: '/svc/blog/{name}/subscription' },
  block: { method: 'POST', path: '/svc/block/add' },
};

/** The request of an action; a missing endpoint throws an error naming the action (A§7.3). */
export function actionRequest(action: string, blogName?: string): { method: Endpoint['method']; url: string } {
  const endpoint = Object.hasOwn(ACTION_ENDPOINTS, action) ? ACTION_ENDPOINTS[action as ActionName] : null;
  if (!endpoint) throw new Error(`No endpoint for the post action "${action}"`);
  if (!endpoint.path.includes('{name}')) return { method: endpoint.method, url: endpoint.path };
  if (!blogName) throw new Error(`The post action "${action}" needs a blog name`);
  return { method: endpoint.method, url: endpoint.path.replace('{name}', encodeURIComponent(blogName)) };
}

/**
 * What an answer's status means (A§8.3): 2xx success; 403 forbidden; 401, 404, 5xx and no answer at all
 * failure with the technical-trouble alert; any other refusal (400, 409, 429) failure with the server's words.
 */
export type ActionOutcome = 'success' | 'forbidden' | 'failure';

export function outcomeOfStatus(status: number): ActionOutcome {
  if (status >= 200 && status < 300) return 'success';
  if (status === 403) return 'forbidden';
  return 'failure';
}

/** The alert for a refused action; null on success. */
export function alertText(status: number, serverMessage: string): string | null {
  if (outcomeOfStatus(status) === 'success') return null;
  if (status === 0 || status === 401 || status === 404 || status >= 500) return TECHNICAL_TROUBLE;
  return serverMessage.trim() || TECHNICAL_TROUBLE;
}

/** The local event of an outcome, named after the action: `like:success`, `publish:failure`, `reply:forbidden`. */
export function outcomeEvent(action: ActionName, outcome: ActionOutcome): `${ActionName}:${ActionOutcome}` {
  return `${action}:${outcome}`;
}
