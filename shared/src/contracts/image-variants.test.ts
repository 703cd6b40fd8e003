import { IMAGE_VARIANT_NAME, imageVariantSources, imageVariantWidths } from './image-variants';

it('offers the standard widths below the original and the original width, capped at 1280', () => {
  expect(imageVariantWidths(1080)).toEqual([250, 400, 540, 640, 1080]);
  expect(imageVariantWidths(700)).toEqual([250, 400, 540, 640, 700]);
  expect(imageVariantWidths(4000)).toEqual([250, 400, 540, 640, 1080, 1280]);
  expect(imageVariantWidths(120)).toEqual([120]);
  expect(imageVariantWidths(0)).toEqual([]);
});

it('names AVIF, WebP and original-format sources of a stored image', () => {
  expect(imageVariantSources('/media/Ab3x_-9.png', 540)).toEqual([
    { type: 'image/avif', srcset: '/media/Ab3x_-9.w250.avif 250w, /media/Ab3x_-9.w400.avif 400w, /media/Ab3x_-9.w540.avif 540w' },
    { type: 'image/webp', srcset: '/media/Ab3x_-9.w250.webp 250w, /media/Ab3x_-9.w400.webp 400w, /media/Ab3x_-9.w540.webp 540w' },
    { srcset: '/media/Ab3x_-9.w250.png 250w, /media/Ab3x_-9.w400.png 400w, /media/Ab3x_-9.w540.png 540w' },
  ]);
  for (const source of imageVariantSources('/media/x.jpg', 300) ?? []) {
    for (const candidate of source.srcset.split(', ')) expect(IMAGE_VARIANT_NAME.test(candidate.split(' ')[0]!.slice('/media/'.length))).toBe(true);
  }
});

it('offers a GIF as an animated WebP of its own width before the GIF itself', () => {
  expect(imageVariantSources('/media/Anim_1.gif', 240)).toEqual([
    { type: 'image/webp', srcset: '/media/Anim_1.w240.webp 240w' },
    { srcset: '/media/Anim_1.gif 240w' },
  ]);
  expect(IMAGE_VARIANT_NAME.test('Anim_1.w240.webp')).toBe(true);
  expect(imageVariantSources('/media/Anim_1.gif', 0)).toBeNull();
  expect(imageVariantSources('/media/Huge.gif', 4000)).toBeNull();
});

it('leaves external pictures and unknown widths as they are', () => {
  expect(imageVariantSources('https://example.com/a.png', 400)).toBeNull();
  expect(imageVariantSources('/media/a.png', 0)).toBeNull();
  expect(imageVariantSources('/media/../a.png', 400)).toBeNull();
});
