import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { callToAction, callToActionUrl } from './display.js';
import type { UpdateRequest } from './request.js';

const withButton = (link: string): UpdateRequest['post'] => ({ type: 'text', state: 'published', enable_cta: true, cta_link_url: link });

describe('call-to-action link (A§5.2 accepted protocols)', () => {
  it('accepts http(s) with a real host, mailto with a real address and tumblr with a target', () => {
    for (const link of ['https://shop.example.com/sale', 'http://example.com', 'mailto:hi@example.com', 'mailto:hi@example.com?subject=Hi', 'tumblr://x-callback-url/dashboard', 'tumblr://x']) {
      assert.ok(callToActionUrl(link), link);
    }
  });

  it('refuses other protocols, hosts that are not real and empty targets', () => {
    const refused = ['javascript:alert(1)', 'ftp://example.com', 'data:text/html,x', 'https://localhost', 'example.com', 'mailto:', 'mailto:hi', 'mailto:hi@localhost', 'mailto:a@example.com,b@example.com', 'tumblr:', 'tumblr://'];
    for (const link of refused) assert.equal(callToActionUrl(link), null, link);
  });

  it('keeps a mailto or tumblr link as the button’s link', () => {
    assert.equal(callToAction(withButton(' mailto:hi@example.com '), null).cta_link_url, 'mailto:hi@example.com');
    assert.equal(callToAction(withButton('tumblr://x'), null).cta_link_url, 'tumblr://x');
    assert.throws(() => callToAction(withButton('mailto:nobody'), null), /not a valid URL/);
  });
});
