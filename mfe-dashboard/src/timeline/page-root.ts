import { BLOG_NAME_PATTERN, POST_TYPES, TIMELINE_PAGE_SIZE } from '@tumbledash/shared';

export type PageRootKind = 'dashboard' | 'drafts' | 'queue' | 'inbox' | 'likes' | 'explore' | 'tagged' | 'blog';

/** Which timeline a page shows; `apiPath` goes after `/svc/post/` (A§7.2 `{pageRoot}`). */
export interface PageRoot {
  kind: PageRootKind;
  /** Cache key: one cached timeline (pages + scroll offset) per key. */
  key: string;
  apiPath: string;
  /** Accessible name of the feed. */
  label: string;
  /** The tag, on a tagged page. */
  tag?: string;
}

const SIMPLE_ROOTS: Record<string, { kind: PageRootKind; label: string }> = {
  dashboard: { kind: 'dashboard', label: 'Dashboard' },
  drafts: { kind: 'drafts', label: 'Drafts' },
  queue: { kind: 'queue', label: 'Queue' },
  inbox: { kind: 'inbox', label: 'Inbox' },
  likes: { kind: 'likes', label: 'Likes' },
  explore: { kind: 'explore', label: 'Trending posts' },
};

const DASHBOARD: PageRoot = { kind: 'dashboard', key: 'dashboard', apiPath: 'dashboard', label: 'Dashboard' };

const FORM_TYPES: readonly string[] = [...POST_TYPES, 'note'];

/** Conversation links (B§2) open a messaging window over the dashboard. */
const CONVERSATION_PATH = /^\/(?:conversation\/new|messaging\/conversation)\/[^/]+\/?$/;

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The timeline shown at a path, or null when the path is not a timeline page.
 * Post-form routes keep their base page (A§2.1): `{base}/new/{type}`, and `/edit/…`, `/reblog/…` whose base is
 * the dashboard; so do conversation links.
 */
export function pageRootFromPath(pathname: string): PageRoot | null {
  let segments = pathname.split('/').filter(Boolean);
  const [first] = segments;
  if ((first === 'edit' && segments.length === 2) || (first === 'reblog' && segments.length === 3)) return DASHBOARD;
  if (CONVERSATION_PATH.test(pathname)) return DASHBOARD;
  if (segments.length >= 2 && segments.at(-2) === 'new' && FORM_TYPES.includes(segments.at(-1) ?? '')) {
    segments = segments.slice(0, -2);
    if (segments.length === 0) return DASHBOARD;
  }
  const [head, arg, ...rest] = segments;
  if (head === undefined || rest.length > 0) return null;
  const simple = SIMPLE_ROOTS[head];
  if (simple && arg === undefined) return { ...simple, key: head, apiPath: head };
  if (arg === undefined) return null;
  const value = decodeSegment(arg)?.trim();
  if (!value) return null;
  if (head === 'tagged') {
    return { kind: 'tagged', key: `tagged/${value}`, apiPath: `tagged/${encodeURIComponent(value)}`, label: `#${value}`, tag: value };
  }
  if (head === 'blog' && BLOG_NAME_PATTERN.test(value)) {
    const name = value.toLowerCase();
    return { kind: 'blog', key: `blog/${name}`, apiPath: `blog/${name}`, label: name };
  }
  return null;
}

/** First page without `before`; later pages continue before the last post's id (`next`). */
export function timelineUrl(root: PageRoot, before: string | null): string {
  const cursor = before === null ? '' : `/before/${encodeURIComponent(before)}`;
  return `/svc/post/${root.apiPath}${cursor}?limit=${TIMELINE_PAGE_SIZE}`;
}

/** Link target of a tag (the tagged page). */
export function tagPath(tag: string): string {
  return `/tagged/${encodeURIComponent(tag)}`;
}
