import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BootstrapResponse, DashboardPost } from '../contracts.js';
import { blogFirstScreenHtml } from './blog-first-screen-html.js';

const theme = {
  title_font: 'Courier New',
  title_color: '#F5C542',
  title_font_weight: 'bold',
  background_color: '#101418',
  link_color: '#F5C542',
  header_image_focused: '/media/Head.png',
  header_image_width: 960,
  header_image_height: 540,
  header_stretch: true,
  show_header_image: true,
  show_avatar: true,
  avatar_shape: 'square',
  show_title: true,
  show_description: true,
};
const blog = (fields: Record<string, unknown> = {}, themeFields: Record<string, unknown> = {}) => ({
  name: 'pixel-garden',
  title: 'Pixel <Garden>',
  description_sanitized: '<p>Grown one &amp; only <b>pixel</b>.</p><p><script>alert(1)</script>Second</p>',
  avatar_url_128: '/media/Av.png',
  following: false,
  can_receive_messages: true,
  asks: true,
  submissions: false,
  nsfw: false,
  ...fields,
  global_theme_params: { ...theme, ...themeFields },
});
interface Variation {
  blog?: Record<string, unknown>;
  theme?: Record<string, unknown>;
  extra?: Record<string, unknown>;
}
const post = (id: string, content: unknown, { blog: blogFields, theme: themeFields, extra }: Variation = {}): DashboardPost =>
  ({ id, tumblelog: 'pixel-garden', is_carousel: false, tags: [], content, blog: blog(blogFields, themeFields), ...extra }) as unknown as DashboardPost;
const photo = { type: 'photo', layout: [1], photos: [{ id: 'o1', url: '/media/Spin.gif', width: 240, height: 240, caption: '' }], caption: '<p>Spinning</p>' };
const anonymous = { user: null, channels: [], flags: {}, form_key: 'k' } as unknown as BootstrapResponse;

