import { describe, expect, it } from 'vitest';
import { actKey, amountSteps, pvpChoices, requestFor } from './pvp-actions';

describe('pvp choices', () => {
  it('offers a niu niu grab per multiplier, 0 meaning no grab', () => {
    const choices = pvpChoices([{ type: 'grab', multipliers: [0, 1, 2, 3, 4] }], '1.00');
    expect(choices.map((c) => c.key)).toEqual(['grab-0', 'grab-1', 'grab-2', 'grab-3', 'grab-4']);
    expect(choices[3]?.action).toEqual({ type: 'grab', multiplier: 3 });
  });

  it('offers the bet multipliers and a plain show', () => {
    expect(pvpChoices([{ type: 'bet', multipliers: [1, 2, 3, 4, 5] }], '1.00')).toHaveLength(5);
    expect(pvpChoices([{ type: 'show' }], '1.00')).toEqual([{ key: 'show', action: { type: 'show' } }]);
  });

  it('offers zjh moves: see, call, raise amounts, a compare per seat, fold', () => {
    const choices = pvpChoices(
      [
        { type: 'see' },
        { type: 'call' },
        { type: 'raise', minAmount: '2.00', maxAmount: '10.00' },
        { type: 'compare', seats: [0, 4] },
        { type: 'fold' },
      ],
      '1.00',
    );
    expect(choices.map((c) => c.key)).toEqual([
      'see',
      'call',
      'raise-2.00',
      'raise-3.00',
      'raise-4.00',
      'raise-5.00',
      'raise-10.00',
      'compare-0',
      'compare-4',
      'fold',
    ]);
    expect(choices.find((c) => c.key === 'compare-4')?.action).toEqual({ type: 'compare', seat: 4 });
    expect(choices.find((c) => c.key === 'raise-10.00')?.action).toEqual({ type: 'raise', amount: '10.00' });
  });

  it('offers shan koe mee bets from the base to the most, and poker moves without amounts', () => {
    expect(amountSteps('1.00', '5.00', '1.00')).toEqual(['1.00', '2.00', '3.00', '4.00', '5.00']);
    expect(amountSteps('5.00', '5.00', '1.00')).toEqual(['5.00']);
    expect(amountSteps('5.00', '4.00', '1.00')).toEqual([]);
    expect(pvpChoices([{ type: 'check' }, { type: 'bet' }, { type: 'fold' }], '1.00').map((c) => c.key)).toEqual(['check', 'bet', 'fold']);
  });

  it('offers nothing when the member has no move', () => {
    expect(pvpChoices([], '1.00')).toEqual([]);
  });
});

describe('request ids of moves', () => {
  let n = 0;
  const fresh = () => `req-${++n}`;

  it('gives every new move its own id and a retried move its old one', () => {
    const first = requestFor(null, actKey('7', 3, 'grab-2'), fresh);
    // No answer came (network): the same click again is the same request.
    expect(requestFor(first, actKey('7', 3, 'grab-2'), fresh)).toBe(first);
    // Another move, or the same move on a newer version of the hand, is a new request.
    expect(requestFor(first, actKey('7', 3, 'grab-3'), fresh).requestId).not.toBe(first.requestId);
    expect(requestFor(first, actKey('7', 4, 'grab-2'), fresh).requestId).not.toBe(first.requestId);
    expect(requestFor(first, actKey('8', 3, 'grab-2'), fresh).requestId).not.toBe(first.requestId);
  });
});
