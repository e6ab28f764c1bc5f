import ipaddr from 'ipaddr.js';

/** A region block ready to test against a visitor: a parsed address range, or a country code. */
export type RegionBlock = { range: [ipaddr.IPv4 | ipaddr.IPv6, number] | null; country: string | null };

/** A stored `region_block` row (`ip_range` is PostgreSQL `cidr` text such as `192.0.2.0/24`). */
export function parseRegionBlock(row: { ip_range: string | null; country: string | null }): RegionBlock {
  return {
    range: row.ip_range !== null && ipaddr.isValidCIDR(row.ip_range) ? ipaddr.parseCIDR(row.ip_range) : null,
    // char(2): PostgreSQL compares it without trailing blanks, so does this.
    country: row.country?.trimEnd().toUpperCase() ?? null,
  };
}

/**
 * Whether a visitor falls under one of the blocks, as PostgreSQL's `ip_range >>= ip::inet OR
 * country = upper(visitor country)` decides: a range holds addresses of its own family only (the
 * visitor's address is canonical already, IPv4-mapped IPv6 as plain IPv4: site-context.ts).
 */
export function isVisitorBlocked(blocks: readonly RegionBlock[], ip: string, country: string | null): boolean {
  const address = ipaddr.isValid(ip) ? ipaddr.parse(ip) : undefined;
  const visitorCountry = country?.toUpperCase() ?? null;
  return blocks.some((block) => {
    if (block.country !== null && block.country === visitorCountry) return true;
    if (!block.range || !address || address.kind() !== block.range[0].kind()) return false;
    return address.match(block.range);
  });
}
