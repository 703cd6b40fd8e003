import { readFile } from 'node:fs/promises';
import { dirname, join, posix } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PRELOADED_IDS, TIMELINE_PAGE_SIZE, type BootstrapResponse, type TimelinePage } from '../contracts.js';
import type { Db } from '../db/connect.js';
import { mountableTable } from '../platform/contracts.js';
import { remoteTableFor, requestUserId } from '../canary/assign.js';
import { firstScreenImage, imagePreloadLink, type ImagePreload } from './first-screen-images.js';
import { firstScreenHtml } from './first-screen-html.js';
import { blogFirstScreenHtml } from './blog-first-screen-html.js';

/**
 * index.html filled in for the page asked (issue 14, "no waterfall"): preload links for the remotes the
 * page shows first (from their manifests), and as JSON the current remotes.json, the bootstrap answer, on
 * /dashboard and /blog/{name} the first page of posts, and on /blog/{name} the blog's header. Whatever
 * cannot be had is left out: the client then fetches it as before.
 */

type RemoteTable = Record<string, { entry: string; version: string }>;

interface Manifest {
  remoteEntry?: { name?: string; path?: string };
  exposes?: { name: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/** Remote and exposed module a page shows at once: the header everywhere, the timeline on timeline pages. */
type Wanted = [remote: string, expose: string];
const FIRST_SCREEN_REMOTES: Wanted[] = [['mfe-header', 'app']];
const TIMELINE_REMOTES: Wanted[] = [...FIRST_SCREEN_REMOTES, ['mfe-dashboard', 'app']];
/** A blog's page: the blog viewer's full page, whose cards are the dashboard's post card. */
const BLOG_REMOTES: Wanted[] = [...FIRST_SCREEN_REMOTES, ['mfe-dashboard', 'PostCard'], ['mfe-peepr', 'BlogPage']];
const TIMELINE_PAGE = /^\/(?:dashboard|drafts|queue|inbox|likes|tagged\/[^/]+|blog\/[^/]+)\/?$/;
const BLOG_PAGE = /^\/blog\/([A-Za-z0-9-]{1,32})\/?$/;

/** JSON that cannot end its script element or break a line inside one. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export interface IndexAdditions {
  /** Scripts the page will run soon, `<link rel="preload" as="script">`. */
  scripts: string[];
  /**
   * Stylesheets those scripts attach before they run, `<link rel="preload" as="style" fetchpriority="low">`:
   * at a stylesheet's usual highest priority they shared the first bytes with the LCP picture and counted as
   * render-blocking, while they are needed only once the remotes' code runs, after it arrived.
   */
  styles?: string[];
  /** JSON the page will fetch, `<link rel="preload" as="fetch">`. */
  fetches: string[];
  /** id → value, written as `<script type="application/json" id>`. */
  data: Record<string, unknown>;
  /** The first screen's largest picture (first-screen-images.ts), preloaded before any script. */
  images?: ImagePreload[];
  /** The first screen drawn on the server (first-screen-html.ts), at the end of <main>. */
  firstScreen?: string;
}

/** Preload links go at the end of <head>, data at the end of <body> (the shell's script is deferred). */
export function fillIndex(html: string, { scripts, styles = [], fetches, data, images = [], firstScreen = '' }: IndexAdditions): string {
  const links = [
    ...images.map(imagePreloadLink),
    ...fetches.map((href) => `<link rel="preload" as="fetch" crossorigin href="${attribute(href)}">`),
    ...styles.map((href) => `<link rel="preload" as="style" fetchpriority="low" href="${attribute(href)}">`),
    ...scripts.map((href) => `<link rel="preload" as="script" href="${attribute(href)}">`),
  ].join('');
  const json = Object.entries(data)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([id, value]) => `<script type="application/json" id="${attribute(id)}">${scriptJson(value)}</script>`)
    .join('');
  const withLinks = html.includes('</head>') ? html.replace('</head>', `${links}</head>`) : `${links}${html}`;
  const drawn = firstScreen && withLinks.includes('</main>') ? withLinks.replace('</main>', `${firstScreen}</main>`) : withLinks;
  return drawn.includes('</body>') ? drawn.replace('</body>', `${json}</body>`) : `${drawn}${json}`;
}

/** The API address of the first timeline page shown at `pathname`, when it is one worth sending along. */
export function firstPageUrl(pathname: string): string | null {
  if (/^\/dashboard\/?$/.test(pathname)) return `/svc/post/dashboard?limit=${TIMELINE_PAGE_SIZE}`;
  const blog = BLOG_PAGE.exec(pathname);
  return blog ? `/svc/post/blog/${blog[1]!.toLowerCase()}?limit=${TIMELINE_PAGE_SIZE}` : null;
}

/** The API address of the blog header shown at `pathname` (a blog's page), as mfe-peepr asks for it. */
export function blogHeaderUrl(pathname: string): string | null {
  const blog = BLOG_PAGE.exec(pathname);
  return blog ? `/svc/indash_blog/header?tumblelog_name_or_id=${blog[1]!.toLowerCase()}` : null;
}

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** Published manifests never change (a new build is a new version): each is read once. */
const manifests = new Map<string, Promise<Manifest | null>>();

function readManifest(dataDir: string, entry: string): Promise<Manifest | null> {
  const file = join(dataDir, posix.normalize(entry).replace(/^\/+/, ''));
  let manifest = manifests.get(file);
  if (!manifest) {
    manifest = readJson<Manifest>(file);
    manifests.set(file, manifest);
    void manifest.then((value) => value === null && manifests.delete(file));
  }
  return manifest;
}

