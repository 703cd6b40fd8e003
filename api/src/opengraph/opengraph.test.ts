import assert from 'node:assert/strict';
import { lookup } from 'node:dns/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../testing/app.js';
import { actors, type Actors } from '../testing/post-fixtures.js';
import { isPublicAddress } from './address.js';
import { fetchHtml, UnreadablePageError, type ResolvedAddress } from './fetch.js';
import type { OpenGraphData } from '../contracts.js';
import { parseOpenGraph } from './parse.js';

const ROUTE = '/svc/post/opengraph';

const FIXTURE = `<!doctype html>
<html><head>
  <meta charset="utf-8">
  <TITLE>Fallback &amp; title</TITLE>
  <meta property="og:title" content="Cats &amp; Dogs: a &quot;history&quot; &#8212; part&nbsp;1">
  <meta property="og:title" content="Second og:title is ignored">
  <META PROPERTY="og:description" CONTENT="  Everything about
     cats,   dogs &lt;and&gt; more. ">
  <meta property="og:image" content="/images/cover.jpg?size=large&amp;v=2">
  <meta property="og:site_name" content="Pet Weekly">
  <meta property="article:author" content="Ada Lovelace">
  <meta name="author" content="Someone Else">
  <meta name="description" content="The plain description.">
</head><body><svg><title>An icon</title></svg><p>Hello</p></body></html>`;

describe('parseOpenGraph', () => {
  const page = new URL('https://pets.example/articles/1?ref=x');

  it('reads og: tags with entities decoded, whitespace collapsed and the image made absolute', () => {
    assert.deepEqual(parseOpenGraph(FIXTURE, page), {
      title: 'Cats & Dogs: a "history" — part 1',
      description: 'Everything about cats, dogs <and> more.',
      image: 'https://pets.example/images/cover.jpg?size=large&v=2',
      author: 'Ada Lovelace',
      site_name: 'Pet Weekly',
    });
  });

  it('falls back to <title>, meta description and meta author; missing values are empty', () => {
    const html = `<html><head><svg><title>not this</title></svg><title>
      Plain   page </title><meta name="Description" content="About it"><meta name="author" content="B. Writer">
      <meta property="og:image" content="javascript:alert(1)"></head></html>`;
    assert.deepEqual(parseOpenGraph(html, page), { title: 'Plain page', description: 'About it', image: '', author: 'B. Writer', site_name: '' });
    assert.deepEqual(parseOpenGraph('', page), { title: '', description: '', image: '', author: '', site_name: '' });
    assert.deepEqual(parseOpenGraph('<meta property="og:image" content="//cdn.example/a.png"><title>unclosed', new URL('http://x.example/')), {
      title: 'unclosed', description: '', image: 'http://cdn.example/a.png', author: '', site_name: '',
    });
  });

  it('reads images against <base href>', () => {
    const html = '<head><base href="https://static.example/assets/"><meta property="og:image" content="pic.png"></head>';
    assert.equal(parseOpenGraph(html, page).image, 'https://static.example/assets/pic.png');
  });
});

describe('isPublicAddress', () => {
  it('allows public unicast only', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8']) assert.equal(isPublicAddress(address), true, address);
    const refused = [
      '127.0.0.1', '127.9.9.9', '10.0.0.1', '172.16.5.4', '172.31.255.255', '192.168.0.1', '100.64.0.1', '169.254.169.254',
      '0.0.0.0', '0.1.2.3', '224.0.0.1', '239.255.255.250', '255.255.255.255', '::', '::1', 'fe80::1', 'fe80::1%eth0',
      'fc00::1', 'fd00:ec2::254', 'ff02::1', '::ffff:127.0.0.1', '::ffff:169.254.169.254', '::ffff:10.1.1.1', '::127.0.0.1',
      '64:ff9b::a00:1', '2002:a00:1::', '2001:db8::1', 'not an address', '',
    ];
    for (const address of refused) assert.equal(isPublicAddress(address), false, address);
  });
});

