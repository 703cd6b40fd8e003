import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Glass, MODAL_Z_INDEX, restoreFocus, tabbables, trapTab, useLayer } from '@tumbledash/shared';
import { pageRegion } from './inline-focus';

export interface InlineFrameProps {
  /** The page's element the form goes into (the new-post buttons' place, A§2.4). */
  target: HTMLElement;
  title: string;
  /** Glass click and Escape: asks the form to close, as for the modal. */
  onClose: () => void;
  /** Fading out (A§4.2): no longer answers the person. */
  leaving: boolean;
  children?: ReactNode;
}

/**
 * The post form inline in the page, over the glass like the modal: focus moves in and Tab stays inside,
 * Escape and a glass click ask to close, and on close the page scrolls back and focus returns to the opener.
 * It owns focus return, as the Modal does for the modal form.
 */
export function InlineFrame({ target, title, onClose, leaving, children }: InlineFrameProps) {
  const titleId = useId();
  const frameRef = useRef<HTMLElement>(null);
  // On the page's layer stack, as the modal form is: Escape, Tab and the focus guard wait while anything is above.
  const isTop = useLayer(frameRef);
  // Read while rendering: once the form is in its place the opener is hidden and has lost focus.
  const [opener] = useState(() => document.activeElement);
  const [scrollY] = useState(() => window.scrollY);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    if (!frame.contains(document.activeElement)) frame.focus();
    // A§4.2 "scroll it into view".
    frame.scrollIntoView({ block: 'nearest' });
    // Focus that lands elsewhere on the page under the glass comes back; overlays above (popovers, the
    // discard confirm) live in other children of body and keep it.
    const region = pageRegion(frame);
    const onFocusIn = (event: FocusEvent) => {
      const node = event.target;
      if (!isTop()) return;
      if (node instanceof Node && region.contains(node) && !frame.contains(node)) (tabbables(frame)[0] ?? frame).focus();
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      // A§4.2 "scroll back"; after the form left the page, so the opener is shown again and can take focus.
      if (window.scrollY !== scrollY) window.scrollTo({ top: scrollY });
      restoreFocus(opener);
    };
  }, [opener, scrollY, isTop]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const frame = event.currentTarget;
    // Keys in a popover portalled out of the form bubble here through React; they are the popover's.
    if (leaving || !isTop() || !(event.target instanceof Node) || !frame.contains(event.target)) return;
    if (event.key === 'Escape' && !event.isDefaultPrevented()) {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') {
      trapTab(event.nativeEvent, frame);
    }
  };

  return (
    <>
      <Glass visible={!leaving} zIndex={MODAL_Z_INDEX} onClick={leaving ? undefined : onClose} />
      {createPortal(
        <section
          ref={frameRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          className={leaving ? 'td-compose-inline td-compose-inline--leaving' : 'td-compose-inline'}
          style={{ zIndex: MODAL_Z_INDEX + 1 }}
          onKeyDown={onKeyDown}
        >
          <h2 id={titleId} className="td-compose-inline__title">
            {title}
          </h2>
          {children}
        </section>,
        target,
      )}
    </>
  );
}
