import { render } from '@testing-library/react';
import { PeeprRoot } from './peepr-root';

it('mounts an invisible root marked with its remote name', () => {
  const { container } = render(<PeeprRoot />);
  const root = container.querySelector('[data-remote="mfe-peepr"]');
  expect(root).not.toBeNull();
  expect(root).not.toBeVisible();
});
