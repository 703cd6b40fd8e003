import { UploadLane } from './upload-lane';

function deferred() {
  let resolve!: (value: string) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<string>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

it('runs one task at a time, in the order asked', async () => {
  const lane = new UploadLane();
  const first = deferred();
  const second = deferred();
  const started: string[] = [];
  const a = lane.run(() => (started.push('a'), first.promise));
  const b = lane.run(() => (started.push('b'), second.promise));
  await flush();
  expect(started).toEqual(['a']);
  first.resolve('A');
  await expect(a).resolves.toBe('A');
  await flush();
  expect(started).toEqual(['a', 'b']);
  second.resolve('B');
  await expect(b).resolves.toBe('B');
});

it('goes on after a task fails', async () => {
  const lane = new UploadLane();
  const failed = lane.run(() => Promise.reject(new Error('Upload error')));
  const next = lane.run(() => Promise.resolve('next'));
  await expect(failed).rejects.toThrow('Upload error');
  await expect(next).resolves.toBe('next');
});

it('drops a waiting task that is cancelled, and the line moves on', async () => {
  const lane = new UploadLane();
  const first = deferred();
  const controller = new AbortController();
  const task = jest.fn(() => Promise.resolve('never'));
  void lane.run(() => first.promise);
  const cancelled = lane.run(task, controller.signal);
  const third = lane.run(() => Promise.resolve('third'));
  controller.abort(new Error('canceled'));
  await expect(cancelled).rejects.toThrow('canceled');
  first.resolve('done');
  await expect(third).resolves.toBe('third');
  expect(task).not.toHaveBeenCalled();
});

it('never starts a task whose signal was aborted before it asked', async () => {
  const lane = new UploadLane();
  const controller = new AbortController();
  controller.abort(new Error('canceled'));
  const task = jest.fn(() => Promise.resolve('never'));
  await expect(lane.run(task, controller.signal)).rejects.toThrow('canceled');
  await expect(lane.run(() => Promise.resolve('after'))).resolves.toBe('after');
  expect(task).not.toHaveBeenCalled();
});
