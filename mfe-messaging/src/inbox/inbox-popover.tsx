import { Popover, type PopoverAnchor } from '@tumbledash/shared';
import { useController, useMessaging } from '../store/messaging-context';
import { BlogSelector } from './blog-selector';
import { ConversationList } from './conversation-list';
import { RecipientSearch } from './recipient-search';
import './inbox.css';

/** Where the inbox hangs when nothing on the page asked for it (the header's messaging icon sits there). */
function headerCorner(): PopoverAnchor {
  const width = document.documentElement.clientWidth || window.innerWidth;
  return { top: 8, left: Math.max(0, width - 64), width: 40, height: 40 };
}

/** The inbox popover (B§2): blog selector, compose toggle, then the "To:" panel or the conversation list. */
export function InboxPopover() {
  const controller = useController();
  const { open, anchor, composing, newVariant } = useMessaging((state) => ({
    open: state.inboxOpen,
    anchor: state.inboxAnchor,
    composing: state.composing,
    newVariant: state.config.is_new_empty_inbox_enabled,
  }));
  if (!open) return null;
  const composeLabel = composing ? 'Nevermind' : newVariant ? 'New Message' : 'Compose message';
  return (
    <Popover
      anchor={anchor && anchor.isConnected ? anchor : headerCorner()}
      onClose={() => controller.closeInbox(true)}
      label="Messages"
      placement="below"
      className="td-msg-inbox"
      // Opened straight into "To:" (the tutorial), the input takes focus itself.
      autoFocus={!composing}
    >
      <div className="td-msg-inbox__header">
        <BlogSelector />
        <button
          type="button"
          className="td-msg-inbox__compose-toggle"
          aria-expanded={composing}
          onClick={() => controller.setComposing(!composing)}
        >
          {composeLabel}
        </button>
      </div>
      {composing ? <RecipientSearch /> : <ConversationList />}
    </Popover>
  );
}
