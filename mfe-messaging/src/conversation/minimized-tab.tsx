import { useEffect, useRef, useState } from 'react';
import { Avatar } from '@tumbledash/shared';
import { useController, useMessaging } from '../store/messaging-context';
import { badgeText, conversationCount } from '../unread/unread';
import { otherParticipants, type SavedWindow } from '../window-state/window-state';
import { joinNames } from '../inbox/inbox-rules';

/** B§9: new-message pulse. */
const PULSE_MS = 250;

/** A minimized conversation: the other participant's avatar and an unread badge (99+). */
export function MinimizedTab({ window, windowKey }: { window: SavedWindow; windowKey: string }) {
  const controller = useController();
  const { count, participants, focused } = useMessaging((state) => ({
    count: conversationCount(state.counts, state.conversations[windowKey]?.id ?? window.id),
    participants: state.conversations[windowKey]?.participants ?? window.participants,
    focused: state.focusKey === windowKey,
  }));
  const [pulse, setPulse] = useState(false);
  const previous = useRef(count);
  const openButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // Just minimized, or the neighbour of a closed window: keep keyboard focus in the docks.
    if (!focused) return;
    openButton.current?.focus();
    controller.clearFocus();
  }, [focused, controller]);

  useEffect(() => {
    const rose = count > previous.current;
    previous.current = count;
    if (!rose) return;
    setPulse(true);
    const timer = setTimeout(() => setPulse(false), PULSE_MS);
    return () => clearTimeout(timer);
  }, [count]);

  const others = otherParticipants(participants, window.participantUuid);
  const first = others[0];
  const names = joinNames(others.map((participant) => participant.name));
  const badge = badgeText(count);
  return (
    <div className="td-msg-tab">
      <button
        ref={openButton}
        type="button"
        className="td-msg-tab__open"
        aria-label={`Open conversation with ${names}${badge ? `, ${badge} unread` : ''}`}
        onClick={() => controller.restoreWindow(windowKey)}
      >
        <Avatar src={first?.avatar_url} name={first?.name ?? '?'} size={48} shape={first?.theme?.avatar_shape} />
        {badge && (
          <span
            className={['td-msg-badge', 'td-msg-tab__badge', count > 0 && 'td-msg-tab__badge--active', pulse && 'td-msg-tab__badge--pulse']
              .filter(Boolean)
              .join(' ')}
            aria-hidden="true"
          >
            {badge}
          </span>
        )}
      </button>
      <button type="button" className="td-msg-tab__close" aria-label={`Close conversation with ${names}`} onClick={() => controller.closeWindow(windowKey)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
