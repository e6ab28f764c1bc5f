import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arrayStream } from '../fair/sampling';
import { evaluateWindow, linePay, symbolTable, windowAt } from './evaluate';
import { PAYLINES } from './paylines';
import { playSlotRound, slotWin } from './play';
import { buildStrip, defineSlotTitle } from './strip';
import { SLOT_TITLES } from './titles/index';
import { jadeTemple } from './titles/jade-temple';
import { REELS, ROWS, type SlotTitle } from './types';

const table = symbolTable(jadeTemple);
const pays = (id: string) => jadeTemple.symbols.find((s) => s.id === id)!.pays!;

/** A title small enough to reason about by hand: strips of 3 to 5 symbols. */
const tiny: SlotTitle = defineSlotTitle({
  code: 'tiny',
  mode: { kind: 'lines', lines: 5 },
  symbols: [
    { id: 'w', kind: 'wild', pays: [10, 50, 200] },
    { id: 's', kind: 'scatter' },
    { id: 'h', kind: 'regular', pays: [5, 20, 100] },
    { id: 'l', kind: 'regular', pays: [1, 3, 10] },
  ],
  scatter: { pays: [2, 10, 50], freeSpins: [3, 4, 5] },
  freeSpins: { multiplier: 2, cap: 7 },
  declaredRtp: 1,
  baseCounts: [
    { s: 1, h: 1, l: 2 },
    { w: 1, s: 1, h: 1, l: 2 },
    { s: 1, h: 1, l: 1 },
    { w: 1, s: 1, h: 1, l: 2 },
    { s: 1, h: 2, l: 2 },
  ],
  freeCounts: [
    { s: 1, h: 1, l: 2 },
    { w: 1, s: 1, h: 1, l: 2 },
    { s: 1, h: 1, l: 1 },
    { w: 1, s: 1, h: 1, l: 2 },
    { s: 1, h: 2, l: 2 },
  ],
});

describe('paylines', () => {
  it('are 50 different shapes over rows 0–2', () => {
    expect(PAYLINES).toHaveLength(50);
    expect(new Set(PAYLINES.map((line) => line.join(''))).size).toBe(50);
    for (const line of PAYLINES) for (const row of line) expect(row >= 0 && row < ROWS).toBe(true);
  });
});

describe('strips', () => {
  it('hold exactly the counts, spread out', () => {
    const strip = buildStrip({ a: 5, b: 3, c: 2 });
    expect(strip).toHaveLength(10);
    expect(strip.filter((id) => id === 'a')).toHaveLength(5);
    expect(strip.filter((id) => id === 'c')).toHaveLength(2);
    expect(buildStrip({ a: 5, b: 3, c: 2 })).toEqual(strip);
    // no symbol with at most half the strip sits next to itself
    strip.forEach((id, i) => {
      if (id !== 'a') expect(strip[(i + 1) % strip.length]).not.toBe(id);
    });
  });

  it('show the stop and the next two positions, wrapping', () => {
    const grid = windowAt([['a', 'b', 'c', 'd']], [3]);
    expect(grid).toEqual([['d', 'a', 'b']]);
  });
});

describe('line pays', () => {
  it('pay n of a kind from the left, wilds standing in', () => {
    expect(linePay(['dragon', 'dragon', 'dragon', 'a', 'k'], table)).toEqual({ symbol: 'dragon', count: 3, coins: pays('dragon')[0] });
    expect(linePay(['dragon', 'temple', 'dragon', 'dragon', 'k'], table)).toEqual({ symbol: 'dragon', count: 4, coins: pays('dragon')[1] });
    expect(linePay(['a', 'dragon', 'dragon', 'dragon', 'dragon'], table).coins).toBe(0);
    expect(linePay(['dragon', 'dragon', 'gong', 'dragon', 'dragon'], table).coins).toBe(0);
  });

  it('let leading wilds pay their own line when that pays more', () => {
    const wild = pays('temple');
    // three wilds then a K: the wilds' own 3 of a kind beats four K
    expect(wild[0]).toBeGreaterThan(pays('k')[1]);
    expect(linePay(['temple', 'temple', 'temple', 'k', 'q'], table)).toEqual({ symbol: 'temple', count: 3, coins: wild[0] });
    // one wild then dragons: five dragons beat nothing
    expect(linePay(['temple', 'dragon', 'dragon', 'dragon', 'dragon'], table)).toEqual({
      symbol: 'dragon',
      count: 5,
      coins: pays('dragon')[2],
    });
    expect(linePay(['temple', 'temple', 'temple', 'temple', 'temple'], table)).toEqual({ symbol: 'temple', count: 5, coins: wild[2] });
    // a tie goes to the symbol
    const tieTable = new Map(table);
    tieTable.set('k', { id: 'k', kind: 'regular', pays: [1, wild[0], 99] });
    expect(linePay(['temple', 'temple', 'temple', 'k', 'q'], tieTable)).toEqual({ symbol: 'k', count: 4, coins: wild[0] });
  });
});

