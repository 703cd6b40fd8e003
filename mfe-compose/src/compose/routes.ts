import { POST_TYPES, type BusEvents, type CreatablePostType } from '@tumbledash/shared';

export type ComposeRequest = BusEvents['compose:open'];

/** The post form routes of A§2.1. */
export type FormRoute =
  | { mode: 'new'; type: CreatablePostType; base: string }
  | { mode: 'edit'; postId: string }
  | { mode: 'reblog'; reblogId: string; reblogKey: string };

const NEW_PATH = /^(.*?)\/new\/([a-z]+)\/?$/;
const EDIT_PATH = /^\/edit\/([^/]+)\/?$/;
const REBLOG_PATH = /^\/reblog\/([^/]+)\/([^/]+)\/?$/;

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function isCreatable(type: string): type is CreatablePostType {
  return (POST_TYPES as readonly string[]).includes(type);
}

export function parseFormRoute(pathname: string): FormRoute | null {
  const created = NEW_PATH.exec(pathname);
  if (created) {
    const [, base = '', type = ''] = created;
    return isCreatable(type) ? { mode: 'new', type, base: base === '/dashboard' ? '' : base } : null;
  }
  const edited = EDIT_PATH.exec(pathname);
  if (edited?.[1]) return { mode: 'edit', postId: decode(edited[1]) };
  const reblogged = REBLOG_PATH.exec(pathname);
  if (reblogged?.[1] && reblogged[2]) return { mode: 'reblog', reblogId: decode(reblogged[1]), reblogKey: decode(reblogged[2]) };
  return null;
}

export function requestFromRoute(route: FormRoute): ComposeRequest {
  switch (route.mode) {
    case 'new':
      return { mode: 'new', type: route.type };
    case 'edit':
      return { mode: 'edit', postId: route.postId };
    case 'reblog':
      return { mode: 'reblog', reblog: { id: route.reblogId, key: route.reblogKey } };
  }
}

/**
 * The page under a form: empty for the dashboard (A§2.1). On a form route it is that route's base
 * (edit and reblog forms sit on the dashboard).
 */
export function basePath(pathname: string): string {
  const route = parseFormRoute(pathname);
  if (route) return route.mode === 'new' ? route.base : '';
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '/dashboard' ? '' : trimmed;
}

/**
 * `{base}/new/{type}`, `/edit/{postId}` or `/reblog/{reblogId}/{reblogKey}`; null without enough to say, and for
 * a submission, whose form belongs to the submit page it opens on.
 */
export function formPath(request: ComposeRequest, base: string): string | null {
  if (request.submitTo) return null;
  if (request.mode === 'new') return request.type ? `${base}/new/${request.type}` : null;
  if (request.mode === 'edit') return request.postId ? `/edit/${encodeURIComponent(request.postId)}` : null;
  const reblog = request.reblog;
  return reblog ? `/reblog/${encodeURIComponent(reblog.id)}/${encodeURIComponent(reblog.key)}` : null;
}

/** Where closing the form goes back to. */
export function baseUrl(base: string): string {
  return base || '/dashboard';
}

/** The page under the form, as the save call names it (README: context_page, context_id). */
export function saveContext(base: string): { contextPage: string; contextId: string } {
  const [page = 'dashboard', id = ''] = base.split('/').filter(Boolean).map(decode);
  return { contextPage: page, contextId: id };
}

export function sameRequest(a: ComposeRequest, b: ComposeRequest): boolean {
  if (a.submitTo || b.submitTo) return a.submitTo === b.submitTo && a.type === b.type;
  return formPath(a, '') === formPath(b, '');
}
