import { lazy, Suspense, useState } from 'react';
import { Popover, Spinner, type Channel, type UserInfo } from '@tumbledash/shared';
import { PersonIcon } from '../header/icons';
import { BELOW_HEADER } from '../header/popover-shift';

// Loaded on first use (B§2); pointing at or focusing the button starts the download early.
const loadContent = () => import('./account-menu-content');
const AccountMenuContent = lazy(loadContent);
const preload = () => {
  // A failed early download is simply tried again when the menu opens.
  loadContent().catch(() => undefined);
};

interface AccountMenuProps {
  user: UserInfo;
  channels: Channel[];
  current: string | null;
}

/** The account button and its menu: blogs (switch current), Likes, Following, Settings, Log out. */
export function AccountMenu({ user, channels, current }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const close = () => setOpen(false);
  return (
    <>
      <button
        ref={setButton}
        type="button"
        className="td-header__icon-button"
        aria-label="Account"
        aria-haspopup="menu"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <PersonIcon />
      </button>
      {open && button && (
        <Popover
          anchor={button}
          onClose={close}
          role="menu"
          label="Account"
          shift={BELOW_HEADER}
          className="td-header__popover td-header__account-popover"
        >
          <Suspense fallback={<Spinner label="Loading account menu" />}>
            <AccountMenuContent user={user} channels={channels} current={current} onDone={close} />
          </Suspense>
        </Popover>
      )}
    </>
  );
}
