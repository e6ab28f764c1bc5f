import ipaddr from 'ipaddr.js';

/**
 * A CIDR range as the region gate stores it: its network address and prefix (`192.0.2.7/24` →
 * `192.0.2.0/24`; PostgreSQL's cidr type refuses host bits), an IPv4-mapped IPv6 range
 * (`::ffff:192.0.2.0/120`) as the IPv4 range it maps, since visitors' mapped addresses are compared
 * as plain IPv4 (http/site-context.ts `canonicalIp`).
 */
export function normalizeCidr(text: string): string {
  let [address, bits] = ipaddr.parseCIDR(text);
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96) {
    address = (address as ipaddr.IPv6).toIPv4Address();
    bits -= 96;
  }
  const network =
    address.kind() === 'ipv4'
      ? ipaddr.IPv4.networkAddressFromCIDR(`${address.toString()}/${bits}`)
      : ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${bits}`);
  return `${network.toString()}/${bits}`;
}
