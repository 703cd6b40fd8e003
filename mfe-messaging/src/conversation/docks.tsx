import type { KeyboardEvent } from 'react';
import { useMessaging } from '../store/messaging-context';
import { windowKey } from '../window-state/window-state';
import { ConversationWindow } from './conversation-window';
import { MinimizedTab } from './minimized-tab';
import { useDocksHeight } from './use-docks-height';
import './conversation.css';

const COMPOSE_SELECTOR = '.td-msg-window .td-msg-compose__input';

/** Tab and Shift+Tab from a compose box go to the next or previous window's compose box (B§2). */
function moveBetweenWindows(event: KeyboardEvent<HTMLDivElement>): void {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const target = event.target as HTMLElement;
  if (!target.matches(COMPOSE_SELECTOR)) return;
  const inputs = Array.from(event.currentTarget.querySelectorAll<HTMLTextAreaElement>(COMPOSE_SELECTOR));
  if (inputs.length < 2) return;
  const index = inputs.indexOf(target as HTMLTextAreaElement);
  const next = inputs[(index + (event.shiftKey ? -1 : 1) + inputs.length) % inputs.length];
  if (!next || next.disabled) return;
  event.preventDefault();
  next.focus();
}

/** The conversation windows at the page bottom: open ones, then the minimized tabs. */
export function Docks() {
  const windows = useMessaging((state) => state.windows);
  const docksHeight = useDocksHeight();
  if (windows.open.length === 0 && windows.minimized.length === 0) return null;
  return (
    <div className={windows.open.length > 1 ? 'td-msg-docks td-msg-docks--several' : 'td-msg-docks'} ref={docksHeight} onKeyDown={moveBetweenWindows}>
      {windows.open.map((window) => {
        const key = windowKey(window);
        return <ConversationWindow key={key} windowKey={key} />;
      })}
      {windows.minimized.length > 0 && (
        <ul className="td-msg-docks__minimized" aria-label="Minimized conversations">
          {windows.minimized.map((window) => {
            const key = windowKey(window);
            return (
              <li key={key}>
                <MinimizedTab window={window} windowKey={key} />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
