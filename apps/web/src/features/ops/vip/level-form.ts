import { GAME_CATEGORIES, type OpsVipLevel, type OpsVipLevelInput } from '@fortuna/shared';

/** The bundled languages a level is named in on the form (others keep what they had). */
export const LEVEL_NAME_LANGUAGES = ['en', 'zh', 'my'] as const;
export const LEVEL_MONEY_FIELDS = [
  'depositThreshold',
  'validBetThreshold',
  'keepValidBet',
  'upgradeBonus',
  'weeklyBonus',
  'monthlyBonus',
] as const;

/** The level form's values: everything as typed. */
export type LevelFormValues = {
  names: Record<string, string>;
  money: Record<(typeof LEVEL_MONEY_FIELDS)[number], string>;
  rates: Record<string, string>;
  withdrawalDailyCount: string;
  withdrawalDailyAmount: string;
};

const MONEY = /^\d{1,13}(\.\d{1,2})?$/;
const RATE = /^\d{1,3}(\.\d{1,2})?$/;

/** A level's values for the form (a new level starts from the one under it). */
export function levelFormValues(level: OpsVipLevel | undefined): LevelFormValues {
  return {
    names: { ...(level?.names ?? {}) },
    money: Object.fromEntries(LEVEL_MONEY_FIELDS.map((f) => [f, level?.[f] ?? '0'])) as LevelFormValues['money'],
    rates: Object.fromEntries(GAME_CATEGORIES.map((c) => [c, String(level?.rebateRates[c] ?? 0)])),
    withdrawalDailyCount: level?.withdrawalDailyCount === null || level === undefined ? '' : String(level.withdrawalDailyCount),
    withdrawalDailyAmount: level?.withdrawalDailyAmount ?? '',
  };
}

/** The request of the form's values, or the first field that is not valid (its key for the error text). */
export function levelInput(values: LevelFormValues): { input: OpsVipLevelInput } | { field: string } {
  const names = Object.fromEntries(
    Object.entries(values.names)
      .map(([l, n]) => [l, n.trim()])
      .filter(([, n]) => n !== ''),
  );
  if (!names.en) return { field: 'name_en' };
  for (const f of LEVEL_MONEY_FIELDS) if (!MONEY.test(values.money[f].trim())) return { field: f };
  for (const c of GAME_CATEGORIES)
    if (!RATE.test((values.rates[c] ?? '').trim()) || Number(values.rates[c]) > 100) return { field: `rate_${c}` };
  const count = values.withdrawalDailyCount.trim();
  if (count !== '' && !/^\d{1,4}$/.test(count)) return { field: 'withdrawalDailyCount' };
  const amount = values.withdrawalDailyAmount.trim();
  if (amount !== '' && !MONEY.test(amount)) return { field: 'withdrawalDailyAmount' };
  return {
    input: {
      names,
      depositThreshold: values.money.depositThreshold.trim(),
      validBetThreshold: values.money.validBetThreshold.trim(),
      keepValidBet: values.money.keepValidBet.trim(),
      upgradeBonus: values.money.upgradeBonus.trim(),
      weeklyBonus: values.money.weeklyBonus.trim(),
      monthlyBonus: values.money.monthlyBonus.trim(),
      rebateRates: Object.fromEntries(GAME_CATEGORIES.map((c) => [c, Number(values.rates[c])])),
      withdrawalDailyCount: count === '' ? null : Number(count),
      withdrawalDailyAmount: amount === '' ? null : amount,
    },
  };
}
