import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DashboardPost } from '../contracts.js';
import { firstScreenHtml } from './first-screen-html.js';

const post = (tumblelog: string, content: unknown): DashboardPost => ({ tumblelog, is_carousel: false, content }) as unknown as DashboardPost;
const photo = { type: 'photo', layout: [1], photos: [{ id: 'o1', url: '/media/Ab3x.png', width: 1080, height: 720, caption: '' }], caption: '<p>Sun &amp; sea</p>' };

describe('the first screen drawn on the server', () => {
  it('draws the first two posts: blog name, escaped plain text and the first photo, eager, in its variants and size', () => {
    const html = firstScreenHtml([
      post('staff', { type: 'quote', text: '<b>Less</b> is <script>alert(1)</script>more &lt;3', source: '' }),
      post('pixel-garden', photo),
      post('third', { type: 'text', body: '<p>Not drawn</p>' }),
    ]);
    assert.match(html, /<div id="td-first-screen" aria-hidden="true" inert>/);
    assert.match(html, /<p class="td-fs-blog">staff<\/p><p class="td-fs-text">Less is more &lt;3<\/p><div class="td-fs-foot"><\/div>/);
    assert.doesNotMatch(html, /alert|Not drawn|<b>/);
    assert.match(html, /<source type="image\/avif" srcset="\/media\/Ab3x\.w250\.avif 250w, [^"]*\/media\/Ab3x\.w1080\.avif 1080w" sizes="\(max-width: 572px\) calc\(\(100vw - 32px\) \/ 1\), 540px">/);
    assert.match(html, /<img src="\/media\/Ab3x\.png" srcset="[^"]*\.w1080\.png 1080w" sizes="[^"]+" width="1080" height="720" alt="" decoding="async" fetchpriority="high">/);
    assert.match(html, /<p class="td-fs-text">Sun &amp; sea<\/p>/);
  });

  it('draws nothing for an empty page, and no outside picture', () => {
    assert.equal(firstScreenHtml([]), '');
    const outside = { ...photo, photos: [{ id: 'o1', url: 'https://example.com/a.png', width: 10, height: 10, caption: '' }] };
    assert.doesNotMatch(firstScreenHtml([post('staff', outside)]), /<img/);
  });

  it('draws a post blurred for this viewer (safe mode) as its notice only, and a post\'s tags as text', () => {
    const blurred = { ...post('pixel-garden', photo), is_nsfw: true, safe_mode_blurred: true } as DashboardPost;
    const tagged = { ...post('staff', { type: 'text', body: '<p>Hi</p>' }), tags: ['art', '<b>'] } as DashboardPost;
    const html = firstScreenHtml([blurred, tagged]);
    assert.match(html, /<p class="td-fs-blog">pixel-garden<\/p><p class="td-fs-text">This post may contain sensitive media<\/p>/);
    assert.doesNotMatch(html, /Ab3x|Sun/);
    assert.match(html, /<p class="td-fs-tags">#art #&lt;b&gt;<\/p>/);
  });

  it('draws a text post\'s title as its heading, apart from the text', () => {
    const html = firstScreenHtml([post('quote-keeper', { type: 'text', title: 'Currently <i>reading</i>', body: '<p>Walden again.</p>' })]);
    assert.match(html, /<p class="td-fs-blog">quote-keeper<\/p><p class="td-fs-title">Currently reading<\/p><p class="td-fs-text">Walden again\.<\/p>/);
  });
});
