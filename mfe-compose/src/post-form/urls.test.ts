import { hasAcceptedProtocol, isAcceptedLink, isImageUrl, isValidHttpUrl } from './urls';

it('accepts http, https, tumblr and mailto only', () => {
  expect(hasAcceptedProtocol('http://a.com')).toBe(true);
  expect(hasAcceptedProtocol('https://a.com')).toBe(true);
  expect(hasAcceptedProtocol('tumblr://x-callback-url/dashboard')).toBe(true);
  expect(hasAcceptedProtocol('mailto:a@b.com')).toBe(true);
  expect(hasAcceptedProtocol('javascript:alert(1)')).toBe(false);
  expect(hasAcceptedProtocol('ftp://a.com')).toBe(false);
  expect(hasAcceptedProtocol('not a url')).toBe(false);
});

it('needs http or https with a valid host for a link', () => {
  expect(isValidHttpUrl('https://example.com/page?x=1')).toBe(true);
  expect(isValidHttpUrl('http://sub.example.co.uk')).toBe(true);
  expect(isValidHttpUrl('ftp://example.com')).toBe(false);
  expect(isValidHttpUrl('https://localhost')).toBe(false);
  expect(isValidHttpUrl('https://-bad-.com')).toBe(false);
  expect(isValidHttpUrl('example.com')).toBe(false);
});

it('accepts a link of the four protocols: http(s) with a real host, mailto with a real address, tumblr with a target', () => {
  expect(isAcceptedLink('https://shop.example.com/sale')).toBe(true);
  expect(isAcceptedLink('http://example.com')).toBe(true);
  expect(isAcceptedLink('mailto:hi@example.com')).toBe(true);
  expect(isAcceptedLink('mailto:hi@example.com?subject=Hello')).toBe(true);
  expect(isAcceptedLink('tumblr://x-callback-url/dashboard')).toBe(true);
  expect(isAcceptedLink('tumblr://x')).toBe(true);
  expect(isAcceptedLink('https://localhost')).toBe(false);
  expect(isAcceptedLink('mailto:')).toBe(false);
  expect(isAcceptedLink('mailto:hi')).toBe(false);
  expect(isAcceptedLink('mailto:hi@localhost')).toBe(false);
  expect(isAcceptedLink('mailto:a@example.com,b@example.com')).toBe(false);
  expect(isAcceptedLink('tumblr:')).toBe(false);
  expect(isAcceptedLink('tumblr://')).toBe(false);
  expect(isAcceptedLink('javascript:alert(1)')).toBe(false);
  expect(isAcceptedLink('ftp://example.com')).toBe(false);
  expect(isAcceptedLink('example.com')).toBe(false);
});

it('recognises image URLs by extension', () => {
  expect(isImageUrl('https://a.com/x.JPG')).toBe(true);
  expect(isImageUrl('https://a.com/x.jpeg?size=2')).toBe(true);
  expect(isImageUrl('http://a.com/x.gif')).toBe(true);
  expect(isImageUrl('https://a.com/x.png#frag')).toBe(true);
  expect(isImageUrl('https://a.com/x.webp')).toBe(false);
  expect(isImageUrl('https://a.com/png')).toBe(false);
});
