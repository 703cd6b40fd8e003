import { useRef, useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hasOpenLayer, Popover } from '@tumbledash/shared';
import { DrawerPanel } from './drawer-panel';

/** The drawer behind its burger, with a button inside that opens a shared Popover above it. */
function Page() {
  const burger = useRef<HTMLButtonElement>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <button ref={burger} type="button" onClick={() => setDrawerOpen(true)}>
        Menu
      </button>
      {drawerOpen && (
        <DrawerPanel onClose={() => setDrawerOpen(false)} returnFocus={burger}>
          <button type="button" onClick={(event) => setAnchor(event.currentTarget)}>
            Blog options
          </button>
          <Popover anchor={anchor ?? document.body} open={anchor !== null} onClose={() => setAnchor(null)} label="Blog options">
            <button type="button">Switch blog</button>
            <button type="button">Edit appearance</button>
          </Popover>
        </DrawerPanel>
      )}
    </>
  );
}

describe('the mobile drawer on the page\'s layer stack', () => {
  it('is an open layer while it shows, and none once Escape closed it', async () => {
    const user = userEvent.setup();
    render(<Page />);
    expect(hasOpenLayer()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    expect(hasOpenLayer()).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(hasOpenLayer()).toBe(false);
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  it('is drawn over the page itself, not inside the header it opens from, so no docked window covers it', async () => {
    const user = userEvent.setup();
    const { container } = render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    // The header slot is a stacking context of its own (z 50) below the docks (z 60): the drawer must not be in it.
    expect(container).not.toContainElement(drawer);
    expect(drawer.parentElement).toBe(document.body);
  });

  it('lets a popover opened inside it answer Escape and Tab first, then closes on the next Escape', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: 'Blog options' }));
    const popover = screen.getByRole('dialog', { name: 'Blog options' });
    expect(screen.getByRole('button', { name: 'Switch blog' })).toHaveFocus();

    // The drawer's focus trap leaves Tab inside the popover alone.
    await user.tab();
    expect(within(popover).getByRole('button', { name: 'Edit appearance' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Blog options' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Blog options' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(hasOpenLayer()).toBe(false);
  });
});