describe('a window', () => {
  it('pays every line, scatters anywhere, and awards free spins', () => {
    const grid = [
      ['dragon', 'gong', 'a'],
      ['dragon', 'k', 'gong'],
      ['dragon', 'q', 'j'],
      ['t', 'gong', 'k'],
      ['q', 'j', 't'],
    ];
    const result = evaluateWindow(jadeTemple, grid);
    const line2 = result.wins.find((w) => w.kind === 'line' && w.line === 1);
    expect(line2).toMatchObject({
      symbol: 'dragon',
      count: 3,
      coins: pays('dragon')[0],
      cells: [
        [0, 0],
        [1, 0],
        [2, 0],
      ],
    });
    const scatter = result.wins.find((w) => w.kind === 'scatter');
    expect(scatter).toMatchObject({ count: 3, coins: jadeTemple.scatter.pays[0] * jadeTemple.coins });
    expect(result.freeSpinsAwarded).toBe(jadeTemple.scatter.freeSpins[0]);
    expect(result.coins).toBe(result.wins.reduce((sum, w) => sum + w.coins, 0));
  });

  it('counts ways as the product of the symbol counts on consecutive reels', () => {
    const koi = SLOT_TITLES.find((t) => t.code === 'golden-koi')!;
    const grid = [
      ['koi', 'koi', 'a'],
      ['pearl', 'k', 'q'],
      ['koi', 'j', 'koi'],
      ['t', 'a', 'k'],
      ['koi', 'koi', 'koi'],
    ];
    const win = evaluateWindow(koi, grid).wins.find((w) => w.symbol === 'koi');
    const pays = koi.symbols.find((s) => s.id === 'koi')!.pays!;
    expect(win).toMatchObject({ kind: 'ways', count: 3, ways: 2 * 1 * 2, coins: pays[0] * 4 });
  });
});

describe('a round', () => {
  it('reads five stops, then five per free spin, and keeps to the cap', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 2 ** 32 - 1 }), { minLength: 600, maxLength: 600 }), (numbers) => {
        const round = playSlotRound(tiny, arrayStream(numbers));
        expect(round.freeSpins).toBeLessThanOrEqual(tiny.freeSpins.cap);
        expect(round.spins).toHaveLength(1 + round.freeSpins);
        expect(round.spins.slice(1).every((s) => s.kind === 'free' && s.multiplier === 2)).toBe(true);
        expect(round.totalCoins).toBe(round.spins.reduce((sum, s) => sum + s.coins, 0));
        expect(round.spins.reduce((sum, s) => sum + s.freeSpinsAwarded, 0)).toBe(round.freeSpins);
      }),
      { numRuns: 300 },
    );
  });

  it('plays the stops the stream gives', () => {
    // tiny's strips: uniformInt(n) of a small number is the number itself
    const round = playSlotRound(tiny, arrayStream(new Array(200).fill(0)));
    expect(round.spins[0]?.stops).toEqual([0, 0, 0, 0, 0]);
    expect(round.spins[0]?.grid).toEqual(windowAt(tiny.baseReels, [0, 0, 0, 0, 0]));
  });

  it('wins floor(bet × coins won / coins) and never more than the bound', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.nat(100_000), fc.integer({ min: 1, max: 50 }), (bet, won, coins) => {
        const win = slotWin(bet, { totalCoins: won, coins });
        expect(win * BigInt(coins) <= bet * BigInt(won)).toBe(true);
        expect((win + 1n) * BigInt(coins) > bet * BigInt(won)).toBe(true);
      }),
    );
  });
});

describe('the six titles', () => {
  it('use the fixed codes, 5 reels and at least 25 lines or 243 ways', () => {
    expect(SLOT_TITLES.map((t) => t.code)).toEqual([
      'jade-temple',
      'golden-koi',
      'thunder-forge',
      'lucky-lanterns',
      'monsoon-riches',
      'sands-of-ra',
    ]);
    for (const title of SLOT_TITLES) {
      expect(title.baseReels).toHaveLength(REELS);
      expect(title.freeReels).toHaveLength(REELS);
      if (title.mode.kind === 'lines') expect([25, 30, 50]).toContain(title.mode.lines);
      expect(title.coins).toBe(title.mode.kind === 'lines' ? title.mode.lines : 25);
    }
  });

  it('have unique symbols, one wild and one scatter, and strips made of them', () => {
    for (const title of SLOT_TITLES) {
      const ids = title.symbols.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(title.symbols.filter((s) => s.kind === 'wild')).toHaveLength(1);
      expect(title.symbols.filter((s) => s.kind === 'scatter')).toHaveLength(1);
      for (const strip of [...title.baseReels, ...title.freeReels]) for (const id of strip) expect(ids).toContain(id);
      for (const s of title.symbols.filter((s) => s.kind === 'regular'))
        expect(s.pays?.every((p) => Number.isInteger(p) && p > 0)).toBe(true);
    }
  });

  it('never put a wild on reel 1 of a ways title (a way starts on its own symbol)', () => {
    for (const title of SLOT_TITLES.filter((t) => t.mode.kind === 'ways')) {
      const wild = title.symbols.find((s) => s.kind === 'wild')!.id;
      expect(title.baseReels[0]).not.toContain(wild);
      expect(title.freeReels[0]).not.toContain(wild);
    }
  });
});
