import { useEffect, useState } from 'react';
import { api, type BootstrapResponse, type UserInfo } from '@tumbledash/shared';

export interface DrawerCounts {
  likes: number;
  following: number;
}

/**
 * The drawer's Likes and Following counts. The session's are from page load, and likes and follows made since
 * do not change it, so each opening asks the server again; until it answers (or if it fails) the session's show.
 */
export function useDrawerCounts(user: UserInfo): DrawerCounts {
  const [counts, setCounts] = useState<DrawerCounts>({ likes: user.liked_post_count, following: user.friend_count });
  useEffect(() => {
    let live = true;
    api.get<BootstrapResponse>('/svc/bootstrap').then(
      (answer) => {
        if (live && answer.user) setCounts({ likes: answer.user.liked_post_count, following: answer.user.friend_count });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [user]);
  return counts;
}
