/** B§4 "Mobile drawer": open, closed, or subnav-active; and the search field. Opening one closes the other. */
export interface MobileState {
  drawer: 'closed' | 'open' | 'subnav';
  search: boolean;
}

export type MobileAction = 'toggle-drawer' | 'close-drawer' | 'toggle-subnav' | 'toggle-search' | 'close-search';

export const MOBILE_CLOSED: MobileState = { drawer: 'closed', search: false };

export function mobileReducer(state: MobileState, action: MobileAction): MobileState {
  switch (action) {
    case 'toggle-drawer':
      return state.drawer === 'closed' ? { drawer: 'open', search: false } : { ...state, drawer: 'closed' };
    case 'close-drawer':
      return { ...state, drawer: 'closed' };
    case 'toggle-subnav':
      if (state.drawer === 'closed') return state;
      return { ...state, drawer: state.drawer === 'subnav' ? 'open' : 'subnav' };
    case 'toggle-search':
      return state.search ? { ...state, search: false } : { drawer: 'closed', search: true };
    case 'close-search':
      return { ...state, search: false };
  }
}

/** B§2: the page title shows only with the page-titles flag, a title, a signed-in person and no search term. */
export function pageTitleShown(options: { flag: boolean; title: string | null; loggedIn: boolean; searchTerm: string }): boolean {
  return options.flag && Boolean(options.title) && options.loggedIn && options.searchTerm.trim() === '';
}

/**
 * The page's search term, shown again when the search field reopens: the results page's `/search/{term}` (B§2),
 * else the `q` of the address (the GET form's). Empty on other pages.
 */
export function searchTermOf(pathname: string, search: string): string {
  const match = /^\/search\/([^/]+)\/?$/.exec(pathname);
  if (match) {
    try {
      return decodeURIComponent(match[1]!);
    } catch {
      // A stray '%' that is no escape: the address as typed is the term.
      return match[1]!;
    }
  }
  return new URLSearchParams(search).get('q') ?? '';
}

const PAGE_TITLES: [RegExp, string][] = [
  [/^\/dashboard\/?$/, 'Dashboard'],
  [/^\/explore\/?$/, 'Explore'],
  [/^\/likes\/?$/, 'Likes'],
  [/^\/following\/?$/, 'Following'],
  [/^\/(settings(\/.*)?)$/, 'Settings'],
  [/^\/help\/?$/, 'Help'],
  [/^\/blog\/[^/]+\/activity\/?$/, 'Activity'],
];

export function pageTitleOf(pathname: string): string | null {
  return PAGE_TITLES.find(([pattern]) => pattern.test(pathname))?.[1] ?? null;
}
