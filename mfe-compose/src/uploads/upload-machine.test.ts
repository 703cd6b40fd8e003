import type { UploadedFile } from '../compose/api-types';
import {
  EMPTY_UPLOADS,
  nextToStart,
  overallProgress,
  uploadsReducer,
  type UploadAction,
  type UploadsState,
} from './upload-machine';

const result: UploadedFile = { url: '/media/a.jpg', key: 'a', mime: 'image/jpeg', bytes: 100, width: 10, height: 10 };

function run(...actions: UploadAction[]): UploadsState {
  return actions.reduce(uploadsReducer, EMPTY_UPLOADS);
}

const add = (id: string, bytesTotal = 100): UploadAction => ({ type: 'add', id, name: `${id}.jpg`, kind: 'image', bytesTotal });

it('goes added → queued → uploading → complete with progress from bytes', () => {
  let state = run(add('a'));
  expect(state.items[0]?.status).toBe('added');
  state = uploadsReducer(state, { type: 'validated', id: 'a', bytesTotal: 80 });
  expect(state.items[0]).toMatchObject({ status: 'queued', bytesTotal: 80 });
  state = uploadsReducer(state, { type: 'start', id: 'a' });
  state = uploadsReducer(state, { type: 'progress', id: 'a', loaded: 40, total: 80 });
  expect(state.items[0]).toMatchObject({ status: 'uploading', bytesLoaded: 40, bytesTotal: 80 });
  expect(overallProgress(state)).toEqual({ loaded: 40, total: 80 });
  state = uploadsReducer(state, { type: 'complete', id: 'a', result });
  expect(state.items[0]).toMatchObject({ status: 'complete', bytesLoaded: 80, result });
});

it('rejects an invalid file with its error', () => {
  const state = run(add('a'), { type: 'rejected', id: 'a', error: 'This is not valid image file.' });
  expect(state.items[0]).toMatchObject({ status: 'rejected', error: 'This is not valid image file.' });
  expect(nextToStart(state)).toBeNull();
});

it('runs one upload at a time, in order', () => {
  let state = run(add('a'), add('b'), { type: 'validated', id: 'a', bytesTotal: 1 }, { type: 'validated', id: 'b', bytesTotal: 1 });
  expect(nextToStart(state)?.id).toBe('a');
  state = uploadsReducer(state, { type: 'start', id: 'a' });
  expect(nextToStart(state)).toBeNull();
  // Starting another while one uploads does nothing.
  expect(uploadsReducer(state, { type: 'start', id: 'b' })).toBe(state);
  state = uploadsReducer(state, { type: 'failed', id: 'a', error: 'Upload error' });
  expect(state.items[0]).toMatchObject({ status: 'error', error: 'Upload error' });
  expect(nextToStart(state)?.id).toBe('b');
});

it("cancels with 'Canceled upload' and lets the next one start", () => {
  let state = run(add('a'), add('b'), { type: 'validated', id: 'a', bytesTotal: 1 }, { type: 'validated', id: 'b', bytesTotal: 1 }, { type: 'start', id: 'a' });
  state = uploadsReducer(state, { type: 'cancel', id: 'a' });
  expect(state.items[0]).toMatchObject({ status: 'cancelled', error: 'Canceled upload' });
  // A late answer for a cancelled upload changes nothing.
  expect(uploadsReducer(state, { type: 'complete', id: 'a', result })).toBe(state);
  expect(nextToStart(state)?.id).toBe('b');
});

it('ignores transitions that do not apply', () => {
  const state = run(add('a'));
  expect(uploadsReducer(state, { type: 'progress', id: 'a', loaded: 5, total: 10 })).toBe(state);
  expect(uploadsReducer(state, { type: 'add', id: 'a', name: 'x', kind: 'image', bytesTotal: 1 })).toBe(state);
  expect(uploadsReducer(state, { type: 'complete', id: 'zzz', result })).toBe(state);
});

it('drops incomplete or failed items and removes one', () => {
  let state = run(add('a'), add('b'), add('c'), { type: 'validated', id: 'a', bytesTotal: 1 }, { type: 'start', id: 'a' }, { type: 'complete', id: 'a', result }, { type: 'rejected', id: 'b', error: 'x' });
  state = uploadsReducer(state, { type: 'dropIncomplete' });
  expect(state.items.map((item) => item.id)).toEqual(['a']);
  expect(uploadsReducer(state, { type: 'remove', id: 'a' }).items).toEqual([]);
});
