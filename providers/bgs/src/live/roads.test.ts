import { describe, expect, it } from 'vitest';
import { beadPlate, bigRoad, derivedRoad, layoutRoad, predictNext, tieOutcome } from './roads';
import type { ResultSummary } from './types';

/**
 * The rules the expected grids below were worked out by hand from (docs/games/live-maths.md):
 * - Big road: a result equal to the current column's goes under it, another starts a column; a tie
 *   adds to the last cell's `ties`; ties before any result sit on a blank cell the first result fills.
 * - Derived road with offset k, for the big-road entry in column c, row r (0-based), with L(x) the
 *   length of column x: r = 0 → red when L(c−1) = L(c−1−k), else blue; r ≥ 1 → blue when
 *   L(c−k) = r, else red. Entries whose columns would be left of column 0 draw nothing, so the road
 *   starts at the 2nd cell of column k, or at the 1st cell of column k+1 when column k has one cell.
 * - Same colours go down, a change starts a new column; long columns turn right at row 6 (dragon tail).
 */
const bac = (outcome: string, pairs: { bankerPair?: boolean; playerPair?: boolean } = {}): ResultSummary => ({
  outcome,
  label: outcome,
  bankerPair: pairs.bankerPair ?? false,
  playerPair: pairs.playerPair ?? false,
});
const dt = (outcome: string): ResultSummary => ({ outcome, label: outcome });
const cell = (outcome: string, ties = 0, pairs: { bankerPair?: boolean; playerPair?: boolean } = {}) => ({
  outcome,
  ties,
  bankerPair: pairs.bankerPair ?? false,
  playerPair: pairs.playerPair ?? false,
});
const R = 'red';
const U = 'blue';

describe('worked sequence 1: baccarat, ties at the very start, the derived roads start cells', () => {
  // T T B P P T(player pair) B B B P B
  const s = [
    bac('T'),
    bac('T'),
    bac('B'),
    bac('P'),
    bac('P'),
    bac('T', { playerPair: true }),
    bac('B'),
    bac('B'),
    bac('B'),
    bac('P'),
    bac('B'),
  ];
  const big = bigRoad(s);

  it('big road: the two opening ties sit on the first banker cell; the later tie on the second player', () => {
    expect(tieOutcome(s)).toBe('T');
    expect(big).toEqual([
      [cell('B', 2)],
      [cell('P'), cell('P', 1, { playerPair: true })],
      [cell('B'), cell('B'), cell('B')],
      [cell('P')],
      [cell('B')],
    ]);
  });

  it('big eye boy starts at the 2nd cell of column 1', () => {
    // Lengths 1 2 3 1 1. (1,1): L0 = 1 = r → blue; (2,0): L1 2 ≠ L0 1 → blue; (2,1): L1 = 2 > 1 → red;
    // (2,2): L1 = 2 = r → blue; (3,0): L2 3 ≠ L1 2 → blue; (4,0): L3 1 ≠ L2 3 → blue.
    expect(derivedRoad(big, 1)).toEqual([[U, U], [R], [U, U, U]]);
  });

  it('small road starts at the 2nd cell of column 2', () => {
    // (2,1): L0 = 1 = r → blue; (2,2): L0 = 1 < 2 → red; (3,0): L2 3 ≠ L0 1 → blue; (4,0): L3 1 ≠ L1 2 → blue.
    expect(derivedRoad(big, 2)).toEqual([[U], [R], [U, U]]);
  });

  it('cockroach pig: column 3 has one cell, so it starts at the 1st cell of column 4', () => {
    // (4,0): L3 = 1 = L0 → red.
    expect(derivedRoad(big, 3)).toEqual([[R]]);
  });

  it('bead plate: every result, six a column', () => {
    const plate = beadPlate(s);
    expect(plate).toHaveLength(2);
    expect(plate[0]).toEqual(s.slice(0, 6));
    expect(plate[1]).toEqual([...s.slice(6), null]);
    expect(beadPlate(s, 4).map((c) => c.length)).toEqual([4, 4, 4]);
  });

  it('ties only: one blank cell, no derived entries, nothing to ask', () => {
    const ties = [bac('T'), bac('T', { bankerPair: true })];
    expect(bigRoad(ties)).toEqual([[cell('', 2, { bankerPair: true })]]);
    expect(derivedRoad(bigRoad(ties), 1)).toEqual([]);
    expect(predictNext(ties, 'B')).toEqual({ bigEyeBoy: null, smallRoad: null, cockroachPig: null });
  });
});

