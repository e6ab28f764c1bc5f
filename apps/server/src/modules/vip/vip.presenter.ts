import { formatMinor, type VipChange, type VipLevel } from '@fortuna/shared';
import type { ChangeRow } from './vip.repository';
import type { LevelRow } from './vip-levels';
import { levelName } from './vip-levels';

/** A level as members see it, named in their language. */
export function presentLevel(level: LevelRow, language: string, decimals: number): VipLevel {
  const money = (v: bigint) => formatMinor(v, decimals);
  return {
    level: level.level,
    name: levelName(level, language),
    depositThreshold: money(level.depositThreshold),
    validBetThreshold: money(level.validBetThreshold),
    keepValidBet: money(level.keepValidBet),
    upgradeBonus: money(level.upgradeBonus),
    weeklyBonus: money(level.weeklyBonus),
    monthlyBonus: money(level.monthlyBonus),
    rebateRates: level.rebateRates,
    withdrawalDailyCount: level.withdrawalDailyCount,
    withdrawalDailyAmount: level.withdrawalDailyAmount === null ? null : money(level.withdrawalDailyAmount),
  };
}

/** A level change of the member's history. */
export function presentChange(row: ChangeRow, decimals: number): VipChange {
  return {
    id: row.id,
    fromLevel: row.fromLevel,
    toLevel: row.toLevel,
    reason: row.reason,
    bonus: formatMinor(row.bonus, decimals),
    createdAt: row.createdAt.toISOString(),
  };
}
