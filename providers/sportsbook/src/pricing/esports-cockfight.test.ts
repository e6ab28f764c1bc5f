import { describe, expect, it } from 'vitest';
import { parseMarketKey } from '../markets/keys';
import { cockfightFairMarket } from './cockfight';
import { esportsFairMarket, seriesChances } from './esports';
import { overround } from './margin';
import { priceMarket } from './prices';
import { mapWinProbability } from './strength';

const bo3 = { bestOf: 3, mapWinProbability: 0.6 } as const;
const chances = (market: string, model: typeof bo3 | { bestOf: 5; mapWinProbability: number } = bo3, played: ('home' | 'away')[] = []) =>
  Object.fromEntries(esportsFairMarket(parseMarketKey(market), model, played).map(({ key, probability }) => [key, probability]));

describe('the esports series model', () => {
  it('lists every way a series can go, with chances summing to 1', () => {
    expect(seriesChances(bo3).map(({ maps }) => maps.join(','))).toEqual([
      'home,home',
      'home,away,home',
      'home,away,away',
      'away,home,home',
      'away,home,away',
      'away,away',
    ]);
    for (const model of [bo3, { bestOf: 5, mapWinProbability: 0.35 } as const, { bestOf: 1, mapWinProbability: 0.5 } as const]) {
      expect(seriesChances(model).reduce((a, s) => a + s.probability, 0)).toBeCloseTo(1, 12);
    }
  });

  it('prices a best-of-3 at p = 0.6 by hand', () => {
    expect(chances('mw')['mw:home']).toBeCloseTo(0.648, 12); // p² + 2p²(1 − p)
    expect(chances('tm:2.5')['tm:2.5:over']).toBeCloseTo(0.48, 12); // 2p(1 − p)
    expect(chances('mh:-1.5')['mh:-1.5:home']).toBeCloseTo(0.36, 12); // 2–0
    expect(chances('map:3')['map:3:home']).toBeCloseTo(0.6, 12); // void when not played
    // After the home side took map 1: it needs one of the next two.
    expect(chances('mw', bo3, ['home'])['mw:home']).toBeCloseTo(1 - 0.4 * 0.4, 12);
  });

  it('gives fair chances that sum to 1 in every market', () => {
    const bo5 = { bestOf: 5, mapWinProbability: 0.45 } as const;
    for (const market of ['mw', 'mh:-1.5', 'mh:1.5', 'mh:-1', 'tm:3.5', 'tm:4.5', 'tm:4', 'map:1', 'map:4', 'map:5']) {
      for (const played of [[], ['away'], ['away', 'home']] as ('home' | 'away')[][]) {
        const total = Object.values(chances(market, bo5, played)).reduce((a, b) => a + b, 0);
        if (market === 'map:1' && played.length > 0) expect(total).toBe(1);
        else expect(total, `${market} after ${played}`).toBeCloseTo(1, 12);
      }
    }
  });

  it('turns ratings into a map chance and refuses a bad model', () => {
    expect(mapWinProbability(1500, 1500)).toBe(0.5);
    expect(mapWinProbability(1900, 1500)).toBeCloseTo(10 / 11, 12);
    expect(() => seriesChances({ bestOf: 3, mapWinProbability: 1.2 })).toThrow(/pricing_state_invalid/);
    expect(() => seriesChances(bo3, ['home', 'home', 'away'])).toThrow(/pricing_state_invalid/);
    expect(() => esportsFairMarket(parseMarketKey('1x2'), bo3)).toThrow(/wrong_sport/);
  });
});

describe('cockfight prices', () => {
  it('put meron and wala near evens with the margin and the draw high', () => {
    const priced = priceMarket(cockfightFairMarket(), 0.05);
    expect(priced.map(({ key, oddsMilli }) => [key, oddsMilli])).toEqual([
      ['cf:meron', 1900],
      ['cf:wala', 1900],
      ['cf:draw', 9520],
    ]);
    expect(overround([1900, 1900])).toBeCloseTo(0.0526, 4); // 5 % before rounding down to 0.01
    expect(priced.map(({ probability }) => probability)).toEqual([0.5, 0.5, 0.1]);
  });

  it('prices a favourite shorter and refuses chances that do not sum to 1', () => {
    const priced = priceMarket(cockfightFairMarket({ meron: 0.55, wala: 0.37, draw: 0.08 }), 0.05);
    expect(priced.map(({ oddsMilli }) => oddsMilli)).toEqual([1590, 2360, 11900]);
    expect(() => cockfightFairMarket({ meron: 0.5, wala: 0.5, draw: 0.1 })).toThrow(/pricing_state_invalid/);
  });
});
