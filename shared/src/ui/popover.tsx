import {
  useCallback,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { restoreFocus, tabbables } from './focus';
import { isInsideLayerAbove, isTopLayer, openLayer } from './layers';
import {
  computePopoverPosition,
  validatePopoverShift,
  POPOVER_MIN_EDGE,
  type AnchorRect,
  type PopoverPlacement,
  type PopoverPosition,
  type PopoverShift,
} from './popover-position';
import './ui.css';

/** An element, or a box in viewport coordinates (e.g. the `anchor` of the bus event `share:open`). */
export type PopoverAnchor = HTMLElement | AnchorRect;

export interface PopoverProps {
  anchor: PopoverAnchor;
  onClose: () => void;
  children?: ReactNode;
  /** False unmounts the popover; the same as not rendering it. */
  open?: boolean;
  placement?: PopoverPlacement;
  role?: 'dialog' | 'menu';
  /** Accessible name; or `labelledBy` with the id of a visible heading. */
  label?: string;
  labelledBy?: string;
  /** Extra offset (A§5.4); anything but `{ x: number, y: number }` throws. */
  shift?: PopoverShift;
  /** Move focus into the popover on open (the first menu item or focusable element). */
  autoFocus?: boolean;
  className?: string;
}

/**
 * A popover beside an anchor, in document.body: flips side when it would leave the viewport and stays
 * 10 px inside it (A§4.8); closes on an outside click, or on Escape, which returns focus to the anchor.
 */
export function Popover({ open = true, ...props }: PopoverProps) {
  const shift = props.shift === undefined ? undefined : validatePopoverShift(props.shift);
  if (!open) return null;
  return <OpenPopover {...props} shift={shift} />;
}

const MENU_ITEM = '[role="menuitem"]:not([aria-disabled="true"]), [role="menuitemcheckbox"], [role="menuitemradio"]';

function rectOf(anchor: PopoverAnchor): AnchorRect {
  return anchor instanceof Element ? anchor.getBoundingClientRect() : anchor;
}

function viewport() {
  const root = document.documentElement;
  return { width: root.clientWidth || window.innerWidth, height: root.clientHeight || window.innerHeight };
}

function samePosition(a: PopoverPosition | null, b: PopoverPosition): boolean {
  return a !== null && a.top === b.top && a.left === b.left && a.placement === b.placement;
}

function OpenPopover({
  anchor,
  onClose,
  children,
  placement = 'below',
  role = 'dialog',
  label,
  labelledBy,
  shift,
  autoFocus = true,
  className,
}: Omit<PopoverProps, 'open'>) {
  const panelRef = useRef<HTMLDivElement>(null);
  const [layerId] = useState(() => Symbol('popover'));
  const [position, setPosition] = useState<PopoverPosition | null>(null);
  const close = useEffectEvent(() => onClose());
  const anchorElement = anchor instanceof HTMLElement ? anchor : null;
  const shiftX = shift?.x ?? 0;
  const shiftY = shift?.y ?? 0;

  const place = useCallback(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const size = { width: panel.offsetWidth, height: panel.offsetHeight };
    const next = computePopoverPosition(rectOf(anchor), size, viewport(), placement, POPOVER_MIN_EDGE, {
      x: shiftX,
      y: shiftY,
    });
    setPosition((current) => (samePosition(current, next) ? current : next));
  }, [anchor, placement, shiftX, shiftY]);

  useLayoutEffect(() => {
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
    if (panelRef.current) observer?.observe(panelRef.current);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
      observer?.disconnect();
    };
  }, [place]);

  const focusInitial = useEffectEvent((panel: HTMLElement) => {
    if (!autoFocus) return;
    const first = role === 'menu' ? panel.querySelector<HTMLElement>(MENU_ITEM) : tabbables(panel)[0];
    (first ?? panel).focus();
  });
  const previousFocus = useRef<Element | null>(null);
  const returnFocus = useEffectEvent(() => restoreFocus(anchorElement ?? previousFocus.current));
  const isOnAnchor = useEffectEvent((node: Node) => anchorElement?.contains(node) ?? false);

  // A layout effect, so its cleanup runs while the panel is still on the page and can see focus inside.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    previousFocus.current = document.activeElement;
    return () => {
      if (panel?.contains(document.activeElement)) returnFocus();
    };
  }, []);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const closeLayer = openLayer({ id: layerId, element: () => panelRef.current });
    focusInitial(panel);

    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (!(target instanceof Node) || panel.contains(target) || isInsideLayerAbove(layerId, target)) return;
      // A click on an element anchor is that control's own toggle.
      if (isOnAnchor(target)) return;
      close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || !isTopLayer(layerId)) return;
      event.preventDefault();
      returnFocus();
      close();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown);
      closeLayer();
    };
  }, [layerId]);

  const onMenuKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (role !== 'menu') return;
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(MENU_ITEM));
    const index = items.indexOf(document.activeElement as HTMLElement);
    const target =
      event.key === 'ArrowDown'
        ? items[(index + 1) % items.length]
        : event.key === 'ArrowUp'
          ? items[(index <= 0 ? items.length : index) - 1]
          : event.key === 'Home'
            ? items[0]
            : event.key === 'End'
              ? items[items.length - 1]
              : undefined;
    if (target) {
      event.preventDefault();
      target.focus();
    } else if (event.key === 'Tab') {
      // A menu is left as a whole (WAI-ARIA menu pattern): close it and go back to the anchor.
      event.preventDefault();
      onClose();
    }
  };

  const classes = ['td-ui-popover', position && `td-ui-popover--${position.placement}`, className].filter(Boolean).join(' ');
  return createPortal(
    <div
      ref={panelRef}
      role={role}
      aria-label={label}
      aria-labelledby={labelledBy}
      tabIndex={-1}
      className={classes}
      // Placed by the layout effect before the first paint; the fallback is never seen.
      style={{ top: position?.top ?? 0, left: position?.left ?? 0 }}
      onKeyDown={onMenuKeyDown}
    >
      {children}
    </div>,
    document.body,
  );
}
