import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { HttpError } from '../http/envelope.js';
import { configureSanitizer, MAX_HTML_LENGTH, sanitizeHtml, TOO_COMPLEX, TOO_LONG } from './sanitize.js';

describe('sanitizeHtml (worker pool)', () => {
  after(() => configureSanitizer({ budgetMs: 5000 }));

  it('sanitizes in a worker thread, by profile', async () => {
    assert.equal(await sanitizeHtml('<p onclick="x()">a<script>b</script><b>c</b></p>'), '<p>a<b>c</b></p>');
    assert.equal(await sanitizeHtml('<p>a<b>c</b></p>', 'plain'), '<p>ac</p>');
    assert.equal(await sanitizeHtml(''), '');
  });

  it('refuses more than the longest field with a 400', async () => {
    await assert.rejects(sanitizeHtml('a'.repeat(MAX_HTML_LENGTH + 1)), (error: HttpError) => error.statusCode === 400 && error.message === TOO_LONG);
  });

  it('answers 400 TOO_COMPLEX when a call runs past its time budget, and the next call still works', async () => {
    await configureSanitizer({ budgetMs: 1 });
    const heavy = '<p>x <b>y</b> <a href="https://a.example/">z</a></p>'.repeat(1200);
    await assert.rejects(sanitizeHtml(heavy), (error: HttpError) => error.statusCode === 400 && error.message === TOO_COMPLEX);
    await configureSanitizer({ budgetMs: 5000 });
    assert.equal(await sanitizeHtml('<p>fine</p>'), '<p>fine</p>');
  });
});
