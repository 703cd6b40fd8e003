import { ApiError } from '@tumbledash/shared';
import { descriptionHtml, descriptionText, headerSaveError } from './description';

it('edits the description as plain text and saves it escaped in one paragraph, as /settings/blog does', () => {
  expect(descriptionText('<p>A test blog. See <a href="https://example.com">x</a></p>')).toBe('A test blog. See x');
  expect(descriptionText('<p>A &lt;b&gt; &amp; more</p>')).toBe('A <b> & more');
  expect(descriptionHtml(`Tom & "Jerry" <script>'`)).toBe('<p>Tom &#38; &#34;Jerry&#34; &#60;script&#62;&#39;</p>');
  expect(descriptionText(descriptionHtml('a < b & c'))).toBe('a < b & c');
});

it('puts a too-long title or description in words, and keeps the server’s other messages', () => {
  const tooLong = (field: string, limit: number) => new ApiError(400, `${field} must be at most ${limit} characters.`, [{ field, detail: `${field} must be at most ${limit} characters.` }]);
  expect(headerSaveError(tooLong('tumblelog.description', 2000))).toBe('The description can be at most 2000 characters.');
  expect(headerSaveError(tooLong('tumblelog.title', 100))).toBe('The title can be at most 100 characters.');
  expect(headerSaveError(new ApiError(403, 'Only the owner of this blog can change its header.'))).toBe('Only the owner of this blog can change its header.');
});
