/**
 * Post HTML in, what the reader gets out: the cases both sanitizers must answer alike (DOMPurify in the unit
 * tests, the browser's Sanitizer in the e2e test `post-html-sanitizer.spec.ts`).
 */
export interface SanitizeCase {
  name: string;
  html: string;
  clean: string;
}

const EMBED_ATTRS = 'sandbox="allow-scripts allow-popups allow-presentation"';
const EMBED_TAIL = 'loading="lazy" referrerpolicy="strict-origin-when-cross-origin"';

export const SANITIZE_CASES: SanitizeCase[] = [
  {
    name: 'keeps the allowed formatting of A§5.4; images load lazily',
    html:
      '<p><b>bold</b> <i>it</i> <small>s</small><sub>1</sub><sup>2</sup></p><h2>Head</h2><ul><li>a</li></ul>' +
      '<ol><li>b</li></ol><blockquote>q</blockquote><pre>code</pre><hr><br><figure><img src="/media/a.png" alt="A"></figure>',
    clean:
      '<p><b>bold</b> <i>it</i> <small>s</small><sub>1</sub><sup>2</sup></p><h2>Head</h2><ul><li>a</li></ul>' +
      '<ol><li>b</li></ol><blockquote>q</blockquote><pre>code</pre><hr><br><figure><img src="/media/a.png" alt="A" loading="lazy"></figure>',
  },
  {
    name: 'drops script, style and noscript with their content',
    html: '<p>hi</p><script>alert(1)</script><style>p{}</style><noscript>ns</noscript>',
    clean: '<p>hi</p>',
  },
  {
    name: 'drops event handlers such as onerror',
    html: '<img src="x.png" onerror="alert(1)"><p onclick="alert(2)" onmouseover="x()">t</p>',
    clean: '<img src="x.png" loading="lazy"><p>t</p>',
  },
  ...[
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java&#x0A;script:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'tumblr://x',
  ].map((href) => ({ name: `removes the link target ${JSON.stringify(href)}`, html: `<a href="${href}">x</a>`, clean: '<a>x</a>' })),
  {
    name: 'drops an image whose address is a data: URI, as the server does',
    html: '<img src="data:image/png;base64,AAAA" alt="d">',
    clean: '<img alt="d" loading="lazy">',
  },
  {
    name: 'keeps http, https, mailto and relative links; external ones open safely in a new tab',
    html: '<a href="https://example.com/a">1</a><a href="http://example.com/b">2</a><a href="mailto:a@b.co">3</a><a href="/tagged/x">4</a>',
    clean:
      '<a href="https://example.com/a" target="_blank" rel="noopener noreferrer nofollow">1</a>' +
      '<a href="http://example.com/b" target="_blank" rel="noopener noreferrer nofollow">2</a>' +
      '<a href="mailto:a@b.co">3</a><a href="/tagged/x">4</a>',
  },
  {
    name: 'opens a link to another site in a new tab however its address is written',
    html: '<a href="HTTPS://EXAMPLE.com/c">5</a><a href="https:&#9;//example.com/d">6</a><a href="?page=2">7</a>',
    clean:
      '<a href="HTTPS://EXAMPLE.com/c" target="_blank" rel="noopener noreferrer nofollow">5</a>' +
      '<a href="https:\t//example.com/d" target="_blank" rel="noopener noreferrer nofollow">6</a><a href="?page=2">7</a>',
  },
  {
    name: 'unwraps text containers outside the allow-list and drops everything else with its content',
    html:
      '<div class="x" style="position:fixed"><span id="s">text</span><form action="/x"><input name="q">f</form>' +
      '<svg><script>alert(1)</script></svg><object data="x.swf">o</object><h1>big</h1><em data-x="1">!</em></div><!-- c -->',
    clean: 'textbig!',
  },
  {
    name: 'never takes target, rel or sandbox from the input',
    html: '<a href="/x" target="_top" rel="opener">x</a>',
    clean: '<a href="/x">x</a>',
  },
  {
    name: 'sandboxes iframes from other https origins, names them, and drops any other iframe',
    html:
      '<iframe src="https://player.example.com/embed/1" width="500" height="281" allowfullscreen sandbox="allow-top-navigation"></iframe>' +
      '<iframe src="javascript:alert(1)"></iframe><iframe src="http://insecure.example.com/"></iframe>' +
      '<iframe src="/svc/bootstrap"></iframe><iframe srcdoc="<script>alert(1)</script>"></iframe>',
    clean: `<iframe src="https://player.example.com/embed/1" width="500" height="281" allowfullscreen="" ${EMBED_ATTRS} title="Video player" ${EMBED_TAIL}></iframe>`,
  },
  {
    name: 'keeps the name a frame came with',
    html: '<iframe src="https://player.example.com/embed/2" title="Vimeo video player"></iframe>',
    clean: `<iframe src="https://player.example.com/embed/2" title="Vimeo video player" ${EMBED_ATTRS} ${EMBED_TAIL}></iframe>`,
  },
  {
    name: 'defuses mutation-XSS and markup tricks',
    html: '<p><svg><p><style><img src=x onerror=alert(1)></style></p></svg></p><math><mi><style><img src=x onerror=alert(2)>',
    clean: '<p></p><p></p><p></p>',
  },
  {
    name: 'keeps a quoted attribute value a value',
    html: '<img src="x" alt="&quot; onerror=&quot;alert(1)">',
    clean: '<img src="x" alt="&quot; onerror=&quot;alert(1)" loading="lazy">',
  },
  { name: 'returns nothing for nothing', html: '', clean: '' },
];
