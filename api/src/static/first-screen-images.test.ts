import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DashboardPost, TimelinePage } from '../contracts.js';
import { BLOG_HEADER_SIZES, firstScreenImage, imagePreloadLink } from './first-screen-images.js';

const post = (fields: Omit<Partial<DashboardPost>, 'content'> & { content: unknown }): DashboardPost =>
  ({ tumblelog: 'pixel-garden', is_carousel: false, blog: { name: 'pixel-garden' }, ...fields }) as unknown as DashboardPost;
const photo = (url: string, width = 1080, height = 720) => ({ type: 'photo', layout: [1], photos: [{ id: 'o1', url, width, height, caption: '' }], caption: '', linkthrough: '' });
const page = (...posts: DashboardPost[]) => ({ posts, next: null }) as unknown as TimelinePage;

describe('the first screen\'s picture preloaded from index.html', () => {
  it('on /dashboard is the first photo of the first two posts, in the AVIF variants and sizes of the post card', () => {
    const image = firstScreenImage('/dashboard', page(post({ content: { type: 'quote' } }), post({ content: photo('/media/Ab3x.png') })), null);
    assert.deepEqual(image, {
      href: '/media/Ab3x.png',
      type: 'image/avif',
      srcset: '/media/Ab3x.w250.avif 250w, /media/Ab3x.w400.avif 400w, /media/Ab3x.w540.avif 540w, /media/Ab3x.w640.avif 640w, /media/Ab3x.w1080.avif 1080w',
      sizes: '(max-width: 572px) calc((100vw - 32px) / 1), 540px',
    });
    assert.equal(
      imagePreloadLink(image!),
      '<link rel="preload" as="image" fetchpriority="high" href="/media/Ab3x.png" imagesrcset="/media/Ab3x.w250.avif 250w, /media/Ab3x.w400.avif 400w, /media/Ab3x.w540.avif 540w, /media/Ab3x.w640.avif 640w, /media/Ab3x.w1080.avif 1080w" imagesizes="(max-width: 572px) calc((100vw - 32px) / 1), 540px" type="image/avif">',
    );
  });

  it('preloads a GIF as its animated WebP, and nothing for a photo below the first screen or an outside picture', () => {
    assert.deepEqual(firstScreenImage('/dashboard', page(post({ content: photo('/media/Spin.gif', 240, 240) })), null), {
      href: '/media/Spin.gif',
      type: 'image/webp',
      srcset: '/media/Spin.w240.webp 240w',
      sizes: '(max-width: 572px) calc((100vw - 32px) / 1), 540px',
    });
    const text = post({ content: { type: 'text' } });
    assert.equal(firstScreenImage('/dashboard', page(text, text, post({ content: photo('/media/Ab3x.png') })), null), null);
    assert.equal(firstScreenImage('/dashboard', page(post({ content: photo('https://example.com/a.png') })), null), null);
    assert.equal(firstScreenImage('/likes', page(post({ content: photo('/media/Ab3x.png') })), null), null);
  });

  it('on /blog/{name} is the blog\'s header when its theme shows one', () => {
    const themed = (theme: Record<string, unknown>) => post({ content: { type: 'text' }, blog: { name: 'pixel-garden', global_theme_params: theme } as never });
    assert.deepEqual(firstScreenImage('/blog/pixel-garden', page(themed({ header_image_focused: '/media/Head.png', show_header_image: true })), 'pixel-garden'), { href: '/media/Head.png' });
    assert.equal(firstScreenImage('/blog/pixel-garden', page(themed({ header_image_focused: '/media/Head.png', show_header_image: false })), 'pixel-garden'), null);
    assert.equal(firstScreenImage('/blog/pixel-garden', page(), 'pixel-garden'), null);
  });

  it('on /blog/{name} offers the header in the variants and sizes the blog page shows once its width is known', () => {
    const themed = post({ content: { type: 'text' }, blog: { name: 'pixel-garden', global_theme_params: { header_image_focused: '/media/Head.png', show_header_image: true, header_image_width: 1500, header_image_height: 500 } } as never });
    const preload = firstScreenImage('/blog/pixel-garden', page(themed), 'pixel-garden');
    assert.equal(preload?.href, '/media/Head.png');
    assert.equal(preload?.type, 'image/avif');
    assert.equal(preload?.sizes, BLOG_HEADER_SIZES);
    assert.match(preload?.srcset ?? '', /\/media\/Head\.w540\.avif 540w, .*\/media\/Head\.w1280\.avif 1280w$/);
    assert.match(imagePreloadLink(preload!), /imagesrcset="[^"]+" imagesizes="\(max-width: 620px\) 100vw, 620px" type="image\/avif"/);
  });
});
