/** B§9 "Hover card and activity": close 300 ms after leaving, teardown (fade) 250 ms, loader after 250 ms,
 * recent posts after at least 500 ms of post-load time and only if there are 2 or more. */
export const HOVER_TIMINGS = { closeMs: 300, fadeMs: 250, loaderMs: 250, postsMinMs: 500, minPosts: 2 } as const;

export type HoverPhase = 'idle' | 'open' | 'fading';

export interface HoverView<T> {
  phase: HoverPhase;
  blogName: string | null;
  /** The card's data, once loaded. */
  data: T | null;
  loaderVisible: boolean;
  postsVisible: boolean;
}

export interface HoverMachineOptions<T> {
  load: (blogName: string) => Promise<T>;
  /** How many recent posts the data holds. */
  postCount: (data: T) => number;
  onChange: (view: HoverView<T>) => void;
  timings?: typeof HOVER_TIMINGS;
}

/**
 * The hover card's timing as a state machine: `enter` a blog target (or the card), `leave` it. Timers are the
 * page's (jest's fake timers in tests); every change is reported through `onChange`.
 */
export function createHoverMachine<T>({ load, postCount, onChange, timings = HOVER_TIMINGS }: HoverMachineOptions<T>) {
  let view: HoverView<T> = { phase: 'idle', blogName: null, data: null, loaderVisible: false, postsVisible: false };
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let closeTimer: ReturnType<typeof setTimeout> | undefined;
  let generation = 0;

  const set = (patch: Partial<HoverView<T>>) => {
    view = { ...view, ...patch };
    onChange(view);
  };
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
    return timer;
  };
  const clearAll = () => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    closeTimer = undefined;
  };

  function open(blogName: string) {
    clearAll();
    generation += 1;
    const mine = generation;
    const openedAt = Date.now();
    set({ phase: 'open', blogName, data: null, loaderVisible: false, postsVisible: false });
    later(timings.loaderMs, () => {
      if (view.data === null) set({ loaderVisible: true });
    });
    load(blogName).then(
      (data) => {
        if (mine !== generation) return;
        set({ data, loaderVisible: false });
        if (postCount(data) < timings.minPosts) return;
        later(Math.max(0, timings.postsMinMs - (Date.now() - openedAt)), () => set({ postsVisible: true }));
      },
      () => {
        if (mine === generation) close();
      },
    );
  }

  function close() {
    clearAll();
    generation += 1;
    set({ phase: 'fading' });
    later(timings.fadeMs, () => set({ phase: 'idle', blogName: null, data: null, loaderVisible: false, postsVisible: false }));
  }

  return {
    /** The pointer is over a target of `blogName`, or (without a name) over the card itself. */
    enter(blogName?: string) {
      if (closeTimer !== undefined) {
        clearTimeout(closeTimer);
        timers.delete(closeTimer);
        closeTimer = undefined;
      }
      if (blogName !== undefined && (blogName !== view.blogName || view.phase !== 'open')) open(blogName);
    },
    leave() {
      if (view.phase !== 'open' || closeTimer !== undefined) return;
      closeTimer = later(timings.closeMs, () => {
        closeTimer = undefined;
        close();
      });
    },
    /** Escape, a click: gone at once. */
    dismiss() {
      if (view.phase === 'open') close();
    },
    /** Changes the loaded data in place (a follow made on the page), keeping the card's timings. */
    update(change: (data: T) => T) {
      if (view.phase !== 'idle' && view.data !== null) set({ data: change(view.data) });
    },
    view: () => view,
    destroy() {
      clearAll();
      generation += 1;
    },
  };
}
