import { useState, type ReactNode } from 'react';
import { Popover } from '@tumbledash/shared';

export interface MenuItem {
  id: string;
  label: string;
  /** Gets the menu's button, which holds the focus as the item runs. */
  onSelect: (opener: HTMLButtonElement) => void;
  /** Styled as a destructive choice. */
  danger?: boolean;
}

interface MenuButtonProps {
  /** Accessible name of the button and the menu. */
  label: string;
  /** Absent while they load: the menu opens once they are there. */
  items?: MenuItem[];
  className: string;
  /** Called as the menu opens; the menu closes again when it answers false (its items could not be had). */
  onOpen?: () => Promise<boolean>;
  children: ReactNode;
}

/** A button that opens a menu of actions (arrow keys move, Escape closes and returns focus). */
export function MenuButton({ label, items, className, onOpen, children }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  return (
    <>
      <button
        ref={setButton}
        type="button"
        className={className}
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => {
          if (!open) void onOpen?.().then((opened) => opened || setOpen(false));
          setOpen(!open);
        }}
      >
        {children}
      </button>
      {open && button && items && (
        <Popover anchor={button} onClose={() => setOpen(false)} role="menu" label={label} className="td-dash-menu">
          {items.map((item) => (
            <button
              key={item.id}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={item.danger ? 'td-dash-menu__item td-dash-menu__item--danger' : 'td-dash-menu__item'}
              onClick={() => {
                setOpen(false);
                button.focus();
                item.onSelect(button);
              }}
            >
              {item.label}
            </button>
          ))}
        </Popover>
      )}
    </>
  );
}
