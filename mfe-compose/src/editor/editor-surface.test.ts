import { EDITOR_WARNINGS, EditorSurface, imageHtml } from './editor-surface';

function setup(html: string) {
  document.body.innerHTML = `<div id="editor" contenteditable="true">${html}</div><input id="outside">`;
  const element = document.getElementById('editor') as HTMLElement;
  return { element, surface: new EditorSurface(element) };
}

function placeCursor(node: Node, offset: number) {
  const range = document.createRange();
  range.setStart(node, offset);
  range.collapse(true);
  window.getSelection()?.removeAllRanges();
  window.getSelection()?.addRange(range);
}

it('needs an element to start', () => {
  expect(() => new EditorSurface(null)).toThrow('An element is required to start the editor');
});

it('inserts HTML at the cursor', () => {
  const { element, surface } = setup('<p>Hello world</p>');
  placeCursor(element.querySelector('p')?.firstChild as Node, 5);
  surface.insertHtml('<b>!</b>');
  expect(element.innerHTML).toBe('<p>Hello<b>!</b> world</p>');
});

it('warns about empty data and a missing cursor', () => {
  const { surface } = setup('<p>x</p>');
  expect(() => surface.insertHtml('  ')).toThrow(EDITOR_WARNINGS.emptyData);
  window.getSelection()?.removeAllRanges();
  expect(() => surface.insertHtml('<b>x</b>')).toThrow('Cannot insert without the editor having a cursor or selection');
  placeCursor(document.getElementById('outside') as Node, 0);
  expect(() => surface.insertText('x')).toThrow(EDITOR_WARNINGS.noSelection);
});

it('inserts at the remembered cursor after focus went elsewhere', () => {
  const { element, surface } = setup('<p>ab</p>');
  placeCursor(element.querySelector('p')?.firstChild as Node, 1);
  surface.saveSelection();
  window.getSelection()?.removeAllRanges();
  surface.insertHtml('<i>i</i>');
  expect(element.innerHTML).toBe('<p>a<i>i</i>b</p>');
});

it('inserts at the remembered cursor without taking the focus from where the person types now', () => {
  const { element, surface } = setup('<p>ab</p>');
  placeCursor(element.querySelector('p')?.firstChild as Node, 1);
  surface.saveSelection();
  const outside = document.getElementById('outside') as HTMLInputElement;
  outside.focus();
  placeCursor(outside, 0);
  surface.insertHtml('<i>1</i>');
  surface.insertHtml('<i>2</i>');
  expect(element.innerHTML).toBe('<p>a<i>1</i><i>2</i>b</p>');
  expect(outside).toHaveFocus();
  expect(element.contains(window.getSelection()?.anchorNode ?? null)).toBe(false);
});

it('goes at the end when the editor never had a cursor', () => {
  const { element, surface } = setup('<p>ab</p>');
  expect(() => surface.insertHtml('<hr>')).toThrow(EDITOR_WARNINGS.noSelection);
  surface.rememberEnd();
  surface.insertHtml('<hr>');
  expect(element.innerHTML).toBe('<p>ab</p><hr>');
});

it('reads the text before the cursor and types text', () => {
  const { element, surface } = setup('<p>say it</p>');
  placeCursor(element.querySelector('p')?.firstChild as Node, 4);
  expect(surface.textBeforeCursor()).toBe('say ');
  surface.insertText('\u201c');
  expect(element.textContent).toBe('say \u201cit');
  surface.cursorToEnd();
  surface.insertText('.');
  expect(element.textContent).toBe('say \u201cit.');
});

it('builds image HTML from a URL or an object, and refuses anything else', () => {
  expect(imageHtml('https://a.com/x.png')).toBe('<figure><img src="https://a.com/x.png" alt=""></figure>');
  expect(imageHtml({ url: '/media/a.jpg', alt: 'A "cat"' })).toBe('<figure><img src="/media/a.jpg" alt="A &quot;cat&quot;"></figure>');
  expect(() => imageHtml(42)).toThrow('Unknown source type for inserting an image');
  expect(() => imageHtml({ file: 'x' })).toThrow(EDITOR_WARNINGS.unknownImageSource);
});

it('inserts after a link when the cursor is at its end', () => {
  const { element, surface } = setup('<p>see <a href="https://a.com">here</a></p>');
  placeCursor(element.querySelector('a')?.firstChild as Node, 4);
  surface.insertHtml('<b>!</b>');
  expect(element.innerHTML).toBe('<p>see <a href="https://a.com">here</a><b>!</b></p>');
  placeCursor(element.querySelector('a')?.firstChild as Node, 2);
  surface.insertHtml('<i>-</i>');
  expect(element.innerHTML).toBe('<p>see <a href="https://a.com">he<i>-</i>re</a><b>!</b></p>');
});
