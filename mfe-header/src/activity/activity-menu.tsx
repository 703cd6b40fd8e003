import { lazy, Suspense, useRef, useState } from 'react';
import { Popover, Spinner, type Channel } from '@tumbledash/shared';
import { BoltIcon } from '../header/icons';
import { BELOW_HEADER } from '../header/popover-shift';

// Loaded on first open, like the account menu (B§2); pointing at or focusing the button starts the download.
const loadContent = () => import('./activity-popover-content');
const ActivityPopoverContent = lazy(loadContent);
const preload = () => {
  // A failed early download is simply tried again when the popover opens.
  loadContent().catch(() => undefined);
};

interface ActivityMenuProps {
  channels: Channel[];
  current: Channel;
}

/** The activity button and popover: blog selector, the selected blog's notifications, "See everything". */
export function ActivityMenu({ channels, current }: ActivityMenuProps) {
  const [open, setOpen] = useState(false);
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = channels.find((channel) => channel.name === chosen) ?? current;
  const close = () => setOpen(false);
  // Set by the content (loaded later, so this chunk stays small): a press in a hover card over the popover is not outside.
  const pressInHoverCard = useRef<() => boolean>(null);

  return (
    <>
      <button
        ref={setButton}
        type="button"
        className="td-header__icon-button"
        aria-label="Activity"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <BoltIcon />
      </button>
      {open && button && (
        <Popover
          anchor={button}
          onClose={() => pressInHoverCard.current?.() || close()}
          label="Activity"
          shift={BELOW_HEADER}
          className="td-header__popover td-header__activity-popover"
        >
          <Suspense fallback={<Spinner label="Loading activity" />}>
            <ActivityPopoverContent
              channels={channels}
              selected={selected}
              onSelect={(channel) => setChosen(channel.name)}
              onDone={close}
              pressInHoverCard={pressInHoverCard}
            />
          </Suspense>
        </Popover>
      )}
    </>
  );
}
