import { bus, type SessionState } from '@tumbledash/shared';

/** Safe mode applies if the site flag and the person's own setting are both on (B§5). */
export function safeModeApplies(session: Pick<SessionState, 'user' | 'flags'>): boolean {
  return Boolean(session.flags.safe_mode && session.user?.safe_mode);
}

/** Blogs whose flagged posts were shown anyway this page view (B§4 "A bypass lifts safe mode for a blog"). */
const bypassed = new Set<string>();
bus.on('safe-mode:bypassed').subscribe(({ blogName }) => bypassed.add(blogName));

export function isBypassed(blogName: string): boolean {
  return bypassed.has(blogName);
}
