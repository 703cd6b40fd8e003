import { leadWhenElected } from './leader';

/** Web Locks for one lock name, with tabs queueing for it as in a browser. */
class FakeLocks {
  private queue: { grant: () => void; signal?: AbortSignal }[] = [];
  private held = false;
  request(_name: string, options: { signal?: AbortSignal }, callback: () => unknown): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const grant = () => {
        this.held = true;
        Promise.resolve(callback()).then((value) => {
          this.held = false;
          resolve(value);
          this.next();
        });
      };
      options.signal?.addEventListener('abort', () => {
        const index = this.queue.findIndex((entry) => entry.grant === grant);
        if (index >= 0) {
          this.queue.splice(index, 1);
          reject(new DOMException('aborted', 'AbortError'));
        }
      });
      this.queue.push({ grant, signal: options.signal });
      if (!this.held) this.next();
    });
  }
  private next() {
    const entry = this.queue.shift();
    entry?.grant();
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

it('runs the stream in one tab at a time; the next tab takes over when the leader goes', async () => {
  const locks = new FakeLocks() as unknown as LockManager;
  const running: string[] = [];
  const tab = (name: string) =>
    leadWhenElected('td-live:ada', () => {
      running.push(name);
      return () => running.splice(running.indexOf(name), 1);
    }, locks);
  const leaveFirst = tab('first');
  const leaveSecond = tab('second');
  await flush();
  expect(running).toEqual(['first']);
  leaveFirst();
  await flush();
  expect(running).toEqual(['second']);
  leaveSecond();
  await flush();
  expect(running).toEqual([]);
});

it('leads at once where Web Locks do not exist', () => {
  const stop = jest.fn();
  const leave = leadWhenElected('td-live:ada', () => stop, undefined);
  leave();
  expect(stop).toHaveBeenCalled();
});
