import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expandBracketKeys } from './bracket-keys.js';
import { isBlankHtml, sanitizeHtml, sanitizeQuote } from './sanitize.js';

describe('sanitizeHtml', () => {
  it('keeps the allow-list and drops everything else', async () => {
    assert.equal(await sanitizeHtml('<p>Hi <b>there</b> <span>you</span></p>'), '<p>Hi <b>there</b> you</p>');
    assert.equal(await sanitizeHtml('<h2 class="x" style="color:red" onclick="a()">T</h2>'), '<h2>T</h2>');
    assert.equal(await sanitizeHtml('<h1>Big</h1><em>e</em>'), 'Bige');
  });

  it('removes script, style, noscript and meta with their contents', async () => {
    assert.equal(await sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{}</style><noscript>no</noscript><meta charset="x">'), '<p>a</p>');
  });

  it('allows only http, https, mailto and site paths in href and src', async () => {
    assert.equal(await sanitizeHtml('<a href="javascript:alert(1)">x</a>'), '<a>x</a>');
    assert.equal(await sanitizeHtml('<a href="https://a.example/">x</a>'), '<a href="https://a.example/">x</a>');
    assert.equal(await sanitizeHtml('<a href="mailto:a@b.c">x</a>'), '<a href="mailto:a@b.c">x</a>');
    assert.equal(await sanitizeHtml('<a href="/blog/x">x</a>'), '<a href="/blog/x">x</a>');
    assert.equal(await sanitizeHtml('<a href="//evil.example/">x</a>'), '<a>x</a>');
    assert.equal(await sanitizeHtml('<img src="data:image/png;base64,AAA" alt="a">'), '<img alt="a">');
  });

  it('keeps iframes of the known players only, sandboxed without allow-same-origin, lazy, with a referrer policy', async () => {
    assert.equal(
      await sanitizeHtml('<iframe src="https://www.youtube.com/embed/x" width="400" sandbox="allow-scripts allow-same-origin" loading="eager" allowfullscreen></iframe>'),
      '<iframe src="https://www.youtube.com/embed/x" width="400" allowfullscreen="" sandbox="allow-scripts allow-popups allow-presentation" referrerpolicy="strict-origin-when-cross-origin" loading="lazy"></iframe>',
    );
    for (const src of ['https://player.vimeo.com/video/1', 'https://w.soundcloud.com/player/?url=x', 'https://open.spotify.com/embed/track/1']) {
      assert.match(await sanitizeHtml(`<iframe src="${src}"></iframe>`), /^<iframe src=/, src);
    }
    for (const src of ['http://www.youtube.com/embed/x', 'https://a.example/', 'https://www.youtube.com.evil.example/embed/x', 'https://www.youtube.com/watch?v=x', 'https://user@www.youtube.com/embed/x', '/media/a.html', 'javascript:alert(1)']) {
      assert.equal(await sanitizeHtml(`<p>v</p><iframe src="${src}"></iframe>`), '<p>v</p>', src);
    }
  });

  it('survives hostile markup', async () => {
    assert.equal(await sanitizeHtml('<img src=x onerror=alert(1)>'), '<img>');
    assert.equal(await sanitizeHtml('<svg><script>alert(1)</script></svg><p>ok</p>'), '<p>ok</p>');
    assert.equal(await sanitizeQuote('<p>q<b>b</b></p><br>'), '<p>qb</p><br>');
  });

  it('knows blank HTML', async () => {
    assert.equal(isBlankHtml('<p> &nbsp;</p><br>'), true);
    assert.equal(isBlankHtml('<p><img src="/media/a.png"></p>'), false);
  });
});

describe('expandBracketKeys', () => {
  it('nests bracket keys like JSON and drops prototype paths', async () => {
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
