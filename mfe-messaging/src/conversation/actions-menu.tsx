import { useState } from 'react';
import { navigateToUrl } from 'single-spa';
import { Popover } from '@tumbledash/shared';
import { desktopNotificationsSupported } from '../notify/desktop';
import type { ConversationView } from '../store/messaging-state';
import { useController, useMessaging } from '../store/messaging-context';
import { isPlainClick } from '../util/spa-link';
import { otherParticipants } from '../window-state/window-state';

/** Sound settings, delete, one Block per participant who is not the user's own blog, and spam (B§2, B§6). */
export function ActionsMenu({ view }: { view: ConversationView }) {
  const controller = useController();
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const { allowMultiple, desktop, desktopOffered } = useMessaging((state) => ({
    allowMultiple: state.allowMultiple,
    desktop: state.desktopNotifications,
    desktopOffered: state.config.is_desktop_notifications_enabled && desktopNotificationsSupported(),
  }));
  const blockable = otherParticipants(view.participants, view.participantUuid).filter(
    (participant) => !controller.isOwnBlog(participant.uuid),
  );
  const close = () => setAnchor(null);
  const run = (action: () => unknown) => () => {
    close();
    void action();
  };

  return (
    <>
      <button
        type="button"
        className="td-msg-window__control"
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(anchor ? null : event.currentTarget)}
      >
        Actions
      </button>
      {anchor && (
        <Popover anchor={anchor} onClose={close} role="menu" label="Conversation actions" placement="above" className="td-msg-menu">
          <a
            role="menuitem"
            className="td-msg-menu__item"
            href="/settings/dashboard"
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              close();
              navigateToUrl('/settings/dashboard');
            }}
          >
            Sound settings
          </a>
          {desktopOffered && (
            <button
              type="button"
              role="menuitemcheckbox"
              aria-checked={desktop}
              className="td-msg-menu__item"
              onClick={run(() => controller.setDesktopNotifications(!desktop))}
            >
              Desktop notifications
            </button>
          )}
          <button
            type="button"
            role="menuitemcheckbox"
            aria-checked={allowMultiple}
            className="td-msg-menu__item"
            onClick={run(() => controller.setAllowMultiple(!allowMultiple))}
          >
            Allow several open windows
          </button>
          <button type="button" role="menuitem" className="td-msg-menu__item" onClick={run(() => controller.deleteConversation(view.key))}>
            Delete conversation
          </button>
          {blockable.map((participant) => (
            <button
              key={participant.uuid}
              type="button"
              role="menuitem"
              className="td-msg-menu__item td-msg-menu__item--danger"
              onClick={run(() => controller.blockParticipant(view.key, participant))}
            >
              Block {participant.name}
            </button>
          ))}
          {view.id && blockable.length > 0 && (
            <button type="button" role="menuitem" className="td-msg-menu__item td-msg-menu__item--danger" onClick={run(() => controller.markSpam(view.key))}>
              Mark as spam
            </button>
          )}
        </Popover>
      )}
    </>
  );
}
