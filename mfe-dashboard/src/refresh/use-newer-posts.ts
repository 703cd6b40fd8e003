import { useEffect, useState } from 'react';
import type { PageRoot } from '../timeline/page-root';
import { checkNewPosts } from './load-new-posts';
import { CHECK_INTERVAL_STORAGE_KEY, checkInterval, startChecks, type NewerPosts } from './new-posts-check';

function storedInterval(): string | null {
  try {
    return window.localStorage.getItem(CHECK_INTERVAL_STORAGE_KEY);
  } catch {
    // Storage may be refused (private windows); the default applies.
    return null;
  }
}

/**
 * Asks now and then how many posts are newer than `since`, the newest one the timeline sent (load-new-posts.ts);
 * the answer while there are some, else null. A new `since` (they were loaded in) starts afresh.
 */
export function useNewerPosts(root: PageRoot, since: string | null): NewerPosts | null {
  const [found, setFound] = useState<{ since: string; newer: NewerPosts } | null>(null);
  // By its strings: the same timeline under another address (the post form open over it) keeps its checks.
  const { key, apiPath } = root;
  useEffect(() => {
    if (since === null) return undefined;
    const check = async () => {
      const newer = await checkNewPosts({ key, apiPath });
      setFound(newer ? { since, newer } : null);
    };
    return startChecks(check, checkInterval(storedInterval()), document);
  }, [key, apiPath, since]);
  return since !== null && found?.since === since ? found.newer : null;
}
