/** The client routes of the spec (A§2.1, B§2) and which application each one shows. */
import { pageRemoteFor } from './page-remotes';
import { isPeeprPagePath } from './peepr-routes';

export type MainPage = 'blog' | 'timeline' | 'activity' | 'admin-reports' | 'settings' | 'remote-page' | 'login' | 'register' | 'not-found';

const TIMELINE_PATHS = [
  /^\/dashboard\/?$/,
  /^\/drafts\/?$/,
  /^\/queue\/?$/,
  /^\/inbox\/?$/,
  /^\/likes\/?$/,
  /^\/explore\/?$/,
  /^\/tagged\/[^/]+\/?$/,
  /^\/blog\/[^/]+\/?$/,
];

/** Post form routes: `{base}/new/{type}` over a timeline page, edit and reblog over the dashboard (A§2.1). */
const NEW_POST_PATH = /^(.*?)\/new\/[a-z]+\/?$/;
const POST_FORM_PATHS = [/^\/edit\/[^/]+\/?$/, /^\/reblog\/[^/]+\/[^/]+\/?$/];

/** Conversation links (B§2) open a window over the dashboard. */
const CONVERSATION_PATHS = [/^\/conversation\/new\/[^/]+\/?$/, /^\/messaging\/conversation\/[^/]+\/?$/];

const ACTIVITY_PATH = /^\/blog\/[^/]+\/activity\/?$/;

/** The admins' list of reported posts (mfe-share). */
const ADMIN_REPORTS_PATH = /^\/admin\/reports\/?$/;

/** The settings area, the Following list and Help (mfe-settings). Help is open to visitors. */
const SETTINGS_PATH = /^\/(settings(\/.*)?|following\/?|help\/?)$/;
const PUBLIC_SETTINGS_PATH = /^\/help\/?$/;

export function isPostFormPath(pathname: string): boolean {
  const created = NEW_POST_PATH.exec(pathname);
  if (created) return created[1] === '' || isTimelinePath(created[1] ?? '');
  return POST_FORM_PATHS.some((pattern) => pattern.test(pathname));
}

export function isConversationPath(pathname: string): boolean {
  return CONVERSATION_PATHS.some((pattern) => pattern.test(pathname));
}

function isTimelinePath(pathname: string): boolean {
  return TIMELINE_PATHS.some((pattern) => pattern.test(pathname));
}

export function mainPageFor(pathname: string): MainPage {
  if (isPeeprPagePath(pathname)) return 'blog';
  if (pathname === '/login' || pathname === '/login/') return 'login';
  if (pathname === '/register' || pathname === '/register/') return 'register';
  if (ACTIVITY_PATH.test(pathname)) return 'activity';
  if (ADMIN_REPORTS_PATH.test(pathname)) return 'admin-reports';
  if (SETTINGS_PATH.test(pathname)) return 'settings';
  if (pageRemoteFor(pathname)) return 'remote-page';
  if (isTimelinePath(pathname) || isPostFormPath(pathname) || isConversationPath(pathname)) return 'timeline';
  return 'not-found';
}

/**
 * Where to go once signed in: the page's `redirect_to` when it is an address on this site (the follow page
 * sends a visitor to log in with one), else the dashboard.
 */
export function afterSignInPath(search: string): string {
  const target = new URLSearchParams(search).get('redirect_to');
  return target && /^\/(?![/\\])/.test(target) ? target : '/dashboard';
}

/** Where an address should go instead, if anywhere. */
export function redirectFor(pathname: string, signedIn: boolean, search = ''): string | null {
  if (pathname === '/' || pathname === '') return '/dashboard';
  const page = mainPageFor(pathname);
  if (signedIn && (page === 'login' || page === 'register')) return afterSignInPath(search);
  const needsSignIn =
    (page === 'settings' && !PUBLIC_SETTINGS_PATH.test(pathname)) ||
    /^\/likes\/?$/.test(pathname) ||
    pageRemoteFor(pathname)?.signedIn === true ||
    isPostFormPath(pathname) ||
    isConversationPath(pathname) ||
    page === 'activity' ||
    page === 'admin-reports';
  return !signedIn && needsSignIn ? '/login' : null;
}
