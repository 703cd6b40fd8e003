import { Avatar, type Conversation } from '@tumbledash/shared';
import { badgeText } from '../unread/unread';
import { useController } from '../store/messaging-context';
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
      // The whole row opens the conversation; its names and avatar are no blog links of their own (no target inside
      // a control): the conversation window's header leads to the blogs.
      onClick={() => controller.openConversation(conversation, blogUuid)}
    >
      <Avatar src={first?.avatar_url} name={first?.name ?? '?'} size={40} shape={first?.theme?.avatar_shape} />
      <span className="td-msg-row__text">
        <span className="td-msg-row__name">{names}</span>
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
