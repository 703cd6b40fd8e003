import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Editor } from './editor';
import { UNDO_DEBOUNCE_MS } from './undo-history';

const execCommand = jest.fn(() => true);
const queryCommandValue = jest.fn(() => '');
let changes: string[] = [];

beforeAll(() => {
  Object.assign(document, { execCommand, queryCommandValue });
});

afterAll(() => {
  Reflect.deleteProperty(document, 'execCommand');
  Reflect.deleteProperty(document, 'queryCommandValue');
});

beforeEach(() => {
  changes = [];
  execCommand.mockClear();
});

function Harness({ initial = '', plainText = false }: { initial?: string; plainText?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <Editor
      label="Body"
      value={value}
      editorType="rich"
      plainText={plainText}
      onChange={(next) => {
        changes.push(next);
        setValue(next);
      }}
    />
  );
}

function cursorAtEnd(element: HTMLElement) {
  element.focus();
  const range = document.createRange();
  range.selectNodeContents(element);
  range.collapse(false);
  window.getSelection()?.removeAllRanges();
  window.getSelection()?.addRange(range);
}

function typeHtml(element: HTMLElement, html: string) {
  element.innerHTML = html;
  fireEvent.input(element);
}

function paste(element: HTMLElement, data: Record<string, string>) {
  fireEvent.paste(element, { clipboardData: { getData: (type: string) => data[type] ?? '', files: [] } });
}

it('shows the value sanitized and reports what is typed', () => {
  render(<Harness initial={'<p>Hi<script>alert(1)</script></p>'} />);
  const body = screen.getByRole('textbox', { name: 'Body' });
  expect(body.innerHTML).toBe('<p>Hi</p>');
  typeHtml(body, '<p>Hello</p>');
  expect(changes).toEqual(['<p>Hello</p>']);
});

it.each([
  ['b', 'KeyB', false, 'bold', undefined],
  ['i', 'KeyI', false, 'italic', undefined],
  ['^', 'Digit6', true, 'strikeThrough', undefined],
  ['&', 'Digit7', true, 'insertOrderedList', undefined],
  ['*', 'Digit8', true, 'insertUnorderedList', undefined],
  ['@', 'Digit2', true, 'formatBlock', '<h2>'],
  ['(', 'Digit9', true, 'formatBlock', '<blockquote>'],
])('runs the shortcut meta+%s', (key, code, shiftKey, command, value) => {
  render(<Harness initial="<p>x</p>" />);
  fireEvent.keyDown(screen.getByRole('textbox', { name: 'Body' }), { key, code, metaKey: true, shiftKey });
  expect(execCommand).toHaveBeenCalledWith(command, false, ...(value ? [value] : []));
});

it('toggles a headline back to a paragraph', () => {
  queryCommandValue.mockReturnValueOnce('h2');
  render(<Harness initial="<h2>x</h2>" />);
  fireEvent.keyDown(screen.getByRole('textbox', { name: 'Body' }), { key: '@', code: 'Digit2', ctrlKey: true, shiftKey: true });
  expect(execCommand).toHaveBeenCalledWith('formatBlock', false, '<p>');
});

it('filters what is pasted', () => {
  render(<Harness initial="<p>a</p>" />);
  const body = screen.getByRole('textbox', { name: 'Body' });
  cursorAtEnd(body);
  paste(body, { 'text/html': '<p onclick="x()">b<script>alert(1)</script><a href="javascript:evil()">c</a><span>d</span></p>' });
  expect(body.innerHTML).toBe('<p>a</p><p>b<a>c</a>d</p>');
  expect(changes.at(-1)).toBe('<p>a</p><p>b<a>c</a>d</p>');
});

it('pastes plain text as paragraphs, and keeps only p and br in the plain-text editor', () => {
  render(<Harness plainText />);
  const body = screen.getByRole('textbox', { name: 'Body' });
  cursorAtEnd(body);
  paste(body, { 'text/html': '<h2><b>Big</b></h2><p>x<br>y</p>' });
  expect(body.innerHTML).toBe('Big<p>x<br>y</p>');
  expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
});

it('types curly quotes', () => {
  render(<Harness />);
  const body = screen.getByRole('textbox', { name: 'Body' });
  typeHtml(body, 'say ');
  cursorAtEnd(body);
  fireEvent.keyDown(body, { key: '"', code: 'Quote', shiftKey: true });
  expect(body.textContent).toBe('say \u201c');
  body.append('hi');
  cursorAtEnd(body);
  fireEvent.keyDown(body, { key: '"', code: 'Quote', shiftKey: true });
  expect(body.textContent).toBe('say \u201chi\u201d');
  expect(changes.at(-1)).toBe('say \u201chi\u201d');
});

it('undoes and redoes steps captured after 500 ms', () => {
  jest.useFakeTimers();
  try {
    render(<Harness initial="<p>one</p>" />);
    const body = screen.getByRole('textbox', { name: 'Body' });
    typeHtml(body, '<p>one two</p>');
    act(() => jest.advanceTimersByTime(UNDO_DEBOUNCE_MS));
    typeHtml(body, '<p>one two three</p>');
    fireEvent.keyDown(body, { key: 'z', code: 'KeyZ', metaKey: true });
    expect(body.innerHTML).toBe('<p>one two</p>');
    fireEvent.keyDown(body, { key: 'z', code: 'KeyZ', metaKey: true });
    expect(body.innerHTML).toBe('<p>one</p>');
    fireEvent.keyDown(body, { key: 'Z', code: 'KeyZ', metaKey: true, shiftKey: true });
    expect(body.innerHTML).toBe('<p>one two</p>');
    expect(changes.at(-1)).toBe('<p>one two</p>');
  } finally {
    jest.useRealTimers();
  }
});

it('opens the link box with meta+k and inserts the link where the cursor was', async () => {
  const user = userEvent.setup();
  render(<Harness initial="<p>see </p>" />);
  const body = screen.getByRole('textbox', { name: 'Body' });
  cursorAtEnd(body.querySelector('p') as HTMLElement);
  fireEvent.keyDown(body, { key: 'k', code: 'KeyK', metaKey: true });
  await user.type(screen.getByLabelText('Link URL'), 'example.com{Enter}');
  expect(body.innerHTML).toBe('<p>see <a href="https://example.com">https://example.com</a></p>');
});
