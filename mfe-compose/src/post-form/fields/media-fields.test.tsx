import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ApiError, api } from '@tumbledash/shared';
import { EMBED_CHECK_DEBOUNCE_MS } from '../../embeds/use-embed-check';
import { EMBED_RETRY_DELAY_MS } from '../../embeds/video-data';
import { LIMITS } from '../../test-support/fixtures';
import { emptySlots, type SlotsOf } from '../post-model';
import { AudioFields } from './audio-fields';
import { LinkFields } from './link-fields';
import { OPEN_GRAPH_DEBOUNCE_MS } from './use-open-graph';
import { VideoFields } from './video-fields';

const pending = { images: jest.fn(), uploads: jest.fn(), openGraph: jest.fn() };
let latest: unknown;
let postSpy: jest.SpyInstance;

beforeEach(() => {
  jest.useFakeTimers();
  latest = null;
  pending.openGraph.mockClear();
});

afterEach(() => {
  postSpy?.mockRestore();
  jest.useRealTimers();
});

function Video() {
  const [slots, setSlots] = useState(emptySlots('video') as SlotsOf<'video'>);
  latest = slots;
  return <VideoFields slots={slots} onChange={setSlots} editorType="rich" mode="new" limits={LIMITS} pending={pending} />;
}

function Link() {
  const [slots, setSlots] = useState(emptySlots('link') as SlotsOf<'link'>);
  latest = slots;
  return <LinkFields slots={slots} onChange={setSlots} editorType="rich" mode="new" limits={LIMITS} pending={pending} />;
}

function Audio({ mode }: { mode: 'new' | 'edit' }) {
  const [slots, setSlots] = useState(emptySlots('audio') as SlotsOf<'audio'>);
  return <AudioFields slots={slots} onChange={setSlots} editorType="rich" mode={mode} limits={LIMITS} pending={pending} />;
}

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
const wait = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

const videoData = {
  thumbnail: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
  url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  embed_render_context: '',
  preview_iframe: '',
  embed_code: '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
  unsupported: false,
};

