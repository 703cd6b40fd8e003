import { render } from '@testing-library/react';
import { MessagingRoot } from './messaging-root';

it('mounts an invisible root marked with its remote name', () => {
  const { container } = render(<MessagingRoot />);
  const root = container.querySelector('[data-remote="mfe-messaging"]');
  expect(root).not.toBeNull();
  expect(root).not.toBeVisible();
});
