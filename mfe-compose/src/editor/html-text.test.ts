import { escapeHtml, isBlankHtml, textToHtml } from './html-text';

it('sees empty markup as blank', () => {
  expect(isBlankHtml('')).toBe(true);
  expect(isBlankHtml('<p><br></p>')).toBe(true);
  expect(isBlankHtml('<p>&nbsp; </p>')).toBe(true);
  expect(isBlankHtml('<p>x</p>')).toBe(false);
  expect(isBlankHtml('<figure><img src="https://a.com/x.gif"></figure>')).toBe(false);
});

it('escapes text for HTML', () => {
  expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
});

it('turns plain text into paragraphs and line breaks', () => {
  expect(textToHtml('one\ntwo\r\n\r\nthree <b>')).toBe('<p>one<br>two</p><p>three &lt;b&gt;</p>');
  expect(textToHtml('\n\n')).toBe('');
});
