import {
  DEFAULT_CHECK_INTERVAL_MS,
  MIN_CHECK_INTERVAL_MS,
  checkInterval,
  newPostsLabel,
  newerPostsUrl,
  startChecks,
  type PageVisibility,
} from './new-posts-check';

/** A page whose visibility the test sets. */
function fakePage(initial: DocumentVisibilityState = 'visible') {
  const target = new EventTarget();
  const page = {
    visibilityState: initial,
    addEventListener: (type: string, listener: () => void) => target.addEventListener(type, listener),
    removeEventListener: (type: string, listener: () => void) => target.removeEventListener(type, listener),
    set(state: DocumentVisibilityState) {
      page.visibilityState = state;
      target.dispatchEvent(new Event('visibilitychange'));
    },
  };
  return page as typeof page & PageVisibility;
}

/** Lets the awaited check settle. */
const settle = () => Promise.resolve().then(() => undefined);

describe('newPostsLabel', () => {
  it('counts, in the singular for one, capped with a plus', () => {
    expect(newPostsLabel({ count: 1, more: false })).toBe('1 new post');
    expect(newPostsLabel({ count: 3, more: false })).toBe('3 new posts');
    expect(newPostsLabel({ count: 20, more: true })).toBe('20+ new posts');
  });
});

describe('checkInterval', () => {
  it('is a minute unless the test setting gives a number of ms', () => {
    expect(checkInterval(null)).toBe(DEFAULT_CHECK_INTERVAL_MS);
    for (const odd of ['', ' ', 'soon', '-5', '0', 'Infinity']) expect(checkInterval(odd)).toBe(DEFAULT_CHECK_INTERVAL_MS);
    expect(checkInterval('1000')).toBe(1000);
    expect(checkInterval('1')).toBe(MIN_CHECK_INTERVAL_MS);
  });
});

describe('newerPostsUrl', () => {
  it('asks about the newest post the timeline sent, naming the posts held above it, at most 50', () => {
    expect(newerPostsUrl('123', [])).toBe('/svc/post/dashboard/newer/123?shown=');
    expect(newerPostsUrl('123', ['140', '130'])).toBe('/svc/post/dashboard/newer/123?shown=140,130');
    const many = Array.from({ length: 60 }, (_, index) => String(200 + index));
    expect(newerPostsUrl('123', many)).toBe(`/svc/post/dashboard/newer/123?shown=${many.slice(0, 50).join(',')}`);
  });
});

describe('startChecks', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('checks every interval while the page is visible', async () => {
    const check = jest.fn().mockResolvedValue(undefined);
    const stop = startChecks(check, 1000, fakePage());
    expect(check).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1000);
    expect(check).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1000);
    expect(check).toHaveBeenCalledTimes(2);
    stop();
    await jest.advanceTimersByTimeAsync(5000);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('pauses while the page is hidden and checks once when it is shown again', async () => {
    const check = jest.fn().mockResolvedValue(undefined);
    const page = fakePage();
    const stop = startChecks(check, 1000, page);
    page.set('hidden');
    await jest.advanceTimersByTimeAsync(10_000);
    expect(check).not.toHaveBeenCalled();
    page.set('visible');
    await settle();
    expect(check).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(999);
    expect(check).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
    stop();
  });

  it('does not start on a hidden page until it is shown', async () => {
    const check = jest.fn().mockResolvedValue(undefined);
    const page = fakePage('hidden');
    const stop = startChecks(check, 1000, page);
    await jest.advanceTimersByTimeAsync(5000);
    expect(check).not.toHaveBeenCalled();
    page.set('visible');
    await settle();
    expect(check).toHaveBeenCalledTimes(1);
    stop();
  });

  it('never starts a check while the previous one runs', async () => {
    let finish: () => void = () => undefined;
    const check = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const page = fakePage();
    const stop = startChecks(check, 1000, page);
    await jest.advanceTimersByTimeAsync(1000);
    expect(check).toHaveBeenCalledTimes(1);
    page.set('hidden');
    page.set('visible');
    await jest.advanceTimersByTimeAsync(5000);
    expect(check).toHaveBeenCalledTimes(1);
    finish();
    await settle();
    await jest.advanceTimersByTimeAsync(1000);
    expect(check).toHaveBeenCalledTimes(2);
    stop();
  });

  it('keeps checking after a failed check', async () => {
    const check = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const stop = startChecks(check, 1000, fakePage());
    await jest.advanceTimersByTimeAsync(2000);
    expect(check).toHaveBeenCalledTimes(2);
    stop();
  });
});
