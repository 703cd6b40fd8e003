import { isAcceptedAppLink } from '@tumbledash/shared';

/** A URL from a post field (not HTML) that may go into href or src: http(s) or same-site relative, else null. */
export function safeUrl(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** A link the post's author chose (A§5.2: http, https, tumblr, mailto) that may go into href, else null. */
export function safeLinkUrl(url: string | null | undefined): string | null {
  const web = safeUrl(url);
  if (web || !url) return web;
  try {
    const parsed = new URL(url.trim());
    return isAcceptedAppLink(parsed) ? parsed.href : null;
  } catch {
    return null;
  }
}

/** "example.com" for a link post's url (no www.), or null when it is not an absolute http(s) URL. */
export function urlHost(url: string): string | null {
  const safe = safeUrl(url);
  if (!safe || safe.startsWith('/')) return null;
  return new URL(safe).hostname.replace(/^www\./, '');
}

/** True for an absolute URL: it opens in a new tab without a handle on this page. */
export function isExternal(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** Link target of a tag (the tagged page). */
export function tagPath(tag: string): string {
  return `/tagged/${encodeURIComponent(tag)}`;
}
