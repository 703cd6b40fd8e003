import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logEvent } from '@tumbledash/shared/logging';
import { gif } from '../test-support/fixtures';
import { GifSearchClient, NO_RESULTS_MESSAGES } from './gif-search-client';
import {
  GIF_INPUT_DEBOUNCE_MS,
  GIF_PRELOAD_POLL_MS,
  GIF_PRELOAD_MAX_POLLS,
  GIF_RENDER_BATCH_DELAY_MS,
  GifSearchPopover,
} from './gif-search-popover';

// The log's own queue and sending are shared's (and its tests'); here: what the search hands it.
jest.mock('@tumbledash/shared/logging', () => ({ logEvent: jest.fn() }));
const logged = () => jest.mocked(logEvent).mock.calls.map(([category, event, data]) => [category, event, data]);

beforeEach(() => {
  jest.useFakeTimers();
  jest.mocked(logEvent).mockClear();
});
afterEach(() => jest.useRealTimers());

function setup(answer: (q: string) => unknown) {
  const fetcher = jest.fn((request: { q: string }) => Promise.resolve(answer(request.q)));
  const onChoose = jest.fn();
  const anchor = document.createElement('button');
  document.body.appendChild(anchor);
  render(<GifSearchPopover anchor={anchor} onChoose={onChoose} onClose={jest.fn()} client={new GifSearchClient(fetcher)} />);
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  return { fetcher, onChoose, user };
}

async function settle(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

it('searches 250 ms after typing stops, lowercased and trimmed', async () => {
  const { fetcher, user } = setup(() => ({ media: [gif('1', ['gif', 'cat', 'GIFS', 'cute', 'funny', 'extra'])] }));
  const input = screen.getByPlaceholderText('Find a GIF');
  await user.type(input, ' Cats ');
  expect(fetcher).not.toHaveBeenCalled();
  await settle(GIF_INPUT_DEBOUNCE_MS);
  expect(fetcher).toHaveBeenCalledTimes(1);
  expect(fetcher.mock.calls[0]?.[0]).toMatchObject({ q: 'cats', limit: 200 });
  expect(screen.getByRole('img', { name: 'GIF from carol' })).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: /^#/ }).map((button) => button.textContent)).toEqual(['#cat', '#cute', '#funny']);
});

it('searches again with a tag that is clicked', async () => {
  const { fetcher, user } = setup((q) => ({ media: [gif(q, ['dogs'])] }));
  await user.type(screen.getByPlaceholderText('Find a GIF'), 'cats');
  await settle(GIF_INPUT_DEBOUNCE_MS);
  await user.click(screen.getByRole('button', { name: '#dogs' }));
  await settle(GIF_INPUT_DEBOUNCE_MS);
  expect(screen.getByPlaceholderText('Find a GIF')).toHaveValue('dogs');
  expect(fetcher.mock.calls.map(([request]) => request.q)).toEqual(['cats', 'dogs']);
});

it("shows the server's message with 'View results anyway'", async () => {
  const { user } = setup(() => ({ media: [gif('1')], message: { header: 'Careful', body: 'This search is sensitive.' } }));
  await user.type(screen.getByPlaceholderText('Find a GIF'), 'x');
  await settle(GIF_INPUT_DEBOUNCE_MS);
  expect(screen.getByRole('status')).toHaveTextContent('CarefulThis search is sensitive.');
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'View results anyway' }));
  expect(screen.getByRole('img', { name: 'GIF from carol' })).toBeInTheDocument();
});

it('shows one of the no-results messages', async () => {
  const { user } = setup(() => ({ media: [] }));
  await user.type(screen.getByPlaceholderText('Find a GIF'), 'zzz');
  await settle(GIF_INPUT_DEBOUNCE_MS);
  expect(NO_RESULTS_MESSAGES).toContain(screen.getByRole('status').textContent);
});

it("says 'Invalid GIF search response' for a bad answer", async () => {
  const { user } = setup(() => 'false');
  await user.type(screen.getByPlaceholderText('Find a GIF'), 'x');
  await settle(GIF_INPUT_DEBOUNCE_MS);
  expect(screen.getByRole('status')).toHaveTextContent('Invalid GIF search response');
});

it('loads the full image, then hands the chosen GIF over', async () => {
  const { onChoose, user } = setup(() => ({ media: [gif('7')] }));
  await user.type(screen.getByPlaceholderText('Find a GIF'), 'x');
  await settle(GIF_INPUT_DEBOUNCE_MS);
  await user.click(screen.getByRole('button', { name: 'GIF from carol' }));
  expect(onChoose).not.toHaveBeenCalled();
  await settle(GIF_PRELOAD_POLL_MS * GIF_PRELOAD_MAX_POLLS);
  expect(onChoose).toHaveBeenCalledWith(gif('7'));
});

describe('behaviour log (A§7.5)', () => {
  it('logs the search with its results, one impression per result set, and the GIF picked', async () => {
    const many = Array.from({ length: 60 }, (_, index) => gif(String(index)));
    const { user } = setup((q) => ({ media: q === 'cats' ? many : [gif('7'), gif('8')] }));
    const input = screen.getByPlaceholderText('Find a GIF');
    await user.type(input, 'Cats');
    await settle(GIF_INPUT_DEBOUNCE_MS);
    // The second batch of 50 renders without a second impression.
    await settle(GIF_RENDER_BATCH_DELAY_MS);
    expect(screen.getAllByRole('listitem')).toHaveLength(60);
    await user.clear(input);
    await user.type(input, 'dogs');
    await settle(GIF_INPUT_DEBOUNCE_MS);
    await user.click(screen.getAllByRole('button', { name: 'GIF from carol' })[1] as HTMLElement);
    expect(logged()).toEqual([
      ['gif', 'search', { query: 'cats', results: 60 }],
      ['gif', 'impression', { query: 'cats', count: 60 }],
      ['gif', 'search', { query: 'dogs', results: 2 }],
      ['gif', 'impression', { query: 'dogs', count: 2 }],
      ['gif', 'select', { query: 'dogs', position: 1, post_id: '8', blog: 'bob' }],
    ]);
  });

  it('a set behind a message makes its impression when shown anyway; a failed search logs the query', async () => {
    const { user } = setup((q) => (q === 'x' ? { media: [gif('1')], message: { header: 'Careful', body: 'Sensitive.' } } : 'false'));
    const input = screen.getByPlaceholderText('Find a GIF');
    await user.type(input, 'x');
    await settle(GIF_INPUT_DEBOUNCE_MS);
    expect(logged()).toEqual([['gif', 'search', { query: 'x', results: 1 }]]);
    await user.click(screen.getByRole('button', { name: 'View results anyway' }));
    expect(logged()).toContainEqual(['gif', 'impression', { query: 'x', count: 1 }]);
    await user.type(input, 'y');
    await settle(GIF_INPUT_DEBOUNCE_MS);
    expect(logged()).toEqual([
      ['gif', 'search', { query: 'x', results: 1 }],
      ['gif', 'impression', { query: 'x', count: 1 }],
      ['gif', 'search', { query: 'xy' }],
    ]);
  });

  it('no results: the search is logged, no impression', async () => {
    const { user } = setup(() => ({ media: [] }));
    await user.type(screen.getByPlaceholderText('Find a GIF'), 'zzz');
    await settle(GIF_INPUT_DEBOUNCE_MS);
    expect(logged()).toEqual([['gif', 'search', { query: 'zzz', results: 0 }]]);
  });
});
