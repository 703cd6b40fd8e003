import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './modal';
import { Popover } from './popover';
import { POPOVER_SHIFT_ERROR, type PopoverShift } from './popover-position';

/** A toggle button with a popover anchored to it, plus something else to click. */
function Page({ role = 'dialog' as 'dialog' | 'menu', onClose = () => undefined }) {
  const [open, setOpen] = useState(false);
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button ref={setAnchor} type="button" onClick={() => setOpen((value) => !value)}>
        Activity
      </button>
      <button type="button">Somewhere else</button>
      {anchor && (
        <Popover open={open} anchor={anchor} onClose={close} role={role} label="Activity">
          {role === 'menu' ? (
            <>
              <button type="button" role="menuitem" onClick={close}>
                Sound settings
              </button>
              <button type="button" role="menuitem">
                Delete conversation
              </button>
              <button type="button" role="menuitem">
                Block
              </button>
            </>
          ) : (
            <>
              <input aria-label="Blog" />
              <a href="/blog/staff/activity">See everything</a>
            </>
          )}
        </Popover>
      )}
    </>
  );
}

async function openPage(props: Parameters<typeof Page>[0] = {}) {
  const user = userEvent.setup();
  render(<Page {...props} />);
  const anchor = screen.getByRole('button', { name: 'Activity' });
  await user.click(anchor);
  return { user, anchor };
}

describe('Popover', () => {
  it('opens as a labelled dialog in document.body and focuses its first control', async () => {
    const { anchor } = await openPage();
    const popover = screen.getByRole('dialog', { name: 'Activity' });
    expect(popover.parentElement).toBe(document.body);
    expect(screen.getByRole('textbox', { name: 'Blog' })).toHaveFocus();
    expect(anchor).toBeInTheDocument();
  });

  it('closes on a click outside, but not on a click inside or on its own anchor', async () => {
    const onClose = jest.fn();
    const { user } = await openPage({ onClose });
    await user.click(screen.getByRole('textbox', { name: 'Blog' }));
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Somewhere else' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets its anchor toggle it closed', async () => {
    const onClose = jest.fn();
    const { user, anchor } = await openPage({ onClose });
    await user.click(anchor);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on Escape and returns focus to the anchor', async () => {
    const onClose = jest.fn();
    const { user, anchor } = await openPage({ onClose });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(anchor).toHaveFocus();
  });

  it('as a menu: focuses the first item, moves with the arrow keys, Home and End', async () => {
    const { user } = await openPage({ role: 'menu' });
    expect(screen.getByRole('menu', { name: 'Activity' })).toBeInTheDocument();
    const [sound, remove, block] = screen.getAllByRole('menuitem');
    expect(sound).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(remove).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(sound).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(block).toHaveFocus();
    await user.keyboard('{Home}');
    expect(sound).toHaveFocus();
    await user.keyboard('{End}');
    expect(block).toHaveFocus();
  });

  it('as a menu: Tab closes it and focus goes back to the anchor', async () => {
    const onClose = jest.fn();
    const { user, anchor } = await openPage({ role: 'menu', onClose });
    await user.tab();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(anchor).toHaveFocus();
  });

  it('gives focus back to the anchor when an item closes it', async () => {
    const { user, anchor } = await openPage({ role: 'menu' });
    await user.click(screen.getByRole('menuitem', { name: 'Sound settings' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(anchor).toHaveFocus();
  });

  it('leaves focus alone when autoFocus is off', () => {
    const anchor = document.createElement('button');
    document.body.append(anchor);
    render(
      <Popover anchor={anchor} onClose={() => undefined} label="Hover card" autoFocus={false}>
        <button type="button">Follow</button>
      </Popover>,
    );
    expect(screen.getByRole('dialog', { name: 'Hover card' })).toBeInTheDocument();
    expect(document.body).toHaveFocus();
    anchor.remove();
  });

  it('anchored to a rect, Escape returns focus to what had it before', async () => {
    const user = userEvent.setup();
    function RectPage() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Share
          </button>
          <Popover
            open={open}
            anchor={{ top: 100, left: 100, width: 20, height: 20 }}
            onClose={() => setOpen(false)}
            label="Share post"
          >
            <button type="button">Permalink</button>
          </Popover>
        </>
      );
    }
    render(<RectPage />);
    const share = screen.getByRole('button', { name: 'Share' });
    await user.click(share);
    expect(screen.getByRole('button', { name: 'Permalink' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Share post' })).not.toBeInTheDocument();
    expect(share).toHaveFocus();
  });

  it('inside a modal, Escape closes the popover and leaves the modal open', async () => {
    const user = userEvent.setup();
    const closeModal = jest.fn();
    function InModal() {
      const [open, setOpen] = useState(false);
      const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
      return (
        <Modal title="Post form" onClose={closeModal}>
          <button ref={setAnchor} type="button" onClick={() => setOpen(true)}>
            Add GIF
          </button>
          {anchor && (
            <Popover open={open} anchor={anchor} onClose={() => setOpen(false)} label="GIF search">
              <input aria-label="Find a GIF" />
            </Popover>
          )}
        </Modal>
      );
    }
    render(<InModal />);
    const addGif = screen.getByRole('button', { name: 'Add GIF' });
    await user.click(addGif);
    expect(screen.getByRole('textbox', { name: 'Find a GIF' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'GIF search' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Post form' })).toBeInTheDocument();
    expect(closeModal).not.toHaveBeenCalled();
    expect(addGif).toHaveFocus();
  });

  describe('placement on the page', () => {
    const sizes = { width: 1000, height: 800 };
    const original = { width: window.innerWidth, height: window.innerHeight };
    let spies: jest.SpyInstance[] = [];

    beforeEach(() => {
      Object.assign(window, { innerWidth: sizes.width, innerHeight: sizes.height });
      spies = [
        jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(200),
        jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(100),
      ];
    });

    afterEach(() => {
      Object.assign(window, { innerWidth: original.width, innerHeight: original.height });
      for (const spy of spies) spy.mockRestore();
    });

    it('sits below the anchor when there is room', () => {
      render(<Popover anchor={{ top: 100, left: 480, width: 40, height: 20 }} onClose={() => undefined} label="Menu" />);
      const popover = screen.getByRole('dialog', { name: 'Menu' });
      expect(popover).toHaveStyle({ top: '120px', left: '400px' });
      expect(popover).toHaveClass('td-ui-popover--below');
    });

    it('flips above when it would leave the bottom of the viewport, and keeps 10 px from the side', () => {
      render(<Popover anchor={{ top: 760, left: 0, width: 40, height: 20 }} onClose={() => undefined} label="Menu" />);
      const popover = screen.getByRole('dialog', { name: 'Menu' });
      expect(popover).toHaveStyle({ top: '660px', left: '10px' });
      expect(popover).toHaveClass('td-ui-popover--above');
    });

    it('follows a shift', () => {
      render(
        <Popover
          anchor={{ top: 100, left: 480, width: 40, height: 20 }}
          placement="below"
          shift={{ x: 0, y: 8 }}
          onClose={() => undefined}
          label="Menu"
        />,
      );
      expect(screen.getByRole('dialog', { name: 'Menu' })).toHaveStyle({ top: '128px', left: '400px' });
    });
  });

  it('throws the spec message for a malformed shift (A§5.4)', () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const bad = { x: '4', y: 0 } as unknown as PopoverShift;
    expect(() =>
      render(<Popover anchor={{ top: 0, left: 0, width: 0, height: 0 }} shift={bad} onClose={() => undefined} label="Menu" />),
    ).toThrow(POPOVER_SHIFT_ERROR);
    quiet.mockRestore();
  });
});