describe('worked sequence 2: a long dragon turns right at row 6', () => {
  // B ×8, P ×8, B.
  const s = [...Array(8).fill(bac('B')), ...Array(8).fill(bac('P')), bac('B')] as ResultSummary[];
  const big = bigRoad(s);

  it('big road keeps logical columns of 8, 8 and 1', () => {
    expect(big.map((c) => c.length)).toEqual([8, 8, 1]);
  });

  it('the layout: the bankers turn along row 6, the players are blocked at row 5 and turn there', () => {
    const grid = layoutRoad(big).map((column) => column.map((c) => c?.outcome ?? '.').join(''));
    // Grid columns, top to bottom.
    expect(grid).toEqual(['BBBBBB', 'PPPPPB', 'B...PB', '....P.', '....P.']);
  });

  it('big eye boy: the player column runs as long as the banker column, all red, with its own tail', () => {
    // (1,1)…(1,7): L0 = 8 > r → red; (2,0): L1 8 = L0 8 → red.
    const road = derivedRoad(big, 1);
    expect(road).toEqual([Array(8).fill(R)]);
    expect(layoutRoad(road).map((column) => column.map((c) => (c ? c[0] : '.')).join(''))).toEqual(['rrrrrr', '.....r', '.....r']);
    // Small road: column 2 has one cell and there is no column 3: nothing yet.
    expect(derivedRoad(big, 2)).toEqual([]);
  });
});

describe('worked sequence 3: dragon tiger with a leading tie, and the ask road', () => {
  // X D D T X T D T T D ('T' is the tiger, 'X' the tie).
  const s = ['X', 'D', 'D', 'T', 'X', 'T', 'D', 'T', 'T', 'D'].map(dt);
  const big = bigRoad(s);

  it('big road', () => {
    expect(tieOutcome(s)).toBe('X');
    expect(big).toEqual([[cell('D', 1), cell('D')], [cell('T', 1), cell('T')], [cell('D')], [cell('T'), cell('T')], [cell('D')]]);
  });

  it('derived roads', () => {
    // Lengths 2 2 1 2 1.
    // Big eye boy: (1,1) L0 2 > 1 red; (2,0) L1 = L0 red; (3,0) L2 1 ≠ L1 2 blue; (3,1) L2 = 1 blue; (4,0) L3 2 ≠ L2 1 blue.
    expect(derivedRoad(big, 1)).toEqual([
      [R, R],
      [U, U, U],
    ]);
    // Small road starts at (3,0) (column 2 has one cell): L2 1 ≠ L0 2 blue; (3,1) L1 2 > 1 red; (4,0) L3 = L1 red.
    expect(derivedRoad(big, 2)).toEqual([[U], [R, R]]);
    // Cockroach pig starts at the 2nd cell of column 3: (3,1) L0 2 > 1 red; (4,0) L3 = L0 red.
    expect(derivedRoad(big, 3)).toEqual([[R, R]]);
  });

  it('ask road', () => {
    // A dragon goes to (4,1): L3 = 2 > 1 red; L2 = 1 = r blue; L1 = 2 > 1 red.
    expect(predictNext(s, 'D')).toEqual({ bigEyeBoy: R, smallRoad: U, cockroachPig: R });
    // A tiger opens column 5: L4 1 ≠ L3 2 blue; L4 = L2 red; L4 1 ≠ L1 2 blue.
    expect(predictNext(s, 'T')).toEqual({ bigEyeBoy: U, smallRoad: R, cockroachPig: U });
    expect(predictNext(s, 'X')).toEqual({ bigEyeBoy: null, smallRoad: null, cockroachPig: null });
  });

  it('the ask road is the last entry each derived road gets when the result comes', () => {
    const outcomes = ['D', 'T', 'D', 'D', 'X', 'T', 'T', 'T', 'D', 'T', 'D', 'D', 'D', 'T', 'X', 'D', 'T', 'T', 'D', 'T'];
    const history: ResultSummary[] = [];
    for (const outcome of outcomes) {
      const ask = predictNext(history, outcome, 'X');
      const before = [1, 2, 3].map((k) => derivedRoad(bigRoad(history, 'X'), k as 1 | 2 | 3).flat().length);
      history.push(dt(outcome));
      const after = [1, 2, 3].map((k) => derivedRoad(bigRoad(history, 'X'), k as 1 | 2 | 3).flat());
      [ask.bigEyeBoy, ask.smallRoad, ask.cockroachPig].forEach((colour, i) => {
        const road = after[i] as string[];
        expect(colour).toBe(road.length > (before[i] as number) ? road.at(-1) : null);
      });
    }
  });
});

describe('which outcome is the tie', () => {
  it('follows the letters first, then the pair fields', () => {
    expect(
      tieOutcome([
        { outcome: 'T', label: 'T' },
        { outcome: 'P', label: 'P' },
      ]),
    ).toBe('T');
    expect(
      tieOutcome([
        { outcome: 'T', label: 'T', bankerPair: false },
        { outcome: 'D', label: 'D' },
      ]),
    ).toBe('X');
    expect(tieOutcome([{ outcome: 'T', label: 'T', bankerPair: false, playerPair: false }])).toBe('T');
    expect(tieOutcome([{ outcome: 'T', label: 'T' }])).toBe('X');
    // A dragon tiger road of tigers only: one column, no ties.
    expect(
      bigRoad([
        { outcome: 'T', label: 'T' },
        { outcome: 'T', label: 'T' },
      ]),
    ).toEqual([[cell('T'), cell('T')]]);
  });
});
