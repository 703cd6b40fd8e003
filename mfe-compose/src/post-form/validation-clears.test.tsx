import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, api, DialogProvider, session } from '@tumbledash/shared';
import type { ComposeRequest } from '../compose/routes';
import { LIMITS, makeChannel, makeUser } from '../test-support/fixtures';
import { PostForm } from './post-form';

// Round 24 QA: a validation message stayed after the person fixed what it named, until the next Post.

const channels = [makeChannel('alice', true)];
let postSpy: jest.SpyInstance;
let uploadSpy: jest.SpyInstance;
let uploadAnswers: ((data: unknown) => void)[] = [];

beforeEach(() => {
  window.localStorage.clear();
  session.set({ user: makeUser('alice', channels), channels, flags: {}, formKey: 'fk' });
  uploadAnswers = [];
  postSpy = jest.spyOn(api, 'post').mockImplementation((url: string) => {
    if (url === '/svc/post/get_post_form_builder_data') return Promise.resolve({ channels, limits: LIMITS });
    if (url === '/svc/post/opengraph') return Promise.reject(new ApiError(400, 'Could not read that page.'));
    return Promise.reject(new Error(`unexpected ${url}`));
  });
  uploadSpy = jest
    .spyOn(api.client, 'post')
    .mockImplementation(() => new Promise((resolve) => uploadAnswers.push((data) => resolve({ data }))) as never);
});

afterEach(() => {
  postSpy.mockRestore();
  uploadSpy.mockRestore();
});

function renderForm(request: ComposeRequest) {
  render(
    <DialogProvider>
      <PostForm request={request} base="" onClosed={() => {}} />
    </DialogProvider>,
  );
  return userEvent.setup({ applyAccept: false });
}

async function post(user: ReturnType<typeof userEvent.setup>, message: string) {
  await user.click(screen.getByRole('button', { name: 'Post' }));
  expect(screen.getByRole('alert')).toHaveTextContent(message);
}

const uploaded = (name: string, mime: string) => ({
  meta: { status: 200, msg: 'OK' },
  response: { url: `/media/${name}`, key: name, mime, bytes: 3, width: 0, height: 0, id3_tags: { title: '', artist: '', album: '' }, album_art: '' },
});

async function answerUpload(file: { name: string; mime: string }) {
  await waitFor(() => expect(uploadAnswers).toHaveLength(1));
  await act(async () => uploadAnswers.shift()?.(uploaded(file.name, file.mime)));
}

it('text: the message goes once a title is typed, and focus stays in the field', async () => {
  const user = renderForm({ mode: 'new', type: 'text' });
  await post(user, 'Post body empty.');
  await user.type(screen.getByLabelText('Title'), 'H');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Title')).toHaveFocus();
  // Emptied again: no new message before the next Post.
  await user.clear(screen.getByLabelText('Title'));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await post(user, 'Post body empty.');
});

it('photo: the message goes once a photo is added', async () => {
  const user = renderForm({ mode: 'new', type: 'photo' });
  await post(user, 'No photos specified.');
  await user.type(screen.getByRole('textbox', { name: 'Photo from the web' }), 'https://example.com/cat.jpg');
  expect(screen.getByRole('alert')).toHaveTextContent('No photos specified.');
  await user.click(screen.getByRole('button', { name: 'Add' }));
  expect(screen.getByRole('list', { name: 'Photos' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('photo: the message goes once an uploaded photo is chosen', async () => {
  const user = renderForm({ mode: 'new', type: 'photo' });
  await post(user, 'No photos specified.');
  await user.upload(screen.getByLabelText('Choose photos'), new File(['x'], 'cat.png', { type: 'image/png' }));
  await answerUpload({ name: 'cat.png', mime: 'image/png' });
  await screen.findByRole('list', { name: 'Photos' });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('quote: the message goes once the quote is typed', async () => {
  const user = renderForm({ mode: 'new', type: 'quote' });
  await post(user, 'No quote.');
  await user.type(screen.getByLabelText('Quote'), 'Honk.');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('chat: the message goes once the chat is typed', async () => {
  const user = renderForm({ mode: 'new', type: 'chat' });
  await post(user, 'No chat.');
  await user.type(screen.getByRole('textbox', { name: 'Chat' }), 'Alice: hi');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('link: the message follows the URL — the one that now applies, then none — as one alert, focus kept in the field', async () => {
  const user = renderForm({ mode: 'new', type: 'link' });
  const url = screen.getByRole('textbox', { name: 'URL' });
  await post(user, 'No url.');
  await user.type(url, 'not');
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Not a valid URL');
  expect(url).toHaveFocus();
  // More typing that leaves the same message true changes nothing: the same alert, not announced again.
  await user.type(url, ' a url');
  expect(screen.getByRole('alert')).toBe(alert);
  expect(alert).toHaveTextContent('Not a valid URL');
  expect(alert.querySelectorAll('li')).toHaveLength(1);
  await user.clear(url);
  expect(screen.getByRole('alert')).toHaveTextContent('No url.');
  await user.type(url, 'https://example.com/');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(url).toHaveFocus();
});

it('audio: the message goes once a file is chosen, and the agreement waits for the next Post', async () => {
  const user = renderForm({ mode: 'new', type: 'audio' });
  await post(user, 'Please choose an audio source before continuing.');
  await user.click(screen.getByRole('radio', { name: 'Upload a file' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please choose an audio source before continuing.');
  await user.upload(screen.getByLabelText('Choose an audio file'), new File(['ID3'], 'tone.mp3', { type: 'audio/mpeg' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await answerUpload({ name: 'tone.mp3', mime: 'audio/mpeg' });
  await screen.findByRole('button', { name: 'Replace the audio file' });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await post(user, 'You must agree that you have permission to share this file.');
  await user.click(screen.getByRole('checkbox', { name: 'I have permission to share this file.' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('audio: the message goes once an audio URL is typed', async () => {
  const user = renderForm({ mode: 'new', type: 'audio' });
  await post(user, 'Please choose an audio source before continuing.');
  await user.type(screen.getByRole('textbox', { name: 'Audio URL' }), 'https://example.com/song.mp3');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('video: the message goes once a video file is chosen', async () => {
  const user = renderForm({ mode: 'new', type: 'video' });
  await user.click(screen.getByRole('radio', { name: 'Upload a video' }));
  await post(user, 'No video specified.');
  await user.upload(screen.getByLabelText('Choose a video file'), new File(['mp4'], 'clip.mp4', { type: 'video/mp4' }));
  await answerUpload({ name: 'clip.mp4', mime: 'video/mp4' });
  await screen.findByRole('button', { name: 'Replace the video file' });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('video: switching the source gives the message of that source', async () => {
  const user = renderForm({ mode: 'new', type: 'video' });
  await post(user, 'No embed specified.');
  await user.click(screen.getByRole('radio', { name: 'Upload a video' }));
  expect(screen.getByRole('alert')).toHaveTextContent('No video specified.');
});

it('Post brings the message into view and focus; typing moves neither', async () => {
  const scrolled = jest.spyOn(Element.prototype, 'scrollIntoView');
  const user = renderForm({ mode: 'new', type: 'link' });
  await post(user, 'No url.');
  const alert = screen.getByRole('alert');
  expect(alert).toHaveFocus();
  expect(scrolled.mock.contexts).toContain(alert);
  scrolled.mockClear();
  await user.type(screen.getByRole('textbox', { name: 'URL' }), 'x');
  expect(screen.getByRole('alert')).toHaveTextContent('Not a valid URL');
  expect(scrolled).not.toHaveBeenCalled();
  scrolled.mockRestore();
});
