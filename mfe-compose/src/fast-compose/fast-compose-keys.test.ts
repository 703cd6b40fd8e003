import { fastComposeKey, type KeyInput } from './fast-compose-keys';

const press = (key: string, modifiers: Partial<KeyInput> = {}): KeyInput => ({
  key,
  shiftKey: false,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  ...modifiers,
});

it('moves forward with c, Tab and the right arrow', () => {
  expect(fastComposeKey(press('c'), 0, 7)).toEqual({ kind: 'move', index: 1 });
  expect(fastComposeKey(press('Tab'), 2, 7)).toEqual({ kind: 'move', index: 3 });
  expect(fastComposeKey(press('ArrowRight'), 3, 7)).toEqual({ kind: 'move', index: 4 });
});

it('moves back with shift+c, shift+Tab and the left arrow', () => {
  expect(fastComposeKey(press('C', { shiftKey: true }), 3, 7)).toEqual({ kind: 'move', index: 2 });
  expect(fastComposeKey(press('Tab', { shiftKey: true }), 3, 7)).toEqual({ kind: 'move', index: 2 });
  expect(fastComposeKey(press('ArrowLeft'), 3, 7)).toEqual({ kind: 'move', index: 2 });
});

it('wraps around at both ends', () => {
  expect(fastComposeKey(press('c'), 6, 7)).toEqual({ kind: 'move', index: 0 });
  expect(fastComposeKey(press('ArrowLeft'), 0, 7)).toEqual({ kind: 'move', index: 6 });
});

it('picks with Enter and closes with Escape', () => {
  expect(fastComposeKey(press('Enter'), 4, 7)).toEqual({ kind: 'pick', index: 4 });
  expect(fastComposeKey(press('Escape'), 4, 7)).toEqual({ kind: 'close' });
});

it('leaves other keys and modified keys alone', () => {
  expect(fastComposeKey(press('x'), 0, 7)).toBeNull();
  expect(fastComposeKey(press('c', { metaKey: true }), 0, 7)).toBeNull();
  expect(fastComposeKey(press('c', { altKey: true }), 0, 7)).toBeNull();
});
