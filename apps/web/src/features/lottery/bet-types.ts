import { ZODIACS } from '@fortuna/bgs/lhc';
import type { GameType } from '@fortuna/bgs/types';

/** A value a member can pick: a number ball or a word (big, dragon, rat, red…). */
export type PickValue = number | string;

/** The chooser above a bet type's rows: which position, part of the result or dragon/tiger pair it plays. */
export type BetOption = { field: 'position' | 'part' | 'pair'; values: readonly PickValue[] };

/**
 * How the bet board shows one bet type of providers/bgs/src/games: an optional chooser, `rows`
 * rows of the same `values` (more than one row makes the selection field a tuple, one list per
 * position), and the selection field the picks go into. Words show as labelled buttons, numbers as
 * balls with quick picks (all, big, small, odd, even, clear).
 */
export type BetTypeSpec = {
  code: string;
  group: string;
  option?: BetOption;
  field: string;
  rows: number;
  values: readonly PickValue[];
  kind: 'number' | 'word';
  /** Digits shown with a leading zero (11X5 01–11, LHC 01–49). */
  pad?: number;
  /** The smallest big number for the quick pick (the upper half unless told). */
  bigFrom?: number;
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

/** The bet board of each game type, in board order. */
export const BET_BOARD: Readonly<Record<GameType, readonly BetTypeSpec[]>> = { ssc: SSC, pk10: PK10, '11x5': X11X5, lhc: LHC, lf: LF };

/** The groups (tabs) of a game type's board, in order. */
export function betGroups(gameType: GameType): string[] {
  return [...new Set(BET_BOARD[gameType].map((spec) => spec.group))];
}

/** The i18n key suffix of a bet type code (`ssc.position_digit` → `ssc_position_digit`). */
export function betTypeKey(code: string): string {
  return code.replace('.', '_');
}

/** The selection the engine expects from what was picked: the option's value and one sorted list per row. */
export function buildSelection(spec: BetTypeSpec, option: PickValue | undefined, rows: readonly (readonly PickValue[])[]) {
  const order = (row: readonly PickValue[]) =>
    spec.kind === 'number' ? [...row].sort((a, b) => Number(a) - Number(b)) : spec.values.filter((value) => row.includes(value));
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
