import type { GifSearchRequest } from '../compose/api-types';
import { gif } from '../test-support/fixtures';
import {
  GIF_CACHE_MS,
  GifSearchClient,
  NO_RESULTS_MESSAGES,
  normalizeGifQuery,
  parseGifResponse,
  pickNoResultsMessage,
  visibleTags,
} from './gif-search-client';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

it('lowercases and trims the query', () => {
  expect(normalizeGifQuery('  Happy CATS ')).toBe('happy cats');
});

it('hides gif and gifs tags and shows at most 3', () => {
  expect(visibleTags(['GIF', 'cat', 'gifs', 'cute', 'funny', 'more'])).toEqual(['cat', 'cute', 'funny']);
});

it('picks a no-results message from the list of A§8.6', () => {
  expect(NO_RESULTS_MESSAGES).toHaveLength(9);
  expect(pickNoResultsMessage(() => 0)).toBe('Nothing turned up. Bummer.');
  expect(pickNoResultsMessage(() => 0.9999)).toBe('Maybe try a similar search but use different words? Dunno.');
});

it("rejects an empty or malformed answer with 'Invalid GIF search response'", () => {
  expect(() => parseGifResponse(null)).toThrow('Invalid GIF search response');
  expect(() => parseGifResponse('false')).toThrow('Invalid GIF search response');
  expect(() => parseGifResponse({ media: 'x' })).toThrow('Invalid GIF search response');
  expect(parseGifResponse({ media: [], message: { header: 'H', body: 'B' } })).toEqual({ media: [], message: { header: 'H', body: 'B' } });
});

it('sends the normalized query with the limit of 200', async () => {
  const fetcher = jest.fn().mockResolvedValue({ media: [gif('1')] });
  const client = new GifSearchClient(fetcher);
  const record = await client.search(' Cat ');
  expect(fetcher).toHaveBeenCalledWith({ q: 'cat', limit: 200, context: 'post-form' }, expect.any(AbortSignal));
  expect(record?.media).toHaveLength(1);
  expect(record).toMatchObject({ query: 'cat', limit: 200, message: null });
});

it('caches each query for 5 minutes', async () => {
  let now = 1_000;
  const fetcher = jest.fn().mockResolvedValue({ media: [gif('1')] });
  const client = new GifSearchClient(fetcher, () => now);
  await client.search('cat');
  now += GIF_CACHE_MS - 1;
  await client.search('CAT ');
  expect(fetcher).toHaveBeenCalledTimes(1);
  now += 1;
  await client.search('cat');
  expect(fetcher).toHaveBeenCalledTimes(2);
});

it('cancels the request in flight when a new search starts', async () => {
  const first = deferred<unknown>();
  const signals: AbortSignal[] = [];
  const fetcher = jest.fn((request: GifSearchRequest, signal: AbortSignal) => {
    signals.push(signal);
    return request.q === 'ca' ? first.promise : Promise.resolve({ media: [gif('2')] });
  });
  const client = new GifSearchClient(fetcher);
  const stale = client.search('ca');
  const fresh = client.search('cat');
  expect(signals[0]?.aborted).toBe(true);
  first.resolve({ media: [gif('1')] });
  await expect(stale).resolves.toBeNull();
  await expect(fresh).resolves.toMatchObject({ query: 'cat' });
  // The cancelled answer was not cached.
  await client.search('ca');
  expect(fetcher).toHaveBeenCalledTimes(3);
});

it('does not search for an empty query', async () => {
  const fetcher = jest.fn();
  await expect(new GifSearchClient(fetcher).search('   ')).resolves.toBeNull();
  expect(fetcher).not.toHaveBeenCalled();
});

it('passes a failure on', async () => {
  const client = new GifSearchClient(jest.fn().mockResolvedValue({}));
  await expect(client.search('x')).rejects.toThrow('Invalid GIF search response');
});
