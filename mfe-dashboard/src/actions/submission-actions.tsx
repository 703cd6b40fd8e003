import { useState, type MouseEvent } from 'react';
import { focusAfterLeaving, type DashboardPost } from '@tumbledash/shared';
import { FEED_CARDS } from './feed-cards';
import { loadPageActions, type PageActions } from './load-page-actions';

/** Inbox: a submission is published, queued or denied. */
export function SubmissionActions({ post }: { post: DashboardPost }) {
  const [busy, setBusy] = useState(false);
  // Busy buttons stay focusable (aria-disabled): a disabled one would drop the focus to the page.
  const run = async (event: MouseEvent<HTMLButtonElement>, action: (actions: PageActions) => Promise<boolean>) => {
    if (busy) return;
    const keepFocus = focusAfterLeaving(event.currentTarget, FEED_CARDS);
    setBusy(true);
    const actions = await loadPageActions();
    // A handled submission (here or elsewhere) leaves the inbox; a refusal lets the person try again.
    if (actions && (await action(actions))) keepFocus();
    else setBusy(false);
  };
  return (
    <>
      <button
        type="button"
        className="td-dash-button td-dash-button--secondary"
        aria-disabled={busy || undefined}
        onClick={(event) => void run(event, ({ denySubmission }) => denySubmission(post))}
      >
        Deny
      </button>
      <button
        type="button"
        className="td-dash-button td-dash-button--secondary"
        aria-disabled={busy || undefined}
        onClick={(event) => void run(event, ({ approveSubmission }) => approveSubmission(post, true))}
      >
        Queue
      </button>
      <button
        type="button"
        className="td-dash-button"
        aria-disabled={busy || undefined}
        onClick={(event) => void run(event, ({ approveSubmission }) => approveSubmission(post))}
      >
        Publish
      </button>
    </>
  );
}
