import { type ContractTierInput, contractOfferSchema } from '@fortuna/shared';
import { describe, expect, it } from 'vitest';
import { type CascadeContract, cascadeOf } from './cascade';
import { neverExceeds, presentTiers, ratesAt, selectTier, type Tier, tiersFromInput, tiersFromJson, tiersToJson } from './tiers';

/** Tiers from offer-style input (MMK, two places). */
const tiers = (...input: ContractTierInput[]): Tier[] => tiersFromInput(input, 2);
const daily = tiers(
  { minVolume: '0', minActiveMembers: 0, rate: '0.5' },
  { minVolume: '50000', minActiveMembers: 5, rate: '0.8' },
  { minVolume: '200000', minActiveMembers: 10, rate: '1.2' },
);
const minor = (major: number) => BigInt(major) * 100n;

describe('selectTier and ratesAt', () => {
  it('picks the last tier whose volume and active members are both reached', () => {
    expect(selectTier(daily, 0n, 0)).toBe(0);
    expect(selectTier(daily, minor(49_999), 50)).toBe(0);
    expect(selectTier(daily, minor(50_000), 5)).toBe(1);
    expect(selectTier(daily, minor(50_000), 4)).toBe(0);
    expect(selectTier(daily, minor(199_999), 10)).toBe(1);
    expect(selectTier(daily, minor(200_000), 10)).toBe(2);
    expect(selectTier(daily, minor(200_000), 9)).toBe(1);
    expect(selectTier(daily, 10n ** 18n, 1_000_000)).toBe(2);
  });

  it('reaches no tier below the first threshold, and then pays nothing', () => {
    const hourly = tiers({ minVolume: '100', rate: '0.2' }, { minVolume: '5000', rate: '0.3' });
    expect(selectTier(hourly, minor(100) - 1n, 0)).toBeNull();
    expect(ratesAt(hourly, minor(100) - 1n, 0)).toEqual({ ratePpm: 0, lossRatePpm: 0 });
    expect(ratesAt(hourly, minor(100), 0)).toEqual({ ratePpm: 2_000, lossRatePpm: 0 });
    expect(selectTier([], minor(1), 1)).toBeNull();
  });

  it('gives the real-time loss rate with the profit rate', () => {
    const realtime = tiers({ minVolume: '0', rate: '0.3', lossRate: '0.5' }, { minVolume: '10000', rate: '0.4', lossRate: '0.7' });
    expect(ratesAt(realtime, minor(9_999), 0)).toEqual({ ratePpm: 3_000, lossRatePpm: 5_000 });
    expect(ratesAt(realtime, minor(10_000), 0)).toEqual({ ratePpm: 4_000, lossRatePpm: 7_000 });
  });

  it('stores and presents tiers without losing a unit', () => {
    const stored = tiersFromJson(JSON.parse(tiersToJson(daily)));
    expect(stored).toEqual(daily);
    expect(presentTiers(stored, 2)).toEqual([
      { minVolume: '0.00', minActiveMembers: 0, rate: '0.5', lossRate: null },
      { minVolume: '50000.00', minActiveMembers: 5, rate: '0.8', lossRate: null },
      { minVolume: '200000.00', minActiveMembers: 10, rate: '1.2', lossRate: null },
    ]);
    expect(tiersFromInput([{ minVolume: '12.5', rate: '0.0125' }], 2)).toEqual([
      { minVolume: 1_250n, minActiveMembers: 0, ratePpm: 125, lossRatePpm: null },
    ]);
  });
});

