import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { trapTab, tabbables, useLayer } from '@tumbledash/shared';

interface DrawerPanelProps {
  onClose: () => void;
  /** The burger: focus goes back to it when the drawer closes. */
  returnFocus: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}

/**
 * The mobile drawer as a modal dialog: focus moves in and stays in (Tab wraps), Escape or the glass closes it.
 * It is a layer of the page's stack, so other remotes wait while it is open, and a popover or confirm opened
 * above it answers Escape and Tab first.
 * Drawn into document.body like shared's Modal: inside the shell's header slot (a stacking context at z 50) its
 * z-index would count only there, and the conversation docks (z 60) would sit on top and take its taps.
 */
export function DrawerPanel({ onClose, returnFocus, children }: DrawerPanelProps) {
  const panel = useRef<HTMLDivElement>(null);
  const isTopLayer = useLayer(panel);
  useEffect(() => {
    const element = panel.current;
    if (element) (tabbables(element)[0] ?? element).focus();
    const burger = returnFocus.current;
    return () => burger?.focus();
  }, [returnFocus]);
  return createPortal(
    <>
      <div className="td-mh__glass" aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        id="td-mh-drawer"
        className="td-mh__drawer"
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        tabIndex={-1}
        onKeyDown={(event) => {
          // Keys from a portal opened inside (a popover) bubble here too: that layer handles them itself.
          if (!isTopLayer()) return;
          if (event.key === 'Escape') {
            event.stopPropagation();
            onClose();
          } else if (event.key === 'Tab' && panel.current) {
            trapTab(event.nativeEvent, panel.current);
          }
        }}
      >
        {children}
      </div>
    </>,
    document.body,
  );
}
