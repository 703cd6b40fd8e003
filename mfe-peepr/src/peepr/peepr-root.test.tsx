import { render } from '@testing-library/react';
import { navigateToUrl } from 'single-spa';
import { bus } from '@tumbledash/shared';
import { blogPath } from './blog-path';
import { PeeprRoot } from './peepr-root';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

beforeEach(() => jest.mocked(navigateToUrl).mockClear());

it('mounts an invisible root marked with its remote name', () => {
  const { container } = render(<PeeprRoot />);
  const root = container.querySelector('[data-remote="mfe-peepr"]');
  expect(root).not.toBeNull();
  expect(root).not.toBeVisible();
});

it('shows a blog opened from anywhere on its own page', () => {
  const view = render(<PeeprRoot />);
  bus.emit('peepr:open', { blogName: 'Film-Grain', postId: '42' });
  expect(navigateToUrl).toHaveBeenCalledWith('/blog/film-grain');
  view.unmount();
  bus.emit('peepr:open', { blogName: 'film-grain' });
  expect(navigateToUrl).toHaveBeenCalledTimes(1);
});

it('takes a blog asked for before it loaded', () => {
  bus.emit('peepr:open', { blogName: 'night-owl-notes' });
  const view = render(<PeeprRoot />);
  expect(navigateToUrl).toHaveBeenCalledWith('/blog/night-owl-notes');
  view.unmount();
});

it('makes a safe path of any name', () => {
  expect(blogPath('a/b?c')).toBe('/blog/a%2Fb%3Fc');
});
