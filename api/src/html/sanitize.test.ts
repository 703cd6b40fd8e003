import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { HttpError } from '../http/envelope.js';
import { BUSY, configureSanitizer, MAX_HTML_LENGTH, sanitizeHtml, sanitizerState, TOO_COMPLEX, TOO_LONG } from './sanitize.js';

describe('sanitizeHtml (worker pool)', () => {
  // Each test starts from the server's settings, whatever the one before it changed or where it stopped.
  afterEach(() => configureSanitizer({ budgetMs: 5000, queueMs: 30_000, threads: 2, idleMs: 30_000 }));

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

  it('does not count the wait for a thread against a call’s budget: a burst of posts all save', async () => {
    await configureSanitizer({ threads: 1, budgetMs: 1500 });
    const post = (n: number) => `<p>Post ${n}: <b>bold</b>, <a href="https://a.example/${n}">a link</a>.</p>`.repeat(500);
    // On one thread each waits for those before it: the last far longer than the budget of one (a budget
    // loose enough for one post on a busy machine).
    const saved = await Promise.all(Array.from({ length: 30 }, (_, n) => sanitizeHtml(post(n))));
    saved.forEach((html, n) => assert.ok(html.startsWith(`<p>Post ${n}: <b>bold</b>`), `post ${n}`));
  });

  it('answers 429 busy when a call waits for a thread longer than the queue allows', async () => {
    await configureSanitizer({ threads: 1, queueMs: 50 });
    // The thread is started first: only the wait behind another call is measured here.
    await sanitizeHtml('<p>warm</p>');
    const post = '<p>x <b>y</b> <a href="https://a.example/">z</a></p>'.repeat(800);
    const results = await Promise.allSettled(Array.from({ length: 4 }, () => sanitizeHtml(post)));
    assert.equal(results[0]!.status, 'fulfilled');
    const refused = results.filter((result) => result.status === 'rejected').map((result) => (result as PromiseRejectedResult).reason as HttpError);
    assert.ok(refused.length > 0, 'some waited past 50 ms');
    for (const error of refused) assert.deepEqual([error.statusCode, error.message], [429, BUSY]);
  });

  it('keeps saving large posts one after another: none is refused because of those cleaned before it', async () => {
    await configureSanitizer({ threads: 1, budgetMs: 30_000 });
    const large = (n: number) => `<p>Post ${n}: <b>bold</b>, <i>italic</i>, <a href="https://a.example/${n}">a link</a>.</p>`.repeat(700);
    // Each of these once stayed in the thread's heap (~18 MB each) until, about the 12th, the thread ran out of
    // heap and the post answered 400. Now a thread lets go of them, and one past 3/4 of its heap is replaced.
    for (let n = 0; n < 24; n += 1) assert.ok((await sanitizeHtml(large(n))).startsWith(`<p>Post ${n}: <b>bold</b>`), `post ${n}`);
  });

  it('ends idle threads and starts one again for the next call', async () => {
    await configureSanitizer({ idleMs: 100 });
    assert.equal(await sanitizeHtml('<p>one</p>'), '<p>one</p>');
    assert.ok(sanitizerState().threads >= 1);
    const deadline = Date.now() + 10_000;
    while (sanitizerState().threads > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(sanitizerState().threads, 0);
    assert.equal(await sanitizeHtml('<p>two</p>'), '<p>two</p>');
  });
});
