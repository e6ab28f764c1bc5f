import { type OpsPromotionKind, REWARD_KINDS } from '@fortuna/shared';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { ruleOf } from '../promotions/rules/registry';

/**
 * Each reward kind that has a rule, with its parameters as JSON Schema (the input side: a field
 * with a default is optional), so the back office draws a form for any kind, including kinds
 * added after this screen was written. Read from the registry on every call: nothing to keep in step.
 */
export function promotionKinds(): OpsPromotionKind[] {
  return REWARD_KINDS.flatMap((kind) => {
    const rule = ruleOf(kind);
    if (!rule) return [];
    const params = z.toJSONSchema(rule.params, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
    return [{ kind, params }];
  });
}

/**
 * A kind's parameters checked by the kind's own schema: the parsed values (defaults filled in),
 * or `promotion_kind_unsupported` (no rule) / `promotion_rule_invalid` with each issue under `rule.`.
 */
export function checkRuleParams(kind: string, params: unknown): Record<string, unknown> {
  const rule = ruleOf(kind);
  if (!rule) throw new AppError('promotion_kind_unsupported', { kind });
  const parsed = rule.params.safeParse(params);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: ['rule', ...issue.path.map(String)].join('.'),
      code: issue.code,
      message: issue.message,
    }));
    throw new AppError('promotion_rule_invalid', { issues });
  }
  return parsed.data as Record<string, unknown>;
}
