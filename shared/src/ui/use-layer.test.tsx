import { useRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useAnyLayerOpen, useLayer } from './use-layer';

function Drawer({ onTop }: { onTop: (isTop: () => boolean) => void }) {
  const panel = useRef<HTMLDivElement>(null);
  onTop(useLayer(panel));
  return <div ref={panel} role="dialog" aria-label="Menu" />;
}

function Watcher() {
  return <p>{useAnyLayerOpen() ? 'Waiting' : 'Showing'}</p>;
}

describe('useLayer', () => {
  it('opens a layer while mounted, which others see and can stack above', () => {
    let isTop: () => boolean = () => false;
    const { rerender } = render(
      <>
        <Watcher />
        <Drawer onTop={(check) => (isTop = check)} />
      </>,
    );
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    expect(isTop()).toBe(true);

    rerender(<Watcher />);
    expect(screen.getByText('Showing')).toBeInTheDocument();
  });

  it('is not the top layer while another opens above it', async () => {
    let isTop: () => boolean = () => false;
    let isTopAbove: () => boolean = () => false;
    const { rerender } = render(<Drawer onTop={(check) => (isTop = check)} />);
    rerender(
      <>
        <Drawer onTop={(check) => (isTop = check)} />
        <Drawer onTop={(check) => (isTopAbove = check)} />
      </>,
    );
    await act(async () => {});
    expect(isTop()).toBe(false);
    expect(isTopAbove()).toBe(true);
  });
});