describe('neverExceeds', () => {
  it('holds for the same tiers and for lower rates at the same thresholds', () => {
    expect(neverExceeds(daily, daily)).toBe(true);
    const lower = tiers(
      { minVolume: '0', minActiveMembers: 0, rate: '0.3' },
      { minVolume: '50000', minActiveMembers: 5, rate: '0.6' },
      { minVolume: '200000', minActiveMembers: 10, rate: '1' },
    );
    expect(neverExceeds(lower, daily)).toBe(true);
    expect(neverExceeds(daily, lower)).toBe(false);
  });

  it('holds for a higher rate reached only at higher thresholds than the upline’s', () => {
    const later = tiers({ minVolume: '0', minActiveMembers: 0, rate: '0.5' }, { minVolume: '60000', minActiveMembers: 6, rate: '0.8' });
    expect(neverExceeds(later, daily)).toBe(true);
  });

  it('fails where the downline reaches a rate at a volume the upline pays less at', () => {
    const sooner = tiers({ minVolume: '0', minActiveMembers: 0, rate: '0.5' }, { minVolume: '40000', minActiveMembers: 5, rate: '0.8' });
    expect(neverExceeds(sooner, daily)).toBe(false);
    // The upline pays nothing below its first threshold; the downline may not.
    const upline = tiers({ minVolume: '1000', rate: '0.2' });
    expect(neverExceeds(tiers({ minVolume: '0', rate: '0.1' }), upline)).toBe(false);
    expect(neverExceeds(tiers({ minVolume: '1000', rate: '0.2' }), upline)).toBe(true);
  });

  it('compares at active-member thresholds too', () => {
    // Same volume threshold, fewer active members needed: at 50000 with 3 active it pays 0.8 where the upline pays 0.5.
    const fewer = tiers({ minVolume: '0', minActiveMembers: 0, rate: '0.5' }, { minVolume: '50000', minActiveMembers: 3, rate: '0.8' });
    expect(neverExceeds(fewer, daily)).toBe(false);
    const more = tiers({ minVolume: '0', minActiveMembers: 0, rate: '0.5' }, { minVolume: '50000', minActiveMembers: 8, rate: '0.8' });
    expect(neverExceeds(more, daily)).toBe(true);
  });

  it('checks the real-time loss rate on its own', () => {
    const upline = tiers({ minVolume: '0', rate: '0.3', lossRate: '0.5' }, { minVolume: '10000', rate: '0.4', lossRate: '0.7' });
    expect(neverExceeds(tiers({ minVolume: '0', rate: '0.2', lossRate: '0.5' }), upline)).toBe(true);
    expect(neverExceeds(tiers({ minVolume: '0', rate: '0.1', lossRate: '0.6' }), upline)).toBe(false);
    expect(
      neverExceeds(tiers({ minVolume: '0', rate: '0.3', lossRate: '0.5' }, { minVolume: '10000', rate: '0.4', lossRate: '0.8' }), upline),
    ).toBe(false);
  });
});

describe('contractOfferSchema', () => {
  const offer = (kind: string, tierList: unknown[], extra: object = {}) =>
    contractOfferSchema.safeParse({ memberId: 5, kind, tiers: tierList, ...extra });
  it('accepts rising tiers of the kind and refuses the rest', () => {
    expect(
      offer('daily_salary', [
        { minVolume: '0', rate: '0.5' },
        { minVolume: '1', minActiveMembers: 2, rate: '0.5' },
      ]).success,
    ).toBe(true);
    expect(
      offer('daily_salary', [
        { minVolume: '10', rate: '0.5' },
        { minVolume: '10', rate: '0.6' },
      ]).success,
    ).toBe(false);
    expect(
      offer('daily_salary', [
        { minVolume: '0', rate: '0.5' },
        { minVolume: '10', rate: '0.4' },
      ]).success,
    ).toBe(false);
    expect(offer('realtime_salary', [{ minVolume: '0', rate: '0.5' }]).success).toBe(false);
    expect(offer('hourly_salary', [{ minVolume: '0', rate: '0.5', lossRate: '1' }]).success).toBe(false);
    expect(offer('hourly_salary', [{ minVolume: '0', minActiveMembers: 1, rate: '0.5' }]).success).toBe(false);
    expect(offer('daily_salary', [{ minVolume: '0', rate: '0.5' }], { period: 'weekly' }).success).toBe(false);
    expect(offer('dividend', [{ minVolume: '0', rate: '20' }], { period: 'weekly' }).success).toBe(true);
    expect(offer('dividend', [{ minVolume: '0', rate: '100.0001' }]).success).toBe(false);
  });
});

