import { sanitizeHtml } from './sanitize';

function parse(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = sanitizeHtml(html);
  return host;
}

describe('sanitizeHtml', () => {
  it('keeps the allowed formatting of A§5.4', () => {
    const html =
      '<p><b>bold</b> <i>it</i> <small>s</small><sub>1</sub><sup>2</sup></p><h2>Head</h2><ul><li>a</li></ul>' +
      '<ol><li>b</li></ol><blockquote>q</blockquote><pre>code</pre><hr><br><figure><img src="/media/a.png" alt="A"></figure>';
    const host = parse(html);
    for (const tag of ['p', 'b', 'i', 'small', 'sub', 'sup', 'h2', 'ul', 'ol', 'li', 'blockquote', 'pre', 'hr', 'br', 'figure', 'img']) {
      expect(host.querySelector(tag)).not.toBeNull();
    }
    expect(host.querySelector('img')?.getAttribute('src')).toBe('/media/a.png');
  });

  it('drops script elements with their content', () => {
    const host = parse('<p>hi</p><script>alert(1)</script><style>p{}</style><noscript>ns</noscript>');
    expect(host.innerHTML).toBe('<p>hi</p>');
  });

  it('drops event handlers such as onerror', () => {
    const host = parse('<img src="x.png" onerror="alert(1)"><p onclick="alert(2)" onmouseover="x()">t</p>');
    expect(host.innerHTML).not.toMatch(/onerror|onclick|onmouseover|alert/);
    expect(host.querySelector('img')).not.toBeNull();
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'tumblr://x',
  ])('removes the link target %j', (href) => {
    const link = parse(`<a href="${href}">x</a>`).querySelector('a');
    expect(link).not.toBeNull();
    expect(link?.hasAttribute('href')).toBe(false);
  });

  it('keeps http, https, mailto and relative links; external ones open safely in a new tab', () => {
    const host = parse(
      '<a href="https://example.com/a">1</a><a href="http://example.com/b">2</a><a href="mailto:a@b.co">3</a><a href="/tagged/x">4</a>',
    );
    const links = Array.from(host.querySelectorAll('a'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://example.com/a', 'http://example.com/b', 'mailto:a@b.co', '/tagged/x']);
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(links[3]).not.toHaveAttribute('target');
  });

  it('drops elements and attributes outside the allow-list but keeps their text', () => {
    const host = parse(
      '<div class="x" style="position:fixed"><span id="s">text</span><form action="/x"><input name="q"></form>' +
        '<svg><script>alert(1)</script></svg><object data="x.swf"></object><h1>big</h1></div>',
    );
    expect(host.innerHTML).toBe('textbig');
  });

  it('never takes target, rel or sandbox from the input', () => {
    const host = parse('<a href="/x" target="_top" rel="opener">x</a>');
    expect(host.querySelector('a')).not.toHaveAttribute('target');
    expect(host.querySelector('a')).not.toHaveAttribute('rel');
  });

  it('sandboxes iframes from other https origins and drops any other iframe', () => {
    const host = parse(
      '<iframe src="https://player.example.com/embed/1" width="500" height="281" allowfullscreen sandbox="allow-top-navigation"></iframe>' +
        '<iframe src="javascript:alert(1)"></iframe><iframe src="http://insecure.example.com/"></iframe>' +
        '<iframe src="/svc/bootstrap"></iframe><iframe srcdoc="<script>alert(1)</script>"></iframe>',
    );
    const frames = host.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0]).toHaveAttribute('src', 'https://player.example.com/embed/1');
    expect(frames[0]).toHaveAttribute('sandbox', 'allow-scripts allow-popups allow-presentation');
    expect(frames[0]).not.toHaveAttribute('srcdoc');
  });

  it('names every frame for screen readers, keeping the name it came with', () => {
    const host = parse(
      '<iframe src="https://player.example.com/embed/1"></iframe><iframe src="https://player.example.com/embed/2" title="Vimeo video player"></iframe>',
    );
    const [untitled, titled] = host.querySelectorAll('iframe');
    expect(untitled).toHaveAccessibleName('Video player');
    expect(titled).toHaveAccessibleName('Vimeo video player');
  });

  it('defuses mutation-XSS and markup tricks', () => {
    const host = parse('<p><svg><p><style><img src=x onerror=alert(1)></style></p></svg></p><math><mi><style><img src=x onerror=alert(2)>');
    expect(host.innerHTML).not.toMatch(/onerror/);
    expect(parse('<img src="x" alt="&quot; onerror=&quot;alert(1)">').querySelector('img')?.getAttributeNames()).not.toContain('onerror');
  });

  it('returns an empty string for empty input', () => {
    expect(sanitizeHtml('')).toBe('');
  });
});
