import { navigateToUrl } from 'single-spa';
import { session } from '@tumbledash/shared';
import { switchChannel } from '../account/account-actions';
import { badgeText } from '../messaging/unread-badge';

/** The pages of one's own blog (A§2.1 page contexts), each showing the current blog's posts. */
export const INBOX_PATH = '/inbox';
export const BLOG_PAGES = [
  { path: INBOX_PATH, label: 'Inbox' },
  { path: '/drafts', label: 'Drafts' },
  { path: '/queue', label: 'Queue' },
] as const;

/** Notifications of something waiting in the blog's inbox: asks and submissions. */
const INBOX_NOTIFICATIONS: ReadonlySet<string> = new Set(['ask', 'submission']);

export function waitsInInbox(type: string): boolean {
  return INBOX_NOTIFICATIONS.has(type);
}

export type BlogPage = (typeof BLOG_PAGES)[number];

/**
 * What a blog page's entry shows beyond its label: Inbox counts the asks and submissions waiting, above 0 and capped
 * at "99+" like the unread badges (B§4), and says so in its name, e.g. "Inbox, 3 waiting".
 */
export function blogPageCount(page: BlogPage, waiting: number): { badge: string; name: string } | null {
  const badge = page.path === INBOX_PATH ? badgeText(waiting) : null;
  return badge ? { badge, name: `${page.label}, ${badge} waiting` } : null;
}

export function isCurrentBlog(blogName: string): boolean {
  return session.currentChannel()?.name === blogName;
}

/** The pages show the current blog's posts, so another blog's page first makes that blog current. */
export async function openBlogPage(blogName: string, path: string): Promise<void> {
  if (!isCurrentBlog(blogName)) await switchChannel(blogName);
  navigateToUrl(path);
}