describe('the blog page\'s first screen drawn on the server', () => {
  it('draws the header picture in the variants and sizes the page preloads, eager and high priority, with its size', () => {
    const html = blogFirstScreenHtml('Pixel-Garden', [post('1', photo)], anonymous);
    assert.match(html, /<div id="td-first-screen" class="td-fs-blogpage" aria-hidden="true" inert>/);
    assert.match(html, /<source type="image\/avif" srcset="\/media\/Head\.w250\.avif 250w, [^"]*\/media\/Head\.w960\.avif 960w" sizes="\(max-width: 620px\) 100vw, 620px">/);
    assert.match(
      html,
      /<img class="td-fs-bh-img td-fs-bh-img--stretch" src="\/media\/Head\.png" srcset="[^"]*\/media\/Head\.w960\.png 960w" sizes="\(max-width: 620px\) 100vw, 620px" width="960" height="540" alt="" loading="eager" fetchpriority="high">/,
    );
    // Not stretched: its own shape, at most 220 px tall.
    const own = blogFirstScreenHtml('pixel-garden', [post('1', photo, { theme: { header_stretch: false } })], anonymous);
    assert.match(own, /<img class="td-fs-bh-img" style="width:min\(100%,391\.11px\)"/);
  });

  it('draws avatar, title, name and description as escaped plain text, in the theme\'s colours, with the visitor\'s buttons', () => {
    const html = blogFirstScreenHtml('pixel-garden', [post('1', photo)], anonymous);
    assert.match(html, /<div class="td-fs-view" style="background:#101418;color:#ffffff">/);
    assert.match(html, /<img class="td-fs-bh-avatar" src="\/media\/Av\.png" width="96" height="96" alt="" style="border-color:#101418;border-radius:3px">/);
    assert.match(html, /<p class="td-fs-bh-title" style="color:#F5C542;font-family:'Courier New', Georgia, serif;font-weight:700">Pixel &lt;Garden&gt;<\/p>/);
    assert.match(html, /<div class="td-fs-bh-desc"><p>Grown one &amp; only pixel\.<\/p><p>Second<\/p><\/div>/);
    assert.doesNotMatch(html, /alert|<b>|<script/);
    assert.match(html, /<span class="td-fs-button td-fs-button--follow">Follow<\/span><span class="td-fs-button">Message, ask or submit<\/span><\/div>/);
    assert.match(html, /<span class="td-fs-button">Search pixel-garden<\/span>/);
    // The first posts, as the dashboard's drawing shows them: the first photo eager with high priority.
    assert.match(html, /<div class="td-fs-posts"><div class="td-fs-post"><p class="td-fs-blog">pixel-garden<\/p><div class="td-fs-photos">.*fetchpriority="high"/);
  });

  it('pulls the avatar up over the header picture only when there is one, as the blog view does', () => {
    assert.match(blogFirstScreenHtml('pixel-garden', [post('1', photo)], anonymous), /<div class="td-fs-bh td-fs-bh--with-image"><picture/);
    const plain = blogFirstScreenHtml('pixel-garden', [post('1', photo, { theme: { show_header_image: false } })], anonymous);
    assert.match(plain, /<div class="td-fs-bh"><div class="td-fs-bh-body"><img class="td-fs-bh-avatar"/);
    assert.match(plain, /\.td-fs-bh--with-image \.td-fs-bh-avatar\{margin-top:-48px\}/);
  });

  it('leaves out a theme value it does not allow instead of writing it into the page', () => {
    const html = blogFirstScreenHtml('pixel-garden', [post('1', photo, { theme: { background_color: 'red;}</style><script>', title_font: "x'}" } })], anonymous);
    assert.match(html, /style="background:#fafafa;color:#1a1a1a"/);
    assert.match(html, /font-family:Georgia, serif;/);
    assert.doesNotMatch(html, /<script>|x'/);
  });

  it('draws nothing without the blog\'s own posts (a blog the visitor may not see has no page), or a header picture of unknown size', () => {
    assert.equal(blogFirstScreenHtml('pixel-garden', [], anonymous), '');
    assert.equal(blogFirstScreenHtml('pixel-garden', [{ ...post('1', photo), blog: { ...blog(), name: 'other' } } as DashboardPost], anonymous), '');
    assert.equal(blogFirstScreenHtml('pixel-garden', [post('1', photo, { theme: { header_image_width: undefined } })], anonymous), '');
    assert.equal(blogFirstScreenHtml('pixel-garden', [post('1', photo, { theme: { header_image_focused: 'https://example.com/h.png' } })], anonymous), '');
    // No header picture at all: the rest is drawn.
    assert.match(blogFirstScreenHtml('pixel-garden', [post('1', photo, { theme: { show_header_image: false } })], anonymous), /td-fs-bh-body/);
  });

  it('draws a post blurred for this viewer as its notice only', () => {
    const html = blogFirstScreenHtml('pixel-garden', [post('1', photo, { extra: { is_nsfw: true, safe_mode_blurred: true } }), post('2', { type: 'text', body: '<p>Fine</p>' })], anonymous);
    assert.match(html, /<p class="td-fs-text">This post may contain sensitive media<\/p>/);
    assert.doesNotMatch(html, /Spin|Spinning/);
    assert.match(html, /Fine/);
  });

  it('gives a signed-in visitor their own buttons, and hides search of an adult blog in safe mode', () => {
    const owner = { user: { name: 'ada', safe_mode: true }, channels: [{ name: 'pixel-garden', role: 'owner' }], flags: { safe_mode: true }, form_key: 'k' } as unknown as BootstrapResponse;
    const html = blogFirstScreenHtml('pixel-garden', [post('1', photo)], owner);
    assert.match(html, /<div class="td-fs-bh-actions"><span class="td-fs-button">Share<\/span><span class="td-fs-button">Edit appearance<\/span><\/div>/);
    const reader = { user: { name: 'ben', safe_mode: true }, channels: [], flags: { safe_mode: true }, form_key: 'k' } as unknown as BootstrapResponse;
    const adult = blogFirstScreenHtml('pixel-garden', [post('1', photo, { blog: { nsfw: true, following: true } })], reader);
    assert.match(adult, /<span class="td-fs-button">Unfollow<\/span><span class="td-fs-button">Message, ask or submit<\/span><span class="td-fs-button">Share<\/span>/);
    assert.doesNotMatch(adult, /<div class="td-fs-search">/);
  });
});
