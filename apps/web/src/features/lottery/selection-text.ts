import type { GameType } from '@fortuna/bgs/types';
import { BET_BOARD, type BetTypeSpec, betTypeKey, type PickValue } from './bet-types';

/** Lists longer than this show their first SHOWN_OF_LONG picks and "+n more". */
const LONG_LIST = 24;
const SHOWN_OF_LONG = 20;

/** A translator as react-i18next's `t` is called here. */
type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The bet board entry of a bet type code, or undefined for an unknown one. */
export function specOf(gameType: GameType, code: string): BetTypeSpec | undefined {
  return BET_BOARD[gameType].find((spec) => spec.code === code);
}

/** A picked value as the board shows it: a padded number or a translated word. */
export function pickText(spec: Pick<BetTypeSpec, 'kind' | 'pad'>, value: PickValue, t: Translate): string {
  if (spec.kind === 'word') return t(`lottery.pick.${value}`);
  return String(value).padStart(spec.pad ?? 1, '0');
}

/** The chooser's value in words: "Position 3", "Front three", "1st vs 10th". */
export function optionText(field: string, value: PickValue, t: Translate): string {
  if (field === 'part') return t(`lottery.part.${value}`);
  if (field === 'pair') return t('lottery.pair_n', { a: value, b: 11 - Number(value) });
  return t('lottery.position_n', { n: value });
}

/** The bet type's name in the member's language. */
export function betTypeName(code: string, t: Translate): string {
  return t(`lottery.bet_type.${betTypeKey(code)}`, { defaultValue: code });
}

/** A selection in words for the slip and my bets: "Position 1 · 3 7", "Front three · 1 2 | 3 | 4 5". */
export function selectionText(gameType: GameType, code: string, selection: unknown, t: Translate): string {
  const spec = specOf(gameType, code);
  if (!spec || typeof selection !== 'object' || selection === null) return JSON.stringify(selection);
  const record = selection as Record<string, unknown>;
  const parts: string[] = [];
  if (spec.option && record[spec.option.field] !== undefined)
    parts.push(optionText(spec.option.field, record[spec.option.field] as PickValue, t));
  const picks = record[spec.field];
  const list = (values: unknown) => {
    if (!Array.isArray(values)) return '';
    // A lô of 100 numbers or a long 4D list: the first ones and how many more.
    const shown = values.length > LONG_LIST ? values.slice(0, SHOWN_OF_LONG) : values;
    const text = shown.map((value) => pickText(spec, value as PickValue, t)).join(' ');
    return values.length > shown.length ? `${text} ${t('lottery.more_n', { count: values.length - shown.length })}` : text;
  };
  if (Array.isArray(picks)) parts.push(spec.rows > 1 ? picks.map(list).join(' | ') : list(picks));
  return parts.join(' · ');
}
