import { useEffect, useState } from 'react';
import { api } from '@tumbledash/shared';
import { CHECK_INTERVAL_STORAGE_KEY, checkInterval, newerPostsUrl, startChecks, type NewerPosts } from './new-posts-check';

function storedInterval(): string | null {
  try {
    return window.localStorage.getItem(CHECK_INTERVAL_STORAGE_KEY);
  } catch {
    // Storage may be refused (private windows); the default applies.
    return null;
  }
}

/**
 * While `enabled`, asks now and then how many posts are newer than `newestId` (new-posts-check.ts); the
 * answer while there are some, else null. A new newest post (they were loaded in) starts afresh.
 */
export function useNewerPosts(enabled: boolean, newestId: string | null): NewerPosts | null {
  const [found, setFound] = useState<{ since: string; newer: NewerPosts } | null>(null);
  useEffect(() => {
    if (!enabled || newestId === null) return undefined;
    const check = async () => {
      const newer = await api.get<NewerPosts>(newerPostsUrl(newestId));
      setFound(newer.count > 0 ? { since: newestId, newer } : null);
    };
    return startChecks(check, checkInterval(storedInterval()), document);
  }, [enabled, newestId]);
  return enabled && found?.since === newestId ? found.newer : null;
}
