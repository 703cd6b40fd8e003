import type { RefObject } from 'react';
import type { Channel, UserInfo } from '@tumbledash/shared';
import { DrawerPanel } from './drawer-panel';
import { LoggedInDrawer } from './logged-in-drawer';
import { LoggedOutDrawer } from './logged-out-drawer';

interface MobileDrawerProps {
  user: UserInfo | null;
  channels: Channel[];
  subnavOpen: boolean;
  onToggleSubnav: () => void;
  onClose: () => void;
  returnFocus: RefObject<HTMLButtonElement | null>;
}

/** The burger's drawer, signed in or out: loaded on first open (it is not part of the first screen). */
export default function MobileDrawer({ user, channels, subnavOpen, onToggleSubnav, onClose, returnFocus }: MobileDrawerProps) {
  return (
    <DrawerPanel onClose={onClose} returnFocus={returnFocus}>
      {user ? (
        <LoggedInDrawer user={user} channels={channels} subnavOpen={subnavOpen} onToggleSubnav={onToggleSubnav} onDone={onClose} />
      ) : (
        <LoggedOutDrawer onDone={onClose} />
      )}
    </DrawerPanel>
  );
}
