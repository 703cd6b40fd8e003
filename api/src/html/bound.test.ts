import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { boundHtml, MAX_DEPTH } from './bound.js';
import { purifyHtml } from './purify.js';

const options = {
  tags: new Set(['p', 'b', 'i', 'a', 'br', 'img']),
  attributes: new Set(['href', 'src']),
  dropWithContents: new Set(['script', 'style']),
};

/** Deepest nesting of a well-formed fragment of non-void tags. */
function depthOf(html: string): number {
  let depth = 0;
  let deepest = 0;
  for (const [, close] of html.matchAll(/<(\/?)(?!br\b|img\b)[a-z0-9]+/g)) {
    depth += close ? -1 : 1;
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}

describe('boundHtml', () => {
  it('flattens nesting past 100 levels: the tags go, the text stays', () => {
    const out = boundHtml(`${'<b>'.repeat(20_000)}deep${'</b>'.repeat(20_000)}`, options);
    assert.equal(out, `${'<b>'.repeat(MAX_DEPTH)}deep${'</b>'.repeat(MAX_DEPTH)}`);
    assert.equal(depthOf(boundHtml('<p><b><i>'.repeat(500), options)), MAX_DEPTH);
  });

  it('keeps at most maxElements tags', () => {
    assert.equal(boundHtml('<br>'.repeat(10), { ...options, maxElements: 3 }), '<br><br><br>');
    assert.equal(boundHtml('<p>a</p><p>b</p><p>c</p>', { ...options, maxElements: 2 }), '<p>a</p><p>b</p>c');
  });

  it('closes every tag it opens, in order, and escapes text and attributes', () => {
    assert.equal(boundHtml('<p><b>a<i>b</p>c', options), '<p><b>a<i>b</i></b></p>c');
    assert.equal(boundHtml('<a href=\'x" onclick="y\'>&lt;q&gt; &amp; 1 < 2</a>', options), '<a href="x&quot; onclick=&quot;y">&lt;q&gt; &amp; 1 &lt; 2</a>');
  });

  it('drops tags and attributes off the allow-list, and script and style with their contents', () => {
    assert.equal(boundHtml('<div onclick="x"><p style="c" href="/h">t</p></div><script>alert(1)</script><style>p{}</style>u', options), '<p href="/h">t</p>u');
    assert.equal(boundHtml('<!-- c --><?pi x?><![CDATA[d]]>e', options), 'e');
  });
});

describe('purifyHtml (the worker side)', () => {
  it('answers a 20,000-deep body quickly, flattened, not a stack overflow', () => {
    const started = performance.now();
    const out = purifyHtml(`${'<b>'.repeat(20_000)}x`, 'rich');
    assert.equal(out, `${'<b>'.repeat(MAX_DEPTH)}x${'</b>'.repeat(MAX_DEPTH)}`);
    assert.ok(performance.now() - started < 5000);
  });

  it('cannot be made to build more elements by misnested formatting tags', () => {
    const out = purifyHtml('<b><i><small><a href="/x"><p>x'.repeat(2000), 'rich');
    assert.ok((out.match(/</g) ?? []).length < 25_000, String(out.length));
  });

  it('plain keeps paragraphs and line breaks only', () => {
    assert.equal(purifyHtml('<p>q<b>b</b><a href="/x">l</a></p><br><h2>h</h2>', 'plain'), '<p>qbl</p><br>h');
  });
});
