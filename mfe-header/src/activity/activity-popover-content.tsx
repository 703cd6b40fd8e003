import type { RefObject } from 'react';
import type { Channel } from '@tumbledash/shared';
import { SpaLink } from '../header/spa-link';
import { activityPath } from './activity-path';
import { ActivityFeed } from './activity-feed';
import { ActivitySparkline } from './activity-sparkline';
import { BlogSelector } from './blog-selector';
import { useHoverCardPress } from './use-hover-card-press';
import { useMakeWayForViewer } from './use-make-way-for-viewer';

interface ActivityPopoverContentProps {
  channels: Channel[];
  selected: Channel;
  onSelect: (channel: Channel) => void;
  onDone: () => void;
  /** Filled with whether the press being handled began in a blog's hover card (the popover stays open for it). */
  pressInHoverCard: RefObject<(() => boolean) | null>;
}

/** Inside the activity popover: blog selector, the selected blog's sparkline and notifications, "See everything". */
export default function ActivityPopoverContent({ channels, selected, onSelect, onDone, pressInHoverCard }: ActivityPopoverContentProps) {
  useHoverCardPress(pressInHoverCard);
  useMakeWayForViewer(onDone);
  return (
    <>
      <div className="td-header__activity-top">
        <BlogSelector channels={channels} selected={selected} onSelect={onSelect} />
      </div>
      <ActivitySparkline blogName={selected.name} />
      <ActivityFeed key={selected.name} blogName={selected.name} reuse onNavigate={onDone} />
      <div className="td-header__activity-bottom">
        <SpaLink href={activityPath(selected.name)} onClick={onDone}>
          See everything
        </SpaLink>
      </div>
    </>
  );
}
