import { ACCEPTED_PROTOCOLS, isAcceptedAppLink, isDottedHostName, isMailAddress, withProtocol } from './accepted-links';

describe('accepted links (A§5.2)', () => {
  it('names the four protocols', () => {
    expect(ACCEPTED_PROTOCOLS).toEqual(['http:', 'https:', 'tumblr:', 'mailto:']);
  });

  it('takes dotted host names only', () => {
    expect(isDottedHostName('example.com')).toBe(true);
    expect(isDottedHostName('shop.example.co.uk')).toBe(true);
    expect(isDottedHostName('localhost')).toBe(false);
    expect(isDottedHostName('-bad.example')).toBe(false);
  });

  it('takes one real mail address', () => {
    expect(isMailAddress('hi@example.com')).toBe(true);
    expect(isMailAddress('hi@localhost')).toBe(false);
    expect(isMailAddress('@example.com')).toBe(false);
    expect(isMailAddress('a@example.com,b@example.com')).toBe(false);
  });

  it('takes mailto: with an address and tumblr: with a target, nothing else', () => {
    expect(isAcceptedAppLink(new URL('mailto:hi@example.com'))).toBe(true);
    expect(isAcceptedAppLink(new URL('mailto:nobody'))).toBe(false);
    expect(isAcceptedAppLink(new URL('tumblr://x-callback-url/blog?blogName=x'))).toBe(true);
    expect(isAcceptedAppLink(new URL('tumblr:'))).toBe(false);
    expect(isAcceptedAppLink(new URL('https://example.com/'))).toBe(false);
    expect(isAcceptedAppLink(new URL('javascript:alert(1)'))).toBe(false);
  });
});

describe('withProtocol', () => {
  it('prepends https: to a host, a protocol-relative link and a host with a port', () => {
    expect(withProtocol('example.com/a')).toBe('https://example.com/a');
    expect(withProtocol('//example.com/a')).toBe('https://example.com/a');
    expect(withProtocol('example.com:8080/a')).toBe('https://example.com:8080/a');
  });

  it('keeps a link that has a protocol, trimmed, and leaves blank empty', () => {
    expect(withProtocol(' http://example.com ')).toBe('http://example.com');
    expect(withProtocol('mailto:a@example.com')).toBe('mailto:a@example.com');
    expect(withProtocol('  ')).toBe('');
  });
});
