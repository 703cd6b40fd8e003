import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expandBracketKeys } from './bracket-keys.js';
import { isBlankHtml, sanitizeHtml, sanitizeQuote } from './sanitize.js';

describe('sanitizeHtml', () => {
  it('keeps the allow-list and drops everything else', () => {
    assert.equal(sanitizeHtml('<p>Hi <b>there</b> <span>you</span></p>'), '<p>Hi <b>there</b> you</p>');
    assert.equal(sanitizeHtml('<h2 class="x" style="color:red" onclick="a()">T</h2>'), '<h2>T</h2>');
    assert.equal(sanitizeHtml('<h1>Big</h1><em>e</em>'), 'Bige');
  });

  it('removes script, style, noscript and meta with their contents', () => {
    assert.equal(sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{}</style><noscript>no</noscript><meta charset="x">'), '<p>a</p>');
  });

  it('allows only http, https, mailto and site paths in href and src', () => {
    assert.equal(sanitizeHtml('<a href="javascript:alert(1)">x</a>'), '<a>x</a>');
    assert.equal(sanitizeHtml('<a href="https://a.example/">x</a>'), '<a href="https://a.example/">x</a>');
    assert.equal(sanitizeHtml('<a href="mailto:a@b.c">x</a>'), '<a href="mailto:a@b.c">x</a>');
    assert.equal(sanitizeHtml('<a href="/blog/x">x</a>'), '<a href="/blog/x">x</a>');
    assert.equal(sanitizeHtml('<a href="//evil.example/">x</a>'), '<a>x</a>');
    assert.equal(sanitizeHtml('<img src="data:image/png;base64,AAA" alt="a">'), '<img alt="a">');
  });

  it('keeps https iframes only', () => {
    assert.equal(
      sanitizeHtml('<iframe src="https://www.youtube.com/embed/x" width="400" allowfullscreen></iframe>'),
      '<iframe src="https://www.youtube.com/embed/x" width="400" allowfullscreen=""></iframe>',
    );
    assert.equal(sanitizeHtml('<p>v</p><iframe src="http://a.example/"></iframe>'), '<p>v</p>');
  });

  it('survives hostile markup', () => {
    assert.equal(sanitizeHtml('<img src=x onerror=alert(1)>'), '<img>');
    assert.equal(sanitizeHtml('<svg><script>alert(1)</script></svg><p>ok</p>'), '<p>ok</p>');
    assert.equal(sanitizeQuote('<p>q<b>b</b></p><br>'), '<p>qb</p><br>');
  });

  it('knows blank HTML', () => {
    assert.equal(isBlankHtml('<p> &nbsp;</p><br>'), true);
    assert.equal(isBlankHtml('<p><img src="/media/a.png"></p>'), false);
  });
});

describe('expandBracketKeys', () => {
  it('nests bracket keys like JSON and drops prototype paths', () => {
    assert.deepEqual(expandBracketKeys({ 'post[type]': 'text', 'post[one]': 'T', 'is_rich_text[two]': '1', channel_id: 'a', 'images[o1]': '/media/x.png' }), {
      post: { type: 'text', one: 'T' },
      is_rich_text: { two: '1' },
      channel_id: 'a',
      images: { o1: '/media/x.png' },
    });
    assert.deepEqual(expandBracketKeys({ '__proto__[x]': '1', 'a[__proto__]': '1', 'a[constructor][x]': '1', 'b[]': '1' }), {});
    assert.deepEqual(expandBracketKeys({ a: 'flat', 'a[b]': 'nested' }), { a: 'flat' });
  });
});
