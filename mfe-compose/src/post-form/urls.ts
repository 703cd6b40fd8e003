import { ACCEPTED_PROTOCOLS, isAcceptedAppLink, isDottedHostName } from '@tumbledash/shared';

/** URL rules of the post form (A§5.1, A§5.2). */

export function hasAcceptedProtocol(url: string): boolean {
  try {
    return ACCEPTED_PROTOCOLS.includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

/** http or https with a valid host: a dotted name, localhost excluded, or an IPv4 address (A§5.1 link). */
export function isValidHttpUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  return isDottedHostName(parsed.hostname);
}

/** A link of one of the accepted protocols (A§5.2): http(s) with a valid host, mailto: an address, tumblr: a target. */
export function isAcceptedLink(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return false;
  }
  if (!ACCEPTED_PROTOCOLS.includes(parsed.protocol)) return false;
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? isValidHttpUrl(parsed.href) : isAcceptedAppLink(parsed);
}

/** Image URLs end in jpg, jpeg, png or gif (A§5.2); a query string may follow. */
const IMAGE_URL = /^https?:\/\/[^\s?#]+\.(?:jpe?g|png|gif)(?:[?#]\S*)?$/i;

export function isImageUrl(url: string): boolean {
  return IMAGE_URL.test(url.trim());
}
