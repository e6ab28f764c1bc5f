import type { OpsVipLevel } from '@fortuna/shared';
import { describe, expect, it } from 'vitest';
import { levelFormValues, levelInput } from './level-form';

const bronze: OpsVipLevel = {
  level: 1,
  names: { en: 'Bronze', zh: '青铜' },
  depositThreshold: '1000.00',
  validBetThreshold: '5000.00',
  keepValidBet: '2500.00',
  upgradeBonus: '18.00',
  weeklyBonus: '5.00',
  monthlyBonus: '18.00',
  rebateRates: { RNG: 0.4 },
  withdrawalDailyCount: 5,
  withdrawalDailyAmount: null,
  members: 3,
};

describe('VIP level form', () => {
  it('round-trips a level, an empty limit meaning none', () => {
    const result = levelInput(levelFormValues(bronze));
    expect(result).toMatchObject({
      input: { names: { en: 'Bronze', zh: '青铜' }, depositThreshold: '1000.00', withdrawalDailyCount: 5, withdrawalDailyAmount: null },
    });
    if ('input' in result) expect(result.input.rebateRates).toMatchObject({ RNG: 0.4, LOTT: 0 });
  });

  it('names the first field that is not valid', () => {
    const values = levelFormValues(bronze);
    expect(levelInput({ ...values, names: { zh: '青铜' } })).toEqual({ field: 'name_en' });
    expect(levelInput({ ...values, money: { ...values.money, weeklyBonus: '5.555' } })).toEqual({ field: 'weeklyBonus' });
    expect(levelInput({ ...values, rates: { ...values.rates, RNG: '101' } })).toEqual({ field: 'rate_RNG' });
    expect(levelInput({ ...values, withdrawalDailyCount: 'x' })).toEqual({ field: 'withdrawalDailyCount' });
  });
});
