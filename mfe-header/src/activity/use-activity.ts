import { useEffect, useState } from 'react';
import { api, ApiError, isCancel, useDialogs, type ActivityNotification } from '@tumbledash/shared';
import { activityCache } from './activity-cache';

/** The alert of B§8 when notifications fail to load. */
export const ACTIVITY_LOAD_ERROR = 'Woops :(';

interface ActivityResponse {
  notifications: ActivityNotification[];
}

export type ActivityState =
  | { status: 'loading' }
  | { status: 'ready'; notifications: ActivityNotification[] }
  | { status: 'error' }
  | { status: 'forbidden'; message: string };

export function activityUrl(blogName: string): string {
  return `/svc/blog/${encodeURIComponent(blogName)}/activity`;
}

/**
 * A blog's notifications. With `reuse`, a blog loaded before is shown from the cache (the popover);
 * without, it is always fetched (the activity page). A failure alerts "Woops :(" and hides the loader; a 403
 * (someone else's blog) is no failure to load but a permission problem, so it answers the server's words.
 */
export function useActivity(blogName: string, { reuse }: { reuse: boolean }): ActivityState {
  const dialogs = useDialogs();
  const [result, setResult] = useState<{ blogName: string; state: ActivityState } | null>(null);

  useEffect(() => {
    if (reuse && activityCache.has(blogName)) return;
    const controller = new AbortController();
    api.get<ActivityResponse>(activityUrl(blogName), { signal: controller.signal }).then(
      ({ notifications }) => {
        activityCache.set(blogName, notifications);
        setResult({ blogName, state: { status: 'ready', notifications } });
      },
      (error: unknown) => {
        if (isCancel(error)) return;
        if (error instanceof ApiError && error.kind === 'forbidden') {
          setResult({ blogName, state: { status: 'forbidden', message: error.message } });
          return;
        }
        setResult({ blogName, state: { status: 'error' } });
        void dialogs.alert({ message: ACTIVITY_LOAD_ERROR });
      },
    );
    return () => controller.abort();
  }, [blogName, reuse, dialogs]);

  if (result?.blogName === blogName) return result.state;
  const cached = reuse ? activityCache.get(blogName) : undefined;
  return cached ? { status: 'ready', notifications: cached } : { status: 'loading' };
}
