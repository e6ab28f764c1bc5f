import {
  type CountryCode,
  type CsType,
  type CustomerService,
  type FieldRuleSetting,
  type ModuleNode,
  PATTERN_FAMILIES,
  type PatternId,
  type RegisterField,
  type Resource,
  type ResourceType,
} from '@fortuna/shared';
import type { Selectable } from 'kysely';
import type { CountryCodeTable, MerchantModuleTable, RegisterFieldRuleTable } from '../../db/schema';

type ModuleRow = Pick<Selectable<MerchantModuleTable>, 'mod_id' | 'parent_mod_id' | 'name' | 'enabled'>;

/** Flat module rows → the whitelabel tree (`modId`, `enabled: '1'|'0'`, `childrenNodes`). */
export function presentModuleTree(rows: readonly ModuleRow[]): ModuleNode[] {
  const nodes = new Map<string, ModuleNode>();
  for (const row of rows) {
    nodes.set(row.mod_id, { modId: row.mod_id, name: row.name, enabled: row.enabled ? '1' : '0', childrenNodes: [] });
  }
  const roots: ModuleNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.mod_id) as ModuleNode;
    const parent = row.parent_mod_id ? nodes.get(row.parent_mod_id) : undefined;
    (parent ? parent.childrenNodes : roots).push(node);
  }
  return roots;
}

/** A stored rule → the register setting; the accepted pattern defaults to its family's. */
export function presentFieldRule(row: Selectable<RegisterFieldRuleTable>): FieldRuleSetting {
  const patternId = row.pattern_id as PatternId;
  return {
    field: row.field as RegisterField,
    enabled: row.enabled,
    required: row.required,
    acceptedPattern: row.accepted_pattern ?? PATTERN_FAMILIES[patternId] ?? '*',
    minLength: row.min_length,
    maxLength: row.max_length,
    patternId,
  };
}

export function presentResource(row: { type: string; label_name_en: string; url: string }): Resource {
  return { type: row.type as ResourceType, labelNameEn: row.label_name_en, url: row.url };
}

export function presentCustomerService(row: { id: number; title: string; type: string }, path: string): CustomerService {
  return { id: row.id, title: row.title, type: row.type as CsType, path };
}

export function presentCountryCode(row: Pick<Selectable<CountryCodeTable>, 'country_code' | 'dialing_code' | 'name'>): CountryCode {
  return { countryCode: row.country_code, countryDialingCode: row.dialing_code, name: row.name };
}
