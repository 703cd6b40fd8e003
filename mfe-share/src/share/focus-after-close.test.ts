import { focusAfterClose } from './focus-after-close';

afterEach(() => document.body.replaceChildren());

function add<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string>, parent: HTMLElement = document.body) {
  const element = document.createElement(tag);
  Object.entries(attributes).forEach(([name, value]) => element.setAttribute(name, value));
  return parent.appendChild(element);
}

it('is the Share button while it is on the page', () => {
  const button = add('button', {});
  add('article', { 'data-post-id': '42' });
  expect(focusAfterClose(button, '42')).toBe(button);
});

it('is the card of the shared post once its Share button left', () => {
  const feed = add('div', { role: 'feed' });
  add('article', { 'data-post-id': '7' }, feed);
  const card = add('article', { 'data-post-id': '42' }, feed);
  expect(focusAfterClose(document.createElement('button'), '42')).toBe(card);
});

it('is the feed, else the main region, when the card is gone too or there was no post', () => {
  const main = add('main', { tabindex: '-1' });
  expect(focusAfterClose({ top: 0, left: 0, width: 10, height: 10 }, null)).toBe(main);
  const feed = add('div', { role: 'feed' }, main);
  expect(focusAfterClose(document.createElement('button'), '42')).toBe(feed);
});
