import { gif } from '../test-support/fixtures';
import { gifHtml } from './gif-html';

it("inserts the GIF with 'Originally posted by %1$s'", () => {
  expect(gifHtml(gif('1'))).toBe(
    '<figure><img src="https://media.example.com/1.gif" alt="" width="250" height="200"></figure>' +
      '<p>Originally posted by <a href="https://carol.example.com/post/1">carol</a></p>',
  );
});

it('escapes what the server sent', () => {
  const html = gifHtml({ ...gif('1'), rootBlog: '<b>x</b>', rootPostUrl: '', postUrl: '', width: 0 });
  expect(html).toBe('<figure><img src="https://media.example.com/1.gif" alt=""></figure><p>Originally posted by &lt;b&gt;x&lt;/b&gt;</p>');
});
