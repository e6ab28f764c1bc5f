import type { LiveLimits } from '@fortuna/shared';
import { describe, expect, it } from 'vitest';
import {
  addChip,
  centsText,
  chipLabel,
  chipValues,
  repeatStakes,
  spotMax,
  spotsUnderMinimum,
  stakesBody,
  stakesTotal,
  toCents,
  toStakes,
} from './chips';

const limits: LiveLimits = { minBet: '10.00', maxBet: '5000.00', spotMax: { tie: '500.00', banker_pair: '250.00' } };

describe('chips and money text', () => {
  it('converts money text to cents and back without floats', () => {
    expect(toCents('10.50')).toBe(1050);
    expect(toCents('7.5')).toBe(750);
    expect(toCents('1234567.89')).toBe(123456789);
    expect(toCents('abc')).toBe(0);
    expect(toCents(null)).toBe(0);
    expect(centsText(1050)).toBe('10.50');
    expect(centsText(5)).toBe('0.05');
  });

  it('chooses chip values from the table limits', () => {
    expect(chipValues(limits)).toEqual([1_000, 2_500, 5_000, 10_000, 25_000, 50_000]);
    expect(chipValues({ minBet: '1.00', maxBet: '50.00' })).toEqual([100, 500, 1_000, 2_500, 5_000]);
    // A minimum that is no chip face is the first chip itself; nothing above the maximum.
    expect(chipValues({ minBet: '7.50', maxBet: '30.00' })).toEqual([750, 1_000, 2_500]);
    expect(chipValues({ minBet: '100.00', maxBet: '100.00' })).toEqual([10_000]);
  });

  it('labels chips shortly', () => {
    expect(chipLabel(1_000)).toBe('10');
    expect(chipLabel(250)).toBe('2.5');
    expect(chipLabel(150_000)).toBe('1.5K');
    expect(chipLabel(100_000_000)).toBe('1M');
  });
});

describe('placing chips on the felt', () => {
  it('stacks chips on a spot', () => {
    let placed = addChip({}, {}, limits, 'banker', 1_000).stakes;
    placed = addChip(placed, {}, limits, 'banker', 2_500).stakes;
    placed = addChip(placed, {}, limits, 'player', 1_000).stakes;
    expect(placed).toEqual({ banker: 3_500, player: 1_000 });
    expect(stakesTotal(placed)).toBe(4_500);
    expect(stakesBody(placed)).toEqual({ banker: '35.00', player: '10.00' });
  });

  it('caps a spot at its own maximum, counting what is already confirmed', () => {
    expect(spotMax(limits, 'tie')).toBe(50_000);
    expect(spotMax(limits, 'banker')).toBe(500_000);
    const first = addChip({}, { tie: 40_000 }, limits, 'tie', 25_000);
    expect(first).toEqual({ stakes: { tie: 10_000 }, added: 10_000, capped: true });
    const full = addChip(first.stakes, { tie: 40_000 }, limits, 'tie', 1_000);
    expect(full.added).toBe(0);
    expect(full.capped).toBe(true);
    expect(full.stakes).toBe(first.stakes);
  });

  it('repeats the last bet within the limits and the spots the table takes', () => {
    const repeated = repeatStakes({ banker: '100.00', tie: '800.00', gone: '10.00' }, {}, limits, ['banker', 'player', 'tie']);
    expect(repeated).toEqual({ banker: 10_000, tie: 50_000 });
    expect(repeatStakes(null, {}, limits, ['banker'])).toEqual({});
  });

  it('finds spots whose round total stays under the minimum', () => {
    expect(spotsUnderMinimum({ banker: 500, player: 1_000 }, {}, limits)).toEqual(['banker']);
    // A top-up of a spot already over the minimum is fine.
    expect(spotsUnderMinimum({ banker: 500 }, { banker: 1_000 }, limits)).toEqual([]);
  });

  it('reads the API stakes', () => {
    expect(toStakes({ banker: '10.00', tie: '0.50' })).toEqual({ banker: 1_000, tie: 50 });
    expect(toStakes(null)).toEqual({});
  });
});
