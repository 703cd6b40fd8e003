import { BLOG_NAME_PATTERN } from '@tumbledash/shared';

/** The pages of this remote: the settings area of issue 12, /following and /help. */
export type SettingsPage =
  | { kind: 'account' }
  | { kind: 'password' }
  | { kind: 'tfa' }
  | { kind: 'dashboard' }
  | { kind: 'notifications' }
  | { kind: 'apps' }
  | { kind: 'blog'; name: string }
  | { kind: 'following' }
  | { kind: 'help' }
  | { kind: 'not-found' };

const SECTIONS = ['account', 'password', 'tfa', 'dashboard', 'notifications', 'apps'] as const;

/** The page at a path, or null when the path is none of this remote's. `/settings` opens Account. */
export function settingsPageFor(pathname: string): SettingsPage | null {
  const segments = pathname.split('/').filter(Boolean);
  const [head, section, arg, ...rest] = segments;
  if (head === 'following' && segments.length === 1) return { kind: 'following' };
  if (head === 'help' && segments.length === 1) return { kind: 'help' };
  if (head !== 'settings') return null;
  if (section === undefined) return { kind: 'account' };
  const simple = SECTIONS.find((name) => name === section);
  if (simple && arg === undefined) return { kind: simple };
  if (section === 'blog' && arg !== undefined && rest.length === 0) {
    const name = decodeURIComponent(arg);
    if (BLOG_NAME_PATTERN.test(name)) return { kind: 'blog', name: name.toLowerCase() };
  }
  return { kind: 'not-found' };
}

/** Pages that need a signed-in person (the shell sends visitors to /login for them). */
export function needsAccount(page: SettingsPage): boolean {
  return page.kind !== 'help' && page.kind !== 'not-found';
}

/**
 * Each page's name in the browser tab ("{name} | Tumbledash"). Where a section's heading alone could be another
 * page's name (Dashboard) it says it is settings; a blog's settings are named as their heading names them, so two
 * blogs' tabs differ; an address of nothing is "Not found", as on every other page.
 */
const PAGE_TITLES: Record<Exclude<SettingsPage['kind'], 'blog'>, string> = {
  account: 'Account settings',
  password: 'Change password',
  tfa: 'Two-factor authentication',
  dashboard: 'Dashboard settings',
  notifications: 'Notification settings',
  apps: 'Apps and sessions',
  following: 'Following',
  help: 'Help',
  'not-found': 'Not found',
};

/** The heading of a blog's settings page, which is also its tab's name. */
export function blogSettingsHeading(name: string): string {
  return `Settings of ${name}`;
}

/**
 * The tab's name once a blog's settings failed to load, as the page then says: not there, or not the person's to
 * change (the blog is not named over a refusal). Null keeps the name of the address.
 */
export function blogSettingsErrorTitle(kind: string | null): string | null {
  if (kind === 'not-found') return PAGE_TITLES['not-found'];
  if (kind === 'forbidden') return 'No permission';
  return null;
}

export function pageTitleOf(page: SettingsPage): string {
  return page.kind === 'blog' ? blogSettingsHeading(page.name) : PAGE_TITLES[page.kind];
}
