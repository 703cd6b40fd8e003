import { Fragment } from 'react';
import { Avatar, bus } from '@tumbledash/shared';
import type { ConversationView } from '../store/messaging-state';
import { isPlainClick } from '../util/spa-link';
import { otherParticipants } from '../window-state/window-state';
import { ActionsMenu } from './actions-menu';

interface WindowHeaderProps {
  view: ConversationView;
  titleId: string;
  onMinimize: () => void;
  onClose: () => void;
}

/** Participant names link to their blogs, joined by commas and "+"; then Actions, Minimize, Close (B§2). */
export function WindowHeader({ view, titleId, onMinimize, onClose }: WindowHeaderProps) {
  const others = otherParticipants(view.participants, view.participantUuid);
  const first = others[0];
  return (
    <header className="td-msg-window__header">
      {first && <Avatar src={first.avatar_url} name={first.name} size={24} shape={first.theme?.avatar_shape} />}
      <h2 id={titleId} className="td-msg-window__title">
        {others.map((participant, index) => (
          <Fragment key={participant.uuid}>
            {index > 0 && (index === others.length - 1 ? ' + ' : ', ')}
            <a
              href={participant.url || `/blog/${encodeURIComponent(participant.name)}`}
              className="td-msg-window__blog-link"
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                bus.emit('peepr:open', { blogName: participant.name });
              }}
            >
              {participant.name}
            </a>
          </Fragment>
        ))}
      </h2>
      <ActionsMenu view={view} />
      <button type="button" className="td-msg-window__control td-msg-window__icon" aria-label="Minimize" onClick={onMinimize}>
        <span aria-hidden="true">–</span>
      </button>
      <button type="button" className="td-msg-window__control td-msg-window__icon" aria-label="Close" onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </header>
  );
}
