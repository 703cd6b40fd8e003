import { useState } from 'react';
import { Popover } from '@tumbledash/shared';
import type { MessageAction } from './message-actions-rules';

const LABELS: Record<MessageAction, string> = { block: 'Block', report: 'Report', delete: 'Delete' };

interface MessageActionsProps {
  actions: MessageAction[];
  onBlock: () => void;
  onReport: () => void;
  /** Answers whether the message was deleted (the person may say Nevermind, the server may refuse). */
  onDelete: () => Promise<boolean>;
}

/** One message's menu (B§6): Block and Report for another blog's message, Delete for any. */
export function MessageActions({ actions, onBlock, onReport, onDelete }: MessageActionsProps) {
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const close = () => setAnchor(null);

  const choose = (action: MessageAction) => async () => {
    // A deleted message takes this button with it: focus goes on to the conversation's messages.
    const log = anchor?.closest<HTMLElement>('[role="log"]') ?? null;
    close();
    if (action === 'block') onBlock();
    else if (action === 'report') onReport();
    else if (await onDelete()) log?.focus();
  };

  return (
    <>
      <button
        type="button"
        className="td-msg-bubble__actions"
        aria-label="Message actions"
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(anchor ? null : event.currentTarget)}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {anchor && (
        <Popover anchor={anchor} onClose={close} role="menu" label="Message actions" placement="above" className="td-msg-menu">
          {actions.map((action) => (
            <button
              key={action}
              type="button"
              role="menuitem"
              className={action === 'delete' ? 'td-msg-menu__item' : 'td-msg-menu__item td-msg-menu__item--danger'}
              onClick={choose(action)}
            >
              {LABELS[action]}
            </button>
          ))}
        </Popover>
      )}
    </>
  );
}
