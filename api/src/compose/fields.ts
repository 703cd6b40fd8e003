import type { StoredPostState } from '../db/schema.js';
import shared from '@tumbledash/shared/contracts';
import { badRequest } from '../http/envelope.js';

const { withProtocol } = shared;

export const TAG_MAX_LENGTH = 140;
export const SLUG_MAX_LENGTH = 150;

/** 400 with the message on the field, as the form shows it. */
export function fieldError(field: string, message: string) {
  return badRequest(message, [{ field, detail: message }]);
}

/** Comma-separated tags: trimmed, a leading # dropped, empties dropped, the first of case-insensitive duplicates kept. */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of text.split(',')) {
    const tag = raw.trim().replace(/^#+/, '').trim().slice(0, TAG_MAX_LENGTH);
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

export type TargetState =
  | { kind: 'published'; isPrivate: boolean }
  | { kind: 'draft' }
  | { kind: 'queued' }
  | { kind: 'scheduled'; publishOn: Date }
  | { kind: 'keep'; state: StoredPostState };

/** A§4.1 state codes; '0 3' and '4' only keep an edited post in unapproved / transcoding. */
export function parseState(code: string, publishOn: string, current: StoredPostState | null, now: Date): TargetState {
  switch (code) {
    case '0':
      return { kind: 'published', isPrivate: false };
    case 'private':
      return { kind: 'published', isPrivate: true };
    case '1':
      return { kind: 'draft' };
    case '2':
      return { kind: 'queued' };
    case 'on.2': {
      const at = /^\d{4}-\d{2}-\d{2}T/.test(publishOn) ? new Date(publishOn) : new Date(NaN);
      if (Number.isNaN(at.getTime()) || at.getTime() <= now.getTime() || at.getFullYear() > 9999) {
        throw fieldError('post[publish_on]', 'Invalid "publish_on" value');
      }
      return { kind: 'scheduled', publishOn: at };
    }
    case '0 3':
      if (current === 'unapproved') return { kind: 'keep', state: 'unapproved' };
      break;
    case '4':
      if (current === 'transcoding') return { kind: 'keep', state: 'transcoding' };
      break;
  }
  throw fieldError('post[state]', 'Invalid "state" value');
}

export function checkSlug(slug: string): string {
  if (slug.length > SLUG_MAX_LENGTH || !/^[a-z0-9-]*$/.test(slug)) throw fieldError('post[slug]', 'Invalid "slug" value');
  return slug;
}

/** '' or a URL with protocol http, https, tumblr or mailto (https: prepended where missing). */
export function checkSourceUrl(value: string): string {
  const url = withProtocol(value);
  if (!url) return '';
  if (!/^(https?|tumblr|mailto):/i.test(url) || !isParsableUrl(url)) throw fieldError('post[source_url]', 'Invalid "source_url" value');
  return url;
}

export function isParsableUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/** An http(s) URL with a host that has a dot (or is localhost-free IPv6), else null. */
export function httpUrl(value: string): URL | null {
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname || !(url.hostname.includes('.') || url.hostname.startsWith('['))) return null;
    return url;
  } catch {
    return null;
  }
}
