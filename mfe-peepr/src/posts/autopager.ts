/** B§9 "Autopager throttle 500 ms, trigger offset 175 px". */
export const AUTOPAGER_THROTTLE_MS = 500;
export const AUTOPAGER_TRIGGER_PX = 175;

/** True when the end of the list is within the trigger offset of the bottom of what is shown. */
export function nearEnd(scrollTop: number, viewHeight: number, contentHeight: number, trigger = AUTOPAGER_TRIGGER_PX): boolean {
  return contentHeight - (scrollTop + viewHeight) <= trigger;
}

/** Runs `run` at most once per `ms`, the last call of a burst included (trailing). */
export function throttle(run: () => void, ms = AUTOPAGER_THROTTLE_MS): { call: () => void; cancel: () => void } {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    call() {
      const now = Date.now();
      if (now - last >= ms) {
        last = now;
        run();
      } else if (timer === undefined) {
        timer = setTimeout(() => {
          timer = undefined;
          last = Date.now();
          run();
        }, ms - (now - last));
      }
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
