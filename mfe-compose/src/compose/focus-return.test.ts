import { focusReturnTarget } from './focus-return';

let main: HTMLElement;

beforeEach(() => {
  main = document.createElement('main');
  main.tabIndex = -1;
  document.body.appendChild(main);
});

afterEach(() => main.remove());

it('is the element that had focus while it is on the page', () => {
  const button = document.createElement('button');
  main.appendChild(button);
  expect(focusReturnTarget(button)).toBe(button);
});

it('is the main region when nothing in particular had focus', () => {
  expect(focusReturnTarget(document.body)).toBe(main);
  expect(focusReturnTarget(null)).toBe(main);
});

it('is the main region when the element has left the page', () => {
  const button = document.createElement('button');
  expect(focusReturnTarget(button)).toBe(main);
});

it('is nothing when the page has no main region', () => {
  main.remove();
  expect(focusReturnTarget(document.body)).toBeNull();
});
