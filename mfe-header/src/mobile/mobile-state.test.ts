import { MOBILE_CLOSED, mobileReducer, pageTitleOf, pageTitleShown, searchTermOf } from './mobile-state';
import { scrollDecision } from './sticky-header';

test('opening search closes the drawer and opening the drawer closes search (B§4)', () => {
  const open = mobileReducer(MOBILE_CLOSED, 'toggle-drawer');
  expect(open).toEqual({ drawer: 'open', search: false });
  expect(mobileReducer(open, 'toggle-subnav')).toEqual({ drawer: 'subnav', search: false });
  const searching = mobileReducer(open, 'toggle-search');
  expect(searching).toEqual({ drawer: 'closed', search: true });
  expect(mobileReducer(searching, 'toggle-drawer')).toEqual({ drawer: 'open', search: false });
  expect(mobileReducer(MOBILE_CLOSED, 'toggle-subnav')).toBe(MOBILE_CLOSED);
});

test('the page title needs the flag, a title, a signed-in person and no search term (B§2)', () => {
  expect(pageTitleShown({ flag: true, title: 'Likes', loggedIn: true, searchTerm: '' })).toBe(true);
  expect(pageTitleShown({ flag: false, title: 'Likes', loggedIn: true, searchTerm: '' })).toBe(false);
  expect(pageTitleShown({ flag: true, title: null, loggedIn: true, searchTerm: '' })).toBe(false);
  expect(pageTitleShown({ flag: true, title: 'Likes', loggedIn: false, searchTerm: '' })).toBe(false);
  expect(pageTitleShown({ flag: true, title: 'Likes', loggedIn: true, searchTerm: 'cats' })).toBe(false);
  expect(pageTitleOf('/settings/tfa')).toBe('Settings');
  expect(pageTitleOf('/blog/x')).toBeNull();
});

test('sticky past 45 px; the nav hides scrolling down and comes back scrolling up', () => {
  expect(scrollDecision(0, 40, false)).toEqual({ sticky: false, navHidden: false });
  expect(scrollDecision(40, 100, false)).toEqual({ sticky: true, navHidden: true });
  expect(scrollDecision(100, 90, true)).toEqual({ sticky: true, navHidden: false });
  expect(scrollDecision(100, 100, true)).toEqual({ sticky: true, navHidden: true });
});

test('the page\'s search term: the results page\'s /search/{term}, else the address\'s q (B§2)', () => {
  expect(searchTermOf('/search/cats', '')).toBe('cats');
  expect(searchTermOf('/search/black%20cats/', '?sort=recent')).toBe('black cats');
  expect(searchTermOf('/search', '?q=dogs')).toBe('dogs');
  // A '%' that is no escape is kept as typed, never an error.
  expect(searchTermOf('/search/100%', '')).toBe('100%');
  expect(searchTermOf('/dashboard', '')).toBe('');
  expect(searchTermOf('/search/cats/extra', '')).toBe('');
});
