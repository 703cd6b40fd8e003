import { useId, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { useController, useMessaging } from '../store/messaging-context';
import { messagingButton } from '../util/page-anchors';
import { tutorialPlace, type TutorialPlace } from './tutorial-place';
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
 */
export function TutorialPopover() {
  const controller = useController();
  const visible = useMessaging((state) => state.tutorialVisible);
  const shown = useTutorialShown(visible);
  const titleId = useId();
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
      className={place.kind === 'sheet' ? 'td-msg-tutorial td-msg-tutorial--sheet' : 'td-msg-tutorial'}
      role="dialog"
      aria-labelledby={titleId}
      style={
        place.kind === 'beside'
          ? ({ left: place.left, ...(place.arrowLeft === null ? {} : { '--td-msg-tutorial-arrow': `${place.arrowLeft}px` }) } as CSSProperties)
          : undefined
      }
      data-arrow={place.kind === 'beside' && place.arrowLeft !== null ? '' : undefined}
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
