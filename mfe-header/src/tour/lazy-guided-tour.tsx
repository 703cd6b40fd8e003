import { lazy, Suspense, useEffect, useState } from 'react';
import { FIRST_SCREEN_ID } from '@tumbledash/shared';

// The tour is for brand-new bloggers only: its code and its /svc/tour question wait until the browser is
// idle after the first screen (issue 14), then the tour shows as before.
const GuidedTour = lazy(() => import('./guided-tour').then((module) => ({ default: module.GuidedTour })));
const IDLE_TIMEOUT_MS = 3000;

/** While the server's drawing of the first screen is up, the real one is not shown yet. */
const firstScreenDrawn = () => document.getElementById(FIRST_SCREEN_ID) !== null;

export function LazyGuidedTour(props: { userName: string; canMessage: boolean }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), 1);
      return () => clearTimeout(timer);
    }
    let handle = 0;
    let frame = 0;
    const idleThen = (next: () => void) => {
      handle = window.requestIdleCallback(next, { timeout: IDLE_TIMEOUT_MS });
    };
    // Idle with the drawing gone and the real first screen painted once.
    const whenShown = () => {
      if (firstScreenDrawn()) idleThen(whenShown);
      else frame = requestAnimationFrame(() => idleThen(() => setIdle(true)));
    };
    idleThen(whenShown);
    return () => {
      window.cancelIdleCallback(handle);
      cancelAnimationFrame(frame);
    };
  }, []);
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <GuidedTour {...props} />
    </Suspense>
  );
}
