import { useCallback } from 'react';
import type { PageRoot } from '../timeline/page-root';
import { loadNewPosts } from './load-new-posts';
import { NewPostsButton } from './new-posts-button';
import { useNewerPosts } from './use-newer-posts';

export interface NewPostsRefreshProps {
  root: PageRoot;
  /** The newest post the timeline sent (timeline-state.ts `newestReceived`). */
  since: string | null;
  /** After newer posts were loaded in: the post to focus. */
  onLoaded: (postId: string | null) => void;
}

/**
 * The dashboard's check for newer posts and its "N new posts" button (flag `dashboard_refresh`). Its code is
 * fetched after the first posts show: its first question comes a minute later (issue 14).
 */
export function NewPostsRefresh({ root, since, onLoaded }: NewPostsRefreshProps) {
  const newer = useNewerPosts(root, since);
  const load = useCallback(async () => onLoaded(await loadNewPosts(root)), [root, onLoaded]);
  return <NewPostsButton newer={newer} onLoad={load} />;
}
