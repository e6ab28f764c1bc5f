import { checkFieldRule, type FieldRuleSetting, type PatternId, REGISTER_FIELDS, type RegisterField } from '@fortuna/shared';
import { AppError } from '../../http/app-error';

/**
 * Applies the merchant's register settings to submitted values (spec §5): a field that is shown
 * and required must be filled; any filled, shown field must match its rule. The first failure is
 * `field_invalid` with the field and the numbers its localized template needs.
 */
export function applyFieldRules(
  values: Partial<Record<RegisterField, string | undefined>>,
  rules: readonly FieldRuleSetting[],
  alwaysRequired: readonly RegisterField[] = [],
): void {
  for (const rule of rules) {
    if (!rule.enabled && !alwaysRequired.includes(rule.field)) continue;
    const value = values[rule.field]?.trim() ?? '';
    const required = rule.required || alwaysRequired.includes(rule.field);
    if (value === '' && !required) continue;
    const failure = checkFieldRule(value, { ...rule, patternId: rule.patternId as PatternId });
    if (failure) throw new AppError('field_invalid', { field: rule.field, ...failure });
  }
}

/**
 * Refuses a filled field that the merchant's register settings switch off (or do not list):
 * registration stores only what the operator chose to collect, whatever a client sends. `taken`
 * are the fields the call takes regardless of the settings (the username and password of its
 * kind of registration, codes checked by their own mechanism). The first one is
 * `field_not_enabled` with the field.
 */
export function refuseDisabledFields(
  values: Partial<Record<RegisterField, string | undefined>>,
  rules: readonly FieldRuleSetting[],
  taken: readonly RegisterField[],
): void {
  for (const field of REGISTER_FIELDS) {
    if (taken.includes(field) || !values[field]?.trim()) continue;
    if (!rules.find((r) => r.field === field)?.enabled) throw new AppError('field_not_enabled', { field });
  }
}

/** Whole years between a yyyy-MM-dd birthday and today (UTC). */
export function ageInYears(birthday: string, today = new Date()): number {
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const month = today.getUTCMonth() + 1;
  if (month < m || (month === m && today.getUTCDate() < d)) age -= 1;
  return age;
}
