import { NOTES_PAGE_SIZE } from '../actions/api-types';

/** GET /svc/post/{id}/notes — newest first; `before` continues from a page's `next`. */
export function notesUrl(postId: string, before: string | null): string {
  const cursor = before === null ? '' : `&before=${encodeURIComponent(before)}`;
  return `/svc/post/${encodeURIComponent(postId)}/notes?limit=${NOTES_PAGE_SIZE}${cursor}`;
}
