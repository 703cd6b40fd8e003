import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { isPublicAddress } from './address.js';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Every address of a host name (A and AAAA). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface PageFetchOptions {
  /** Name resolution; the system resolver (`dns.lookup`, all addresses) by default. Tests inject one. */
  resolve?: Resolver;
  /**
   * Tests only (never set by main.ts): lets one (address, host name) pair through although it is not public,
   * e.g. a local server under a made-up host name. Every other address still meets the default rules.
   */
  allowAddress?: (address: string, hostname: string) => boolean;
  /** The whole fetch, redirects included (5 s). */
  timeoutMs?: number;
  /** HTML read at most (1 MiB, after decompression); the rest is not read. */
  maxBytes?: number;
  maxRedirects?: number;
}

export const OPENGRAPH_TIMEOUT_MS = 5000;
export const OPENGRAPH_MAX_BYTES = 1_048_576;
export const OPENGRAPH_MAX_REDIRECTS = 3;
const USER_AGENT = 'Mozilla/5.0 (compatible; TumbledashBot/1.0; link preview)';
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** The page cannot be read: a refused address, a timeout, an error status, not HTML, a network error. */
export class UnreadablePageError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'UnreadablePageError';
  }
}

const systemResolver: Resolver = async (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

function hostnameOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new UnreadablePageError('timed out'));
    const onAbort = () => reject(new UnreadablePageError('timed out'));
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** The address to connect to: every address of the host must be allowed (else the request is refused). */
async function checkedAddress(url: URL, options: PageFetchOptions, signal: AbortSignal): Promise<ResolvedAddress> {
  const hostname = hostnameOf(url);
  const literal = isIP(hostname);
  let addresses: ResolvedAddress[];
  if (literal) addresses = [{ address: hostname, family: literal }];
  else {
    try {
      addresses = await abortable((options.resolve ?? systemResolver)(hostname), signal);
    } catch (error) {
      if (error instanceof UnreadablePageError) throw error;
      throw new UnreadablePageError(`cannot resolve ${hostname}`);
    }
  }
  if (addresses.length === 0) throw new UnreadablePageError(`no address for ${hostname}`);
  for (const { address } of addresses) {
    if (!isPublicAddress(address) && !options.allowAddress?.(address, hostname)) {
      throw new UnreadablePageError(`refused address ${address} of ${hostname}`);
    }
  }
  return addresses[0]!;
}

/** A lookup that answers only the address already checked, so the connection goes where the check looked (no DNS rebinding). */
function pinnedLookup(target: ResolvedAddress): LookupFunction {
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  }) as unknown as LookupFunction;
}

function get(url: URL, target: ResolvedAddress, signal: AbortSignal): Promise<http.IncomingMessage> {
  const hostname = hostnameOf(url);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      {
        protocol: url.protocol,
        hostname,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        headers: {
          'user-agent': USER_AGENT,
          accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
          'accept-encoding': 'gzip, deflate, br',
          'accept-language': 'en',
        },
        // A fresh connection each time: never a pooled socket opened for another address.
        agent: false,
        lookup: pinnedLookup(target),
        ...(url.protocol === 'https:' && !isIP(hostname) ? { servername: hostname } : {}),
        signal,
      },
      resolve,
    );
    request.on('error', reject);
    request.end();
  });
}

function decoderFor(encoding: string | undefined): zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress | null | undefined {
  switch ((encoding ?? 'identity').trim().toLowerCase()) {
    case 'identity':
    case '':
      return null;
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'deflate':
      return zlib.createInflate();
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      return undefined;
  }
}

/** Up to `maxBytes` of the (decompressed) body; the rest is never read. */
async function readCapped(response: http.IncomingMessage, maxBytes: number): Promise<Buffer> {
  const decoder = decoderFor(response.headers['content-encoding']);
  if (decoder === undefined) throw new UnreadablePageError('unknown content encoding');
  let body: Readable = response;
  if (decoder) {
    response.on('error', (error) => decoder.destroy(error));
    body = response.pipe(decoder);
  }
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      const piece = chunk.subarray(0, maxBytes - length);
      chunks.push(piece);
      length += piece.length;
      if (length >= maxBytes) break;
    }
  } finally {
    response.destroy();
    decoder?.destroy();
  }
  return Buffer.concat(chunks);
}

/** The charset of the Content-Type header, else of a <meta> near the top, else UTF-8. */
function decodeHtml(bytes: Buffer, contentType: string): string {
  const declared =
    /;\s*charset\s*=\s*"?([\w.:-]+)/i.exec(contentType)?.[1] ??
    /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(bytes.subarray(0, 4096).toString('latin1'))?.[1] ??
    'utf-8';
  try {
    return new TextDecoder(declared).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/**
 * GETs an http(s) page for its preview: each hop's host resolved and every address checked (public unicast
 * only), the connection made to that checked address, at most `maxRedirects` redirects followed the same
 * way, the whole within the timeout, only `text/html`, at most `maxBytes` read. Any failure is an
 * UnreadablePageError. Answers the final URL and the HTML.
 */
export async function fetchHtml(start: URL, options: PageFetchOptions = {}): Promise<{ url: URL; html: string }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? OPENGRAPH_TIMEOUT_MS);
  const maxRedirects = options.maxRedirects ?? OPENGRAPH_MAX_REDIRECTS;
  try {
    let url = start;
    for (let hop = 0; ; hop += 1) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UnreadablePageError('not http(s)');
      if (url.username || url.password) throw new UnreadablePageError('credentials in the URL');
      const target = await checkedAddress(url, options, controller.signal);
      const response = await get(url, target, controller.signal);
      const status = response.statusCode ?? 0;
      if (REDIRECTS.has(status)) {
        response.destroy();
        const location = response.headers.location;
        if (!location) throw new UnreadablePageError('redirect without a location');
        if (hop >= maxRedirects) throw new UnreadablePageError('too many redirects');
        try {
          url = new URL(location, url);
        } catch {
          throw new UnreadablePageError('bad redirect');
        }
        continue;
      }
      if (status < 200 || status >= 300) {
        response.destroy();
        throw new UnreadablePageError(`status ${status}`);
      }
      const contentType = response.headers['content-type'] ?? '';
      if (contentType.split(';')[0]!.trim().toLowerCase() !== 'text/html') {
        response.destroy();
        throw new UnreadablePageError(`not html: ${contentType}`);
      }
      const bytes = await readCapped(response, options.maxBytes ?? OPENGRAPH_MAX_BYTES);
      return { url, html: decodeHtml(bytes, contentType) };
    }
  } catch (error) {
    if (error instanceof UnreadablePageError) throw error;
    throw new UnreadablePageError(controller.signal.aborted ? 'timed out' : (error as Error).message);
  } finally {
    clearTimeout(timer);
  }
}
