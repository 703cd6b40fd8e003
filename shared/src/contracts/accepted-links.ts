/** Protocols a link in a post may use (A§5.2 "Accepted protocols: http, https, tumblr, mailto"). */
export const ACCEPTED_PROTOCOLS: readonly string[] = ['http:', 'https:', 'tumblr:', 'mailto:'];

/** A scheme, not a host and port (example.com:8080). */
const HAS_PROTOCOL = /^[a-z][a-z0-9+.-]*:(?!\d+(?:[/?#]|$))/i;

/**
 * Source, carousel and call-to-action links get https: prepended when the protocol is missing (A§5.2): the post
 * form before it sends them and the server for any client: `example.com/x` → `https://example.com/x`,
 * `//example.com` → `https://example.com`.
 */
export function withProtocol(url: string): string {
  const trimmed = url.trim();
  if (!trimmed || HAS_PROTOCOL.test(trimmed)) return trimmed;
  return trimmed.startsWith('//') ? `https:${trimmed}` : `https://${trimmed}`;
}

const HOST_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i;

/** A dotted host name of valid labels: example.com, not localhost or a single word. */
export function isDottedHostName(host: string): boolean {
  const labels = host.split('.');
  return labels.length >= 2 && labels.every((label) => HOST_LABEL.test(label));
}

/** One address, name@example.com, with a dotted domain. */
export function isMailAddress(address: string): boolean {
  const at = address.lastIndexOf('@');
  if (at < 1 || /[\s,;<>]/.test(address)) return false;
  return isDottedHostName(address.slice(at + 1));
}

/**
 * The accepted links that are not web addresses: mailto: with one real address, tumblr: with a target. Web
 * addresses are each side's to check (the server also refuses private hosts).
 */
export function isAcceptedAppLink(url: URL): boolean {
  if (url.protocol === 'tumblr:') return url.href.slice('tumblr:'.length).replace(/^\/+/, '') !== '';
  if (url.protocol !== 'mailto:') return false;
  try {
    return isMailAddress(decodeURIComponent(url.pathname));
  } catch {
    return false;
  }
}
