import { useId, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { useController, useMessaging } from '../store/messaging-context';
import { messagingButton, pageMain } from '../util/page-anchors';
import { tutorialPlace, type TutorialPlace } from './tutorial-place';
import { useTipKeyboard } from './use-tip-keyboard';
import { useTutorialShown } from './use-tutorial-shown';
import './tutorial.css';

/** B§9: 50 pieces for the messaging tutorial. */
export const TUTORIAL_CONFETTI_PIECES = 50;

/** Where the tip goes in this window (tutorial-place.ts): under the header's balloon beside the column, or a sheet. */
function placeNow(): TutorialPlace {
  const balloon = messagingButton()?.getBoundingClientRect();
  const width = document.documentElement.clientWidth || window.innerWidth;
  return tutorialPlace(width, balloon && balloon.width > 0 ? balloon : null);
}

/**
 * The first-time popover pointing at the messaging balloon (B§2); any answer marks it seen. It never covers the
 * feed's cards: beside the post column, or a bottom sheet above which focus scrolls. It waits while the blog viewer
 * or another overlay is open, and sits below them (tutorial.css); the guided tour waits behind it.
 * A non-modal tip: it is announced as it appears (a polite live region it is added to) without taking the focus
 * from someone reading or typing, and follows the Messaging button in the Tab order (use-tip-keyboard).
 */
export function TutorialPopover() {
  const controller = useController();
  const visible = useMessaging((state) => state.tutorialVisible);
  const shown = useTutorialShown(visible);
  const titleId = useId();
  const textId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<TutorialPlace>({ kind: 'sheet' });

  useLayoutEffect(() => {
    if (!visible) return;
    const update = () => setPlace(placeNow());
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [visible]);

  // The sheet's height keeps keyboard focus above it (tutorial.css's scroll-padding), as the docks do.
  const sheet = shown && place.kind === 'sheet';
  useLayoutEffect(() => {
    const element = panel.current;
    if (!sheet || !element) return;
    const root = document.documentElement;
    const measure = () => root.style.setProperty('--td-msg-tutorial-height', `${element.offsetHeight}px`);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--td-msg-tutorial-height');
    };
  }, [sheet]);

  // Back to what it pointed at, never <body>: the header's balloon, else (a header without it) the page's main.
  const close = () => {
    (messagingButton() ?? pageMain())?.focus();
    controller.dismissTutorial();
  };
  useTipKeyboard(panel, shown, close);

  const start = () => {
    const box = panel.current?.getBoundingClientRect();
    const width = window.innerWidth || 1;
    const height = window.innerHeight || 1;
    // canvas-confetti loads on this click, not with messaging (which starts on every signed-in page).
    void import('canvas-confetti').then(({ default: confetti }) =>
      confetti({
        particleCount: TUTORIAL_CONFETTI_PIECES,
        spread: 70,
        origin: box ? { x: (box.left + box.width / 2) / width, y: (box.top + box.height / 2) / height } : { x: 0.9, y: 0.1 },
        disableForReducedMotion: true,
      }),
    );
    controller.dismissTutorial();
    // Hung from the balloon, as if tapped: its "To:" field takes the focus, and closing it gives it to the balloon.
    controller.openInbox(messagingButton(), true);
  };

  // The live region is on the page before the tip, so screen readers read the tip out as it is added.
  return createPortal(
    <div className="td-msg-tutorial-live" aria-live="polite">
      {shown && (
        <div
          ref={panel}
          className={place.kind === 'sheet' ? 'td-msg-tutorial td-msg-tutorial--sheet' : 'td-msg-tutorial'}
          role="dialog"
          aria-labelledby={titleId}
          aria-describedby={textId}
          style={
            place.kind === 'beside'
              ? ({ left: place.left, ...(place.arrowLeft === null ? {} : { '--td-msg-tutorial-arrow': `${place.arrowLeft}px` }) } as CSSProperties)
              : undefined
          }
          data-arrow={place.kind === 'beside' && place.arrowLeft !== null ? '' : undefined}
        >
          <h2 id={titleId} className="td-msg-tutorial__title">
            Talk to a blog
          </h2>
          <p id={textId} className="td-msg-tutorial__text">
            Just tap this balloon, type the blog's name, and start a conversation.
          </p>
          <button type="button" className="td-msg-button" onClick={start}>
            Send a message
          </button>
          {/* Drawn in the corner (tutorial.css); read and reached after the tip's words and its answer. */}
          <button type="button" className="td-msg-tutorial__close" aria-label="Close" onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
    </div>,
    document.body,
  );
}
