import { render } from '@testing-library/react';
import { ComposeRoot } from './compose-root';

it('mounts an invisible root marked with its remote name', () => {
  const { container } = render(<ComposeRoot />);
  const root = container.querySelector('[data-remote="mfe-compose"]');
  expect(root).not.toBeNull();
  expect(root).not.toBeVisible();
});

it('takes the request that made the shell mount it', () => {
  const { container } = render(<ComposeRoot takePendingCompose={() => ({ mode: 'new' })} />);
  expect(container.querySelector('[data-compose-mode="new"]')).not.toBeNull();
});
