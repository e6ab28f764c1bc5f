import type { ResultSummary } from './types';

/**
 * Road maps (docs/games/live-maths.md "Road maps"), pure so the web draws them from the results.
 *
 * Ties. Baccarat's tie is 'T'; dragon tiger's is 'X' ('T' is the tiger there). When the caller
 * does not say which outcome is the tie, it is 'T' when any result is 'B' or 'P', 'X' when any is
 * 'D' or 'X', and otherwise (only 'T's) 'T' when a result carries a pair field (baccarat's
 * summaries always do), else 'X'. Other games may pass their own (sic bo 'A').
 */

/** One cell of the big road: the outcome ('B'/'P', 'D'/'T'), the ties drawn on it and the pair dots. */
export type BigRoadCell = { outcome: string; ties: number; bankerPair: boolean; playerPair: boolean };
export type RoadColour = 'red' | 'blue';
/** The ask road: the colour each derived road would add if the next result came, null when it adds none. */
export type AskRoad = { bigEyeBoy: RoadColour | null; smallRoad: RoadColour | null; cockroachPig: RoadColour | null };

export const ROAD_ROWS = 6;

/** The outcome that counts as a tie in these results (see above). */
export function tieOutcome(s: readonly ResultSummary[]): string {
  if (s.some((r) => r.outcome === 'B' || r.outcome === 'P')) return 'T';
  if (s.some((r) => r.outcome === 'D' || r.outcome === 'X')) return 'X';
  // Only 'T's so far: baccarat's ties carry the pair fields, dragon tiger's tigers do not.
  return s.some((r) => r.bankerPair !== undefined || r.playerPair !== undefined) ? 'T' : 'X';
}

/** The bead plate: every result, ties included, top to bottom then left to right, `rows` a column. */
export function beadPlate(s: readonly ResultSummary[], rows = ROAD_ROWS): (ResultSummary | null)[][] {
  if (!Number.isInteger(rows) || rows < 1) throw new RangeError(`bad row count: ${rows}`);
  const columns: (ResultSummary | null)[][] = [];
  for (let i = 0; i < s.length; i += rows) {
    columns.push(Array.from({ length: rows }, (_, k) => s[i + k] ?? null));
  }
  return columns;
}

/**
 * The big road as logical columns, one per streak, of any length (`layoutRoad` turns the long ones
 * into dragon tails for display). A result equal to the current column's outcome goes under it,
 * any other starts a new column. A tie adds to the `ties` of the last cell (and its pair dots to
 * that cell's); ties before the first non-tie make a cell with outcome '' that the first non-tie fills.
 */
export function bigRoad(s: readonly ResultSummary[], ties: string = tieOutcome(s)): BigRoadCell[][] {
  const columns: BigRoadCell[][] = [];
  for (const r of s) {
    const bankerPair = r.bankerPair === true;
    const playerPair = r.playerPair === true;
    const column = columns.at(-1);
    const last = column?.at(-1);
    if (r.outcome === ties) {
      if (last) {
        last.ties++;
        last.bankerPair ||= bankerPair;
        last.playerPair ||= playerPair;
      } else {
        columns.push([{ outcome: '', ties: 1, bankerPair, playerPair }]);
      }
    } else if (last && last.outcome === '') {
      last.outcome = r.outcome;
      last.bankerPair ||= bankerPair;
      last.playerPair ||= playerPair;
    } else if (column && last && last.outcome === r.outcome) {
      column.push({ outcome: r.outcome, ties: 0, bankerPair, playerPair });
    } else {
      columns.push([{ outcome: r.outcome, ties: 0, bankerPair, playerPair }]);
    }
  }
  return columns;
}

/**
 * Lays logical columns on a grid of `rows` rows (grid columns of `rows` cells, null when empty).
 * A column starts at the top of the grid column right of where the previous one started (further
 * right while that top cell is taken); it goes down while the cell below is free and on the grid,
 * and otherwise turns right and runs along its row to the end: the dragon tail.
 */
