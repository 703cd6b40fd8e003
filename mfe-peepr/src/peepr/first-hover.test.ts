import { fireEvent } from '@testing-library/react';
import { bus } from '@tumbledash/shared';
import { watchFirstHover } from './first-hover';
import { peeprData } from './target';

function page() {
  document.body.innerHTML = `
    <a href="/blog/friendly" data-peepr='${peeprData('friendly')}'><span>friendly</span></a>
    <a href="/blog/film-grain" data-peepr='${peeprData('film-grain')}'>film-grain</a>
    <p>Elsewhere</p>`;
  const [friendly, filmGrain] = Array.from(document.querySelectorAll('a'));
  return { friendly: friendly!, filmGrain: filmGrain!, elsewhere: document.querySelector('p')! };
}

const watched: { stop: () => void }[] = [];
function watch() {
  const onFirst = jest.fn();
  const hover = watchFirstHover(onFirst);
  watched.push(hover);
  return { hover, onFirst };
}

afterEach(() => watched.splice(0).forEach((hover) => hover.stop()));

it('asks for the cards’ code on the first move onto a blog, and hands over the blog the pointer is on', () => {
  const { friendly, filmGrain, elsewhere } = page();
  const { hover, onFirst } = watch();
  fireEvent.pointerMove(elsewhere);
  expect(onFirst).not.toHaveBeenCalled();
  fireEvent.pointerMove(friendly.firstElementChild!);
  fireEvent.pointerMove(filmGrain);
  expect(onFirst).toHaveBeenCalledTimes(1);
  expect(hover.take()).toBe(filmGrain);
});

it('a hover that began before the viewer opened hands over nothing', () => {
  const { friendly } = page();
  const { hover, onFirst } = watch();
  fireEvent.pointerMove(friendly);
  expect(onFirst).toHaveBeenCalled();
  bus.emit('peepr:opened', { blogName: 'friendly' });
  expect(hover.take()).toBeNull();
});

it('a hover the pointer left, or a click ended, hands over nothing; moving within the blog name keeps it', () => {
  const { friendly, elsewhere } = page();
  const { hover } = watch();
  fireEvent.pointerMove(friendly);
  fireEvent.mouseOut(friendly, { relatedTarget: friendly.firstElementChild });
  fireEvent.mouseOut(friendly.firstElementChild!, { relatedTarget: elsewhere });
  expect(hover.take()).toBeNull();

  const { hover: clicked } = watch();
  fireEvent.pointerMove(friendly);
  fireEvent.click(friendly);
  expect(clicked.take()).toBeNull();
});

it('once taken, the answer stays and nothing more is watched', () => {
  const { friendly, filmGrain } = page();
  const { hover } = watch();
  fireEvent.pointerMove(friendly);
  expect(hover.take()).toBe(friendly);
  fireEvent.pointerMove(filmGrain);
  bus.emit('peepr:opened', { blogName: 'film-grain' });
  expect(hover.take()).toBe(friendly);
});
