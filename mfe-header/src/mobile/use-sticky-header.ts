import { useEffect, useRef, useState } from 'react';
import { scrollDecision, STICKY_DELAY_MS } from './sticky-header';

/** The header's sticky and nav-hidden states from the page's scroll (only with mobile_web_sticky_header). */
export function useStickyHeader(enabled: boolean): { sticky: boolean; navHidden: boolean } {
  const [sticky, setSticky] = useState(false);
  const [navHidden, setNavHidden] = useState(false);
  const last = useRef(0);
  const hidden = useRef(false);
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      const y = window.scrollY;
      const decision = scrollDecision(last.current, y, hidden.current);
      last.current = y;
      hidden.current = decision.navHidden;
      setNavHidden(decision.navHidden);
      if (!decision.sticky) {
        clearTimeout(timer);
        timer = undefined;
        setSticky(false);
      } else if (timer === undefined) {
        timer = setTimeout(() => setSticky(true), STICKY_DELAY_MS);
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, [enabled]);
  return { sticky: enabled && sticky, navHidden: enabled && navHidden };
}