export function layoutRoad<T>(columns: readonly (readonly T[])[], rows = ROAD_ROWS): (T | null)[][] {
  const grid: (T | null)[][] = [];
  const taken = (c: number, r: number) => (grid[c]?.[r] ?? null) !== null;
  const put = (c: number, r: number, item: T) => {
    while (grid.length <= c) grid.push(Array.from({ length: rows }, () => null));
    (grid[c] as (T | null)[])[r] = item;
  };
  let start = -1;
  for (const column of columns) {
    let c = start + 1;
    while (taken(c, 0)) c++;
    start = c;
    let r = 0;
    let tail = false;
    column.forEach((item, k) => {
      if (k > 0) {
        if (!tail && r + 1 < rows && !taken(c, r + 1)) r++;
        else {
          tail = true;
          c++;
        }
      }
      put(c, r, item);
    });
  }
  return grid;
}

/**
 * The colour a derived road gives the big-road entry at logical column `c`, row `r`, with offset
 * k (1 big eye boy, 2 small road, 3 cockroach pig), from the big road's column lengths:
 * - a new column (r = 0): compare the two columns before it, c − 1 and c − 1 − k: the same length
 *   is red, different lengths blue (no entry when c − 1 − k < 0);
 * - further down (r ≥ 1): look at column c − k (no entry when c − k < 0): it has a cell in row r
 *   → red; its last cell is in row r − 1 → blue; it is shorter still → red.
 * So a road starts at the second cell of column k (0-based), or when that column has one cell,
 * at the first cell of column k + 1.
 */
export function derivedColour(lengths: readonly number[], c: number, r: number, k: number): RoadColour | null {
  if (r === 0) {
    if (c - 1 - k < 0) return null;
    return lengths[c - 1] === lengths[c - 1 - k] ? 'red' : 'blue';
  }
  if (c - k < 0) return null;
  const length = lengths[c - k] as number;
  return length === r ? 'blue' : 'red';
}

/** The columns that hold a result (a big road of ties only has none). */
function realColumns(big: readonly (readonly BigRoadCell[])[]): readonly (readonly BigRoadCell[])[] {
  return big.filter((column) => column.some((cell) => cell.outcome !== ''));
}

/** Groups colours as the big road groups outcomes: the same colour goes down, a change starts a column. */
function groupColours(colours: readonly RoadColour[]): RoadColour[][] {
  const columns: RoadColour[][] = [];
  for (const colour of colours) {
    const column = columns.at(-1);
    if (column && column[0] === colour) column.push(colour);
    else columns.push([colour]);
  }
  return columns;
}

/** A derived road as logical columns: big eye boy (offset 1), small road (2), cockroach pig (3). */
export function derivedRoad(big: readonly (readonly BigRoadCell[])[], offset: 1 | 2 | 3): RoadColour[][] {
  const lengths = realColumns(big).map((column) => column.length);
  const colours: RoadColour[] = [];
  lengths.forEach((length, c) => {
    for (let r = 0; r < length; r++) {
      const colour = derivedColour(lengths, c, r, offset);
      if (colour) colours.push(colour);
    }
  });
  return groupColours(colours);
}

/** The ask road: what each derived road would add if `next` ('B' or 'P', 'D' or 'T') came after `s`. */
export function predictNext(s: readonly ResultSummary[], next: string, ties: string = tieOutcome(s)): AskRoad {
  const none: AskRoad = { bigEyeBoy: null, smallRoad: null, cockroachPig: null };
  if (next === ties) return none;
  const columns = realColumns(bigRoad(s, ties));
  const lengths = columns.map((column) => column.length);
  const last = columns.at(-1)?.at(-1);
  let c: number;
  if (last && last.outcome === next) {
    c = lengths.length - 1;
    lengths[c] = (lengths[c] as number) + 1;
  } else {
    c = lengths.length;
    lengths.push(1);
  }
  const r = (lengths[c] as number) - 1;
  return {
    bigEyeBoy: derivedColour(lengths, c, r, 1),
    smallRoad: derivedColour(lengths, c, r, 2),
    cockroachPig: derivedColour(lengths, c, r, 3),
  };
}
