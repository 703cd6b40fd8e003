import { api, ApiError } from '../api';
import { FORM_KEY_HEADER, LOG_EVENTS_PER_FLUSH, LOG_FLUSH_INTERVAL_MS, type LogLadyRequest } from '../contracts';
import { ANONYMOUS, session } from '../session';
import { flushLog, LOG_FLUSH_STORAGE_KEY, logEvent } from './behaviour-log';

const holder = globalThis as unknown as Record<string, unknown>;
let post: jest.SpyInstance;

function logging(on: boolean) {
  session.set({ ...ANONYMOUS, flags: { log_lady: on }, formKey: 'fk-1' });
}

const sent = (call = 0) => (post.mock.calls[call] as [string, LogLadyRequest])[1].events;

beforeEach(() => {
  jest.useFakeTimers();
  delete holder.__tumbledashBehaviourLog__;
  localStorage.clear();
  post = jest.spyOn(api, 'post').mockResolvedValue({ stored: 1 });
  logging(true);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  session.set(ANONYMOUS);
});

it('sends nothing while the log_lady flag is off', async () => {
  logging(false);
  logEvent('video', 'play', { post_id: '1' });
  await jest.advanceTimersByTimeAsync(LOG_FLUSH_INTERVAL_MS * 2);
  expect(post).not.toHaveBeenCalled();
});

it('sends the queued events together after 15 seconds, one visit id, each its own id, with where they happened', async () => {
  logEvent('video', 'play', { post_id: '1', position: 0 });
  logEvent('gif', 'select', { query: 'cats', position: 2 });
  await jest.advanceTimersByTimeAsync(LOG_FLUSH_INTERVAL_MS - 1);
  expect(post).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1);
  expect(post).toHaveBeenCalledTimes(1);
  expect(post.mock.calls[0]![0]).toBe('/svc/log/lady');
  const [play, select] = sent();
  expect(play).toMatchObject({ category: 'video', event: 'play', data: { post_id: '1', position: 0 }, env: { path: '/' } });
  expect(select).toMatchObject({ category: 'gif', event: 'select', data: { query: 'cats', position: 2 } });
  expect(play!.uuid).toBe(select!.uuid);
  expect(play!.rid).not.toBe(select!.rid);
  expect(play!.uuid).toMatch(/^[0-9a-f]{32}$/);

  // Nothing queued: no more requests.
  await jest.advanceTimersByTimeAsync(LOG_FLUSH_INTERVAL_MS * 3);
  expect(post).toHaveBeenCalledTimes(1);
});

it('stamps an event logged after the fact with when it happened', async () => {
  jest.setSystemTime(1_000_000);
  const happened = performance.now();
  jest.advanceTimersByTime(400);
  logEvent('video', 'scrub', { from: 1, position: 3 }, happened);
  logEvent('video', 'play', { position: 3 });
  await jest.advanceTimersByTimeAsync(LOG_FLUSH_INTERVAL_MS);
  const [scrub, play] = sent();
  expect(scrub!.ts).toBe(1_000_000);
  expect(play!.ts).toBe(1_000_400);
  expect(play!.elapsed - scrub!.elapsed).toBe(400);
});

it(`sends at most ${LOG_EVENTS_PER_FLUSH} at a time, the rest on the next turn`, async () => {
  for (let index = 0; index < LOG_EVENTS_PER_FLUSH + 3; index += 1) logEvent('video', 'waiting', { index });
  await jest.advanceTimersByTimeAsync(LOG_FLUSH_INTERVAL_MS);
  expect(sent(0)).toHaveLength(LOG_EVENTS_PER_FLUSH);
  await jest.advanceTimersByTimeAsync(LOG_FLUSH_INTERVAL_MS);
  expect(sent(1).map((event) => event.data.index)).toEqual([50, 51, 52]);
});

it('stops for this page when the server says logging is off (403), and drops a batch that failed otherwise', async () => {
  post.mockRejectedValueOnce(new ApiError(500, 'broken'));
  logEvent('video', 'play');
  await jest.advanceTimersByTimeAsync(LOG_FLUSH_INTERVAL_MS);
  logEvent('video', 'pause');
  await jest.advanceTimersByTimeAsync(LOG_FLUSH_INTERVAL_MS);
  expect(sent(1).map((event) => event.event)).toEqual(['pause']);

  post.mockRejectedValueOnce(new ApiError(403, 'Behaviour logging is off.'));
  logEvent('video', 'end');
  await flushLog();
  logEvent('video', 'play');
  await jest.advanceTimersByTimeAsync(LOG_FLUSH_INTERVAL_MS * 2);
  expect(post).toHaveBeenCalledTimes(3);
});

it('sends what is left with keepalive and the form key when the page is hidden', async () => {
  const fetch = jest.fn().mockResolvedValue({ ok: true });
  Object.assign(globalThis, { fetch });
  const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  logEvent('video', 'pause', { position: 3.2 });
  document.dispatchEvent(new Event('visibilitychange'));
  expect(fetch).toHaveBeenCalledTimes(1);
  const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
  expect(url).toBe('/svc/log/lady');
  expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { [FORM_KEY_HEADER]: 'fk-1' } });
  expect((JSON.parse(init.body as string) as LogLadyRequest).events.map((event) => event.event)).toEqual(['pause']);
  await jest.advanceTimersByTimeAsync(LOG_FLUSH_INTERVAL_MS);
  expect(post).not.toHaveBeenCalled();
  visibility.mockRestore();
  Reflect.deleteProperty(globalThis, 'fetch');
});

it('takes a shorter wait from the test setting, never below 200 ms', async () => {
  localStorage.setItem(LOG_FLUSH_STORAGE_KEY, '500');
  logEvent('gif', 'search', { query: 'dogs' });
  await jest.advanceTimersByTimeAsync(500);
  expect(post).toHaveBeenCalledTimes(1);

  delete holder.__tumbledashBehaviourLog__;
  localStorage.setItem(LOG_FLUSH_STORAGE_KEY, '5');
  logEvent('gif', 'search', { query: 'dogs' });
  await jest.advanceTimersByTimeAsync(500);
  expect(post).toHaveBeenCalledTimes(1);
});
