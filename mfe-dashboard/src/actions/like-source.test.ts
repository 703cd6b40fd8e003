import { likeSource } from './like-source';

describe('likeSource (A§2.9)', () => {
  it.each([
    ['/dashboard', 'dashboard'],
    ['/dashboard/', 'dashboard'],
    ['/new/text', 'unknown'],
    ['/tagged/cats', 'tagged'],
    ['/likes', 'likes'],
    ['/inbox', 'inbox'],
    ['/search/cute%20cats', 'search'],
    ['/search', 'search'],
    ['/explore/trending', 'explore'],
    ['/discover', 'explore'],
    ['/tv', 'tv'],
    ['/TAGGED/Cats', 'tagged'],
    ['/blog/alice', 'unknown'],
    ['/drafts', 'unknown'],
    ['/dashboards', 'unknown'],
    ['/', 'unknown'],
  ] as const)('%s → %s', (path, source) => {
    expect(likeSource(path)).toBe(source);
  });

  it('inside the blog viewer the source is peepr, or peepr-search while it shows search results', () => {
    expect(likeSource('/dashboard', 'viewer')).toBe('peepr');
    expect(likeSource('/tagged/cats', 'viewer-search')).toBe('peepr-search');
  });
});
