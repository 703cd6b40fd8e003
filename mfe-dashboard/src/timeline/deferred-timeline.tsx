import { startTransition, useCallback, useEffect, useState } from 'react';
import { FirstRows } from './first-rows';
import type { PageRoot } from './page-root';
import { loadedTimeline, loadTimeline } from './timeline-code';

/**
 * The timeline of a page root. On the page load's first timeline, its first posts show at once (FirstRows)
 * and the windowed timeline's code is fetched once they are painted with their first picture; the windowed
 * timeline then takes over in a transition, its rows in the same places. A fetch that fails reaches the
 * remote's error fallback (Reload), as any chunk of this remote that cannot load.
 */
export function DeferredTimeline({ root }: { root: PageRoot }) {
  const [Timeline, setTimeline] = useState(loadedTimeline);
  const [failure, setFailure] = useState<unknown>(null);
  const [shown, setShown] = useState(false);
  const showFirstRows = useCallback(() => setShown(true), []);

  useEffect(() => {
    if (Timeline || !shown) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame, then a task: after the browser has painted the first posts.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        loadTimeline().then(
          (loaded) => {
            if (live) startTransition(() => setTimeline(() => loaded));
          },
          (error: unknown) => {
            if (live) setFailure(() => error);
          },
        );
      });
    });
    return () => {
      live = false;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [Timeline, shown]);

  if (failure) throw failure;
  return Timeline ? <Timeline root={root} /> : <FirstRows root={root} onShown={showFirstRows} />;
}
