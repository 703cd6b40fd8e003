import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { Glass, POST_TYPE_GLYPHS, POST_TYPE_LABELS, POST_TYPES, useLayer, type CreatablePostType } from '@tumbledash/shared';
import { fastComposeKey } from './fast-compose-keys';
import './fast-compose.css';

/** A§2.3: items appear one after another, 50 ms apart, each in 150 ms. */
export const FAST_COMPOSE_STAGGER_MS = 50;
export const FAST_COMPOSE_DURATION_MS = 150;

const Z_INDEX = 1000;

export interface FastComposeProps {
  onPick: (type: CreatablePostType) => void;
  onClose: () => void;
}

/** The seven post types in order (A§2.3); keyboard: c/Tab/→ forward, shift+c/shift+Tab/← back, Enter, Escape. */
export function FastCompose({ onPick, onClose }: FastComposeProps) {
  const [index, setIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const dialogRef = useRef<HTMLDivElement>(null);
  // On the page's layer stack: a popover or confirm opened over the window gets its keys first.
  const isTop = useLayer(dialogRef);

  useEffect(() => {
    buttons.current[index]?.focus();
  }, [index]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isTop()) return;
    const action = fastComposeKey(event, index, POST_TYPES.length);
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    if (action.kind === 'move') setIndex(action.index);
    else if (action.kind === 'pick') onPick(POST_TYPES[action.index] ?? 'text');
    else onClose();
  };

  return createPortal(
    <>
      <Glass visible zIndex={Z_INDEX} onClick={onClose} />
      <div
        ref={dialogRef}
        className="td-compose-fast"
        role="dialog"
        aria-modal="true"
        aria-label="Create a post"
        style={{ zIndex: Z_INDEX + 1 }}
        onKeyDown={onKeyDown}
        onClick={(event) => {
          if (event.target === event.currentTarget) onClose();
        }}
      >
        <ul className="td-compose-fast__list">
          {POST_TYPES.map((type, position) => (
            <li
              key={type}
              className="td-compose-fast__item"
              style={{ animationDelay: `${position * FAST_COMPOSE_STAGGER_MS}ms`, animationDuration: `${FAST_COMPOSE_DURATION_MS}ms` }}
            >
              <button
                ref={(element) => {
                  buttons.current[position] = element;
                }}
                type="button"
                tabIndex={position === index ? 0 : -1}
                className={`td-compose-fast__button td-compose-fast__button--${type}`}
                onFocus={() => setIndex(position)}
                onClick={() => onPick(type)}
              >
                <span className="td-compose-fast__icon" aria-hidden="true">
                  {POST_TYPE_GLYPHS[type]}
                </span>
                <span className="td-compose-fast__label">{POST_TYPE_LABELS[type]}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </>,
    document.body,
  );
}
