import { ZODIACS } from '@fortuna/bgs/lhc';
import { SEA4D_MAX_NUMBERS } from '@fortuna/bgs/sea4d';
import type { GameType } from '@fortuna/bgs/types';

/** A value a member can pick: a number ball or a word (big, dragon, rat, red…). */
export type PickValue = number | string;

/** The chooser above a bet type's rows: which position, part of the result or dragon/tiger pair it plays. */
export type BetOption = { field: 'position' | 'part' | 'pair'; values: readonly PickValue[] };

/**
 * How a typed number entry reads (SEA 4D, ba càng): `width` digits each, R rolling a digit where
 * `rolled`, no four equal digits and no two orders of the same digits in a `box`, at most `max`
 * numbers (the engine's own limits, which it checks again).
 */
export type EntryRule = { width: number; rolled: boolean; box: boolean; max: number };

/**
 * How the bet board shows one bet type of providers/bgs/src/games: an optional chooser, `rows`
 * rows of the same `values` (more than one row makes the selection field a tuple, one list per
 * position), and the selection field the picks go into. Words show as labelled buttons, numbers as
 * balls with quick picks (all, big, small, odd, even, clear); a `grid` is the 10 × 10 board of
 * 00–99 with head, tail and doubles picks (VN), an `entry` a text field of typed numbers (4D).
 */
export type BetTypeSpec = {
  code: string;
  group: string;
  option?: BetOption;
  field: string;
  rows: number;
  values: readonly PickValue[];
  kind: 'number' | 'word' | 'grid' | 'entry';
  /** Digits shown with a leading zero (11X5 01–11, LHC 01–49, VN 00–99). */
  pad?: number;
  /** The smallest big number for the quick pick (the upper half unless told). */
  bigFrom?: number;
  /** Picks go to the engine as digit strings of `pad` digits ("07"), as the regional games take them. */
  text?: boolean;
  /** The fewest and the most picks a bet takes (xiên 2: 2 to 45), when the board should say so. */
  minPicks?: number;
  maxPicks?: number;
  /** The rule of an `entry`. */
  entry?: EntryRule;
};

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const DIGITS = range(0, 9);
const BSOE = ['big', 'small', 'odd', 'even'] as const;
const POSITIONS_5: BetOption = { field: 'position', values: range(1, 5) };
const POSITIONS_10: BetOption = { field: 'position', values: range(1, 10) };
const PARTS: BetOption = { field: 'part', values: ['front', 'middle', 'back'] };

const digitsRow = (rows = 1) => ({ field: 'digits', rows, values: DIGITS, kind: 'number' as const });
const words = (field: string, values: readonly string[]) => ({ field, rows: 1, values, kind: 'word' as const });
const elevens = (rows = 1) => ({ field: 'numbers', rows, values: range(1, 11), kind: 'number' as const, pad: 2 });
const fortyNine = { field: 'numbers', rows: 1, values: range(1, 49), kind: 'number' as const, pad: 2 };

const SSC: BetTypeSpec[] = [
  { code: 'ssc.position_digit', group: 'position', option: POSITIONS_5, ...digitsRow() },
  { code: 'ssc.bsoe_position', group: 'two_sided', option: POSITIONS_5, ...words('picks', BSOE) },
  { code: 'ssc.bsoe_total', group: 'two_sided', ...words('picks', BSOE) },
  { code: 'ssc.dragon_tiger', group: 'two_sided', ...words('picks', ['dragon', 'tiger', 'tie']) },
  { code: 'ssc.three_straight', group: 'three', option: PARTS, ...digitsRow(3) },
  { code: 'ssc.three_group3', group: 'three', option: PARTS, ...digitsRow() },
  { code: 'ssc.three_group6', group: 'three', option: PARTS, ...digitsRow() },
];

