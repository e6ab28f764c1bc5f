import type { Selectable } from 'kysely';
import type { VipLevelTable } from '../../db/schema';

/** A merchant's level, money in minor units. */
export type LevelRow = {
  level: number;
  names: Record<string, string>;
  depositThreshold: bigint;
  validBetThreshold: bigint;
  keepValidBet: bigint;
  upgradeBonus: bigint;
  weeklyBonus: bigint;
  monthlyBonus: bigint;
  rebateRates: Record<string, number>;
  withdrawalDailyCount: number | null;
  withdrawalDailyAmount: bigint | null;
};

/** A `vip_level` row as the area reads it. */
export function toLevel(row: Selectable<VipLevelTable>): LevelRow {
  return {
    level: row.level,
    names: row.names,
    depositThreshold: BigInt(row.deposit_threshold),
    validBetThreshold: BigInt(row.valid_bet_threshold),
    keepValidBet: BigInt(row.keep_valid_bet),
    upgradeBonus: BigInt(row.upgrade_bonus),
    weeklyBonus: BigInt(row.weekly_bonus),
    monthlyBonus: BigInt(row.monthly_bonus),
    rebateRates: row.rebate_rates,
    withdrawalDailyCount: row.withdrawal_daily_count,
    withdrawalDailyAmount: row.withdrawal_daily_amount === null ? null : BigInt(row.withdrawal_daily_amount),
  };
}

/** A level's name in a language, else English, else any, else "VIP n". */
export function levelName(level: Pick<LevelRow, 'level' | 'names'> | undefined, language: string, fallbackLevel = 0): string {
  if (!level) return `VIP ${fallbackLevel}`;
  return level.names[language] ?? level.names.en ?? Object.values(level.names)[0] ?? `VIP ${level.level}`;
}

/**
 * The highest level whose two thresholds the figures meet (levels in order, 0 first). Thresholds
 * never fall with the level (see `thresholdsProblem`), so every level under it is met too.
 */
export function reachedLevel(levels: readonly LevelRow[], figures: { deposits: bigint; validBets: bigint }): number {
  let reached = 0;
  for (const l of levels) {
    if (figures.deposits >= l.depositThreshold && figures.validBets >= l.validBetThreshold) reached = Math.max(reached, l.level);
  }
  return reached;
}

/**
 * The first level (by number) whose thresholds break the rule, or null: the base level's are 0;
 * each higher level's deposit and valid-bet thresholds are at least the level under it, and one
 * of them higher (else the two levels could never be told apart).
 */
export function thresholdsProblem(levels: readonly Pick<LevelRow, 'level' | 'depositThreshold' | 'validBetThreshold'>[]): number | null {
  const sorted = [...levels].sort((a, b) => a.level - b.level);
  for (let i = 0; i < sorted.length; i++) {
    const l = sorted[i] as (typeof sorted)[number];
    if (l.level !== i) return l.level;
    if (i === 0) {
      if (l.depositThreshold !== 0n || l.validBetThreshold !== 0n) return 0;
      continue;
    }
    const below = sorted[i - 1] as (typeof sorted)[number];
    const notLower = l.depositThreshold >= below.depositThreshold && l.validBetThreshold >= below.validBetThreshold;
    const higher = l.depositThreshold > below.depositThreshold || l.validBetThreshold > below.validBetThreshold;
    if (!notLower || !higher) return l.level;
  }
  return null;
}
