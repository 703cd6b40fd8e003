import { overlayEntryState } from '@tumbledash/shared/page-under';
import { pageTitle, shownPageTitle } from './page-title';

describe('pageTitle', () => {
  it.each([
    ['/dashboard', 'Dashboard | Tumbledash'],
    ['/dashboard/', 'Dashboard | Tumbledash'],
    ['/drafts', 'Drafts | Tumbledash'],
    ['/queue', 'Queue | Tumbledash'],
    ['/inbox', 'Inbox | Tumbledash'],
    ['/likes', 'Likes | Tumbledash'],
    ['/explore', 'Explore | Tumbledash'],
    ['/login', 'Log in | Tumbledash'],
    ['/register', 'Sign up | Tumbledash'],
    ['/search', 'Search | Tumbledash'],
    ['/platform/remotes', 'Platform | Tumbledash'],
    ['/admin/reports', 'Reports | Tumbledash'],
  ])('names %s “%s”', (path, title) => {
    expect(pageTitle(path)).toBe(title);
  });

  it('names a blog’s activity page by the blog', () => {
    expect(pageTitle('/blog/pixel-garden/activity')).toBe('Activity: pixel-garden | Tumbledash');
  });

  it('names a tag page by its tag and search results by the term, decoded', () => {
    expect(pageTitle('/tagged/cats')).toBe('#cats | Tumbledash');
    expect(pageTitle('/tagged/cute%20cats')).toBe('#cute cats | Tumbledash');
    expect(pageTitle('/search/hello%20world')).toBe('Search: hello world | Tumbledash');
    expect(pageTitle('/search/caf%C3%A9/')).toBe('Search: café | Tumbledash');
  });

  it('shows a part that does not decode as it was typed', () => {
    expect(pageTitle('/tagged/100%')).toBe('#100% | Tumbledash');
    expect(pageTitle('/search/%E0%A4%A')).toBe('Search: %E0%A4%A | Tumbledash');
  });

  it('keeps the title of the page under a post form or a conversation', () => {
    expect(pageTitle('/new/text')).toBe('Dashboard | Tumbledash');
    expect(pageTitle('/edit/42')).toBe('Dashboard | Tumbledash');
    expect(pageTitle('/reblog/42/abcDEF')).toBe('Dashboard | Tumbledash');
    expect(pageTitle('/drafts/new/photo')).toBe('Drafts | Tumbledash');
    expect(pageTitle('/blog/pixel-garden/new/quote')).toBe('pixel-garden | Tumbledash');
    expect(pageTitle('/tagged/cats/new/link')).toBe('#cats | Tumbledash');
    expect(pageTitle('/conversation/new/friendly')).toBe('Dashboard | Tumbledash');
    expect(pageTitle('/messaging/conversation/friendly')).toBe('Dashboard | Tumbledash');
  });

  it('names an address no page answers “Not found”', () => {
    expect(pageTitle('/nowhere')).toBe('Not found | Tumbledash');
    expect(pageTitle('/nowhere/new/text')).toBe('Not found | Tumbledash');
    expect(pageTitle('/blog/pixel-garden/nothing-here')).toBe('Not found | Tumbledash');
    expect(pageTitle('/constructor')).toBe('Not found | Tumbledash');
  });

  it.each([
    '/settings',
    '/settings/account',
    '/settings/dashboard',
    '/following',
    '/help',
    // mfe-peepr's pages: only it knows whether the blog is there ("Not found" when it is not).
    '/blog/pixel-garden',
    '/blog/pixel-garden/7353754709504071',
    '/blog/pixel-garden/7353754709504071/a-slug',
    '/blog/pixel-garden/ask',
    '/blog/pixel-garden/submit',
    '/follow/pixel-garden',
  ])(
    'leaves %s to the remote that names it',
    (path) => {
      expect(pageTitle(path)).toBeNull();
    },
  );
});

describe('shownPageTitle', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('names a post form by the page its history entry was opened over, on a reload and Forward too (A§2.1)', () => {
    window.history.replaceState(overlayEntryState('/edit/42', '/queue'), '', '/edit/42');
    expect(shownPageTitle()).toBe('Queue | Tumbledash');
    window.history.replaceState(overlayEntryState('/tagged/cats/new/text', '/tagged/cats?sort=top'), '', '/tagged/cats/new/text');
    expect(shownPageTitle()).toBe('#cats | Tumbledash');
  });

  it('leaves the title to the blog page under a form, and names a form reached by a link by its base', () => {
    window.history.replaceState(overlayEntryState('/edit/42', '/blog/alice'), '', '/edit/42');
    expect(shownPageTitle()).toBeNull();
    window.history.replaceState(null, '', '/edit/42');
    expect(shownPageTitle()).toBe('Dashboard | Tumbledash');
  });
});
