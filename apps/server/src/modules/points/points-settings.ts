import { POINT_EARN_TYPES, type PointEarnType } from '@fortuna/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export type EarnRule = { type: PointEarnType; enabled: boolean; unit: bigint; points: number };
export type RateRow = { minPoints: bigint; points: bigint; amount: bigint };
export type PointsSettings = {
  enabled: boolean;
  convertEnabled: boolean;
  rulesText: Record<string, string>;
  rules: EarnRule[];
  rates: RateRow[];
};

/** A merchant's mall settings; a merchant without a row has the mall off and no rules. */
export async function loadSettings(executor: Kysely<Database>, merchantId: number): Promise<PointsSettings> {
  const row = await executor.selectFrom('points_settings').selectAll().where('merchant_id', '=', merchantId).executeTakeFirst();
  const rules = await executor.selectFrom('points_earn_rule').selectAll().where('merchant_id', '=', merchantId).execute();
  const rates = await executor.selectFrom('points_rate').selectAll().where('merchant_id', '=', merchantId).orderBy('min_points').execute();
  const order = (t: string) => POINT_EARN_TYPES.indexOf(t as PointEarnType);
  return {
    enabled: row?.enabled ?? false,
    convertEnabled: row?.convert_enabled ?? false,
    rulesText: row?.rules_text ?? {},
    rules: rules
      .map((r) => ({ type: r.type as PointEarnType, enabled: r.enabled, unit: BigInt(r.unit), points: r.points }))
      .sort((a, b) => order(a.type) - order(b.type)),
    rates: rates.map((r) => ({ minPoints: BigInt(r.min_points), points: BigInt(r.points), amount: BigInt(r.amount) })),
  };
}

/** The rate row that applies to converting `points`: the one with the highest minimum not above it. */
export function rateFor(rates: readonly RateRow[], points: bigint): RateRow | undefined {
  let found: RateRow | undefined;
  for (const r of rates) if (r.minPoints <= points && (!found || r.minPoints > found.minPoints)) found = r;
  return found;
}
