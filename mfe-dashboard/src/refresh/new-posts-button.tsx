import { useState } from 'react';
import { ApiError, TECHNICAL_TROUBLE, toast } from '@tumbledash/shared';
import { newPostsLabel, type NewerPosts } from './new-posts-check';
import './new-posts.css';

/**
 * "3 new posts" at the top of the dashboard while newer posts wait (flag `dashboard_refresh`). It floats
 * over the timeline without moving it; nothing is inserted until it is pressed. The live region announces it.
 */
export function NewPostsButton({ newer, onLoad }: { newer: NewerPosts | null; onLoad: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const load = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await onLoad();
    } catch (error) {
      toast.show(error instanceof ApiError ? error.message : TECHNICAL_TROUBLE, 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="td-dash-new-posts" aria-live="polite">
      {newer && (
        <button type="button" className="td-dash-new-posts__button" aria-busy={busy} onClick={() => void load()}>
          {newPostsLabel(newer)}
        </button>
      )}
    </div>
  );
}
