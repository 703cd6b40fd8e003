import { useEffect, useState } from 'react';
import { api, type BootstrapResponse, type Channel, type UserInfo } from '@tumbledash/shared';
import { accountCounts, type AccountCounts } from './account-counts';

/**
 * Likes, following and each blog's inbox count for a menu that mounts on opening (the account popover, the drawer).
 * The session's are from page load, and likes, follows, asks and answers since do not change it, so each mount asks
 * the server again; until it answers (or if it fails) the session's show.
 */
export function useAccountCounts(user: UserInfo, channels: readonly Channel[]): AccountCounts {
  const [fresh, setFresh] = useState<AccountCounts | null>(null);
  useEffect(() => {
    let live = true;
    api.get<BootstrapResponse>('/svc/bootstrap').then(
      (answer) => {
        if (live && answer.user) setFresh(accountCounts(answer.user, answer.channels));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return fresh ?? accountCounts(user, channels);
}
