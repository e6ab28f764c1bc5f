import type { Contract, ContractTier } from '@fortuna/shared';
import { describe, expect, it } from 'vitest';
import { offerDefaults, offerResolver, periodLabel, type TierRow, tierAboveOwn, toOffer } from './contract-rules';

const tier = (minVolume: string, rate: string, minActiveMembers = 0, lossRate: string | null = null): ContractTier => ({
  minVolume,
  minActiveMembers,
  rate,
  lossRate,
});

function contract(overrides: Partial<Contract>): Contract {
  return {
    id: 1,
    kind: 'daily_salary',
    period: 'daily',
    status: 'active',
    upline: null,
    member: { memberId: 7, username: 'agent01' },
    tiers: [tier('0.00', '0.5')],
    offeredAt: '2025-01-01T00:00:00.000Z',
    signedAt: '2025-01-01T00:00:00.000Z',
    endedAt: null,
    endReason: null,
    terminationRequestedBy: null,
    actions: [],
    ...overrides,
  };
}

const row = (minVolume: string, rate: string, minActiveMembers = '0', lossRate = ''): TierRow => ({
  minVolume,
  minActiveMembers,
  rate,
  lossRate,
});
const message = (text: string | undefined) => (text ? (JSON.parse(text) as [string, Record<string, unknown>]) : undefined);

describe('offer form', () => {
  it('starts from what the downline has of the kind, else the agent’s own contract, else one blank tier', () => {
    const own = contract({ kind: 'dividend', period: 'weekly', tiers: [tier('0.00', '20', 0), tier('500000.00', '30', 10)] });
    expect(offerDefaults('dividend', own, null)).toEqual({
      kind: 'dividend',
      period: 'weekly',
      tiers: [row('0.00', '20'), row('500000.00', '30', '10')],
    });
    const current = contract({ kind: 'dividend', period: 'weekly', tiers: [tier('0.00', '15')] });
    expect(offerDefaults('dividend', own, current).tiers).toEqual([row('0.00', '15')]);
    expect(offerDefaults('realtime_salary', null, null)).toEqual({ kind: 'realtime_salary', period: 'realtime', tiers: [row('0', '')] });
  });

  it('sends active members and loss rates only for the kinds that have them, and a period only for dividends', () => {
    const values = { kind: 'realtime_salary' as const, period: 'realtime' as const, tiers: [row(' 100 ', ' 0.3 ', '5', '0.5')] };
    expect(toOffer(9, values)).toEqual({
      memberId: 9,
      kind: 'realtime_salary',
      tiers: [{ minVolume: '100', minActiveMembers: 0, rate: '0.3', lossRate: '0.5' }],
    });
    const dividend = toOffer(9, { kind: 'dividend', period: 'monthly', tiers: [row('0', '20', '')] });
    expect(dividend).toMatchObject({ period: 'monthly', tiers: [{ minActiveMembers: '0', lossRate: null }] });
  });
});

describe('offer resolver (the shared contractOfferSchema, then the agent’s own contract)', () => {
  const own = [tier('0.00', '0.5'), tier('50000.00', '0.8', 5)];
  const resolve = (rows: TierRow[], kind: Contract['kind'] = 'daily_salary', ownTiers: ContractTier[] | null = own) =>
    offerResolver(9, ownTiers)({ kind, period: 'daily', tiers: rows });

  it('hands a valid offer to submit as it is sent', () => {
    const result = resolve([row('0', '0.4'), row('50000', '0.7', '5')]);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      memberId: 9,
      kind: 'daily_salary',
      tiers: [
        { minVolume: '0', minActiveMembers: '0', rate: '0.4', lossRate: null },
        { minVolume: '50000', minActiveMembers: '5', rate: '0.7', lossRate: null },
      ],
    });
  });

  it('puts each schema issue under its row and field, as an i18n key', () => {
    const result = resolve([row('abc', '0.4'), row('100', '101')]);
    const tiers = result.errors.tiers as unknown as Record<string, { message?: string }>[];
    expect(message(tiers[0]?.minVolume?.message)?.[0]).toBe('agentCentre.contracts.errors.volume');
    expect(message(tiers[1]?.rate?.message)?.[0]).toBe('agentCentre.contracts.errors.rate');
  });

  it('refuses tiers that do not rise, and a real-time tier without its loss rate', () => {
    const falling = resolve([row('1000', '0.4'), row('500', '0.4')]);
    const tiers = falling.errors.tiers as unknown as Record<string, { message?: string }>[];
    expect(message(tiers[1]?.minVolume?.message)?.[0]).toBe('agentCentre.contracts.errors.rising');
    const realtime = resolve([row('0', '0.3')], 'realtime_salary', null);
    const rt = realtime.errors.tiers as unknown as Record<string, { message?: string }>[];
    expect(message(rt[0]?.lossRate?.message)?.[0]).toBe('agentCentre.contracts.errors.rate');
  });

  it('stops a tier that pays more than the agent’s own contract, naming the most it may pay there', () => {
    const result = resolve([row('0', '0.4'), row('50000', '0.9', '5')]);
    const tiers = result.errors.tiers as unknown as Record<string, { message?: string }>[];
    expect(message(tiers[1]?.rate?.message)).toEqual(['agentCentre.contracts.errors.above_own', { max: '0.8' }]);
    // 0.8 % from 50,000 with no active members: the agent's own pays only 0.5 % there.
    const early = resolve([row('0', '0.4'), row('50000', '0.8')]);
    const early1 = early.errors.tiers as unknown as Record<string, { message?: string }>[];
    expect(message(early1[1]?.rate?.message)).toEqual(['agentCentre.contracts.errors.above_own', { max: '0.5' }]);
  });
});

