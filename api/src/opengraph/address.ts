import ipaddr from 'ipaddr.js';

/**
 * Whether the server may connect to this address for a link preview: only ordinary public unicast addresses.
 * Everything else is refused — loopback, private (10/8, 172.16/12, 192.168/16), carrier-grade NAT (100.64/10),
 * link-local (169.254/16 with the cloud metadata service, fe80::/10), unique-local (fc00::/7), multicast,
 * broadcast, unspecified (0.0.0.0/8, ::), reserved and documentation ranges, and IPv6 forms that carry an
 * IPv4 address (IPv4-mapped is judged by the IPv4 address inside; NAT64, 6to4 and Teredo are refused).
 */
export function isPublicAddress(address: string): boolean {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    // Zone ids (fe80::1%eth0) are not part of the address.
    parsed = ipaddr.parse(address.replace(/%.*$/, ''));
  } catch {
    return false;
  }
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
    // ::/96 (unspecified, loopback and the deprecated IPv4-compatible form ::a.b.c.d).
    else if (v6.parts.slice(0, 6).every((part) => part === 0)) return false;
  }
  return parsed.range() === 'unicast';
}
