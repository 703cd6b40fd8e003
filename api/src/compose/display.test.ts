import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { acceptedLink, callToAction, CAROUSEL_PHOTOS_ONLY, carouselLink } from './display.js';
import type { UpdateRequest } from './request.js';

const withButton = (link: string): UpdateRequest['post'] => ({ type: 'text', state: 'published', enable_cta: true, cta_link_url: link });

describe('call-to-action link (A§5.2 accepted protocols)', () => {
  it('accepts http(s) with a real host, mailto with a real address and tumblr with a target', () => {
    for (const link of ['https://shop.example.com/sale', 'http://example.com', 'mailto:hi@example.com', 'mailto:hi@example.com?subject=Hi', 'tumblr://x-callback-url/dashboard', 'tumblr://x']) {
      assert.ok(acceptedLink(link), link);
    }
  });

  it('refuses other protocols, hosts that are not real and empty targets', () => {
    const refused = ['javascript:alert(1)', 'ftp://example.com', 'data:text/html,x', 'https://localhost', 'example.com', 'mailto:', 'mailto:hi', 'mailto:hi@localhost', 'mailto:a@example.com,b@example.com', 'tumblr:', 'tumblr://'];
    for (const link of refused) assert.equal(acceptedLink(link), null, link);
  });

  it('keeps a mailto or tumblr link as the button’s link', () => {
    assert.equal(callToAction(withButton(' mailto:hi@example.com '), null).cta_link_url, 'mailto:hi@example.com');
    assert.equal(callToAction(withButton('tumblr://x'), null).cta_link_url, 'tumblr://x');
    assert.throws(() => callToAction(withButton('mailto:nobody'), null), /not a valid URL/);
  });
});

describe('https: where the protocol is missing (A§5.2)', () => {
  it('normalises the call-to-action links and the carousel link before checking them', () => {
    const button = callToAction({ ...withButton('shop.example.com/sale'), cta_android_link_url: 'play.example.com/app' }, null);
    assert.equal(button.cta_link_url, 'https://shop.example.com/sale');
    assert.equal(button.cta_android_link_url, 'https://play.example.com/app');
    assert.equal(callToAction(withButton('shop.example.com'), null).cta_android_link_url, '');
    assert.throws(() => callToAction({ ...withButton('shop.example.com'), cta_android_link_url: 'javascript:x' }, null), /not a valid URL/);
    assert.equal(carouselLink({ type: 'photo', state: '0', carousel_link_url: 'example.com/more' }, null), 'https://example.com/more');
    assert.equal(carouselLink({ type: 'photo', state: '0' }, { carousel_link_url: 'https://kept.example.com/' }), 'https://kept.example.com/');
    assert.equal(carouselLink({ type: 'photo', state: '0', carousel_link_url: ' ' }, { carousel_link_url: 'https://kept.example.com/' }), '');
    assert.throws(() => carouselLink({ type: 'photo', state: '0', carousel_link_url: 'localhost' }, null), /carousel_link_url/);
  });
});

describe('carousel link (B§2: a photo post’s carousel)', () => {
  it('is kept for photo posts only: another type refuses one and keeps none', () => {
    assert.throws(() => carouselLink({ type: 'text', state: '0', carousel_link_url: 'https://example.com/more' }, null), { message: CAROUSEL_PHOTOS_ONLY });
    assert.equal(carouselLink({ type: 'link', state: '0', carousel_link_url: '' }, null), '');
    assert.equal(carouselLink({ type: 'quote', state: '0' }, { carousel_link_url: 'https://kept.example.com/' }), '');
  });
});
