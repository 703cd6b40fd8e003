import { useState } from 'react';
import type { DashboardPost } from '@tumbledash/shared';
import { approveSubmission, denySubmission } from './post-actions';

/** Inbox: a submission is published, queued or denied. */
export function SubmissionActions({ post }: { post: DashboardPost }) {
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<boolean>) => {
    setBusy(true);
    if (!(await action())) setBusy(false);
  };
  return (
    <>
      <button
        type="button"
        className="td-dash-button td-dash-button--secondary"
        disabled={busy}
        onClick={() => void run(() => denySubmission(post))}
      >
        Deny
      </button>
      <button
        type="button"
        className="td-dash-button td-dash-button--secondary"
        disabled={busy}
        onClick={() => void run(() => approveSubmission(post, true))}
      >
        Queue
      </button>
      <button type="button" className="td-dash-button" disabled={busy} onClick={() => void run(() => approveSubmission(post))}>
        Publish
      </button>
    </>
  );
}
