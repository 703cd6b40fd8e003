import { Subject, api, dialogs, filter, toApiError, type ApiError, type Observable } from '@tumbledash/shared';
import { actionRequest, alertText, outcomeEvent, outcomeOfStatus, type ActionName, type ActionOutcome } from './action-table';

/** A local event of this remote: an action's outcome, named `{action}:{outcome}` (A§8.3). */
export interface ActionEvent {
  name: `${ActionName}:${ActionOutcome}`;
  action: ActionName;
  outcome: ActionOutcome;
  /** The post or blog acted on. */
  subject: string;
  /** The answer's `response` on success. */
  response?: unknown;
  /** On failure: the parsed answer body (publish failure emits it, A§8.3). */
  body?: unknown;
}

const events = new Subject<ActionEvent>();

export const actionEvents = {
  /** Every outcome, or only those of one name such as `reply:success`. */
  on(name?: ActionEvent['name']): Observable<ActionEvent> {
    return name ? events.pipe(filter((event) => event.name === name)) : events.asObservable();
  },
};

export type ActionResult<T> =
  | { ok: true; response: T }
  | { ok: false; outcome: Exclude<ActionOutcome, 'success'>; error: ApiError };

export interface RunOptions {
  /** The post or blog acted on, carried by the local event. */
  subject: string;
  /** For calls whose path holds a blog name (subscription). */
  blogName?: string;
  /** Refusals the caller answers itself (no alert), e.g. an inbox card handled elsewhere. */
  quietStatuses?: readonly number[];
}

/**
 * Calls an action's endpoint and handles the answer as A§8.3 says: success emits `{action}:success`;
 * a refusal emits `{action}:forbidden` or `{action}:failure` and shows the alert (not awaited, so the
 * caller can revert at once) unless the caller answers that status itself. A missing endpoint throws, naming
 * the action.
 */
export async function runAction<T>(action: ActionName, body: object, { subject, blogName, quietStatuses = [] }: RunOptions): Promise<ActionResult<T>> {
  const { method, url } = actionRequest(action, blogName);
  try {
    const response = method === 'DELETE' ? await api.delete<T>(url, { data: body }) : await api.post<T>(url, body);
    events.next({ name: outcomeEvent(action, 'success'), action, outcome: 'success', subject, response });
    return { ok: true, response };
  } catch (caught) {
    const error = toApiError(caught);
    const outcome = outcomeOfStatus(error.status) === 'forbidden' ? 'forbidden' : 'failure';
    events.next({ name: outcomeEvent(action, outcome), action, outcome, subject, body: error.body });
    if (!quietStatuses.includes(error.status)) void dialogs.alert({ message: alertText(error.status, error.serverMessage) ?? error.message });
    return { ok: false, outcome, error };
  }
}
