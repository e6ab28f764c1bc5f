import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seedHash } from '../fair/instant';
import { baccarat } from './baccarat';
import { cardText } from './cards';
import { liveStream, shuffleShoe } from './index';
import { roulette } from './roulette';
import { sicBo } from './sic-bo';

/** The test vector of FAIRNESS.md "Live tables". */
const SEED = 'f3a1c9e07b2d4856a9e1c3b5d7f90a2c4e6f8091b3d5e7f9a1c3e5f7092b4d6e';

describe('live tables fairness (FAIRNESS.md "Live tables")', () => {
  it('cardText', () => {
    expect([0, 12, 13 + 11, 26 + 9, 39].map(cardText)).toEqual(['As', 'Ks', 'Qh', '10c', 'Ad']);
    expect(() => cardText(52)).toThrow(RangeError);
  });

  it('round 0 of the shoe seed shuffles the shoe by Fisher–Yates: the vector', () => {
    // The commitment shown before the shoe's first round.
    expect(seedHash(SEED)).toBe('daba37e3114ff773d2c25472d7a5170a509c4388a98c79533cb79d2616fa3f1d');
    expect(createHmac('sha256', SEED).update('baccarat:0:0').digest('hex')).toBe(
      '2286e11f0bc6dd890f3023ae2a7425049290e99860238317c615ed2020ba4a8d',
    );
    const shoe = shuffleShoe(SEED, 'baccarat', 8);
    expect(shoe.slice(0, 12).map(cardText).join(' ')).toBe('10c 5d Jc Jc Qh 10d 7s Qs 7d 10h 2c 5d');
    // The shoe holds each of the 52 cards exactly 8 times.
    const counts = new Map<number, number>();
    for (const c of shoe) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(shoe).toHaveLength(416);
    expect([...counts.values()].every((n) => n === 8) && counts.size === 52).toBe(true);
    // The first coup: P 10c Jc, B 5d Jc; player 0 draws Qh; banker 5 stands on a player third card 0.
    const { result, used } = baccarat.deal({ kind: 'cards', cards: shoe, position: 0 }, 'standard');
    expect(used).toBe(5);
    expect(result.player.map(cardText)).toEqual(['10c', 'Jc', 'Qh']);
    expect(result.banker.map(cardText)).toEqual(['5d', 'Jc']);
    expect(baccarat.summary(result).label).toBe('B 5:0');
  });

  it('stream games use round n of the seed: the vector', () => {
    expect(createHmac('sha256', SEED).update('sic-bo:1:0').digest('hex').slice(0, 24)).toBe('d999c81051aaeeed3579a5b9');
    expect(sicBo.deal({ kind: 'stream', stream: liveStream(SEED, 'sic-bo', 1) }, 'standard').result).toEqual({
      dice: [5, 4, 6],
      total: 15,
    });
    expect(roulette.deal({ kind: 'stream', stream: liveStream(SEED, 'roulette', 1) }, 'standard').result).toEqual({ number: 19 });
  });
});
