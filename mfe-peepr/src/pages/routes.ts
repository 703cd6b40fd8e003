export type PeeprPage =
  | { kind: 'blog'; blogName: string }
  | { kind: 'post'; blogName: string; postId: string }
  | { kind: 'ask'; blogName: string }
  | { kind: 'submit'; blogName: string }
  | { kind: 'follow'; blogName: string }
  | { kind: 'search'; term: string }
  | { kind: 'search-form'; redirect: string };

const NAME = '([A-Za-z0-9-]{1,100})';
const PAGES: [RegExp, (match: RegExpExecArray) => PeeprPage][] = [
  [new RegExp(`^/blog/${NAME}/?$`), (m) => ({ kind: 'blog', blogName: m[1]!.toLowerCase() })],
  // A post's permalink (post_url): /blog/{name}/{id} with an optional slug.
  [new RegExp(`^/blog/${NAME}/(\\d{1,19})(?:/[^/]*)?/?$`), (m) => ({ kind: 'post', blogName: m[1]!.toLowerCase(), postId: m[2]! })],
  [new RegExp(`^/blog/${NAME}/ask/?$`), (m) => ({ kind: 'ask', blogName: m[1]!.toLowerCase() })],
  [new RegExp(`^/blog/${NAME}/submit/?$`), (m) => ({ kind: 'submit', blogName: m[1]!.toLowerCase() })],
  [new RegExp(`^/follow/${NAME}/?$`), (m) => ({ kind: 'follow', blogName: m[1]!.toLowerCase() })],
  [/^\/search\/([^/]+)\/?$/, (m) => ({ kind: 'search', term: decodeURIComponent(m[1]!) })],
];

/** Which of the viewer's pages a path shows, if any. */
export function pageOf(pathname: string, search: string): PeeprPage | null {
  if (/^\/search\/?$/.test(pathname)) {
    const params = new URLSearchParams(search);
    const q = params.get('q')?.trim() ?? '';
    params.delete('q');
    const rest = params.toString();
    return { kind: 'search-form', redirect: q ? `/search/${encodeURIComponent(q)}${rest ? `?${rest}` : ''}` : '/dashboard' };
  }
  for (const [pattern, page] of PAGES) {
    const match = pattern.exec(pathname);
    if (match) {
      try {
        return page(match);
      } catch {
        return null;
      }
    }
  }
  return null;
}
