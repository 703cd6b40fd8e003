import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import './ui.css';

/** Glass fade in and out (A§2.5, A§9.7). */
export const GLASS_FADE_MS = 150;

export interface GlassProps {
  visible: boolean;
  onClick?: () => void;
  /** Stacking order; a modal sits one above its glass. */
  zIndex?: number;
}

/** The dimming layer under modals and the tour. Stays on the page while it fades out. */
export function Glass({ visible, onClick, zIndex }: GlassProps) {
  const [shown, setShown] = useState(visible);
  if (visible && !shown) setShown(true);

  useEffect(() => {
    if (visible || !shown) return;
    const timer = setTimeout(() => setShown(false), GLASS_FADE_MS);
    return () => clearTimeout(timer);
  }, [visible, shown]);

  if (!shown) return null;
  return createPortal(
    <div
      className={visible ? 'td-ui-glass' : 'td-ui-glass td-ui-glass--leaving'}
      aria-hidden="true"
      style={zIndex === undefined ? undefined : { zIndex }}
      onClick={onClick}
    />,
    document.body,
  );
}
