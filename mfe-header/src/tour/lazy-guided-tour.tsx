import { lazy, Suspense, useEffect, useState } from 'react';

// The tour is for brand-new bloggers only: its code and its /svc/tour question wait until the browser is
// idle after the first screen (issue 14), then the tour shows as before.
const GuidedTour = lazy(() => import('./guided-tour').then((module) => ({ default: module.GuidedTour })));
const IDLE_TIMEOUT_MS = 3000;

export function LazyGuidedTour(props: { userName: string; canMessage: boolean }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), 1);
      return () => clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }, []);
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <GuidedTour {...props} />
    </Suspense>
  );
}
