import { Fragment } from 'react';
import { Avatar, type Conversation } from '@tumbledash/shared';
import { badgeText } from '../unread/unread';
import { useController } from '../store/messaging-context';
import { openPeeprTarget, peeprTarget } from '../util/peepr-target';
import { otherParticipants } from '../window-state/window-state';
import { isUnread, joinNames, messagePreview } from './inbox-rules';

interface ConversationRowProps {
  conversation: Conversation;
  blogUuid: string;
  /** From the latest poll; the row is also unread when modified after it was last read. */
  unread: number;
}

export function ConversationRow({ conversation, blogUuid, unread }: ConversationRowProps) {
  const controller = useController();
  const others = otherParticipants(conversation.participants, blogUuid);
  const names = joinNames(others.map((participant) => participant.name));
  const first = others[0];
  const isNew = unread > 0 || isUnread(conversation);
  const preview = messagePreview(conversation.last_message, blogUuid);
  const badge = badgeText(unread);
  return (
    <button
      type="button"
      className={isNew ? 'td-msg-row td-msg-row--unread' : 'td-msg-row'}
      // In the order of the visible text (names, preview, badge), so the name contains it (WCAG 2.5.3).
      aria-label={`${names}: ${preview}${isNew ? `, ${badge ? `${badge} ` : ''}unread` : ''}`}
      onClick={(event) => {
        // A blog's name or avatar opens that blog in the viewer; the rest of the row opens the conversation.
        if (!openPeeprTarget(event)) controller.openConversation(conversation, blogUuid);
      }}
    >
      <span className="td-msg-row__avatar" {...(first ? peeprTarget(first.name) : {})}>
        <Avatar src={first?.avatar_url} name={first?.name ?? '?'} size={40} shape={first?.theme?.avatar_shape} />
      </span>
      <span className="td-msg-row__text">
        {/* The same text as joinNames(names), each name a peepr target. */}
        <span className="td-msg-row__name">
          {others.map((participant, index) => (
            <Fragment key={participant.uuid}>
              {index > 0 && (index === others.length - 1 ? ' + ' : ', ')}
              <span {...peeprTarget(participant.name)}>{participant.name}</span>
            </Fragment>
          ))}
        </span>
        {/* Keeps name and preview two words in the row's text, which its name must contain (WCAG 2.5.3). */}{' '}
        <span className="td-msg-row__preview">{preview}</span>
      </span>
      {badge ? (
        <span className="td-msg-badge" aria-hidden="true">
          {badge}
        </span>
      ) : (
        isNew && <span className="td-msg-row__dot" aria-hidden="true" />
      )}
    </button>
  );
}
