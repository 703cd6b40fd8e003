import { isInHoverCard, isPressInHoverCard } from './hover-card-press';

function card(): { inside: HTMLButtonElement; outside: HTMLButtonElement } {
  document.body.innerHTML = '<div data-td-hover-card><p><button>Follow</button></p></div><button>Elsewhere</button>';
  const [inside, outside] = Array.from(document.querySelectorAll('button'));
  return { inside: inside!, outside: outside! };
}

/** What `isPressInHoverCard` answers while a press on `target` is handled, and after. */
function askDuringAndAfter(target: Element): [boolean, boolean] {
  let during = false;
  const press = new Event('pointerdown', { bubbles: true });
  const ask = () => {
    during = isPressInHoverCard(press);
  };
  window.addEventListener('pointerdown', ask, true);
  target.dispatchEvent(press);
  window.removeEventListener('pointerdown', ask, true);
  return [during, isPressInHoverCard(press)];
}

afterEach(() => {
  document.body.innerHTML = '';
});

test('anything inside a marked hover card is in it; the rest of the page and no target are not', () => {
  const { inside, outside } = card();
  expect(isInHoverCard(inside)).toBe(true);
  expect(isInHoverCard(inside.closest('[data-td-hover-card]'))).toBe(true);
  expect(isInHoverCard(outside)).toBe(false);
  expect(isInHoverCard(null)).toBe(false);
  expect(isInHoverCard(window)).toBe(false);
});

test('a press in a hover card counts only while it is handled, so a later Escape still closes', () => {
  const { inside, outside } = card();
  expect(askDuringAndAfter(inside)).toEqual([true, false]);
  expect(askDuringAndAfter(outside)).toEqual([false, false]);
  expect(isPressInHoverCard(null)).toBe(false);
});
