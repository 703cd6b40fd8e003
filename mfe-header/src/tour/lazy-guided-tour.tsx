import { lazy, Suspense, useEffect, useState } from 'react';
import { whenFirstScreenShown } from '@tumbledash/shared';

// The tour is for brand-new bloggers only: its code and its /svc/tour question wait until the browser is
// idle after the first screen (issue 14), then the tour shows as before.
const GuidedTour = lazy(() => import('./guided-tour'));

export function LazyGuidedTour(props: { userName: string; canMessage: boolean }) {
  const [shown, setShown] = useState(false);
  // The whole page: the header does not know the shell's slots, and has no post of its own.
  useEffect(() => whenFirstScreenShown(document.body, () => setShown(true)), []);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <GuidedTour {...props} />
    </Suspense>
  );
}
