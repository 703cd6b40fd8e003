/** The client routes of the spec (A§2.1, B§2) and which application each one shows. */

export type MainPage = 'timeline' | 'activity' | 'login' | 'register' | 'not-found';

const TIMELINE_PATHS = [
  /^\/dashboard\/?$/,
  /^\/drafts\/?$/,
  /^\/queue\/?$/,
  /^\/inbox\/?$/,
  /^\/likes\/?$/,
  /^\/tagged\/[^/]+\/?$/,
  /^\/blog\/[^/]+\/?$/,
];

/** Post form routes; their base (the page behind the form) is the dashboard (A§2.1). */
const POST_FORM_PATHS = [/^\/new\/[a-z]+\/?$/, /^\/edit\/[^/]+\/?$/, /^\/reblog\/[^/]+\/[^/]+\/?$/];

const ACTIVITY_PATH = /^\/blog\/[^/]+\/activity\/?$/;

export function isPostFormPath(pathname: string): boolean {
  return POST_FORM_PATHS.some((pattern) => pattern.test(pathname));
}

export function mainPageFor(pathname: string): MainPage {
  if (pathname === '/login' || pathname === '/login/') return 'login';
  if (pathname === '/register' || pathname === '/register/') return 'register';
  if (ACTIVITY_PATH.test(pathname)) return 'activity';
  if (TIMELINE_PATHS.some((pattern) => pattern.test(pathname)) || isPostFormPath(pathname)) return 'timeline';
  return 'not-found';
}

/** Where a path should go instead, if anywhere. */
export function redirectFor(pathname: string, signedIn: boolean): string | null {
  if (pathname === '/' || pathname === '') return '/dashboard';
  const page = mainPageFor(pathname);
  if (signedIn && (page === 'login' || page === 'register')) return '/dashboard';
  if (!signedIn && (isPostFormPath(pathname) || page === 'activity')) return '/login';
  return null;
}