const PK10: BetTypeSpec[] = [
  { code: 'pk10.position', group: 'position', option: POSITIONS_10, field: 'numbers', rows: 1, values: range(1, 10), kind: 'number' },
  { code: 'pk10.sum_value', group: 'sum', field: 'values', rows: 1, values: range(3, 19), kind: 'number', bigFrom: 12 },
  { code: 'pk10.bsoe_sum', group: 'sum', ...words('picks', BSOE) },
  { code: 'pk10.bsoe_position', group: 'two_sided', option: POSITIONS_10, ...words('picks', BSOE) },
  { code: 'pk10.dragon_tiger', group: 'two_sided', option: { field: 'pair', values: range(1, 5) }, ...words('picks', ['dragon', 'tiger']) },
];

const X11X5: BetTypeSpec[] = [
  ...range(1, 8).map((n) => ({ code: `11x5.any_${n}`, group: 'any', ...elevens() })),
  { code: '11x5.front2_straight', group: 'front', ...elevens(2) },
  { code: '11x5.front2_group', group: 'front', ...elevens() },
  { code: '11x5.front3_straight', group: 'front', ...elevens(3) },
  { code: '11x5.front3_group', group: 'front', ...elevens() },
  { code: '11x5.position', group: 'position', option: POSITIONS_5, ...elevens() },
];

const LHC: BetTypeSpec[] = [
  { code: 'lhc.special_number', group: 'special', ...fortyNine },
  { code: 'lhc.special_zodiac', group: 'special', ...words('zodiacs', ZODIACS) },
  { code: 'lhc.special_colour', group: 'special', ...words('colours', ['red', 'blue', 'green']) },
  { code: 'lhc.special_bsoe', group: 'special', ...words('picks', BSOE) },
  { code: 'lhc.any_regular', group: 'regular', ...fortyNine },
];

const LF: BetTypeSpec[] = [
  { code: 'lf.straight', group: 'three', ...digitsRow(3) },
  { code: 'lf.group3', group: 'three', ...digitsRow() },
  { code: 'lf.group6', group: 'three', ...digitsRow() },
];

/** SEA 4D: typed four-digit numbers; Big and Small straight may roll digits with R. */
const fourDigits = (rolled: boolean, box: boolean) => ({
  field: 'numbers',
  rows: 1,
  values: [],
  kind: 'entry' as const,
  entry: { width: 4, rolled, box, max: SEA4D_MAX_NUMBERS },
});

const SEA4D: BetTypeSpec[] = [
  { code: 'sea4d.big', group: 'big', ...fourDigits(true, false) },
  { code: 'sea4d.small', group: 'small', ...fourDigits(true, false) },
  { code: 'sea4d.big_box', group: 'box', ...fourDigits(false, true) },
  { code: 'sea4d.small_box', group: 'box', ...fourDigits(false, true) },
  { code: 'sea4d.big_ibox', group: 'ibox', ...fourDigits(false, true) },
  { code: 'sea4d.small_ibox', group: 'ibox', ...fourDigits(false, true) },
];

/** The most numbers a xiên k takes, so its C(n, k) units stay within 1,000 (providers/bgs vn.ts VN_XIEN_MAX_NUMBERS). */
const XIEN_MAX = { 2: 45, 3: 19, 4: 13 } as const;
const TWO_DIGITS = range(0, 99);
const grid = (minPicks: number, maxPicks: number) => ({
  field: 'numbers',
  rows: 1,
  values: TWO_DIGITS,
  kind: 'grid' as const,
  pad: 2,
  text: true,
  minPicks,
  maxPicks,
});

/** The Vietnamese bets, the same on the North's and the South's boards. */
function vnBoard(gameType: 'vn_north' | 'vn_south'): BetTypeSpec[] {
  return [
    { code: `${gameType}.lo`, group: 'lo', ...grid(1, 100) },
    { code: `${gameType}.de`, group: 'de', ...grid(1, 100) },
    {
      code: `${gameType}.cang3`,
      group: 'de',
      field: 'numbers',
      rows: 1,
      values: [],
      kind: 'entry',
      entry: { width: 3, rolled: false, box: false, max: 1000 },
    },
    { code: `${gameType}.xien2`, group: 'xien', ...grid(2, XIEN_MAX[2]) },
    { code: `${gameType}.xien3`, group: 'xien', ...grid(3, XIEN_MAX[3]) },
    { code: `${gameType}.xien4`, group: 'xien', ...grid(4, XIEN_MAX[4]) },
  ];
}

