/** What a peepr target asks for (B§2 "any element marked as a peepr target"). */
export interface PeeprRequest {
  blogName: string;
  postId?: string;
}

/**
 * The attribute that marks a peepr target: `data-peepr='{"tumblelog":"name","postId":"123"}'` on a link to the
 * blog. Any remote marks its blog names and avatars with it; one document-level listener reads it.
 */
export const PEEPR_ATTRIBUTE = 'data-peepr';

/** The request a marked element holds; null for a target without data (then the link opens normally). */
export function requestOf(element: Element): PeeprRequest | null {
  const raw = element.getAttribute(PEEPR_ATTRIBUTE);
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as { tumblelog?: unknown; postId?: unknown };
    if (typeof data.tumblelog !== 'string' || !/^[a-z0-9-]{1,100}$/i.test(data.tumblelog)) return null;
    const postId = typeof data.postId === 'string' && /^\d{1,19}$/.test(data.postId) ? data.postId : undefined;
    return postId ? { blogName: data.tumblelog.toLowerCase(), postId } : { blogName: data.tumblelog.toLowerCase() };
  } catch {
    return null;
  }
}

/** The marked element an event started in, if any. */
export function targetOf(event: Event): Element | null {
  const start = event.target;
  return start instanceof Element ? start.closest(`[${PEEPR_ATTRIBUTE}]`) : null;
}

/**
 * The marked element a pointer moved over: a hover (B§2) is a mouse or pen that moves onto it. An element that
 * comes under a resting pointer (a conversation window opening) gets a mouseover but no move, and a finger's tap
 * gets a mouseover and a move of its own; neither is a hover.
 */
export function hoveredTarget(event: PointerEvent): Element | null {
  return event.pointerType === 'touch' ? null : targetOf(event);
}

/** A modified click (ctrl or meta, or another button) opens the link normally (B§2). */
export function isModifiedClick(event: MouseEvent): boolean {
  return event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/** The value of the attribute for a blog (and a post). */
export function peeprData(blogName: string, postId?: string): string {
  return JSON.stringify(postId ? { tumblelog: blogName, postId } : { tumblelog: blogName });
}
