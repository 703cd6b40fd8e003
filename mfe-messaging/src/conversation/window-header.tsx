import { Fragment } from 'react';
import { Avatar } from '@tumbledash/shared';
import type { ConversationView } from '../store/messaging-state';
import { openPeeprTarget, peeprTarget } from '../util/peepr-target';
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
      {first && (
        // A pointer's shortcut: the name beside it is the keyboard's way to the same blog.
        <span className="td-msg-window__avatar" {...peeprTarget(first.name)} onClick={openPeeprTarget}>
          <Avatar src={first.avatar_url} name={first.name} size={24} shape={first.theme?.avatar_shape} />
        </span>
      )}
      <h2 id={titleId} className="td-msg-window__title td-ui-one-line">
        {others.map((participant, index) => (
          <Fragment key={participant.uuid}>
            {index > 0 && (index === others.length - 1 ? ' + ' : ', ')}
            <a
              href={participant.url || `/blog/${encodeURIComponent(participant.name)}`}
              className="td-msg-window__blog-link"
              {...peeprTarget(participant.name)}
              onClick={openPeeprTarget}
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
