import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ApiError, api } from '@tumbledash/shared';
import type { FormLimits } from '../../compose/api-types';
import { LIMITS } from '../../test-support/fixtures';
import { emptySlots, type SlotsOf } from '../post-model';
import { PhotoFields } from './photo-fields';

type AxiosRequestConfig = NonNullable<Parameters<typeof api.client.post>[2]>;

interface Call {
  url: string;
  form: FormData;
  config: AxiosRequestConfig;
  resolve: (data: unknown) => void;
  reject: (error: unknown) => void;
}

let calls: Call[] = [];
let spy: jest.SpyInstance;
const pending = { images: jest.fn(), uploads: jest.fn(), openGraph: jest.fn() };

beforeEach(() => {
  calls = [];
  pending.uploads.mockClear();
  spy = jest.spyOn(api.client, 'post').mockImplementation(
    (url: string, form?: unknown, config?: AxiosRequestConfig) =>
      new Promise((resolve, reject) => {
        calls.push({ url, form: form as FormData, config: config ?? {}, resolve: (data) => resolve({ data }), reject });
        config?.signal?.addEventListener?.('abort', () => reject(new Error('canceled')));
      }) as never,
  );
});

afterEach(() => spy.mockRestore());

function Harness({ limits }: { limits: FormLimits }) {
  const [slots, setSlots] = useState(emptySlots('photo') as SlotsOf<'photo'>);
  return <PhotoFields slots={slots} onChange={setSlots} editorType="rich" mode="new" limits={limits} pending={pending} />;
}

function setup(limits: FormLimits = LIMITS) {
  render(<Harness limits={limits} />);
  return userEvent.setup({ applyAccept: false });
}

const photo = (name: string, type = 'image/png', size = 10) => new File(['x'.repeat(size)], name, { type });
const answer = (name: string) => ({ meta: { status: 200, msg: 'OK' }, response: { url: `/media/${name}`, key: name, mime: 'image/png', bytes: 10, width: 800, height: 600 } });

it('uploads a chosen photo with a progress bar from real bytes', async () => {
  const user = setup();
  await user.upload(screen.getByLabelText('Choose photos'), photo('cat.png'));
  await waitFor(() => expect(calls).toHaveLength(1));
  expect(calls[0]?.url).toBe('/svc/post/upload_photo');
  expect(calls[0]?.form.get('photo')).toBeInstanceOf(File);
  act(() => calls[0]?.config.onUploadProgress?.({ loaded: 4, total: 10, bytes: 4, lengthComputable: true }));
  expect(screen.getByRole('progressbar', { name: 'Uploading cat.png' })).toHaveAttribute('aria-valuenow', '40');
  expect(pending.uploads).toHaveBeenLastCalledWith(1);
  await act(async () => calls[0]?.resolve(answer('cat.png')));
  expect(screen.getByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', '/media/cat.png');
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(pending.uploads).toHaveBeenLastCalledWith(0);
});

it('uploads one file at a time', async () => {
  const user = setup();
  await user.upload(screen.getByLabelText('Choose photos'), [photo('a.png'), photo('b.png')]);
  await waitFor(() => expect(calls).toHaveLength(1));
  expect(screen.getAllByRole('progressbar')).toHaveLength(2);
  act(() => calls[0]?.config.onUploadProgress?.({ loaded: 10, total: 10, bytes: 10, lengthComputable: true }));
  expect(screen.getByText('Uploading 2 photos: 50% in all')).toBeInTheDocument();
  await act(async () => calls[0]?.resolve(answer('a.png')));
  await waitFor(() => expect(calls).toHaveLength(2));
  await act(async () => calls[1]?.resolve(answer('b.png')));
  expect(screen.getAllByRole('img').map((image) => image.getAttribute('src'))).toEqual(['/media/a.png', '/media/b.png']);
});

it("rejects a file that is too big or not an image, with the messages of A§5.6", async () => {
  const user = setup({ ...LIMITS, image_upload_max_bytes: 5 });
  await user.upload(screen.getByLabelText('Choose photos'), [photo('big.png', 'image/png', 6), photo('doc.pdf', 'application/pdf')]);
  expect(await screen.findByText('The file is too big. Squish it down, and try again!')).toBeInTheDocument();
  expect(screen.getByText('This is not valid image file.')).toBeInTheDocument();
  expect(calls).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'Dismiss all' }));
  expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument();
});

