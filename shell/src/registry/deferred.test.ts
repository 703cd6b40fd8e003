import { bus } from '@tumbledash/shared';
import { DeferredLoading } from './deferred';

const flush = async () => {
  for (let tick = 0; tick < 10; tick += 1) await Promise.resolve();
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const messaging = { requests: ['messaging:open' as const], ownsPath: (pathname: string) => pathname.startsWith('/messaging/') };
const share = { requests: ['share:open' as const] };

it('keeps deferred remotes back until the first post shows, then fetches their code one by one before mounting', async () => {
  const main = document.createElement('main');
  document.body.appendChild(main);
  const loading = new DeferredLoading();
  const onChange = jest.fn();
  let finishMessaging: () => void = () => undefined;
  const preload = jest.fn((deferral: { requests: string[] }) =>
    deferral === messaging ? new Promise<void>((resolve) => (finishMessaging = resolve)) : Promise.resolve(),
  );
  loading.watch([messaging, share], main, onChange, preload);
  expect(loading.ready(share, '/dashboard')).toBe(false);

  main.appendChild(document.createElement('article'));
  await flush();
  jest.runOnlyPendingTimers();
  await flush();
  expect(preload).toHaveBeenCalledTimes(1);
  expect(loading.ready(messaging, '/dashboard')).toBe(false);

  finishMessaging();
  for (let tick = 0; tick < 10; tick += 1) await Promise.resolve();
  expect(loading.ready(messaging, '/dashboard')).toBe(true);
  expect(loading.ready(share, '/dashboard')).toBe(true);
  expect(preload).toHaveBeenCalledTimes(2);
  expect(onChange).toHaveBeenCalledTimes(2);
  main.remove();
});

it('loads a remote at once on its first use, leaving the request for its handler', () => {
  const main = document.createElement('main');
  const loading = new DeferredLoading();
  const onChange = jest.fn();
  loading.watch([messaging, share], main, onChange, () => Promise.resolve());
  bus.emit('messaging:open', { blogName: 'staff' });
  expect(onChange).toHaveBeenCalledTimes(1);
  expect(loading.ready(messaging, '/dashboard')).toBe(true);
  expect(loading.ready(share, '/dashboard')).toBe(false);

  const handler = jest.fn();
  bus.handle('messaging:open').subscribe(handler);
  expect(handler).toHaveBeenCalledWith({ blogName: 'staff' });
});

it('loads a remote at once on an address it owns, and keeps it when the address moves on', () => {
  const loading = new DeferredLoading();
  expect(loading.ready(share, '/dashboard')).toBe(false);
  expect(loading.ready(messaging, '/messaging/conversation/abc')).toBe(true);
  expect(loading.ready(messaging, '/dashboard')).toBe(true);
});
