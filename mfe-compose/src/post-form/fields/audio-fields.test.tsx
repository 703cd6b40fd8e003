import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { api } from '@tumbledash/shared';
import { LIMITS } from '../../test-support/fixtures';
import { emptySlots, type SlotsOf } from '../post-model';
import { AudioFields } from './audio-fields';

let answers: ((data: unknown) => void)[] = [];
let spy: jest.SpyInstance;
const pending = { images: jest.fn(), uploads: jest.fn(), openGraph: jest.fn() };

beforeEach(() => {
  answers = [];
  spy = jest.spyOn(api.client, 'post').mockImplementation(() => new Promise((resolve) => answers.push((data) => resolve({ data }))) as never);
});

afterEach(() => spy.mockRestore());

function Harness() {
  const [slots, setSlots] = useState(emptySlots('audio') as SlotsOf<'audio'>);
  return <AudioFields slots={slots} onChange={setSlots} editorType="rich" mode="new" limits={LIMITS} pending={pending} />;
}

const mp3 = (name: string) => new File(['ID3'], name, { type: 'audio/mpeg' });
const answer = (name: string, id3_tags: { title: string; artist: string; album: string }, album_art: string) => ({
  meta: { status: 200, msg: 'OK' },
  response: { url: `/media/${name}`, key: name, mime: 'audio/mpeg', bytes: 3, width: 0, height: 0, id3_tags, album_art },
});

async function uploadFile(user: ReturnType<typeof userEvent.setup>, name: string, data: unknown) {
  await user.upload(screen.getByLabelText(/^(Choose an audio file|Replace the audio file)$/), mp3(name));
  await waitFor(() => expect(answers).toHaveLength(1));
  await act(async () => answers.shift()?.(data));
}

it("fills Track, Artist, Album and the album art from an uploaded file's tags, keeping what the person wrote", async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('radio', { name: 'Upload a file' }));
  await user.type(screen.getByRole('textbox', { name: 'Track title' }), 'My own title');
  await uploadFile(user, 'tone.mp3', answer('tone.mp3', { title: 'QA Tone', artist: 'QA Band', album: 'QA Album' }, '/media/art.png'));

  expect(screen.getByRole('textbox', { name: 'Track title' })).toHaveValue('My own title');
  expect(screen.getByRole('textbox', { name: 'Artist' })).toHaveValue('QA Band');
  expect(screen.getByRole('textbox', { name: 'Album' })).toHaveValue('QA Album');
  expect(screen.getByRole('img', { name: 'Album art' })).toHaveAttribute('src', '/media/art.png');

  await user.click(screen.getByRole('button', { name: 'Remove album art' }));
  expect(screen.queryByRole('img', { name: 'Album art' })).not.toBeInTheDocument();
});

it("a replaced file's tags take the place of the first one's, not of the person's changes", async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('radio', { name: 'Upload a file' }));
  await uploadFile(user, 'one.mp3', answer('one.mp3', { title: 'QA Tone', artist: 'QA Band', album: 'QA Album' }, '/media/one.png'));
  await user.clear(screen.getByRole('textbox', { name: 'Album' }));
  await user.type(screen.getByRole('textbox', { name: 'Album' }), 'QA Album (live)');
  await uploadFile(user, 'two.mp3', answer('two.mp3', { title: 'Second Tone', artist: '', album: 'Second Album' }, ''));

  expect(screen.getByRole('textbox', { name: 'Track title' })).toHaveValue('Second Tone');
  expect(screen.getByRole('textbox', { name: 'Artist' })).toHaveValue('');
  expect(screen.getByRole('textbox', { name: 'Album' })).toHaveValue('QA Album (live)');
  expect(screen.queryByRole('img', { name: 'Album art' })).not.toBeInTheDocument();
});
