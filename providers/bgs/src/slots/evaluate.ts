import { PAYLINES } from './paylines';
import { REELS, ROWS, type SlotSymbol, type SlotTitle } from './types';

/** The 5×3 window: grid[reel][row], row 0 on top. */
export type Grid = readonly (readonly string[])[];

/** A cell as [reel, row]. */
export type Cell = readonly [number, number];

export type SlotWin =
  | { kind: 'line'; line: number; symbol: string; count: number; coins: number; cells: Cell[] }
  | { kind: 'ways'; symbol: string; count: number; ways: number; coins: number; cells: Cell[] }
  | { kind: 'scatter'; symbol: string; count: number; coins: number; cells: Cell[] };

export type SpinEvaluation = {
  wins: SlotWin[];
  /** Line or way pays plus scatter pays, in coins (before any free-spin multiplier). */
  coins: number;
  scatterCount: number;
  /** Free spins this window awards (0 when fewer than three scatters). */
  freeSpinsAwarded: number;
};

/** Symbol lookup of a title (ids are unique: a test checks every title). */
export function symbolTable(title: SlotTitle): ReadonlyMap<string, SlotSymbol> {
  return new Map(title.symbols.map((s) => [s.id, s]));
}

/** The window at these stops: each reel shows its stop and the next two positions, wrapping round the strip. */
export function windowAt(reels: SlotTitle['baseReels'], stops: readonly number[]): Grid {
  return reels.map((strip, r) => {
    const stop = stops[r] as number;
    return Array.from({ length: ROWS }, (_, row) => strip[(stop + row) % strip.length] as string);
  });
}

/** Pay of n of a kind (n = 3, 4, 5) for a symbol; 0 under three or without a pay table. */
function payOf(symbol: SlotSymbol | undefined, count: number): number {
  if (!symbol?.pays || count < 3) return 0;
  return symbol.pays[Math.min(count, REELS) - 3] ?? 0;
}

/**
 * One payline's win, read left to right: wilds stand in for regular symbols, a scatter breaks the
 * line. The line's symbol is its first non-wild symbol; when the line starts with wilds that pay on
 * their own, the larger of the two readings pays (the symbol's on a tie).
 */
export function linePay(
  symbols: readonly string[],
  table: ReadonlyMap<string, SlotSymbol>,
): { symbol: string; count: number; coins: number } {
  let leadingWilds = 0;
  while (leadingWilds < symbols.length && table.get(symbols[leadingWilds] as string)?.kind === 'wild') leadingWilds++;
  const wildPay = payOf(table.get(symbols[0] as string), leadingWilds);
  let best = { symbol: symbols[0] as string, count: leadingWilds, coins: wildPay };
  if (leadingWilds < symbols.length) {
    const first = table.get(symbols[leadingWilds] as string);
    if (first?.kind === 'regular') {
      let count = leadingWilds + 1;
      while (count < symbols.length) {
        const next = table.get(symbols[count] as string);
        if (next?.id !== first.id && next?.kind !== 'wild') break;
        count++;
      }
      const coins = payOf(first, count);
      if (coins > 0 && coins >= wildPay) best = { symbol: first.id, count, coins };
    }
  }
  return best.coins > 0 ? best : { symbol: best.symbol, count: 0, coins: 0 };
}

function lineWins(lines: number, grid: Grid, table: ReadonlyMap<string, SlotSymbol>): SlotWin[] {
  const wins: SlotWin[] = [];
  for (let line = 0; line < lines; line++) {
    const shape = PAYLINES[line] as readonly number[];
    const symbols = shape.map((row, reel) => grid[reel]?.[row] as string);
    const pay = linePay(symbols, table);
    if (pay.coins > 0) {
      const cells: Cell[] = shape.slice(0, pay.count).map((row, reel) => [reel, row] as const);
      wins.push({ kind: 'line', line, symbol: pay.symbol, count: pay.count, coins: pay.coins, cells });
    }
  }
  return wins;
}

/**
 * Ways to win (243): a regular symbol pays when it (or a wild) shows anywhere on reels 1, 2, 3 …
 * in a row from the left; the pay for that length is multiplied by the number of ways, the product
 * of its counts on those reels. Wilds never show on reel 1 in ways titles (a test checks it), so a
 * way always starts on the symbol itself.
 */
function waysWins(grid: Grid, table: ReadonlyMap<string, SlotSymbol>, symbols: readonly SlotSymbol[]): SlotWin[] {
  const wins: SlotWin[] = [];
  for (const symbol of symbols) {
    if (symbol.kind !== 'regular') continue;
    let ways = 1;
    let count = 0;
    const cells: Cell[] = [];
    for (let reel = 0; reel < REELS; reel++) {
      let onReel = 0;
      (grid[reel] as readonly string[]).forEach((id, row) => {
        if (id === symbol.id || table.get(id)?.kind === 'wild') {
          onReel++;
          cells.push([reel, row]);
        }
      });
      if (onReel === 0) break;
      ways *= onReel;
      count++;
    }
    const pay = payOf(symbol, count);
    if (pay > 0)
      wins.push({ kind: 'ways', symbol: symbol.id, count, ways, coins: pay * ways, cells: cells.filter(([reel]) => reel < count) });
  }
  return wins;
}

/** Every win of one window: lines or ways, then scatters (pay anywhere, × total bet) and the free spins they award. */
export function evaluateWindow(title: SlotTitle, grid: Grid, table: ReadonlyMap<string, SlotSymbol> = symbolTable(title)): SpinEvaluation {
  const wins = title.mode.kind === 'lines' ? lineWins(title.mode.lines, grid, table) : waysWins(grid, table, title.symbols);
  const scatterCells: Cell[] = [];
  let scatterId = '';
  grid.forEach((column, reel) => {
    column.forEach((id, row) => {
      if (table.get(id)?.kind === 'scatter') {
        scatterCells.push([reel, row]);
        scatterId = id;
      }
    });
  });
  const scatterCount = scatterCells.length;
  const scatterIndex = Math.min(scatterCount, REELS) - 3;
  let freeSpinsAwarded = 0;
  if (scatterIndex >= 0) {
    const coins = (title.scatter.pays[scatterIndex] ?? 0) * title.coins;
    wins.push({ kind: 'scatter', symbol: scatterId, count: scatterCount, coins, cells: scatterCells });
    freeSpinsAwarded = title.scatter.freeSpins[scatterIndex] ?? 0;
  }
  return { wins, coins: wins.reduce((sum, win) => sum + win.coins, 0), scatterCount, freeSpinsAwarded };
}