/** remoteEntry.js and the chunks and stylesheets of each wanted exposed module, from the manifests; remotes without it are skipped. */
export async function remotePreloads(dataDir: string, table: RemoteTable, wanted: Wanted[]): Promise<Pick<IndexAdditions, 'scripts' | 'styles' | 'fetches'>> {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const fetches = new Set<string>();
  for (const [name, exposeName] of wanted) {
    const remote = table[name];
    if (!remote?.entry.startsWith('/remotes/') || !remote.entry.endsWith('/mf-manifest.json')) continue;
    const manifest = await readManifest(dataDir, remote.entry);
    const expose = manifest?.exposes?.find((candidate) => candidate.name === exposeName);
    if (!manifest || !expose) continue;
    const base = dirname(remote.entry);
    fetches.add(remote.entry);
    scripts.add(`${base}/${manifest.remoteEntry?.name ?? 'remoteEntry.js'}`);
    for (const file of expose.assets?.js?.sync ?? []) scripts.add(`${base}/${file}`);
    for (const file of expose.assets?.css?.sync ?? []) styles.add(`${base}/${file}`);
  }
  return { scripts: [...scripts], styles: [...styles], fetches: [...fetches] };
}

function wantedAt(pathname: string): Wanted[] {
  if (BLOG_PAGE.test(pathname)) return BLOG_REMOTES;
  return TIMELINE_PAGE.test(pathname) ? TIMELINE_REMOTES : FIRST_SCREEN_REMOTES;
}

/** Session cookies a response set, as a Cookie header the next internal request sends. */
function cookiesAfter(requestCookie: string | undefined, setCookie: string | string[] | undefined): string | undefined {
  const set = (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []).map((line) => line.split(';')[0]!.trim());
  if (set.length === 0) return requestCookie;
  const names = new Set(set.map((pair) => pair.split('=')[0]));
  const kept = (requestCookie ?? '').split(';').map((pair) => pair.trim()).filter((pair) => pair && !names.has(pair.split('=')[0]));
  return [...kept, ...set].join('; ');
}

/** An API answer for this visitor, asked inside the process; null unless it succeeded. */
async function internalGet(app: FastifyInstance, request: FastifyRequest, url: string, cookie: string | undefined) {
  const forwarded = ['user-agent', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'host'] as const;
  const headers: Record<string, string> = {};
  for (const name of forwarded) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  if (cookie) headers.cookie = cookie;
  const response = await app.inject({ method: 'GET', url, headers });
  if (response.statusCode !== 200) return null;
  const body = response.json() as { response?: unknown };
  return { response: body.response, setCookie: response.headers['set-cookie'] };
}

/** The first screen drawn on the server (/dashboard and /blog/{name}), from this visitor's own answers. */
function drawnFirstScreen(pathname: string, blogName: string | null, page: TimelinePage | undefined, bootstrap: BootstrapResponse | undefined): string {
  const posts = Array.isArray(page?.posts) ? page.posts : [];
  if (blogName) return blogFirstScreenHtml(blogName, posts, bootstrap ?? null);
  return /^\/dashboard\/?$/.test(pathname) ? firstScreenHtml(posts) : '';
}

/** The filled-in index.html for this request; plain index.html when anything goes wrong. */
export async function indexPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  { dataDir, shellDist, db }: { dataDir: string; shellDist: string; db: Db },
): Promise<string> {
  const html = await readFile(join(shellDist, 'index.html'), 'utf8');
  try {
    const pathname = request.url.split('?')[0] ?? '/';
    // This visitor's remotes (with their canaries), so the preloads name the builds the shell will mount.
    const table = await remoteTableFor(db, dataDir, () => requestUserId(db, request));
    const bootstrap = await internalGet(app, request, '/svc/bootstrap', request.headers.cookie);
    if (bootstrap?.setCookie) reply.header('set-cookie', bootstrap.setCookie);
    const cookie = cookiesAfter(request.headers.cookie, bootstrap?.setCookie);
    const pageUrl = firstPageUrl(pathname);
    const headerUrl = blogHeaderUrl(pathname);
    const [page, header] = await Promise.all([
      pageUrl ? internalGet(app, request, pageUrl, cookie) : null,
      headerUrl ? internalGet(app, request, headerUrl, cookie) : null,
    ]);
    // The one-bundle build (bench:web's baseline) loads no federated remotes.
    const monolith = html.includes('<meta name="td-build" content="monolith"');
    const preloads = monolith ? { scripts: [], fetches: [] } : await remotePreloads(dataDir, mountableTable(table ?? {}), wantedAt(pathname));
    const blogName = BLOG_PAGE.exec(pathname)?.[1]?.toLowerCase() ?? null;
    const image = firstScreenImage(pathname, page?.response as TimelinePage | undefined, blogName);
    return fillIndex(html, {
      ...preloads,
      images: image ? [image] : [],
      firstScreen: drawnFirstScreen(pathname, blogName, page?.response as TimelinePage | undefined, bootstrap?.response as BootstrapResponse | undefined),
      data: {
        [PRELOADED_IDS.remotes]: table,
        [PRELOADED_IDS.bootstrap]: bootstrap?.response,
        [PRELOADED_IDS.firstPage]: page && pageUrl ? { url: pageUrl, page: page.response } : undefined,
        [PRELOADED_IDS.blogHeader]: header && headerUrl ? { url: headerUrl, page: header.response } : undefined,
      },
    });
  } catch (error) {
    request.log.warn({ err: error }, 'index.html served without preloaded data');
    return html;
  }
}
