import { act, renderHook } from '@testing-library/react';
import { fetchFavorites, searchRecipients, type Recipient } from './share-api';
import { LOADER_DELAY_MS, SEARCH_DEBOUNCE_MS, useRecipients } from './use-recipients';

jest.mock('./share-api', () => ({ fetchFavorites: jest.fn(), searchRecipients: jest.fn() }));

const blog = (name: string) => ({ name }) as Recipient;
const favorites = jest.mocked(fetchFavorites);
const search = jest.mocked(searchRecipients);

/** Answers after `ms` of fake time. */
function answerAfter<T>(ms: number, value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), ms));
}

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  jest.useFakeTimers();
  favorites.mockReset().mockImplementation(() => answerAfter(10, [blog('friendly')]));
  search.mockReset();
});
afterEach(() => jest.useRealTimers());

it('shows favorites by default, and again once the query is emptied', async () => {
  const { result, rerender } = renderHook(({ q }) => useRecipients('me', '7', q), { initialProps: { q: '' } });
  await advance(20);
  expect(result.current).toMatchObject({ kind: 'favorites', blogs: [blog('friendly')], settled: true, showLoader: false });
  search.mockImplementation(() => answerAfter(10, [blog('cat-blog')]));
  rerender({ q: 'cat' });
  await advance(SEARCH_DEBOUNCE_MS + 20);
  expect(result.current).toMatchObject({ kind: 'results', blogs: [blog('cat-blog')] });
  rerender({ q: '' });
  expect(result.current).toMatchObject({ kind: 'favorites', blogs: [blog('friendly')] });
});

it('searches 250 ms after the last key press, once for the whole word', async () => {
  search.mockImplementation(() => answerAfter(10, [blog('cat-blog')]));
  const { result, rerender } = renderHook(({ q }) => useRecipients('me', null, q), { initialProps: { q: 'c' } });
  await advance(100);
  rerender({ q: 'ca' });
  await advance(100);
  rerender({ q: 'cat' });
  await advance(SEARCH_DEBOUNCE_MS - 1);
  expect(search).not.toHaveBeenCalled();
  await advance(1);
  expect(search).toHaveBeenCalledTimes(1);
  expect(search).toHaveBeenCalledWith('me', 'cat', expect.any(AbortSignal));
  await advance(10);
  expect(result.current).toMatchObject({ kind: 'results', blogs: [blog('cat-blog')], settled: true });
});

it('shows the loader only once a search has taken 250 ms, and never for a quick one', async () => {
  search.mockImplementation((_, q) => answerAfter(q === 'slow' ? 400 : 100, [blog(q)]));
  const { result, rerender } = renderHook(({ q }) => useRecipients('me', null, q), { initialProps: { q: 'quick' } });
  for (let elapsed = 0; elapsed < SEARCH_DEBOUNCE_MS + 150; elapsed += 25) {
    await advance(25);
    expect(result.current.showLoader).toBe(false);
  }
  expect(result.current.blogs).toEqual([blog('quick')]);

  rerender({ q: 'slow' });
  // In steps, so React renders when the request starts (as a browser would).
  await advance(SEARCH_DEBOUNCE_MS);
  expect(search).toHaveBeenLastCalledWith('me', 'slow', expect.any(AbortSignal));
  await advance(LOADER_DELAY_MS - 1);
  expect(result.current.showLoader).toBe(false);
  await advance(1);
  expect(result.current.showLoader).toBe(true);
  await advance(400);
  expect(result.current).toMatchObject({ showLoader: false, blogs: [blog('slow')], settled: true });
});

it('settles on an empty list when nobody matches, so "That isn\'t anyone." can show', async () => {
  search.mockImplementation(() => answerAfter(10, []));
  const { result } = renderHook(() => useRecipients('me', null, 'nobody'));
  expect(result.current.settled).toBe(false);
  await advance(SEARCH_DEBOUNCE_MS + 10);
  expect(result.current).toMatchObject({ kind: 'results', blogs: [], settled: true, failed: false });
});
