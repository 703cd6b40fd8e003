import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gif } from '../test-support/fixtures';
import { GifSearchClient, NO_RESULTS_MESSAGES } from './gif-search-client';
import { GIF_INPUT_DEBOUNCE_MS, GIF_PRELOAD_POLL_MS, GIF_PRELOAD_MAX_POLLS, GifSearchPopover } from './gif-search-popover';

beforeEach(() => jest.useFakeTimers());
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
