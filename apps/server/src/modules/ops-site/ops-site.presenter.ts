import type { OpsCustomerService, OpsDomain, OpsModuleNode, OpsRegionBlock, OpsRegisterRule, OpsSite } from '@fortuna/shared';

type ModuleRow = { mod_id: string; parent_mod_id: string | null; name: string; enabled: boolean; sort: number };

/** Flat module rows (ordered by sort) → the tree the back office edits. */
export function presentModules(rows: readonly ModuleRow[]): OpsModuleNode[] {
  const nodes = new Map<string, OpsModuleNode>();
  for (const row of rows) nodes.set(row.mod_id, { modId: row.mod_id, name: row.name, enabled: row.enabled, sort: row.sort, children: [] });
  const roots: OpsModuleNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.mod_id) as OpsModuleNode;
    const parent = row.parent_mod_id ? nodes.get(row.parent_mod_id) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

export function presentRegisterRule(row: {
  field: string;
  enabled: boolean;
  required: boolean;
  pattern_id: string;
  min_length: number;
  max_length: number;
}): OpsRegisterRule {
  return {
    field: row.field as OpsRegisterRule['field'],
    enabled: row.enabled,
    required: row.required,
    patternId: row.pattern_id,
    minLength: row.min_length,
    maxLength: row.max_length,
  };
}

export function presentCustomerService(row: {
  id: number;
  title: string;
  type: string;
  url: string;
  sort: number;
  enabled: boolean;
}): OpsCustomerService {
  return { id: row.id, title: row.title, type: row.type as OpsCustomerService['type'], url: row.url, sort: row.sort, enabled: row.enabled };
}

export function presentDomain(row: { domain: string; route: string; is_mirror: boolean }): OpsDomain {
  return { domain: row.domain, route: row.route, isMirror: row.is_mirror };
}

export function presentSocialLinks(rows: readonly { type: string; url: string }[]): OpsSite['brand']['socialLinks'] {
  return rows.map((row) => ({ type: row.type as OpsSite['brand']['socialLinks'][number]['type'], url: row.url }));
}

export function presentRegionBlock(row: {
  id: number;
  ip_range: string | null;
  country: string | null;
  note: string | null;
}): OpsRegionBlock {
  return { id: row.id, ipRange: row.ip_range, country: row.country?.trim() ?? null, note: row.note };
}