it("cancels an upload: 'Canceled upload'", async () => {
  const user = setup();
  await user.upload(screen.getByLabelText('Choose photos'), photo('slow.png'));
  await waitFor(() => expect(calls).toHaveLength(1));
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(calls[0]?.config.signal?.aborted).toBe(true);
  expect(await screen.findByText('Canceled upload')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Dismiss slow.png' }));
  expect(screen.queryByText('Canceled upload')).not.toBeInTheDocument();
});

it("shows the server's message, or 'Upload error' when the request fails", async () => {
  const user = setup();
  await user.upload(screen.getByLabelText('Choose photos'), [photo('a.png'), photo('b.png')]);
  await waitFor(() => expect(calls).toHaveLength(1));
  const body = { meta: { status: 400, msg: 'This is not valid image file.' }, response: null, errors: [] };
  await act(async () => calls[0]?.reject(new ApiError(400, body.meta.msg, [], body)));
  expect(await screen.findByText('This is not valid image file.')).toBeInTheDocument();
  await waitFor(() => expect(calls).toHaveLength(2));
  await act(async () => calls[1]?.reject(new ApiError(0, '')));
  expect(await screen.findByText('Upload error')).toBeInTheDocument();
});

it('takes at most 10 photos', async () => {
  const user = setup();
  const files = Array.from({ length: 11 }, (_, index) => photo(`p${index}.png`));
  await user.upload(screen.getByLabelText('Choose photos'), files);
  expect(screen.getByRole('alert')).toHaveTextContent('A post can have up to 10 photos.');
  await waitFor(() => expect(screen.getAllByRole('progressbar')).toHaveLength(10));
});

it('adds a photo by URL when it is an image URL', async () => {
  const user = setup();
  await user.type(screen.getByPlaceholderText('Or paste a photo URL'), 'https://a.com/doc.pdf{Enter}');
  expect(screen.getByRole('alert')).toHaveTextContent('This is not valid image file.');
  await user.clear(screen.getByPlaceholderText('Or paste a photo URL'));
  await user.type(screen.getByPlaceholderText('Or paste a photo URL'), 'https://a.com/cat.gif{Enter}');
  expect(screen.getByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', 'https://a.com/cat.gif');
});

it('offers "Show as a carousel" once there are two photos, on by default, and lets it be turned off (A§3.3 carouselDisplay)', async () => {
  const user = setup();
  const addUrl = async (url: string) => {
    await user.type(screen.getByPlaceholderText('Or paste a photo URL'), url);
    await user.click(screen.getByRole('button', { name: 'Add' }));
  };
  await addUrl('https://img.example.com/a.png');
  expect(screen.queryByRole('checkbox', { name: 'Show as a carousel' })).not.toBeInTheDocument();
  await addUrl('https://img.example.com/b.png');
  const carousel = screen.getByRole('checkbox', { name: 'Show as a carousel' });
  expect(carousel).toBeChecked();
  expect(carousel).toHaveAccessibleDescription('The photos show one at a time.');
  await user.click(carousel);
  expect(carousel).not.toBeChecked();
  expect(carousel).toHaveAccessibleDescription('The photos show in rows, all at once.');
  await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
  expect(screen.queryByRole('checkbox', { name: 'Show as a carousel' })).not.toBeInTheDocument();
});

it('moves focus after "Remove photo N" to the next photo’s Remove, else the previous one’s, else the photo picker', async () => {
  const user = setup();
  for (const name of ['a', 'b', 'c']) await user.type(screen.getByPlaceholderText('Or paste a photo URL'), `https://img.example.com/${name}.png{Enter}`);
  await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
  expect(screen.getByRole('img', { name: 'Photo 2' })).toHaveAttribute('src', 'https://img.example.com/c.png');
  expect(screen.getByRole('button', { name: 'Remove photo 2' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('button', { name: 'Remove photo 1' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Choose photos' })).toHaveFocus();
});
