/**
 * One upload at a time across the whole form (A§7.5, A§9.4): the photo list, every editor's images and
 * audio or video pre-uploads queue behind each other here, in the order they asked.
 */
export class UploadLane {
  private tail: Promise<void> = Promise.resolve();

  /**
   * Runs `task` once every task asked before it has settled. When `signal` aborts while the task is
   * still waiting, it never runs and the returned promise rejects with the signal's reason.
   */
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    const turn = this.tail;
    let release!: () => void;
    this.tail = new Promise<void>((resolve) => {
      release = resolve;
    });
    return new Promise<T>((resolve, reject) => {
      let started = false;
      const onAbort = () => {
        if (started) return;
        // Our place in the line is handed on as soon as the task before us is done.
        void turn.then(release);
        reject(signal?.reason);
      };
      if (signal?.aborted) {
        onAbort();
        return;
      }
      signal?.addEventListener('abort', onAbort, { once: true });
      void turn.then(() => {
        if (signal?.aborted) return;
        started = true;
        signal?.removeEventListener('abort', onAbort);
        Promise.resolve().then(task).then(resolve, reject).finally(release);
      });
    });
  }
}

/** The page's lane: the form's uploads share it. */
export const uploadLane = new UploadLane();
