import { drawerKeyCommand } from './drawer-keys';

const on = (tag: string) => document.createElement(tag);
const key = (k: string, target: HTMLElement = on('article'), extra = {}) => ({ key: k, ctrlKey: false, metaKey: false, altKey: false, target, ...extra });

it('maps j, k, l, r, s, period and enter', () => {
  expect(['j', 'k', 'l', 'r', 's', '.', 'Enter'].map((k) => drawerKeyCommand(key(k)))).toEqual(['next', 'previous', 'like', 'reblog', 'share', 'top', 'open']);
  expect(drawerKeyCommand(key('x'))).toBeNull();
});

it('ignores keys while typing, with modifiers, and Enter on a link or button', () => {
  expect(drawerKeyCommand(key('j', on('textarea')))).toBeNull();
  expect(drawerKeyCommand(key('j', on('input')))).toBeNull();
  expect(drawerKeyCommand(key('l', on('article'), { ctrlKey: true }))).toBeNull();
  expect(drawerKeyCommand(key('Enter', on('button')))).toBeNull();
  expect(drawerKeyCommand(key('Enter', on('a')))).toBeNull();
});

it('with keyboard shortcuts switched off leaves only Enter', () => {
  expect(['j', 'k', 'l', 'r', 's', '.', 'Enter'].map((k) => drawerKeyCommand(key(k), false))).toEqual([null, null, null, null, null, null, 'open']);
});
