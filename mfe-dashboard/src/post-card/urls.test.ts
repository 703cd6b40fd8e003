import { isExternal, safeLinkUrl, safeUrl, urlHost } from './urls';

describe('safeUrl', () => {
  it('keeps http, https and same-site paths', () => {
    expect(safeUrl('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeUrl(' http://example.com ')).toBe('http://example.com/');
    expect(safeUrl('/media/photo.jpg')).toBe('/media/photo.jpg');
  });

  it.each(['javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.example.com/x', 'not a url', '', null, undefined])(
    'rejects %j',
    (url) => {
      expect(safeUrl(url)).toBeNull();
    },
  );
});

describe('urlHost', () => {
  it('shows the host without www', () => {
    expect(urlHost('https://www.example.com/story')).toBe('example.com');
    expect(urlHost('http://news.example.org')).toBe('news.example.org');
  });

  it('has no host for unsafe or relative urls', () => {
    expect(urlHost('javascript:alert(1)')).toBeNull();
    expect(urlHost('/local')).toBeNull();
  });
});

describe('isExternal', () => {
  it('tells absolute from relative', () => {
    expect(isExternal('https://example.com')).toBe(true);
    expect(isExternal('/tagged/x')).toBe(false);
  });
});

describe('safeLinkUrl', () => {
  it('keeps the links A§5.2 accepts and nothing else', () => {
    expect(safeLinkUrl('https://shop.example.com/sale')).toBe('https://shop.example.com/sale');
    expect(safeLinkUrl('mailto:hi@example.com')).toBe('mailto:hi@example.com');
    expect(safeLinkUrl('tumblr://x-callback-url/blog?blogName=x')).toBe('tumblr://x-callback-url/blog?blogName=x');
    expect(safeLinkUrl('javascript:alert(1)')).toBeNull();
    expect(safeLinkUrl('mailto:nobody')).toBeNull();
    expect(safeLinkUrl('')).toBeNull();
  });
});
