import { facebookWindow, mailtoHref, openShareWindow, redditWindow, twitterWindow, withProtocol } from './share-windows';

it('opens each network at the size of B§9', () => {
  expect(facebookWindow('https://x.test/p/1', '')).toMatchObject({ width: 626, height: 436 });
  expect(redditWindow('https://x.test/p/1', 'T')).toMatchObject({ width: 860, height: 600 });
  expect(twitterWindow('Hi [URL]', 'https://x.test/p/1')).toMatchObject({ width: 550, height: 420 });
});

it('puts the short link where [URL] stands in the tweet', () => {
  const url = new URL(twitterWindow('Look [URL] now', 'https://x.test/p/1').url);
  expect(url.searchParams.get('text')).toBe('Look https://x.test/p/1 now');
});

it('gives the sharer the post and the optional message', () => {
  const url = new URL(facebookWindow('https://x.test/blog/a/1', ' Nice ').url);
  expect(url.searchParams.get('u')).toBe('https://x.test/blog/a/1');
  expect(url.searchParams.get('quote')).toBe('Nice');
  expect(new URL(facebookWindow('https://x.test/blog/a/1', '').url).searchParams.has('quote')).toBe(false);
});

it('prefixes http:// to a link without :// (A§5.3)', () => {
  expect(withProtocol('example.com/x')).toBe('http://example.com/x');
  expect(withProtocol('https://example.com')).toBe('https://example.com');
});

it('opens the window with its size and name', () => {
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  openShareWindow(redditWindow('https://x.test/p/1', 'T'));
  expect(open).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/www\.reddit\.com\/submit\?/), 'reddit', expect.stringContaining('width=860,height=600'));
  open.mockRestore();
});

test('a mail link carries the summary as subject and the address in the body; without a summary it names the blog', () => {
  expect(mailtoHref({ post_url: 'http://x.example/blog/a/1', summary: 'Tea & cake', tumblelog_name: 'a' })).toBe(
    'mailto:?subject=Tea%20%26%20cake&body=Tea%20%26%20cake%0A%0Ahttp%3A%2F%2Fx.example%2Fblog%2Fa%2F1',
  );
  expect(mailtoHref({ post_url: 'http://x.example/blog/a/1', summary: '  ', tumblelog_name: 'a' })).toBe(
    'mailto:?subject=A%20post%20by%20a&body=http%3A%2F%2Fx.example%2Fblog%2Fa%2F1',
  );
});
