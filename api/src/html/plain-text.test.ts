import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { plainText } from './plain-text.js';

describe('plainText', () => {
  it('reads block tags as spaces and drops inline ones', () => {
    assert.equal(plainText('<p>One</p><p>two<br>three</p><ul><li>a</li><li>b</li></ul>'), 'One two three a b');
    assert.equal(plainText('<p><b>Bold</b>, <a href="/x">linked</a>.</p>'), 'Bold, linked.');
    assert.equal(plainText('<h2>Title</h2><blockquote>Quote</blockquote>'), 'Title Quote');
    assert.equal(plainText('<p>One&nbsp;<i>two</i></p>\n<p>&quot;three&quot; &#39;four&#39;</p><style>p{}</style>'), 'One two "three" \'four\'');
  });

  it('drops scripts and styles with their text', () => {
    assert.equal(plainText('<p>Kept</p><script>alert("x")</script><STYLE>p { color: red }</STYLE><p>too</p>'), 'Kept too');
  });

  it('reads the common entities once, and folds whitespace', () => {
    assert.equal(plainText('Fish &amp; chips &lt;3 &quot;yes&quot; it&#39;s it&apos;s&nbsp;here'), 'Fish & chips <3 "yes" it\'s it\'s here');
    assert.equal(plainText('&amp;lt;'), '&lt;');
    assert.equal(plainText('  <p>\n a \t\n b </p>  '), 'a b');
    assert.equal(plainText(''), '');
  });
});
