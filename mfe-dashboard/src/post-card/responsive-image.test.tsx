import { render, screen } from '@testing-library/react';
import type { PhotoItem } from '@tumbledash/shared';
import { resetFirstImage } from './first-image';
import { PhotoSet } from './photo-set';

const photo = (id: string, url: string, width = 1080, height = 720): PhotoItem => ({ id, url, width, height, caption: '' });

beforeEach(() => resetFirstImage());

it('offers stored photos in sizes and modern formats, sized, the first eager with high priority and the rest lazy', () => {
  const { container } = render(
    <PhotoSet photos={[photo('1', '/media/First1.png'), photo('2', '/media/Second2.jpg', 600, 600)]} layout={[1, 1]} linkthrough="" />,
  );
  const [first, second] = screen.getAllByRole('img', { name: 'Photo' });
  expect(first).toHaveAttribute('srcset', '/media/First1.w250.png 250w, /media/First1.w400.png 400w, /media/First1.w540.png 540w, /media/First1.w640.png 640w, /media/First1.w1080.png 1080w');
  expect(first).toHaveAttribute('sizes', '(max-width: 572px) calc((100vw - 32px) / 1), 540px');
  expect(first).toHaveAttribute('src', '/media/First1.png');
  expect(first).toHaveAttribute('width', '1080');
  expect(first).toHaveAttribute('height', '720');
  expect(first).toHaveAttribute('loading', 'eager');
  expect(first).toHaveAttribute('fetchpriority', 'high');
  expect(second).toHaveAttribute('loading', 'lazy');
  expect(second).not.toHaveAttribute('fetchpriority');
  const types = [...container.querySelectorAll('picture')[0]!.querySelectorAll('source')].map((source) => source.getAttribute('type'));
  expect(types).toEqual(['image/avif', 'image/webp']);
});

it('shows external pictures as they are', () => {
  render(<PhotoSet photos={[photo('1', 'https://example.com/a.jpg')]} layout={[1]} linkthrough="" />);
  const image = screen.getByRole('img', { name: 'Photo' });
  expect(image).not.toHaveAttribute('srcset');
  expect(image.closest('picture')).toBeNull();
});

it('offers a stored GIF as its animated WebP, the GIF itself for browsers without WebP', () => {
  const { container } = render(<PhotoSet photos={[photo('2', '/media/Anim1.gif', 240, 240)]} layout={[1]} linkthrough="" />);
  const image = screen.getByRole('img', { name: 'Photo' });
  expect(image).toHaveAttribute('src', '/media/Anim1.gif');
  expect(image).toHaveAttribute('srcset', '/media/Anim1.gif 240w');
  const sources = [...container.querySelectorAll('picture source')].map((source) => [source.getAttribute('type'), source.getAttribute('srcset')]);
  expect(sources).toEqual([['image/webp', '/media/Anim1.w240.webp 240w']]);
});
