import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { trapTab, tabbables } from '@tumbledash/shared';

interface DrawerPanelProps {
  onClose: () => void;
  /** The burger: focus goes back to it when the drawer closes. */
  returnFocus: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}

/** The mobile drawer as a modal dialog: focus moves in and stays in (Tab wraps), Escape or the glass closes it. */
export function DrawerPanel({ onClose, returnFocus, children }: DrawerPanelProps) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = panel.current;
    if (element) (tabbables(element)[0] ?? element).focus();
    const burger = returnFocus.current;
    return () => burger?.focus();
  }, [returnFocus]);
  return (
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
    </>
  );
}
