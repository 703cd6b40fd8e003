import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState } from 'react';
import { GLASS_FADE_MS } from './glass';
import { Modal } from './modal';

function glass(): Element | null {
  return document.querySelector('.td-ui-glass');
}

/** A page with a trigger that opens a modal holding a form. */
function Page({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit
      </button>
      <a href="#elsewhere">Elsewhere</a>
      {open && (
        <Modal
          title="Edit post"
          onClose={() => {
            onClose?.();
            setOpen(false);
          }}
        >
          <label>
            Title <input />
          </label>
          <button type="button">Save</button>
        </Modal>
      )}
    </>
  );
}

describe('Modal', () => {
  it('is a modal dialog named by its title, rendered into document.body', async () => {
    const { container } = render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit post' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { name: 'Edit post' })).toBeInTheDocument();
    expect(container).not.toContainElement(dialog);
    expect(glass()).toHaveAttribute('aria-hidden', 'true');
  });

  it('can hide its title and still be named by it', () => {
    render(<Modal title="Blog viewer" hideTitle onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Blog viewer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Blog viewer' })).toHaveClass('td-ui-visually-hidden');
  });

  it('moves focus in, traps Tab and Shift+Tab inside, and returns focus on close', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const trigger = screen.getByRole('button', { name: 'Edit' });
    await user.click(trigger);
    const input = screen.getByRole('textbox', { name: 'Title' });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(input).toHaveFocus();
    await user.tab();
    expect(save).toHaveFocus();
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('returns focus to the opener when its content moved focus in before the modal did', async () => {
    function FocusesItself() {
      const field = useRef<HTMLInputElement>(null);
      useEffect(() => field.current?.focus(), []);
      return <input ref={field} aria-label="First field" />;
    }
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            New post
          </button>
          {open && (
            <Modal title="New post" onClose={() => setOpen(false)}>
              <FocusesItself />
            </Modal>
          )}
        </>
      );
    }
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'New post' }));
    expect(screen.getByRole('textbox', { name: 'First field' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'New post' })).toHaveFocus();
  });

  it('pulls focus back when something outside takes it', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    act(() => screen.getByRole('link', { name: 'Elsewhere' }).focus());
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();
  });

  it('focuses the dialog itself when it holds nothing focusable, and Tab keeps it there', async () => {
    const user = userEvent.setup();
    render(
      <Modal title="Notice" onClose={() => undefined}>
        <p>Nothing to press here.</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    expect(dialog).toHaveFocus();
    await user.tab();
    expect(dialog).toHaveFocus();
  });

  it('calls onClose on Escape and on a click on the glass', async () => {
    const onClose = jest.fn();
    render(<Page onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const layer = glass();
    if (!layer) throw new Error('no glass');
    await userEvent.click(layer);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('leaves Escape to content that handled it first', async () => {
    const onClose = jest.fn();
    render(
      <Modal title="Share" onClose={onClose}>
        <input aria-label="Search" onKeyDown={(event) => event.key === 'Escape' && event.preventDefault()} />
      </Modal>,
    );
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps the glass while asked not to close on a glass click', async () => {
    const onClose = jest.fn();
    render(<Modal title="Tour" onClose={onClose} closeOnGlassClick={false} />);
    const layer = glass();
    if (!layer) throw new Error('no glass');
    await userEvent.click(layer);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('disables page scrolling while shown and restores it on close', async () => {
    document.body.style.overflow = 'scroll';
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('scroll');
    document.body.style.overflow = '';
  });

  it('keeps scrolling off until the last of two nested modals closes', () => {
    const { rerender } = render(
      <Modal title="Outer" onClose={() => undefined}>
        <Modal title="Inner" onClose={() => undefined} />
      </Modal>,
    );
    expect(document.body.style.overflow).toBe('hidden');
    rerender(<Modal title="Outer" onClose={() => undefined} />);
    expect(document.body.style.overflow).toBe('hidden');
    rerender(<></>);
    expect(document.body.style.overflow).toBe('');
  });

  it('with open=false hides the dialog at once and fades the glass out in 150 ms', () => {
    jest.useFakeTimers();
    try {
      const { rerender } = render(<Modal title="Edit post" onClose={() => undefined} />);
      rerender(<Modal title="Edit post" onClose={() => undefined} open={false} />);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(glass()).toHaveClass('td-ui-glass--leaving');
      expect(document.body.style.overflow).toBe('');
      act(() => jest.advanceTimersByTime(GLASS_FADE_MS - 1));
      expect(glass()).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(glass()).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
