import { whenFirstScreenShown } from './first-screen-shown';

const flush = async () => {
  for (let tick = 0; tick < 10; tick += 1) await Promise.resolve();
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('gives up waiting for a post after the fallback delay', () => {
  const callback = jest.fn();
  whenFirstScreenShown(document.createElement('main'), callback, 4000);
  jest.advanceTimersByTime(3999);
  expect(callback).not.toHaveBeenCalled();
  jest.advanceTimersByTime(10);
  expect(callback).toHaveBeenCalledTimes(1);
});

it('waits for the first screen\'s eager pictures (not the lazy ones) before the rest loads', async () => {
  const main = document.createElement('main');
  document.body.appendChild(main);
  const eager = document.createElement('img');
  Object.defineProperty(eager, 'complete', { value: false });
  const lazy = document.createElement('img');
  lazy.loading = 'lazy';
  Object.defineProperty(lazy, 'complete', { value: false });
  const callback = jest.fn();
  whenFirstScreenShown(main, callback);
  const article = document.createElement('article');
  article.append(eager, lazy);
  main.appendChild(article);
  await flush();
  jest.advanceTimersByTime(3000);
  await flush();
  expect(callback).not.toHaveBeenCalled();

  eager.dispatchEvent(new Event('load'));
  await flush();
  jest.runOnlyPendingTimers();
  expect(callback).toHaveBeenCalledTimes(1);
  main.remove();
});

it('does not count a post still hidden under the server\'s drawing of the first screen', async () => {
  const main = document.createElement('main');
  document.body.appendChild(main);
  const drawn = document.createElement('div');
  drawn.id = 'td-first-screen';
  main.appendChild(drawn);
  const callback = jest.fn();
  whenFirstScreenShown(main, callback);
  main.appendChild(document.createElement('article'));
  await flush();
  jest.advanceTimersByTime(3000);
  await flush();
  expect(callback).not.toHaveBeenCalled();

  drawn.remove();
  await flush();
  jest.runOnlyPendingTimers();
  expect(callback).toHaveBeenCalledTimes(1);
  main.remove();
});


it('calls back no more once cancelled', async () => {
  const main = document.createElement('main');
  document.body.appendChild(main);
  const callback = jest.fn();
  const cancel = whenFirstScreenShown(main, callback);
  cancel();
  main.appendChild(document.createElement('article'));
  await flush();
  jest.runAllTimers();
  expect(callback).not.toHaveBeenCalled();
  main.remove();
});
