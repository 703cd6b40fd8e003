import {
  BLOG_NAME_PATTERN,
  POST_TYPES,
  SITE_SEARCH_POST_TYPES,
  SITE_SEARCH_SORTS,
  TIMELINE_PAGE_SIZE,
  pageLocation,
  type SiteSearchPostType,
  type SiteSearchSort,
} from '@tumbledash/shared';
import { tagPath } from '../post-card/urls';

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
  /** A tagged page's sort and post type, read from the address (`?sort=…&filter_post_type=…`). */
  tagFilters?: TagFilters;
  /** More query parameters of every page's API call (the tag filters that differ from the defaults). */
  query?: string;
}

/** Sort and post type of a tag page, the same as the site search's (issue 11 item 7). */
export interface TagFilters {
  sort: SiteSearchSort;
  postType: SiteSearchPostType;
}

/** Recent keeps the posts featured in the tag on top, as the tag page always showed them. */
export const DEFAULT_TAG_FILTERS: TagFilters = { sort: 'recent', postType: 'any' };

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return values.includes(value as T) ? (value as T) : fallback;
}

/** The tag filters of an address's query; unknown values fall back to the defaults. */
export function tagFiltersFromSearch(search: string): TagFilters {
  const params = new URLSearchParams(search);
  return {
    sort: oneOf(SITE_SEARCH_SORTS, params.get('sort'), DEFAULT_TAG_FILTERS.sort),
    postType: oneOf(SITE_SEARCH_POST_TYPES, params.get('filter_post_type'), DEFAULT_TAG_FILTERS.postType),
  };
}

/** The query naming the filters that differ from the defaults ('' when none do). */
export function tagFiltersQuery(filters: TagFilters): string {
  const params = new URLSearchParams();
  if (filters.sort !== DEFAULT_TAG_FILTERS.sort) params.set('sort', filters.sort);
  if (filters.postType !== DEFAULT_TAG_FILTERS.postType) params.set('filter_post_type', filters.postType);
  return params.toString();
}

/** The address of a tag page with these filters. */
export function taggedPagePath(tag: string, filters: TagFilters): string {
  const query = tagFiltersQuery(filters);
  return query ? `${tagPath(tag)}?${query}` : tagPath(tag);
}

/** The pages at one-word addresses, named by their kind, and their feeds' names. */
const SIMPLE_LABELS: Record<string, string> = {
  dashboard: 'Dashboard',
  drafts: 'Drafts',
  queue: 'Queue',
  inbox: 'Inbox',
  likes: 'Likes',
  explore: 'Trending posts',
};

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

/** The timeline of the page shown now: the page's address (shared `pageLocation`), under a post form the page it was opened over. */
export function shownPageRoot(): PageRoot | null {
  const { pathname, search } = pageLocation();
  return pageRootFromPath(pathname, search);
}

/**
 * The timeline shown at a path, or null when the path is not a timeline page.
 * Post-form routes keep their base page (A§2.1): `{base}/new/{type}`, and `/edit/…`, `/reblog/…` whose base is
 * the dashboard; so do conversation links. `search` (the address's query) picks a tag page's sort and post
 * type: each choice is its own timeline, so the page's address always names the timeline on screen.
 */
export function pageRootFromPath(pathname: string, search = ''): PageRoot | null {
  let segments = pathname.split('/').filter(Boolean);
  const [first] = segments;
  if ((first === 'edit' && segments.length === 2) || (first === 'reblog' && segments.length === 3) || CONVERSATION_PATH.test(pathname)) {
    segments = ['dashboard'];
  } else if (segments.length >= 2 && segments.at(-2) === 'new' && FORM_TYPES.includes(segments.at(-1) ?? '')) {
    segments = segments.length > 2 ? segments.slice(0, -2) : ['dashboard'];
  }
  const [head, arg, ...rest] = segments;
  if (head === undefined || rest.length > 0) return null;
  const label = SIMPLE_LABELS[head];
  if (label && arg === undefined) return { kind: head as PageRootKind, key: head, apiPath: head, label };
  if (arg === undefined) return null;
  const value = decodeSegment(arg)?.trim();
  if (!value) return null;
  if (head === 'tagged') {
    const tagFilters = tagFiltersFromSearch(search);
    const query = tagFiltersQuery(tagFilters);
    return {
      kind: 'tagged',
      key: query ? `tagged/${value}?${query}` : `tagged/${value}`,
      apiPath: `tagged/${encodeURIComponent(value)}`,
      label: `#${value}`,
      tag: value,
      tagFilters,
      ...(query ? { query } : {}),
    };
  }
  if (head === 'blog' && BLOG_NAME_PATTERN.test(value)) {
    const name = value.toLowerCase();
    return { kind: 'blog', key: `blog/${name}`, apiPath: `blog/${name}`, label: name };
  }
  return null;
}

/** First page without `before`; later pages continue before the last post's id (`next`). */
export function timelineUrl(root: PageRoot, before: string | null, limit = TIMELINE_PAGE_SIZE): string {
  const cursor = before === null ? '' : `/before/${encodeURIComponent(before)}`;
  const extra = root.query ? `&${root.query}` : '';
  return `/svc/post/${root.apiPath}${cursor}?limit=${limit}${extra}`;
}
