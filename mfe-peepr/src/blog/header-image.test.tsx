import { render } from '@testing-library/react';
import { makeBlog } from '../test-support/post';
import { HEADER_IMAGE_SIZES, HeaderImage } from './header-image';

const theme = makeBlog().global_theme_params;

it('loads first, in the variants the server makes of it, with its box known before it arrives', () => {
  const { container } = render(<HeaderImage src="/media/Head3r.png" theme={{ ...theme, header_image_width: 1500, header_image_height: 500 }} />);
  const image = container.querySelector('img')!;
  expect(image).toHaveAttribute('fetchpriority', 'high');
  expect(image).toHaveAttribute('loading', 'eager');
  expect(image).toHaveAttribute('width', '1500');
  expect(image).toHaveAttribute('height', '500');
  expect(image).toHaveAttribute('sizes', HEADER_IMAGE_SIZES);
  expect(image.getAttribute('srcset')).toContain('/media/Head3r.w1280.png 1280w');
  const sources = [...container.querySelectorAll('source')].map((source) => [source.type, source.getAttribute('sizes')]);
  expect(sources).toEqual([
    ['image/avif', HEADER_IMAGE_SIZES],
    ['image/webp', HEADER_IMAGE_SIZES],
  ]);
  expect(container.querySelector('source')!.getAttribute('srcset')).toContain('/media/Head3r.w540.avif 540w');
});

it('shows a picture of unknown size, or one the server makes no variants of, as it is', () => {
  const unknown = render(<HeaderImage src="/media/Head3r.png" theme={theme} />);
  expect(unknown.container.querySelector('picture')).toBeNull();
  expect(unknown.container.querySelector('img')).not.toHaveAttribute('srcset');
  expect(unknown.container.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  unknown.unmount();
  const external = render(<HeaderImage src="https://example.com/head.png" theme={{ ...theme, header_image_width: 800, header_image_height: 200 }} />);
  expect(external.container.querySelector('img')).toHaveAttribute('src', 'https://example.com/head.png');
  expect(external.container.querySelector('img')).not.toHaveAttribute('srcset');
});
