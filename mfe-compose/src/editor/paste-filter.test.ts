import { filterPaste, sanitizeContent } from './paste-filter';

describe('rich editor', () => {
  it('keeps the allowed elements', () => {
    const html =
      '<p><b>b</b><i>i</i><sub>s</sub><sup>S</sup><small>m</small></p><h2>h</h2><blockquote>q</blockquote>' +
      '<ul><li>u</li></ul><ol><li>o</li></ol><pre>p</pre><hr><figure><img src="https://a.com/x.png" alt="x"></figure><br>';
    expect(filterPaste(html)).toBe(html);
  });

  it('unwraps other elements and keeps their text', () => {
    expect(filterPaste('<div><span style="color:red">Hi</span> <strong>there</strong><h1>Big</h1></div>')).toBe('Hi thereBig');
    expect(filterPaste('<table><tr><td>cell</td></tr></table>')).toBe('cell');
  });

  it('removes script, style, noscript and meta with their contents', () => {
    const html = '<p>a</p><script>alert(1)</script><style>p{}</style><noscript>no js</noscript><meta http-equiv="refresh" content="0;url=evil"><p>b</p>';
    expect(filterPaste(html)).toBe('<p>a</p><p>b</p>');
  });

  it('allows http, https and mailto links only', () => {
    expect(filterPaste('<a href="https://a.com" title="t">x</a>')).toBe('<a href="https://a.com" title="t">x</a>');
    expect(filterPaste('<a href="mailto:a@b.com">m</a>')).toBe('<a href="mailto:a@b.com">m</a>');
    expect(filterPaste('<a href="javascript:alert(1)">j</a>')).toBe('<a>j</a>');
    expect(filterPaste('<a href="JaVaScRiPt:alert(1)">j</a>')).toBe('<a>j</a>');
    expect(filterPaste('<a href="vbscript:x">v</a><a href="ftp://a.com">f</a>')).toBe('<a>v</a><a>f</a>');
    expect(filterPaste('<a href="data:text/html,<script>alert(1)</script>">d</a>')).toBe('<a>d</a>');
  });

  it('drops event handlers, styles, classes and ids', () => {
    expect(filterPaste('<p onclick="x()" style="color:red" class="c" id="i" data-x="1">t</p>')).toBe('<p>t</p>');
    expect(filterPaste('<img src="https://a.com/x.png" onerror="alert(1)">')).toBe('<img src="https://a.com/x.png">');
  });

  it('removes images and frames from other schemes', () => {
    expect(filterPaste('<img src="data:image/png;base64,AAAA">')).toBe('');
    expect(filterPaste('<img src="javascript:alert(1)">')).toBe('');
    expect(filterPaste('<iframe src="http://a.com/embed"></iframe>')).toBe('');
    expect(filterPaste('<iframe src="https://www.youtube.com/embed/x" allowfullscreen=""></iframe>')).toBe(
      '<iframe src="https://www.youtube.com/embed/x" allowfullscreen=""></iframe>',
    );
  });

  it('defuses hostile markup', () => {
    expect(filterPaste('<svg><script>alert(1)</script></svg><math><mi>x</mi></math>')).toBe('');
    expect(filterPaste('<object data="https://evil.com/x.swf"></object><embed src="https://evil.com/x">')).toBe('');
    expect(filterPaste('<form action="https://evil.com"><input name="p"><button>Go</button></form>')).toBe('Go');
    expect(filterPaste('<p>a<!-- <img src=x onerror=alert(1)> -->b</p>')).toBe('<p>ab</p>');
    expect(filterPaste('<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>')).not.toMatch(/<img|onerror/);
    expect(filterPaste('<a href="  javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(filterPaste('<base href="https://evil.com/"><link rel="stylesheet" href="https://evil.com/s.css">t')).toBe('t');
  });
});

describe('plain-text editor', () => {
  it('keeps p and br only', () => {
    expect(filterPaste('<p><b>bold</b> <a href="https://a.com">link</a><br><img src="https://a.com/x.png"></p>', true)).toBe(
      '<p>bold link<br></p>',
    );
  });

  it('still removes script contents', () => {
    expect(filterPaste('<p>x<script>alert(1)</script></p>', true)).toBe('<p>x</p>');
  });
});

it('gives nothing for nothing', () => {
  expect(filterPaste('')).toBe('');
});

describe('content of the site', () => {
  it('keeps paths on this site, which a paste loses', () => {
    const html = '<p><a href="/blog/ann">ann</a></p><figure><img src="/media/a.jpg"></figure>';
    expect(sanitizeContent(html)).toBe(html);
    expect(filterPaste(html)).toBe('<p><a>ann</a></p><figure></figure>');
  });

  it('still refuses other schemes and protocol-relative hosts', () => {
    expect(sanitizeContent('<a href="javascript:alert(1)">j</a><img src="//evil.com/x.png"><script>x</script>')).toBe('<a>j</a>');
    expect(sanitizeContent('<p>a<b>b</b></p>', true)).toBe('<p>ab</p>');
  });
});
