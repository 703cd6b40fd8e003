import { convertEditorValue, markdownToHtml } from './markdown';

it('renders Markdown into the elements the allow-list keeps', () => {
  expect(markdownToHtml('# Title\n\n**bold** and *it*')).toBe('<h2>Title</h2>\n<p><b>bold</b> and <i>it</i></p>');
  expect(markdownToHtml('```\n<b>x</b>\n```')).toBe('<pre>&lt;b&gt;x&lt;/b&gt;</pre>');
  expect(markdownToHtml('use `a<b`')).toBe('<p>use a&lt;b</p>');
  expect(markdownToHtml('- one\n- two')).toBe('<ul>\n<li>one</li>\n<li>two</li>\n</ul>');
  expect(markdownToHtml('[x](https://a.com)')).toBe('<p><a href="https://a.com">x</a></p>');
  expect(markdownToHtml('   ')).toBe('');
});

it('converts a slot when the editor type changes', () => {
  expect(convertEditorValue('**a**', 'markdown', 'rich')).toBe('<p><b>a</b></p>');
  expect(convertEditorValue('<p>a</p>', 'rich', 'markdown')).toBe('<p>a</p>');
  expect(convertEditorValue('<p>a</p>', 'rich', 'html')).toBe('<p>a</p>');
  expect(convertEditorValue('**a**', 'markdown', 'markdown')).toBe('**a**');
});