describe('POST /svc/post/opengraph', () => {
  let site: Server;
  let port = 0;
  let hits: string[] = [];
  /** Host names the injected resolver was asked for. */
  let lookups: string[] = [];
  /**
   * One app per test file (with DATABASE_URL each app resets the schema): it lets `og.test` (resolved to
   * 127.0.0.1) through, and only that name; every other host meets the default rules, resolved by the
   * system resolver unless the table below names it.
   */
  let local: TestApp;
  let l: Actors;

  const page = (body: string) => `<html><head><title>${body}</title><meta property="og:image" content="/pic.png"></head></html>`;

  before(async () => {
    site = createServer((request, response) => {
      hits.push(request.url ?? '');
      const url = new URL(request.url ?? '/', 'http://og.test');
      const html = (body: string, type = 'text/html; charset=utf-8') => {
        response.writeHead(200, { 'content-type': type });
        response.end(body);
      };
      switch (url.pathname) {
        case '/page':
          return html(FIXTURE);
        case '/redirect':
          response.writeHead(302, { location: '/page' });
          return response.end();
        case '/to-loopback':
          response.writeHead(301, { location: `http://127.0.0.1:${port}/page` });
          return response.end();
        case '/to-metadata':
          response.writeHead(307, { location: 'http://169.254.169.254/latest/meta-data/' });
          return response.end();
        case '/chain': {
          const n = Number(url.searchParams.get('n'));
          if (n <= 0) return html(page('end of chain'));
          response.writeHead(302, { location: `/chain?n=${n - 1}` });
          return response.end();
        }
        case '/json':
          return html('{"title":"x"}', 'application/json');
        case '/missing':
          response.writeHead(404, { 'content-type': 'text/html' });
          return response.end(page('not found'));
        case '/slow':
          return; // never answers
        case '/gzip':
          response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
          return response.end(gzipSync(page('Squeezed')));
        case '/latin1':
          response.writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' });
          return response.end(Buffer.from(page('Café crème'), 'latin1'));
        case '/big':
          // The preview is at the top; the rest (2 MB) is never read.
          return html(page('Big page') + '<p>filler</p>'.repeat(160_000) + '<meta property="og:description" content="too far down">');
        default:
          response.writeHead(404);
          return response.end();
      }
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    port = (site.address() as AddressInfo).port;

    const resolve = async (hostname: string): Promise<ResolvedAddress[]> => {
      lookups.push(hostname);
      const table: Record<string, ResolvedAddress[]> = {
        'og.test': [{ address: '127.0.0.1', family: 4 }],
        'private.test': [{ address: '10.0.0.7', family: 4 }],
        'mixed.test': [{ address: '93.184.216.34', family: 4 }, { address: '127.0.0.1', family: 4 }],
        'mapped.test': [{ address: '::ffff:127.0.0.1', family: 6 }],
      };
      return table[hostname] ?? lookup(hostname, { all: true, verbatim: true });
    };
    local = await createTestApp({
      seed: true,
      server: { opengraph: { resolve, allowAddress: (address, hostname) => hostname === 'og.test' && address === '127.0.0.1', timeoutMs: 1000 } },
    });
    l = await actors(local);
  });
  after(async () => {
    site.closeAllConnections();
    await new Promise<void>((resolve) => site.close(() => resolve()));
    await local.close();
  });

  const preview = (url: unknown, who = () => l.demo) => who().post<OpenGraphData>(ROUTE, { url });
  const og = (path: string) => `http://og.test:${port}${path}`;

  it('needs a signed-in user and the form key', async () => {
    assert.equal((await l.anonymous.post(ROUTE, { url: 'https://example.com/' })).statusCode, 401);
    const noKey = await l.demo.post(ROUTE, { url: 'https://example.com/' }, null);
    assert.equal(noKey.statusCode, 403);
  });

  it('answers Not a valid URL for anything but an http(s) URL with a host', async () => {
    for (const url of [undefined, '', '   ', 'example', 'ftp://example.com/file', 'javascript:alert(1)', 'file:///etc/passwd', 'http://', 'https://nodot/', `https://x.example/${'a'.repeat(2000)}`, 42]) {
      const response = await l.demo.post(ROUTE, url === undefined ? {} : { url });
      assert.equal(response.statusCode, 400, `${String(url)}: ${response.body}`);
      assert.equal(response.envelope.meta.msg, 'Not a valid URL');
      assert.deepEqual(response.envelope.errors, [{ field: 'url', detail: 'Not a valid URL' }]);
    }
  });

  it('refuses loopback, private and link-local addresses, without connecting', async () => {
    hits = [];
    const refused = [
      `http://127.0.0.1:${port}/page`,
      `http://[::1]:${port}/page`,
      `http://localhost.:${port}/page`,
      `http://0x7f000001:${port}/page`,
      `http://[::ffff:127.0.0.1]:${port}/page`,
      'http://10.0.0.1/',
      'http://192.168.1.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fe80::1]/',
      'http://0.0.0.0:80/',
    ];
    for (const url of refused) {
      const response = await preview(url);
      assert.equal(response.statusCode, 400, `${url}: ${response.body}`);
      assert.equal(response.envelope.meta.msg, 'Could not read that page.');
    }
    assert.deepEqual(hits, [], 'the local server was never reached');
  });

  it('refuses by default, with no options at all', async () => {
    hits = [];
    for (const url of [`http://127.0.0.1:${port}/page`, `http://[::1]:${port}/page`, 'http://10.1.2.3/', 'http://169.254.169.254/latest/meta-data/']) {
      await assert.rejects(fetchHtml(new URL(url)), UnreadablePageError, url);
    }
    assert.deepEqual(hits, []);
  });

  it('refuses host names that resolve to a refused address, or to one among others', async () => {
    hits = [];
    for (const host of ['private.test', 'mixed.test', 'mapped.test', 'unknown.invalid']) {
      const response = await preview(`http://${host}:${port}/page`);
      assert.equal(response.statusCode, 400, host);
    }
    assert.deepEqual(hits, []);
  });

  it('reads a page’s OpenGraph data', async () => {
    const response = await preview(og('/page'));
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.envelope.response, {
      url: og('/page'),
      title: 'Cats & Dogs: a "history" — part 1',
      description: 'Everything about cats, dogs <and> more.',
      image: og('/images/cover.jpg?size=large&v=2'),
      author: 'Ada Lovelace',
      site_name: 'Pet Weekly',
    });
  });

  it('follows up to three redirects, answering the final URL, and checks every hop', async () => {
    lookups = [];
    const redirected = await preview(og('/redirect'));
    assert.equal(redirected.statusCode, 200, redirected.body);
    assert.equal(redirected.envelope.response.url, og('/page'));
    // One lookup per hop, and the connection goes to the address checked (no second lookup to rebind).
    assert.deepEqual(lookups, ['og.test', 'og.test']);
    assert.equal((await preview(og('/chain?n=3'))).envelope.response.title, 'end of chain');
    assert.equal((await preview(og('/chain?n=4'))).statusCode, 400, 'a fourth redirect is one too many');

    hits = [];
    const toLoopback = await preview(og('/to-loopback'));
    assert.equal(toLoopback.statusCode, 400, 'a redirect to 127.0.0.1 is refused');
    assert.deepEqual(hits, ['/to-loopback'], 'the redirect target was never fetched');
    assert.equal((await preview(og('/to-metadata'))).statusCode, 400);
  });

  it('reads only text/html with a success status, within the time limit', async () => {
    assert.equal((await preview(og('/json'))).statusCode, 400);
    assert.equal((await preview(og('/missing'))).statusCode, 400);
    const started = Date.now();
    const slow = await preview(og('/slow'));
    assert.equal(slow.statusCode, 400);
    assert.equal(slow.envelope.meta.msg, 'Could not read that page.');
    assert.ok(Date.now() - started < 3000, 'gave up at the timeout');
    assert.equal((await preview(`http://og.test:1/page`)).statusCode, 400, 'connection refused');
  });

  it('decompresses, honours the charset and reads at most 1 MB', async () => {
    assert.equal((await preview(og('/gzip'))).envelope.response.title, 'Squeezed');
    assert.equal((await preview(og('/latin1'))).envelope.response.title, 'Café crème');
    const big = await preview(og('/big'));
    assert.equal(big.statusCode, 200);
    assert.equal(big.envelope.response.title, 'Big page');
    assert.equal(big.envelope.response.description, '');
    assert.equal(big.envelope.response.image, og('/pic.png'));
  });
});
