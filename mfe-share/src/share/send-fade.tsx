import { useEffect, useRef, useState, type ReactNode } from 'react';

/** A§4.8 and A§9.2: after "Sent!" the popover fades out after 1250 ms, then hides in 150 ms. */
export const FADE_DELAY_MS = 1250;
export const FADE_MS = 150;

/** Wraps a sub-form that says "Sent!": once sent, waits, fades, then calls onDone. */
export function SendFade({ sent, onDone, children }: { sent: boolean; onDone: () => void; children: ReactNode }) {
  const [fading, setFading] = useState(false);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    if (!sent) return;
    let hide: number | undefined;
    const fade = window.setTimeout(() => {
      setFading(true);
      hide = window.setTimeout(() => done.current(), FADE_MS);
    }, FADE_DELAY_MS);
    return () => {
      window.clearTimeout(fade);
      if (hide !== undefined) window.clearTimeout(hide);
    };
  }, [sent]);

  return <div className={fading ? 'td-share__fade td-share__fade--out' : 'td-share__fade'}>{children}</div>;
}
