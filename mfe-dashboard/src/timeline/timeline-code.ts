import type { Timeline } from './timeline';

/**
 * The windowed timeline's code (the list, its windowing library, infinite scroll, eviction, the keys) is a
 * chunk of its own, asked for once the first posts are on the screen (issue 14: windowing was 10 KB gz of the
 * JavaScript fetched before the dashboard's first post). Loaded once per page load.
 */
let loaded: typeof Timeline | null = null;
let loading: Promise<typeof Timeline> | null = null;

/** The timeline component if its code is already in, else null. */
export function loadedTimeline(): typeof Timeline | null {
  return loaded;
}

/** Fetches the timeline's code (once; a failed fetch is tried again on the next call). */
export function loadTimeline(): Promise<typeof Timeline> {
  loading ??= import('./timeline').then(
    (module) => (loaded = module.Timeline),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
