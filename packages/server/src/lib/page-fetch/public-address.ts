// Which resolved addresses the recipe importer may connect to: public unicast only. Private,
// loopback, link-local, unique-local, multicast, unspecified, carrier-grade NAT, broadcast and
// reserved ranges are refused, for IPv4 and IPv6, and an IPv4-mapped IPv6 address is judged as the
// IPv4 address it carries (docs/decisions/0013-recipe-import-and-export.md).
import ipaddr from 'ipaddr.js';

/** True when `address` (an IP literal) is a public unicast address. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // process() turns ::ffff:10.0.0.1 into 10.0.0.1, so a mapped private address is not missed.
  const parsed = ipaddr.process(address);
  return parsed.range() === 'unicast';
}
