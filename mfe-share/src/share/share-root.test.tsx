import { act, render } from '@testing-library/react';
import { ShareRoot } from './share-root';

it('mounts an invisible root marked with its remote name', () => {
  const { container } = render(<ShareRoot />);
  const root = container.querySelector('[data-remote="mfe-share"]');
  expect(root).not.toBeNull();
  expect(root).not.toBeVisible();
});

it('remembers the post a share was asked for', async () => {
  const { bus } = await import('@tumbledash/shared');
  const { container } = render(<ShareRoot />);
  act(() => bus.emit('share:open', { post: { id: '42' } as never, anchor: { top: 0, left: 0, width: 10, height: 10 } }));
  expect(container.querySelector('[data-share-post="42"]')).not.toBeNull();
});
