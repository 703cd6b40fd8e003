import { navigateToUrl } from 'single-spa';
import { api, bus, session } from '@tumbledash/shared';
import { blogPath } from './url';

/** Remembers, across the log-in and sign-up pages, which blog a visitor asked to follow (B§5, B§6). */
const PENDING_KEY = 'td-peepr:follow-after-login';

export function rememberFollow(blogName: string): void {
  sessionStorage.setItem(PENDING_KEY, blogName);
}

/** Once someone signs in with a follow pending: follow the blog and land on it. */
export function followAfterLogin(): () => void {
  const subscription = bus.on('session:changed').subscribe(({ user }) => {
    const blogName = sessionStorage.getItem(PENDING_KEY);
    if (!user || !blogName) return;
    sessionStorage.removeItem(PENDING_KEY);
    const own = session.get().channels.some((channel) => channel.name === blogName);
    const followed = own ? Promise.resolve() : api.post('/svc/follow', { tumblelog: blogName, source: 'FOLLOW_SOURCE_PEEPR_HEADER' });
    void followed
      .then(() => {
        if (!own) bus.emit('blog:follow-changed', { blogName, following: true });
      })
      .catch(() => undefined)
      // After the log-in page's own move to the dashboard.
      .finally(() => setTimeout(() => navigateToUrl(blogPath(blogName)), 0));
  });
  return () => subscription.unsubscribe();
}
