import { permutations } from '@fortuna/bgs/four-digits';
import { GAMES } from '@fortuna/bgs/games';
import { SEA4D_PRIZES, SEA4D_SMALL_TIERS } from '@fortuna/bgs/sea4d';
import type { GameType, PrizeLayout } from '@fortuna/bgs/types';
import { headTail, loNumbers, VN_NORTH_PRIZES, VN_SOUTH_PRIZES } from '@fortuna/bgs/vn';
import type { LotteryTypeCode } from './lottery-types';

/**
 * The result boards of the regional lotteries (SEA 4D, Vietnamese North and South) read from a
 * drawn result: its prize rows in the board's own order with every number padded to its row's
 * width, the head/tail table of a Vietnamese board, and which numbers a member's bet hit.
 */

/** The lottery types whose result is a board of prize tiers. */
export type BoardLotteryType = 'SEA4D' | 'VN_NORTH' | 'VN_SOUTH';

const LAYOUTS: Record<BoardLotteryType, PrizeLayout> = { SEA4D: SEA4D_PRIZES, VN_NORTH: VN_NORTH_PRIZES, VN_SOUTH: VN_SOUTH_PRIZES };

/**
 * The Vietnamese names of a board's prizes, shown as they are in every language beside the
 * translated name: they are the board's own words, as players read and say them.
 */
export const VN_TIER_NAMES = {
  special: { code: 'ĐB', name: 'Giải đặc biệt' },
  first: { code: 'G1', name: 'Giải nhất' },
  second: { code: 'G2', name: 'Giải nhì' },
  third: { code: 'G3', name: 'Giải ba' },
  fourth: { code: 'G4', name: 'Giải tư' },
  fifth: { code: 'G5', name: 'Giải năm' },
  sixth: { code: 'G6', name: 'Giải sáu' },
  seventh: { code: 'G7', name: 'Giải bảy' },
  eighth: { code: 'G8', name: 'Giải tám' },
} as const;

/** The head/tail table's Vietnamese column names (đầu: the tens digit, đuôi: the units). */
export const VN_HEAD_TAIL = { head: 'Đầu', tail: 'Đuôi' } as const;

/** Whether a lottery type's result is a board (the others are a row of balls). */
export function isBoardType(lotteryType: LotteryTypeCode): lotteryType is BoardLotteryType {
  return Object.hasOwn(LAYOUTS, lotteryType);
}

/** The prize layout of a board type. */
export function layoutOf(lotteryType: BoardLotteryType): PrizeLayout {
  return LAYOUTS[lotteryType];
}

/** A number as its prize shows it: `width` digits with leading zeros (providers/bgs tiered.ts padNumber). */
export function padNumber(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** One drawn number of a board: its result position, value and padded text. */
export type BoardCell = { slot: number; value: number; text: string };

/** One prize row of a board, in the order the board is read. */
export type BoardRow = { tier: string; width: number; cells: BoardCell[] };

/**
 * The rows of a board: the layout's tiers in stored order, which is how each board is read (4D
 * 1st, 2nd, 3rd, special, consolation; North ĐB down to G7; South G8 down to ĐB). Null when the
 * result does not fit the layout.
 */
export function boardRows(lotteryType: BoardLotteryType, result: readonly number[]): BoardRow[] | null {
  const layout = LAYOUTS[lotteryType];
  const size = layout.reduce((sum, row) => sum + row.slots.length, 0);
  if (result.length !== size) return null;
  return layout.map((row) => ({
    tier: row.tier,
    width: row.width,
    cells: row.slots.map((slot) => ({ slot, value: result[slot] as number, text: padNumber(result[slot] as number, row.width) })),
  }));
}

/** The result position of a layout's tier (the first of its slots). */
function firstSlot(layout: PrizeLayout, tier: string): number {
  return layout.find((row) => row.tier === tier)?.slots[0] ?? 0;
}

/** The special prize (ĐB) of a Vietnamese result, padded, and its last two digits (the đề number). */
export function vnSpecial(lotteryType: 'VN_NORTH' | 'VN_SOUTH', result: readonly number[]): { text: string; de: number } | null {
  const layout = LAYOUTS[lotteryType];
  const slot = firstSlot(layout, 'special');
  const value = result[slot];
  const width = layout.find((row) => row.tier === 'special')?.width ?? 5;
  return value === undefined ? null : { text: padNumber(value, width), de: value % 100 };
}

/** The head/tail (đầu/đuôi) table of a Vietnamese result: per head digit 0–9 the tails that came up; null if it does not fit. */
export function headTailOf(lotteryType: 'VN_NORTH' | 'VN_SOUTH', result: readonly number[]): number[][] | null {
  try {
    return headTail(result, LAYOUTS[lotteryType]);
  } catch {
    return null;
  }
}

/** The top of a board for a compact line: 4D's 1st, 2nd and 3rd prize, a Vietnamese board's ĐB. */
export function boardSummary(lotteryType: BoardLotteryType, result: readonly number[]): { tier: string; text: string }[] {
  const rows = boardRows(lotteryType, result);
  if (!rows) return [];
  const tiers = lotteryType === 'SEA4D' ? ['first', 'second', 'third'] : ['special'];
  return rows.filter((row) => tiers.includes(row.tier)).flatMap((row) => row.cells.map((cell) => ({ tier: row.tier, text: cell.text })));
}

function unitsOf(gameType: GameType, betType: string, selection: unknown): unknown[] {
  try {
    return GAMES[gameType].units(betType, selection);
  } catch {
    return [];
  }
}

/**
 * The result positions a bet hit, to mark them on the board: every slot a 4D number (an i-box in
 * any order) came up on in a tier its size pays; for lô every number ending in a picked pair; for
 * đề and ba càng the ĐB; for xiên the numbers of its winning sets. Empty for other games.
 */
export function winningSlots(gameType: GameType, betType: string, selection: unknown, result: readonly number[]): Set<number> {
  const slots = new Set<number>();
  const units = unitsOf(gameType, betType, selection);
  if (gameType === 'sea4d') {
    const small = betType.startsWith('sea4d.small');
    const ibox = betType.endsWith('_ibox');
    const numbers = new Set(units.flatMap((unit) => (ibox ? [...permutations(String(unit))] : [String(unit)])).map(Number));
    const paying = new Set(
      SEA4D_PRIZES.filter((row) => !small || (SEA4D_SMALL_TIERS as readonly string[]).includes(row.tier)).flatMap((row) => row.slots),
    );
    result.forEach((value, slot) => {
      if (paying.has(slot) && numbers.has(value)) slots.add(slot);
    });
    return slots;
  }
  if (gameType !== 'vn_north' && gameType !== 'vn_south') return slots;
  const layout = gameType === 'vn_north' ? VN_NORTH_PRIZES : VN_SOUTH_PRIZES;
  const special = firstSlot(layout, 'special');
  const bet = betType.slice(betType.indexOf('.') + 1);
  const lo = loNumbers(result);
  if (bet === 'de' || bet === 'cang3') {
    const modulus = bet === 'de' ? 100 : 1000;
    if (units.some((unit) => Number(unit) === (result[special] ?? -1) % modulus)) slots.add(special);
    return slots;
  }
  const definition = GAMES[gameType].betTypes[betType];
  const marked = new Set<number>();
  for (const unit of units) {
    if (bet === 'lo') marked.add(Number(unit));
    else if (definition?.judge(unit, result, {}) === 'win') for (const n of unit as string[]) marked.add(Number(n));
  }
  lo.forEach((value, slot) => {
    if (marked.has(value)) slots.add(slot);
  });
  return slots;
}