describe('cascadeOf', () => {
  const high = tiers({ minVolume: '0', rate: '0.5' });
  const mid = tiers({ minVolume: '0', rate: '0.3' });
  const low = tiers({ minVolume: '0', rate: '0.2' });
  const contract = (
    id: number,
    memberId: number,
    uplineId: number,
    rate: Tier[],
    status: 'active' | 'pending' = 'active',
  ): CascadeContract => ({
    id,
    memberId,
    uplineId,
    status,
    period: 'hourly',
    tiers: rate,
  });
  const ids = (list: CascadeContract[]) => list.map((c) => c.id).sort((a, b) => a - b);

  it('ends nothing when every contract given still fits', () => {
    const below = [contract(1, 20, 10, mid), contract(2, 30, 20, low)];
    expect(cascadeOf(10, { period: 'hourly', tiers: mid }, below)).toEqual({ terminated: [], withdrawn: [] });
    expect(cascadeOf(10, { period: 'hourly', tiers: high }, below)).toEqual({ terminated: [], withdrawn: [] });
  });

  it('terminates a direct contract that no longer fits and every contract below it', () => {
    // 10 gave 20 (0.3) and 21 (0.2); 20 gave 30 (0.2), 30 gave 40 (0.2); 21 gave 31 (0.1).
    const below = [
      contract(1, 20, 10, mid),
      contract(2, 21, 10, low),
      contract(3, 30, 20, low),
      contract(4, 40, 30, low),
      contract(5, 31, 21, tiers({ minVolume: '0', rate: '0.1' })),
    ];
    const result = cascadeOf(10, { period: 'hourly', tiers: low }, below);
    expect(ids(result.terminated)).toEqual([1, 3, 4]);
    expect(result.withdrawn).toEqual([]);
  });

  it('looks only at what the root gave: a deeper contract above the new rate stays under a fitting one', () => {
    // 20 keeps 0.2 under the root's new 0.2; what 20 gave (0.2) stays even though the root changed.
    const below = [contract(1, 20, 10, low), contract(2, 30, 20, low)];
    expect(cascadeOf(10, { period: 'hourly', tiers: low }, below).terminated).toEqual([]);
  });

  it('withdraws pending offers that would no longer fit, or whose offering agent loses its contract', () => {
    const below = [
      contract(1, 20, 10, mid),
      contract(2, 21, 10, high, 'pending'),
      contract(3, 22, 10, low, 'pending'),
      contract(4, 30, 20, low, 'pending'),
    ];
    const result = cascadeOf(10, { period: 'hourly', tiers: low }, below);
    expect(ids(result.terminated)).toEqual([1]);
    expect(ids(result.withdrawn)).toEqual([2, 4]);
  });

  it('ends everything the root gave when it loses its own contract', () => {
    const below = [
      contract(9, 10, 5, high),
      contract(1, 20, 10, low),
      contract(2, 21, 10, low, 'pending'),
      contract(3, 30, 20, low),
      contract(4, 40, 30, low),
    ];
    const result = cascadeOf(10, null, below);
    expect(ids(result.terminated)).toEqual([1, 3, 4]);
    expect(ids(result.withdrawn)).toEqual([2]);
  });

  it('terminates a dividend given with another period than the root’s new one', () => {
    const dividend = { ...contract(1, 20, 10, low), period: 'monthly' as const };
    expect(ids(cascadeOf(10, { period: 'weekly', tiers: high }, [dividend]).terminated)).toEqual([1]);
    expect(cascadeOf(10, { period: 'monthly', tiers: high }, [dividend]).terminated).toEqual([]);
  });
});
