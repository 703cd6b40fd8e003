import { useState, type MouseEvent } from 'react';
import { focusAfterLeaving, type DashboardPost } from '@tumbledash/shared';
import { FEED_CARDS } from './feed-cards';
import { loadPageActions } from './load-page-actions';

/** Drafts page: publish the draft, or add it to the queue. */
export function DraftActions({ post }: { post: DashboardPost }) {
  const [busy, setBusy] = useState(false);
  // Busy buttons stay focusable (aria-disabled): a disabled one would drop the focus to the page.
  const run = async (event: MouseEvent<HTMLButtonElement>, queue: boolean) => {
    if (busy) return;
    const keepFocus = focusAfterLeaving(event.currentTarget, FEED_CARDS);
    setBusy(true);
    const actions = await loadPageActions();
    // A published draft leaves the list (and this card unmounts); a refusal lets the person try again.
    if (actions && (await actions.publishDraft(post, queue))) keepFocus();
    else setBusy(false);
  };
  return (
    <>
      <button
        type="button"
        className="td-dash-button td-dash-button--secondary"
        aria-disabled={busy || undefined}
        onClick={(event) => void run(event, true)}
      >
        Queue
      </button>
      <button type="button" className="td-dash-button" aria-disabled={busy || undefined} onClick={(event) => void run(event, false)}>
        Publish
      </button>
    </>
  );
}
