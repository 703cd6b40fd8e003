import { pageLocation } from '@tumbledash/shared';
import { pageTitle as titled } from '@tumbledash/shared/page-title';
import { pageRemoteFor } from './page-remotes';
import { isConversationPath, isPostFormPath, mainPageFor } from './routes';

/** The pages at one-word addresses, by the names the header and the spec give them. */
const NAMES: Record<string, string> = {
  dashboard: 'Dashboard',
  drafts: 'Drafts',
  queue: 'Queue',
  inbox: 'Inbox',
  likes: 'Likes',
  explore: 'Explore',
  search: 'Search',
  login: 'Log in',
  register: 'Sign up',
};

function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    // A stray '%': shown as typed.
    return part;
  }
}

/** The page's name at an address; undefined where a remote names its own page. */
function pageName(pathname: string): string | undefined {
  // A post form or a conversation keeps the name of the page under it (A§2.1, B§2).
  if (isConversationPath(pathname)) return NAMES.dashboard;
  if (isPostFormPath(pathname)) {
    const base = /^(.*)\/new\/[a-z]+\/?$/.exec(pathname)?.[1] || '/dashboard';
    // Over a blog's posts, the blog's name: mfe-peepr's page, which names it, is not shown under the form.
    return base.startsWith('/blog/') ? decoded(base.split('/')[2] ?? '') : pageName(base);
  }
  const page = mainPageFor(pathname);
  const [head = '', name = ''] = pathname.split('/').filter(Boolean).map(decoded);
  if (page === 'not-found') return 'Not found';
  if (page === 'activity') return `Activity: ${name}`;
  if (page === 'admin-reports') return 'Reports';
  if (page === 'remote-page') return pageRemoteFor(pathname)?.feature;
  if (head === 'tagged') return `#${name}`;
  if (head === 'search') return name ? `Search: ${name}` : NAMES.search;
  // A blog, its posts, its ask and submit pages and the follow page are mfe-peepr's to name: it knows whether
  // the blog is there. Settings, help and following name themselves too.
  if (page === 'blog') return undefined;
  return NAMES[head];
}

/**
 * The browser tab's title at an address. Null where a remote names its page itself (settings, help, following;
 * a blog's pages and the follow page in mfe-peepr): the shell leaves the title to it.
 */
export function pageTitle(pathname: string): string | null {
  const name = pageName(pathname);
  return name ? titled(name) : null;
}

/**
 * The title at the address shown now. A post form's address keeps the title of the page its history entry names
 * (shared `pageLocation`: the queue, a blog's page it was opened over), on a reload and Forward too.
 */
export function shownPageTitle(): string | null {
  return pageTitle(pageLocation().pathname);
}
