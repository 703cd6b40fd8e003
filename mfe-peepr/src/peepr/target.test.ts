import { hoveredTarget, isModifiedClick, peeprData, requestOf } from './target';
import { pageQuery, requestFromSearch, urlWith } from './url';

function marked(value: string | null): Element {
  const link = document.createElement('a');
  if (value !== null) link.setAttribute('data-peepr', value);
  return link;
}

it('reads a blog and a post from a marked target; a target without data opens normally', () => {
  expect(requestOf(marked(peeprData('Film-Grain')))).toEqual({ blogName: 'film-grain' });
  expect(requestOf(marked(peeprData('film-grain', '42')))).toEqual({ blogName: 'film-grain', postId: '42' });
  expect(requestOf(marked(null))).toBeNull();
  expect(requestOf(marked('{}'))).toBeNull();
  expect(requestOf(marked('not json'))).toBeNull();
  expect(requestOf(marked('{"tumblelog":"a/b"}'))).toBeNull();
});

it('counts a mouse or a pen that moves over a blog as a hover, not a finger', () => {
  const name = marked(peeprData('friendly'));
  const text = name.appendChild(document.createElement('span'));
  const hovered = (pointerType: string) => {
    // jsdom has no PointerEvent: a MouseEvent with the pointer's type stands in for it.
    const move = Object.defineProperty(new MouseEvent('pointermove', { bubbles: true }), 'pointerType', { value: pointerType }) as PointerEvent;
    let found: Element | null = null;
    name.addEventListener('pointermove', () => (found = hoveredTarget(move)), { once: true });
    text.dispatchEvent(move);
    return found;
  };
  expect(hovered('mouse')).toBe(name);
  expect(hovered('pen')).toBe(name);
  expect(hovered('touch')).toBeNull();
});

it('treats ctrl, meta, shift, alt and other buttons as modified clicks', () => {
  expect(isModifiedClick(new MouseEvent('click', { button: 0 }))).toBe(false);
  for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
    expect(isModifiedClick(new MouseEvent('click', init))).toBe(true);
  }
});

it('keeps the drawer in the address so back closes it and a pasted address reopens it', () => {
  expect(requestFromSearch('?blog_name=Friendly&post_id=12')).toEqual({ blogName: 'friendly', postId: '12' });
  expect(requestFromSearch('?blog_name=friendly&post_id=x')).toEqual({ blogName: 'friendly' });
  expect(requestFromSearch('?q=1')).toBeNull();
  const here = { pathname: '/dashboard', search: '?q=1', hash: '' };
  expect(urlWith(here, { blogName: 'friendly', postId: '12' })).toBe('/dashboard?q=1&blog_name=friendly&post_id=12');
  expect(urlWith({ ...here, search: '?q=1&blog_name=friendly' }, null)).toBe('/dashboard?q=1');
});

it('reads a page’s own query without the viewer’s parameters, so the viewer over a search keeps its results', () => {
  expect(pageQuery('?sort=recent&blog_name=friendly&post_id=12')).toBe('?sort=recent');
  expect(pageQuery('?blog_name=friendly')).toBe('');
  expect(pageQuery('')).toBe('');
});
