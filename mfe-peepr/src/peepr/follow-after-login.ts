import { useEffect } from 'react';
import { navigateToUrl } from 'single-spa';
import { api, bus, session, useSession } from '@tumbledash/shared';
import { blogPath } from './url';

/** Remembers, across the log-in and sign-up pages, which blog a visitor asked to follow (B§5, B§6). */
const PENDING_KEY = 'td-peepr:follow-after-login';

export function rememberFollow(blogName: string): void {
  sessionStorage.setItem(PENDING_KEY, blogName);
}

/** The log-in or sign-up page that comes back to /follow/{name} once signed in. */
export function signInPath(page: '/login' | '/register', blogName: string): string {
  return `${page}?${new URLSearchParams({ redirect_to: `/follow/${blogName}` }).toString()}`;
}

/**
 * On /follow/{name}, once someone is signed in with that follow pending (they came back from the log-in or
 * sign-up page): follow the blog and land on it.
 */
export function useFollowAfterLogin(blogName: string): void {
  const { user } = useSession();
  useEffect(() => {
    if (!user || sessionStorage.getItem(PENDING_KEY) !== blogName) return;
    sessionStorage.removeItem(PENDING_KEY);
    const own = session.get().channels.some((channel) => channel.name === blogName);
    const followed = own ? Promise.resolve() : api.post('/svc/follow', { tumblelog: blogName, source: 'FOLLOW_SOURCE_PEEPR_HEADER' });
    void followed
      .then(() => {
        if (!own) bus.emit('blog:follow-changed', { blogName, following: true });
      })
      .catch(() => undefined)
      .finally(() => navigateToUrl(blogPath(blogName)));
  }, [user, blogName]);
}
