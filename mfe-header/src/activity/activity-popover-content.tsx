import type { Channel } from '@tumbledash/shared';
import { SpaLink } from '../header/spa-link';
import { activityPath } from './activity-path';
import { ActivityFeed } from './activity-feed';
import { ActivitySparkline } from './activity-sparkline';
import { BlogSelector } from './blog-selector';

interface ActivityPopoverContentProps {
  channels: Channel[];
  selected: Channel;
  onSelect: (channel: Channel) => void;
  onDone: () => void;
}

/** Inside the activity popover: blog selector, the selected blog's sparkline and notifications, "See everything". */
export default function ActivityPopoverContent({ channels, selected, onSelect, onDone }: ActivityPopoverContentProps) {
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
