import { overlayEntryState } from '@tumbledash/shared/page-under';
import { tagPath } from '../post-card/urls';
import { pageRootFromPath, shownPageRoot, tagFiltersFromSearch, taggedPagePath, timelineUrl } from './page-root';

describe('pageRootFromPath', () => {
  it.each([
    ['/dashboard', 'dashboard', 'dashboard'],
    ['/dashboard/', 'dashboard', 'dashboard'],
    ['/drafts', 'drafts', 'drafts'],
    ['/queue', 'queue', 'queue'],
    ['/inbox', 'inbox', 'inbox'],
    ['/likes', 'likes', 'likes'],
  ])('%s is the %s timeline', (path, kind, apiPath) => {
    expect(pageRootFromPath(path)).toMatchObject({ kind, key: apiPath, apiPath });
  });

  it('reads the tag, decoded for the key and encoded again for the API', () => {
    expect(pageRootFromPath('/tagged/cute%20cats')).toEqual({
      kind: 'tagged',
      key: 'tagged/cute cats',
      apiPath: 'tagged/cute%20cats',
      label: '#cute cats',
      tag: 'cute cats',
      tagFilters: { sort: 'recent', postType: 'any' },
    });
  });

  it('reads a tag page’s sort and post type from the query: each choice is its own timeline', () => {
    const root = pageRootFromPath('/tagged/art', '?filter_post_type=photo&sort=top&x=1');
    expect(root).toMatchObject({
      key: 'tagged/art?sort=top&filter_post_type=photo',
      tagFilters: { sort: 'top', postType: 'photo' },
      query: 'sort=top&filter_post_type=photo',
    });
    // The defaults and unknown values name the plain tag page.
    expect(pageRootFromPath('/tagged/art', '?sort=recent&filter_post_type=any')?.key).toBe('tagged/art');
    expect(pageRootFromPath('/tagged/art', '?sort=best&filter_post_type=gif')).toMatchObject({ key: 'tagged/art', tagFilters: { sort: 'recent', postType: 'any' } });
    expect(pageRootFromPath('/tagged/art/new/quote', '?sort=top')?.key).toBe('tagged/art?sort=top');
    // Other pages ignore the query.
    expect(pageRootFromPath('/dashboard', '?sort=top')).toEqual({ kind: 'dashboard', key: 'dashboard', apiPath: 'dashboard', label: 'Dashboard' });
  });

  it('reads the blog name, lower-cased', () => {
    expect(pageRootFromPath('/blog/Staff')).toEqual({ kind: 'blog', key: 'blog/staff', apiPath: 'blog/staff', label: 'staff' });
  });

  it('keeps the base page under a post-form route (A§2.1)', () => {
    expect(pageRootFromPath('/new/text')?.kind).toBe('dashboard');
    expect(pageRootFromPath('/drafts/new/photo')?.kind).toBe('drafts');
    expect(pageRootFromPath('/tagged/art/new/quote')?.key).toBe('tagged/art');
    expect(pageRootFromPath('/edit/123')?.kind).toBe('dashboard');
    expect(pageRootFromPath('/reblog/123/abcKey')?.kind).toBe('dashboard');
  });

  it('shows the dashboard under a conversation link (B§2)', () => {
    expect(pageRootFromPath('/conversation/new/friendly')?.kind).toBe('dashboard');
    expect(pageRootFromPath('/messaging/conversation/friendly')?.kind).toBe('dashboard');
  });

  it.each([
    ['/'],
    ['/settings/blog/staff'],
    ['/blog/staff/activity'],
    ['/blog/not_a_valid_name!'],
    ['/tagged'],
    ['/tagged/%E0%A4%A'],
    ['/tagged/%20'],
    ['/dashboard/extra'],
    ['/new/unknown-type'],
    ['/edit'],
  ])('%s is not a timeline page', (path) => {
    expect(pageRootFromPath(path)).toBeNull();
  });
});

describe('timelineUrl', () => {
  const dashboard = pageRootFromPath('/dashboard')!;

  it('asks for the first page without a cursor', () => {
    expect(timelineUrl(dashboard, null)).toBe('/svc/post/dashboard?limit=10');
  });

  it('continues before the given post id', () => {
    expect(timelineUrl(dashboard, '42')).toBe('/svc/post/dashboard/before/42?limit=10');
  });

  it('uses the encoded tag of a tagged page', () => {
    expect(timelineUrl(pageRootFromPath('/tagged/a%2Fb')!, null)).toBe('/svc/post/tagged/a%2Fb?limit=10');
  });

  it('passes a tag page’s sort and post type on every page', () => {
    const root = pageRootFromPath('/tagged/art', '?sort=top&filter_post_type=quote')!;
    expect(timelineUrl(root, null)).toBe('/svc/post/tagged/art?limit=10&sort=top&filter_post_type=quote');
    expect(timelineUrl(root, '42')).toBe('/svc/post/tagged/art/before/42?limit=10&sort=top&filter_post_type=quote');
  });
});

describe('tagPath', () => {
  it('encodes the tag for the tagged page', () => {
    expect(tagPath('cute cats/dogs')).toBe('/tagged/cute%20cats%2Fdogs');
    expect(pageRootFromPath(tagPath('cute cats/dogs'))?.key).toBe('tagged/cute cats/dogs');
  });

  it('adds only the filters that differ from the defaults', () => {
    expect(taggedPagePath('a b', { sort: 'recent', postType: 'any' })).toBe('/tagged/a%20b');
    expect(taggedPagePath('a b', { sort: 'top', postType: 'any' })).toBe('/tagged/a%20b?sort=top');
    expect(taggedPagePath('a', { sort: 'recent', postType: 'chat' })).toBe('/tagged/a?filter_post_type=chat');
    expect(tagFiltersFromSearch(taggedPagePath('a', { sort: 'top', postType: 'video' }).split('?')[1]!)).toEqual({ sort: 'top', postType: 'video' });
  });
});

describe('shownPageRoot', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('is the timeline of the address, its query included', () => {
    window.history.replaceState(null, '', '/tagged/art?sort=top');
    expect(shownPageRoot()?.key).toBe('tagged/art?sort=top');
  });

  it('under a post form, is the page it was opened over (A§2.1), not the dashboard its address would show', () => {
    window.history.replaceState(null, '', '/queue');
    window.history.pushState(overlayEntryState('/edit/42', '/queue'), '', '/edit/42');
    expect(shownPageRoot()?.kind).toBe('queue');
    window.history.pushState(overlayEntryState('/tagged/art/new/text', '/tagged/art?sort=top'), '', '/tagged/art/new/text');
    expect(shownPageRoot()?.key).toBe('tagged/art?sort=top');
  });
});
