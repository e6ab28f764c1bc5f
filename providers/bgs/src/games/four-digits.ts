/**
 * Four-digit numbers of SEA 4D as members write them: "0123" keeps its leading zero, "12R4" is a
 * rolled number (R stands for every digit 0–9), and a box plays every order of its digits.
 */

/** A 4D pick as written: four characters, each a digit 0–9 or R (rolled). */
export const ROLLED_PATTERN = /^[0-9R]{4}$/;

/** A plain 4D number: four digits 0–9. */
export const FOUR_DIGITS = /^[0-9]{4}$/;

/** How many numbers a rolled pattern stands for: 10 per R ("12R4" → 10, "R2R4" → 100). */
export function rolledCount(pattern: string): number {
  return 10 ** [...pattern].filter((c) => c === 'R').length;
}

/** Every number a rolled pattern stands for, ascending ("12R4" → "1204", "1214", … "1294"); a plain number stands for itself. */
export function expandRolled(pattern: string): string[] {
  return [...pattern].reduce<string[]>(
    (prefixes, c) => prefixes.flatMap((prefix) => (c === 'R' ? Array.from({ length: 10 }, (_, d) => `${prefix}${d}`) : [`${prefix}${c}`])),
    [''],
  );
}

const permutationCache = new Map<string, readonly string[]>();

/** Every distinct order of a number's four digits, ascending ("1123" → 12 numbers); cached, the result is shared. */
export function permutations(number: string): readonly string[] {
  let found = permutationCache.get(number);
  if (!found) {
    const out = new Set<string>();
    const walk = (prefix: string, rest: string) => {
      if (rest === '') out.add(prefix);
      for (let i = 0; i < rest.length; i++) walk(prefix + rest[i], rest.slice(0, i) + rest.slice(i + 1));
    };
    walk('', number);
    found = [...out].sort();
    permutationCache.set(number, found);
  }
  return found;
}

/**
 * How many distinct orders a number's digits have, 4! over the repeats: 24 for ABCD (1234), 12 for
 * AABC (1123), 6 for AABB (1122), 4 for AAAB (1112), 1 for AAAA (1111, not boxable).
 */
export function permutationCount(number: string): number {
  const counts = new Map<string, number>();
  for (const c of number) counts.set(c, (counts.get(c) ?? 0) + 1);
  let repeats = 1;
  for (const n of counts.values()) for (let i = 2; i <= n; i++) repeats *= i;
  return 24 / repeats;
}

/** The permutation counts of a boxable number. */
export const BOX_PERMUTATIONS = [24, 12, 6, 4] as const;
export type BoxPermutations = (typeof BOX_PERMUTATIONS)[number];

/** The digits sorted: two numbers are orders of each other exactly when their box keys are equal. */
export function boxKey(number: string): string {
  return [...number].sort().join('');
}