describe('tierAboveOwn (the rule “a downline’s rate never exceeds its upline’s”)', () => {
  const own = [tier('0.00', '0.3', 0, '0.5'), tier('10000.00', '0.4', 0, '0.7')];
  const offer = (...tiers: [string, string, string][]) =>
    tiers.map(([minVolume, rate, lossRate]) => ({ minVolume, minActiveMembers: 0, rate, lossRate }));

  it('accepts equal or lower rates at every volume', () => {
    expect(tierAboveOwn(offer(['0', '0.3', '0.5'], ['10000', '0.4', '0.7']), own)).toBeNull();
    expect(tierAboveOwn(offer(['0', '0.2', '0.4'], ['20000', '0.4', '0.6']), own)).toBeNull();
  });

  it('finds a rate or loss rate above the agent’s own, or a tier reached before the agent’s', () => {
    expect(tierAboveOwn(offer(['0', '0.35', '0.5']), own)).toEqual({ index: 0, field: 'rate', max: '0.3' });
    expect(tierAboveOwn(offer(['0', '0.3', '0.6']), own)).toEqual({ index: 0, field: 'lossRate', max: '0.5' });
    expect(tierAboveOwn(offer(['0', '0.2', '0.4'], ['5000', '0.4', '0.5']), own)).toEqual({ index: 1, field: 'rate', max: '0.3' });
  });
});

describe('periodLabel', () => {
  const at = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min).toISOString();

  it('shows whole days as dates', () => {
    expect(periodLabel(at(2025, 3, 1), at(2025, 3, 2))).toBe('2025-03-01');
    expect(periodLabel(at(2025, 3, 1), at(2025, 3, 16))).toBe('2025-03-01 – 2025-03-15');
    expect(periodLabel(at(2025, 2, 1), at(2025, 3, 1))).toBe('2025-02-01 – 2025-02-28');
  });

  it('shows shorter or shifted periods with their times', () => {
    expect(periodLabel(at(2025, 3, 1, 14, 5), at(2025, 3, 1, 14, 10))).toBe('2025-03-01 14:05–14:10');
    expect(periodLabel(at(2025, 3, 1, 23), at(2025, 3, 2, 0))).toBe('2025-03-01 23:00 – 2025-03-02 00:00');
    expect(periodLabel(at(2025, 3, 1, 17, 30), at(2025, 3, 2, 17, 30))).toBe('2025-03-01 17:30 – 2025-03-02 17:30');
  });

  it("names the merchant's days, not the browser's", () => {
    // A Yangon business day runs from 17:30 UTC the day before.
    expect(periodLabel('2026-11-25T17:30:00Z', '2026-11-26T17:30:00Z', 'Asia/Yangon')).toBe('2026-11-26');
    expect(periodLabel('2026-11-26T17:55:00Z', '2026-11-26T18:00:00Z', 'Asia/Yangon')).toBe('2026-11-27 00:25–00:30');
    // Los Angeles' day that ends in the autumn clock change is 25 hours long.
    expect(periodLabel('2026-11-01T07:00:00Z', '2026-11-02T08:00:00Z', 'America/Los_Angeles')).toBe('2026-11-01');
  });
});
