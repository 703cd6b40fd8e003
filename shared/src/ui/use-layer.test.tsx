import { useRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import { Modal } from './modal';
import { useAnyLayerOpen, useHint, useLayer } from './use-layer';

function Drawer({ onTop }: { onTop: (isTop: () => boolean) => void }) {
  const panel = useRef<HTMLDivElement>(null);
  onTop(useLayer(panel));
  return <div ref={panel} role="dialog" aria-label="Menu" />;
}

function Hint({ name, afterHints = false }: { name: string; afterHints?: boolean }) {
  return useHint(true, afterHints) ? <p role="note">{name}</p> : null;
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

describe('useHint', () => {
  it('waits while an overlay is open and comes back; a hint shown is no overlay to others', () => {
    const { rerender } = render(
      <>
        <Watcher />
        <Hint name="Talk to a blog" />
      </>,
    );
    expect(screen.getByRole('note')).toHaveTextContent('Talk to a blog');
    expect(screen.getByText('Showing')).toBeInTheDocument();

    rerender(
      <>
        <Watcher />
        <Hint name="Talk to a blog" />
        <Modal title="Are you sure?" onClose={() => undefined} />
      </>,
    );
    expect(screen.queryByRole('note')).not.toBeInTheDocument();

    rerender(
      <>
        <Watcher />
        <Hint name="Talk to a blog" />
      </>,
    );
    expect(screen.getByRole('note')).toHaveTextContent('Talk to a blog');
  });

  it('after hints: waits while another hint is shown, never for itself, and comes back', () => {
    const { rerender } = render(<Hint name="Tour" afterHints />);
    expect(screen.getByRole('note')).toHaveTextContent('Tour');

    rerender(
      <>
        <Hint name="Tour" afterHints />
        <Hint name="Talk to a blog" />
      </>,
    );
    expect(screen.getAllByRole('note').map((note) => note.textContent)).toEqual(['Talk to a blog']);

    rerender(<Hint name="Tour" afterHints />);
    expect(screen.getByRole('note')).toHaveTextContent('Tour');
  });
});
