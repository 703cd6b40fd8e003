import { UNDO_DEBOUNCE_MS, UndoHistory } from './undo-history';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('captures a burst of changes as one step after 500 ms of quiet', () => {
  const history = new UndoHistory('');
  history.change('a');
  jest.advanceTimersByTime(200);
  history.change('ab');
  jest.advanceTimersByTime(499);
  history.change('abc');
  jest.advanceTimersByTime(UNDO_DEBOUNCE_MS);
  history.change('abc d');
  jest.advanceTimersByTime(UNDO_DEBOUNCE_MS);
  expect(history.undo()).toBe('abc');
  expect(history.undo()).toBe('');
  expect(history.undo()).toBeNull();
});

it('does not capture before the debounce has passed', () => {
  const history = new UndoHistory('x');
  history.change('xy');
  jest.advanceTimersByTime(UNDO_DEBOUNCE_MS - 1);
  expect(history.canRedo).toBe(false);
  history.change('xyz');
  jest.advanceTimersByTime(UNDO_DEBOUNCE_MS - 1);
  // Still one pending step: undo settles it and goes back to the start.
  expect(history.undo()).toBe('x');
  expect(history.undo()).toBeNull();
});

it('redoes what was undone, and a new change clears redo', () => {
  const history = new UndoHistory(1);
  history.change(2);
  jest.advanceTimersByTime(UNDO_DEBOUNCE_MS);
  history.change(3);
  jest.advanceTimersByTime(UNDO_DEBOUNCE_MS);
  expect(history.undo()).toBe(2);
  expect(history.undo()).toBe(1);
  expect(history.canRedo).toBe(true);
  expect(history.redo()).toBe(2);
  history.change(9);
  jest.advanceTimersByTime(UNDO_DEBOUNCE_MS);
  expect(history.redo()).toBeNull();
  expect(history.undo()).toBe(2);
});

it('ignores a change back to the same state, keeps a limited number of steps and resets', () => {
  const history = new UndoHistory('a', UNDO_DEBOUNCE_MS, 2);
  history.change('a');
  jest.advanceTimersByTime(UNDO_DEBOUNCE_MS);
  expect(history.canUndo).toBe(false);
  for (const value of ['b', 'c', 'd']) {
    history.change(value);
    jest.advanceTimersByTime(UNDO_DEBOUNCE_MS);
  }
  expect(history.undo()).toBe('c');
  expect(history.undo()).toBe('b');
  expect(history.undo()).toBeNull();
  history.reset('z');
  expect(history.canUndo).toBe(false);
  expect(history.undo()).toBeNull();
});
