import { useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useController, useMessaging } from '../store/messaging-context';
import { useTutorialShown } from './use-tutorial-shown';
import './tutorial.css';

/** B§9: 50 pieces for the messaging tutorial. */
export const TUTORIAL_CONFETTI_PIECES = 50;

/** The header's messaging balloon; the tutorial points at it when it is on the page. */
const BALLOON_SELECTOR = '#td-header-slot button[aria-label^="Messaging"]';
/** Where the arrow of tutorial.css sits: its middle, from the panel's right edge. */
const ARROW_FROM_RIGHT_PX = 44;
const EDGE_PX = 8;

/** The panel's distance from the right of the window that puts its arrow under the balloon. */
function rightUnderBalloon(): number | null {
  const balloon = document.querySelector(BALLOON_SELECTOR);
  if (!balloon) return null;
  const box = balloon.getBoundingClientRect();
  if (box.width === 0) return null;
  const width = document.documentElement.clientWidth || window.innerWidth;
  return Math.max(EDGE_PX, width - (box.left + box.width / 2) - ARROW_FROM_RIGHT_PX);
}

/**
 * The first-time popover pointing at the messaging balloon (B§2); any answer marks it seen. It waits while the
 * blog viewer or another overlay is open, and sits below them (tutorial.css); the guided tour waits behind it.
 */
export function TutorialPopover() {
  const controller = useController();
  const visible = useMessaging((state) => state.tutorialVisible);
  const shown = useTutorialShown(visible);
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const [right, setRight] = useState<number | null>(null);

  useLayoutEffect(() => {
    if (!visible) return;
    const place = () => setRight(rightUnderBalloon());
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [visible]);

  if (!shown) return null;

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
    controller.openInbox(null, true);
  };

  return createPortal(
    <div
      ref={panel}
      className="td-msg-tutorial"
      role="dialog"
      aria-labelledby={titleId}
      style={right === null ? undefined : { right }}
    >
      <button type="button" className="td-msg-tutorial__close" aria-label="Close" onClick={() => controller.dismissTutorial()}>
        <span aria-hidden="true">×</span>
      </button>
      <h2 id={titleId} className="td-msg-tutorial__title">
        Talk to a blog
      </h2>
      <p className="td-msg-tutorial__text">Just tap this balloon, type the blog's name, and start a conversation.</p>
      <button type="button" className="td-msg-button" onClick={start}>
        Send a message
      </button>
    </div>,
    document.body,
  );
}
