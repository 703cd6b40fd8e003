import { useEffect, useEffectEvent, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { restoreFocus, tabbables, trapTab } from './focus';
import { Glass } from './glass';
import { isInsideLayerAbove, isTopLayer, openLayer } from './layers';
import { lockScroll } from './scroll-lock';
import './ui.css';

/** Modal fade-in (A§2.5, A§9.7); the CSS animation uses the same figure. */
export const MODAL_FADE_MS = 100;

export const MODAL_Z_INDEX = 1000;

export interface ModalProps {
  /** Names the dialog; shown as its heading unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  onClose: () => void;
  /** False hides the dialog and lets the glass fade out; unmounting the modal removes both at once. */
  open?: boolean;
  children?: ReactNode;
  role?: 'dialog' | 'alertdialog';
  /** Id of the element that describes the dialog. */
  describedBy?: string;
  /** What gets focus on open; the first focusable element otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeOnGlassClick?: boolean;
  /** False when the caller draws one glass for several modals in a row (the dialog queue). */
  withGlass?: boolean;
  className?: string;
  zIndex?: number;
}

/**
 * A modal dialog over a glass, rendered into document.body: page scrolling is off while it shows,
 * focus moves in and Tab stays inside, Escape closes, and focus returns where it was on close.
 */
export function Modal({
  title,
  hideTitle = false,
  onClose,
  open = true,
  children,
  role = 'dialog',
  describedBy,
  initialFocusRef,
  closeOnGlassClick = true,
  withGlass = true,
  className,
  zIndex = MODAL_Z_INDEX,
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const [layerId] = useState(() => Symbol('modal'));
  // Where focus was as the modal rendered open: the content's own effects, which run before the modal's, may
  // have moved focus inside by the time the modal's effect reads it (the post form focuses its first field).
  const [opener, setOpener] = useState(() => (open ? document.activeElement : null));
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpener(document.activeElement);
  }
  const close = useEffectEvent(() => onClose());
  const focusInitial = useEffectEvent((dialog: HTMLElement) => {
    (initialFocusRef?.current ?? tabbables(dialog)[0] ?? dialog).focus();
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const focused = document.activeElement;
    const previous = focused && dialog.contains(focused) ? opener : focused;
    const unlockScroll = lockScroll();
    const closeLayer = openLayer({ id: layerId, element: () => dialogRef.current });
    focusInitial(dialog);

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTopLayer(layerId)) return;
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        close();
      } else if (event.key === 'Tab') {
        trapTab(event, dialog);
      }
    };
    // Focus that lands outside (a click on the page, a script) comes back, unless a layer above has it.
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Node) || dialog.contains(target) || isInsideLayerAbove(layerId, target)) return;
      (tabbables(dialog)[0] ?? dialog).focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      closeLayer();
      unlockScroll();
      restoreFocus(previous);
    };
  }, [open, layerId, opener]);

  return createPortal(
    <>
      {withGlass && <Glass visible={open} zIndex={zIndex} onClick={closeOnGlassClick ? onClose : undefined} />}
      {open && (
        <div className="td-ui-modal" style={{ zIndex: zIndex + 1 }}>
          <div
            ref={dialogRef}
            role={role}
            aria-modal="true"
            aria-labelledby={titleId}
            aria-describedby={describedBy}
            tabIndex={-1}
            className={className ? `td-ui-modal__dialog ${className}` : 'td-ui-modal__dialog'}
          >
            <h2 id={titleId} className={hideTitle ? 'td-ui-visually-hidden' : 'td-ui-modal__title'}>
              {title}
            </h2>
            {children}
          </div>
        </div>
      )}
    </>,
    document.body,
  );
}
