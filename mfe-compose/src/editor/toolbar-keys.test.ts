import { toolbarTarget } from './toolbar-keys';

it('moves right and left between the buttons, round from the last to the first and back', () => {
  expect(toolbarTarget('ArrowRight', 0, 10)).toBe(1);
  expect(toolbarTarget('ArrowRight', 9, 10)).toBe(0);
  expect(toolbarTarget('ArrowLeft', 3, 10)).toBe(2);
  expect(toolbarTarget('ArrowLeft', 0, 10)).toBe(9);
});

it('goes to the first with Home and the last with End', () => {
  expect(toolbarTarget('Home', 6, 10)).toBe(0);
  expect(toolbarTarget('End', 2, 10)).toBe(9);
});

it('leaves other keys, and an empty toolbar, alone', () => {
  expect(toolbarTarget('ArrowDown', 2, 10)).toBeNull();
  expect(toolbarTarget('Tab', 2, 10)).toBeNull();
  expect(toolbarTarget('ArrowRight', 0, 0)).toBeNull();
});
