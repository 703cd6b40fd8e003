import { useEffect, useState } from 'react';
import { bus, Popover, type Channel } from '@tumbledash/shared';
import { BoltIcon } from '../header/icons';
import { BELOW_HEADER } from '../header/popover-shift';
import { SpaLink } from '../header/spa-link';
import { activityPath } from './activity-path';
import { ActivityFeed } from './activity-feed';
import { ActivitySparkline } from './activity-sparkline';
import { BlogSelector } from './blog-selector';

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

  // Opening a blog from a notification slides the blog viewer in; the popover makes way.
  useEffect(() => {
    const subscription = bus.on('peepr:open').subscribe(() => setOpen(false));
    return () => subscription.unsubscribe();
  }, []);

  return (
    <>
      <button
        ref={setButton}
        type="button"
        className="td-header__icon-button"
        aria-label="Activity"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <BoltIcon />
      </button>
      {open && button && (
        <Popover
          anchor={button}
          onClose={close}
          label="Activity"
          shift={BELOW_HEADER}
          className="td-header__popover td-header__activity-popover"
        >
          <div className="td-header__activity-top">
            <BlogSelector channels={channels} selected={selected} onSelect={(channel) => setChosen(channel.name)} />
          </div>
          <ActivitySparkline blogName={selected.name} />
          <ActivityFeed key={selected.name} blogName={selected.name} reuse />
          <div className="td-header__activity-bottom">
            <SpaLink href={activityPath(selected.name)} onClick={close}>
              See everything
            </SpaLink>
          </div>
        </Popover>
      )}
    </>
  );
}
