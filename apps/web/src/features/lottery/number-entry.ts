import { boxKey, permutationCount, rolledCount } from '@fortuna/bgs/four-digits';
import type { EntryRule } from './bet-types';

/**
 * Typed numbers of the 4D and ba càng entries: "1234, 12R4 0007" read into the picks the engine
 * takes, with a reason for every word it cannot take, so the board can say what is wrong where the
 * member typed it. The engine checks the same rules again (providers/bgs games/sea4d.ts, vn.ts).
 */

/** The most units one 4D selection may make (rolled numbers expand; providers/bgs SEA4D_MAX_UNITS). */
export const ENTRY_MAX_UNITS = 1000;

/** Why a typed word is not a pick: not `width` digits (or R where allowed), four equal digits in a box, a repeat, too many. */
export type EntryProblemReason = 'digits' | 'equal_digits' | 'duplicate' | 'too_many' | 'too_many_units';

/** One problem of an entry: the word as typed (upper-cased) and why. */
export type EntryProblem = { token: string; reason: EntryProblemReason };

/** What an entry holds: the picks it can place, and its problems (none means the whole entry is placeable). */
export type ParsedEntry = { numbers: string[]; problems: EntryProblem[] };

/** Splits on spaces, commas, semicolons and the CJK comma; a lower-case r counts as R. */
function tokens(text: string): string[] {
  return text
    .toUpperCase()
    .split(/[\s,;，、]+/)
    .filter(Boolean);
}

/** Whether two rolled patterns share a number ("12R4" and "1234" do). */
function overlaps(a: string, b: string): boolean {
  return [...a].every((c, i) => c === b[i] || c === 'R' || b[i] === 'R');
}

/** Reads an entry by its rule. */
export function parseEntry(text: string, rule: EntryRule): ParsedEntry {
  const shape = new RegExp(`^[0-9${rule.rolled ? 'R' : ''}]{${rule.width}}$`);
  const numbers: string[] = [];
  const problems: EntryProblem[] = [];
  let units = 0;
  for (const token of tokens(text)) {
    if (!shape.test(token)) {
      problems.push({ token, reason: 'digits' });
      continue;
    }
    if (rule.box && permutationCount(token) === 1) {
      problems.push({ token, reason: 'equal_digits' });
      continue;
    }
    const repeat = rule.box ? numbers.some((n) => boxKey(n) === boxKey(token)) : numbers.some((n) => overlaps(n, token));
    if (repeat) {
      problems.push({ token, reason: 'duplicate' });
      continue;
    }
    if (numbers.length >= rule.max) {
      problems.push({ token, reason: 'too_many' });
      continue;
    }
    const count = rule.rolled ? rolledCount(token) : 1;
    if (units + count > ENTRY_MAX_UNITS) {
      problems.push({ token, reason: 'too_many_units' });
      continue;
    }
    units += count;
    numbers.push(token);
  }
  return { numbers, problems };
}

/** The i-box or box orders of a four-digit number (24, 12, 6 or 4), or 1 for a number that cannot be boxed. */
export function ordersOf(number: string): number {
  return /^[0-9]{4}$/.test(number) ? permutationCount(number) : 1;
}

/**
 * A random pick for the entry that is not taken yet: `width` random digits, never four equal
 * digits in a box. `random` returns 0 ≤ x < 1 (Math.random; this is a suggestion, not a draw).
 */
export function randomPick(rule: EntryRule, taken: readonly string[], random: () => number = Math.random): string | null {
  if (taken.length >= rule.max) return null;
  for (let tries = 0; tries < 10_000; tries += 1) {
    const pick = Array.from({ length: rule.width }, () => Math.floor(random() * 10)).join('');
    if (rule.box && permutationCount(pick) === 1) continue;
    const repeat = rule.box ? taken.some((n) => boxKey(n) === boxKey(pick)) : taken.some((n) => overlaps(n, pick));
    if (!repeat) return pick;
  }
  return null;
}
