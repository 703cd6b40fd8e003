import { FORM_KEY_HEADER } from '../contracts';
import { session } from '../session';

/**
 * POSTs JSON with the session's form key in a request that outlives the page (`keepalive`), for the last batch
 * of reports or logs as a page is hidden or closed. Fire and forget: nothing waits for it and a failure is dropped.
 */
export function postOnLeave(url: string, body: unknown): void {
  void fetch(url, {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', [FORM_KEY_HEADER]: session.get().formKey },
    body: JSON.stringify(body),
  }).catch(() => undefined);
}