describe('video', () => {
  it('checks a pasted URL and shows the preview', async () => {
    postSpy = jest.spyOn(api, 'post').mockResolvedValue(videoData);
    render(<Video />);
    await user().type(screen.getByLabelText('Video URL or embed code'), 'https://youtu.be/dQw4w9WgXcQ');
    await wait(EMBED_CHECK_DEBOUNCE_MS);
    expect(postSpy).toHaveBeenCalledWith('/svc/post/get_video_data', { embed_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', embed_width: 540 });
    expect(screen.getByRole('img', { name: 'Video preview' })).toHaveAttribute('src', videoData.thumbnail);
    expect(latest).toMatchObject({ video: videoData });
  });

  it('asks again once after 2 s when there is no thumbnail yet', async () => {
    postSpy = jest.spyOn(api, 'post').mockResolvedValueOnce({ ...videoData, thumbnail: '' }).mockResolvedValueOnce(videoData);
    render(<Video />);
    await user().type(screen.getByLabelText('Video URL or embed code'), 'https://vimeo.com/1');
    await wait(EMBED_CHECK_DEBOUNCE_MS);
    expect(screen.getByRole('status')).toHaveTextContent('Checking the video…');
    await wait(EMBED_RETRY_DELAY_MS);
    expect(postSpy).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('img', { name: 'Video preview' })).toBeInTheDocument();
  });

  it("says 'Invalid embed code' for text with no video in it", async () => {
    postSpy = jest.spyOn(api, 'post');
    render(<Video />);
    await user().type(screen.getByLabelText('Video URL or embed code'), 'hello');
    await wait(EMBED_CHECK_DEBOUNCE_MS);
    expect(screen.getByRole('status')).toHaveTextContent('Invalid embed code');
    expect(postSpy).not.toHaveBeenCalled();
  });

  it("says 'Direct embed missing.' at once for a frame of a player a post may not show, and keeps a known player's", async () => {
    postSpy = jest.spyOn(api, 'post');
    render(<Video />);
    const field = screen.getByLabelText('Video URL or embed code');
    await user().type(field, '<iframe src="https://player.example.org/v/1"></iframe>');
    await wait(EMBED_CHECK_DEBOUNCE_MS);
    expect(screen.getByRole('status')).toHaveTextContent('Direct embed missing.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText("This site's player will be embedded as it is.")).not.toBeInTheDocument();

    await user().clear(field);
    await user().type(field, '<iframe src="https://w.soundcloud.com/player/?url=x"></iframe>');
    await wait(EMBED_CHECK_DEBOUNCE_MS);
    expect(screen.getByText("This site's player will be embedded as it is.")).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(field).toHaveAttribute('aria-invalid', 'false');
    expect(postSpy).not.toHaveBeenCalled();
  });

  it('offers an upload with the permission agreement', async () => {
    render(<Video />);
    await user().click(screen.getByRole('radio', { name: 'Upload a video' }));
    expect(screen.getByRole('button', { name: 'Choose a video file' })).toBeInTheDocument();
    await user().click(screen.getByRole('checkbox', { name: 'I have permission to share this file.' }));
    expect(latest).toMatchObject({ source: 'upload', confirmTos: true });
  });
});

it('link: the title, excerpt and author fields are labelled on screen, as the URL is', () => {
  render(<Link />);
  for (const label of ['URL', 'Title', 'Excerpt', 'Author']) {
    expect(screen.getByText(label, { selector: 'label' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: label })).toBeInTheDocument();
  }
});

it("link: shows 'Loading OpenGraph data.' while the page is read, then fills the empty fields", async () => {
  let finish: (value: unknown) => void = () => undefined;
  postSpy = jest.spyOn(api, 'post').mockReturnValue(new Promise((resolve) => (finish = resolve)));
  render(<Link />);
  await user().type(screen.getByLabelText('Excerpt'), 'My own words');
  await user().type(screen.getByLabelText('URL'), 'https://example.com/a');
  await wait(OPEN_GRAPH_DEBOUNCE_MS);
  expect(postSpy).toHaveBeenCalledWith('/svc/post/opengraph', { url: 'https://example.com/a' }, expect.objectContaining({ signal: expect.any(AbortSignal) }));
  expect(screen.getByText('Loading OpenGraph data.')).toBeInTheDocument();
  expect(pending.openGraph).toHaveBeenLastCalledWith(true);
  await act(async () => finish({ url: 'https://example.com/a', title: 'A page', description: 'About it', image: 'https://example.com/i.png', author: 'Ann', site_name: 'Ex' }));
  expect(screen.queryByText('Loading OpenGraph data.')).not.toBeInTheDocument();
  expect(pending.openGraph).toHaveBeenLastCalledWith(false);
  expect(latest).toMatchObject({ title: 'A page', excerpt: 'My own words', thumbnail: 'https://example.com/i.png', author: 'Ann' });
});

it('link: says when the page could not be read, and leaves the fields to fill by hand', async () => {
  postSpy = jest.spyOn(api, 'post').mockRejectedValue(new ApiError(400, 'Could not read that page.'));
  render(<Link />);
  await user().type(screen.getByLabelText('URL'), 'https://example.com/gone');
  await wait(OPEN_GRAPH_DEBOUNCE_MS);
  expect(screen.getByRole('status')).toHaveTextContent('Could not read that page. Fill in the details below yourself.');
  expect(pending.openGraph).toHaveBeenLastCalledWith(false);
  await user().type(screen.getByLabelText('Title'), 'By hand');
  expect(latest).toMatchObject({ url: 'https://example.com/gone', title: 'By hand' });
});

it('link: a read cut short by another change is done again when the URL comes back', async () => {
  postSpy = jest.spyOn(api, 'post').mockImplementation(
    (_url: string, _body?: unknown, config?: NonNullable<Parameters<typeof api.post>[2]>) =>
      new Promise((_resolve, reject) => config?.signal?.addEventListener?.('abort', () => reject(new Error('canceled')))),
  );
  render(<Link />);
  const field = screen.getByLabelText('URL');
  await user().type(field, 'https://example.com/a');
  await wait(OPEN_GRAPH_DEBOUNCE_MS);
  expect(postSpy).toHaveBeenCalledTimes(1);
  await user().type(field, 'b');
  await user().type(field, '{Backspace}');
  await wait(OPEN_GRAPH_DEBOUNCE_MS);
  expect(postSpy).toHaveBeenCalledTimes(2);
  expect(postSpy).toHaveBeenLastCalledWith('/svc/post/opengraph', { url: 'https://example.com/a' }, expect.anything());
  expect(screen.getByText('Loading OpenGraph data.')).toBeInTheDocument();
});

it('link: a new preview fills what the last one filled and keeps what the person wrote', async () => {
  const pages: Record<string, object> = {
    'https://example.com/first': { title: 'First page', description: 'About the first page', image: 'https://example.com/1.png', author: 'Ann' },
    'https://example.com/second': { title: 'Second page', description: 'About the second page', image: '', author: 'Bob' },
    'https://example.com/third': { title: 'Third page', description: 'About the third page', image: 'https://example.com/3.png', author: 'Cy' },
  };
  postSpy = jest.spyOn(api, 'post').mockImplementation(async (_path: string, body?: unknown) => {
    const { url } = body as { url: string };
    return { url, site_name: 'Example', ...pages[url] };
  });
  render(<Link />);
  const previewOf = async (url: string) => {
    await user().clear(screen.getByLabelText('URL'));
    await user().type(screen.getByLabelText('URL'), url);
    await wait(OPEN_GRAPH_DEBOUNCE_MS);
  };
  await user().type(screen.getByLabelText('Excerpt'), 'My own words');
  await previewOf('https://example.com/first');
  expect(latest).toMatchObject({ title: 'First page', excerpt: 'My own words', author: 'Ann', thumbnail: 'https://example.com/1.png' });
  await user().clear(screen.getByLabelText('Title'));
  await user().type(screen.getByLabelText('Title'), 'My own title');

  await previewOf('https://example.com/second');
  expect(latest).toMatchObject({ title: 'My own title', excerpt: 'My own words', author: 'Bob', thumbnail: '' });
  await previewOf('https://example.com/third');
  expect(screen.getByLabelText('Title')).toHaveValue('My own title');
  expect(screen.getByLabelText('Excerpt')).toHaveValue('My own words');
  expect(screen.getByLabelText('Author')).toHaveValue('Cy');
  expect(screen.getByRole('button', { name: 'Remove image' })).toBeInTheDocument();
});

it('audio: the source can be switched only in new mode', () => {
  const { unmount } = render(<Audio mode="new" />);
  expect(screen.getByRole('radio', { name: 'Upload a file' })).toBeInTheDocument();
  unmount();
  render(<Audio mode="edit" />);
  expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Audio URL')).toBeInTheDocument();
});