/** The bet board of each game type, in board order. */
export const BET_BOARD: Readonly<Record<GameType, readonly BetTypeSpec[]>> = {
  ssc: SSC,
  pk10: PK10,
  '11x5': X11X5,
  lhc: LHC,
  lf: LF,
  sea4d: SEA4D,
  vn_north: vnBoard('vn_north'),
  vn_south: vnBoard('vn_south'),
};

/** The groups (tabs) of a game type's board, in order. */
export function betGroups(gameType: GameType): string[] {
  return [...new Set(BET_BOARD[gameType].map((spec) => spec.group))];
}

/**
 * The i18n key suffix of a bet type code (`ssc.position_digit` → `ssc_position_digit`); the
 * Vietnamese bets read the same on both boards (`vn_north.lo` → `vn_lo`).
 */
export function betTypeKey(code: string): string {
  return code.replace(/^vn_(north|south)\./, 'vn.').replace('.', '_');
}

/** The selection the engine expects from what was picked: the option's value and one sorted list per row. */
export function buildSelection(spec: BetTypeSpec, option: PickValue | undefined, rows: readonly (readonly PickValue[])[]) {
  const order = (row: readonly PickValue[]): PickValue[] => {
    // Typed numbers keep the member's order (the entry already refused repeats).
    if (spec.kind === 'entry') return [...row];
    if (spec.kind === 'word') return spec.values.filter((value) => row.includes(value));
    const sorted = [...row].sort((a, b) => Number(a) - Number(b));
    return spec.text ? sorted.map((value) => String(value).padStart(spec.pad ?? 1, '0')) : sorted;
  };
  const lists = rows.slice(0, spec.rows).map(order);
  const selection: Record<string, unknown> = {};
  if (spec.option) selection[spec.option.field] = option ?? spec.option.values[0];
  selection[spec.field] = spec.rows === 1 ? (lists[0] ?? []) : lists;
  return selection;
}

/** Quick picks of a number row. */
export type QuickPick = 'all' | 'big' | 'small' | 'odd' | 'even' | 'clear';

/** The numbers a quick pick chooses from a row's values. */
export function quickPick(spec: BetTypeSpec, pick: QuickPick): number[] {
  const numbers = spec.values.map(Number);
  const bigFrom = spec.bigFrom ?? (numbers[Math.floor(numbers.length / 2)] as number);
  switch (pick) {
    case 'all':
      return numbers;
    case 'big':
      return numbers.filter((n) => n >= bigFrom);
    case 'small':
      return numbers.filter((n) => n < bigFrom);
    case 'odd':
      return numbers.filter((n) => n % 2 === 1);
    case 'even':
      return numbers.filter((n) => n % 2 === 0);
    case 'clear':
      return [];
  }
}

/** The grid's quick picks: a head row (0x), a tail column (x7), the doubles (00, 11 … 99). */
export type GridPick = { kind: 'head' | 'tail'; digit: number } | { kind: 'doubles' };

/** The two-digit numbers a grid quick pick chooses. */
export function gridPick(pick: GridPick): number[] {
  if (pick.kind === 'doubles') return range(0, 9).map((d) => d * 11);
  return range(0, 9).map((d) => (pick.kind === 'head' ? pick.digit * 10 + d : d * 10 + pick.digit));
}

/**
 * Adds a quick pick's numbers to the picked ones, or takes them all away when they are all picked
 * already (a second press of "0x" clears the row again).
 */
export function toggleAll(picked: readonly PickValue[], numbers: readonly number[]): PickValue[] {
  const all = numbers.every((n) => picked.includes(n));
  if (all) return picked.filter((value) => !numbers.includes(Number(value)));
  return [...picked, ...numbers.filter((n) => !picked.includes(n))];
}
