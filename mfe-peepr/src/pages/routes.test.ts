import { pageOf } from './routes';

it('knows the viewer’s pages', () => {
  expect(pageOf('/blog/Friendly', '')).toEqual({ kind: 'blog', blogName: 'friendly' });
  expect(pageOf('/blog/friendly/ask', '')).toEqual({ kind: 'ask', blogName: 'friendly' });
  expect(pageOf('/blog/friendly/submit/', '')).toEqual({ kind: 'submit', blogName: 'friendly' });
  expect(pageOf('/follow/friendly', '')).toEqual({ kind: 'follow', blogName: 'friendly' });
  expect(pageOf('/search/cats%20and%20dogs', '')).toEqual({ kind: 'search', term: 'cats and dogs' });
  expect(pageOf('/blog/Friendly/7351065382662201', '')).toEqual({ kind: 'post', blogName: 'friendly', postId: '7351065382662201' });
  expect(pageOf('/blog/friendly/42/a-slug-for-it/', '')).toEqual({ kind: 'post', blogName: 'friendly', postId: '42' });
  expect(pageOf('/blog/friendly/42/a/b', '')).toBeNull();
  expect(pageOf('/blog/friendly/activity', '')).toBeNull();
  expect(pageOf('/dashboard', '')).toBeNull();
});

it('sends the header’s GET form on to /search/{term}, keeping the filters', () => {
  expect(pageOf('/search', '?q=night+owl&sort=recent&filter_post_type=photo&filter_nsfw=true')).toEqual({
    kind: 'search-form',
    redirect: '/search/night%20owl?sort=recent&filter_post_type=photo&filter_nsfw=true',
  });
  expect(pageOf('/search', '?q=')).toEqual({ kind: 'search-form', redirect: '/dashboard' });
});
