import { useState } from 'react';
import type { DashboardPost } from '@tumbledash/shared';
import { loadPageActions, type PageActions } from './load-page-actions';

/** Inbox: a submission is published, queued or denied. */
export function SubmissionActions({ post }: { post: DashboardPost }) {
  const [busy, setBusy] = useState(false);
  const run = async (action: (actions: PageActions) => Promise<boolean>) => {
    setBusy(true);
    const actions = await loadPageActions();
    if (!actions || !(await action(actions))) setBusy(false);
  };
  return (
    <>
      <button
        type="button"
        className="td-dash-button td-dash-button--secondary"
        disabled={busy}
        onClick={() => void run(({ denySubmission }) => denySubmission(post))}
      >
        Deny
      </button>
      <button
        type="button"
        className="td-dash-button td-dash-button--secondary"
        disabled={busy}
        onClick={() => void run(({ approveSubmission }) => approveSubmission(post, true))}
      >
        Queue
      </button>
      <button
        type="button"
        className="td-dash-button"
        disabled={busy}
        onClick={() => void run(({ approveSubmission }) => approveSubmission(post))}
      >
        Publish
      </button>
    </>
  );
}
