/**
 * How a table's felt groups the spots the server offers (`LiveTableState.spots`, in the maths'
 * order). Each game names its sections by what their spot codes look like; every spot no section
 * takes lands in "more bets", so every spot the maths offers can be bet on.
 */
export type FeltSection = { key: string; spots: string[]; layout: 'main' | 'grid' | 'roulette' };

type Rule = { key: string; layout: FeltSection['layout']; test: (spot: string) => boolean };

const has =
  (...words: string[]) =>
  (spot: string) =>
    words.some((w) => spot === w || spot.split('_').includes(w));
const starts =
  (...prefixes: string[]) =>
  (spot: string) =>
    prefixes.some((p) => spot.startsWith(p));

/** A roulette straight-up spot's number ("17", "n17", "straight_17", "number_0"), else null. */
export function rouletteNumber(spot: string): number | null {
  const match = /^(?:straight|number|num|n|s)?[_-]?(\d{1,2})$/.exec(spot);
  if (!match) return null;
  const n = Number(match[1]);
  return n <= 36 ? n : null;
}

/** The red numbers of the European wheel. */
export const ROULETTE_RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

const MAIN_ORDER: Record<string, string[]> = {
  baccarat: ['player', 'tie', 'banker'],
  'dragon-tiger': ['dragon', 'tie', 'tiger'],
};

const RULES: Record<string, Rule[]> = {
  baccarat: [
    { key: 'main', layout: 'main', test: (s) => MAIN_ORDER.baccarat?.includes(s) ?? false },
    { key: 'side', layout: 'grid', test: () => true },
  ],
  'dragon-tiger': [
    { key: 'main', layout: 'main', test: (s) => MAIN_ORDER['dragon-tiger']?.includes(s) ?? false },
    { key: 'side', layout: 'grid', test: () => true },
  ],
  'sic-bo': [
    { key: 'main', layout: 'main', test: (s) => ['big', 'small', 'odd', 'even'].includes(s) },
    { key: 'totals', layout: 'grid', test: has('total', 'sum') },
    { key: 'triples', layout: 'grid', test: (s) => has('triple', 'triples')(s) || starts('triple', 'any_triple')(s) },
    { key: 'doubles', layout: 'grid', test: (s) => has('double', 'doubles', 'pair')(s) || starts('double')(s) },
    { key: 'combos', layout: 'grid', test: (s) => has('combo', 'combination', 'domino')(s) || starts('combo')(s) },
    { key: 'singles', layout: 'grid', test: (s) => has('single', 'one', 'number', 'die')(s) || starts('single')(s) },
  ],
  roulette: [
    { key: 'numbers', layout: 'roulette', test: (s) => rouletteNumber(s) !== null },
    {
      key: 'outside',
      layout: 'grid',
      test: (s) => ['red', 'black', 'odd', 'even', 'low', 'high'].includes(s) || starts('dz_', 'col_', 'dozen', 'column')(s),
    },
    // Splits, streets, trios, corners, the first four and lines: every inside bet the maths takes.
    { key: 'inside', layout: 'grid', test: starts('sp_', 'st_', 'tr_', 'c_', 'ff', 'l_', 'split', 'street', 'corner', 'line') },
  ],
  'fan-tan': [
    { key: 'main', layout: 'main', test: (s) => starts('fan_')(s) || s === 'odd' || s === 'even' },
    { key: 'nim', layout: 'grid', test: starts('nim_') },
    { key: 'kwok', layout: 'grid', test: starts('kwok_') },
    { key: 'tong', layout: 'grid', test: starts('tong_') },
    { key: 'ssh', layout: 'grid', test: starts('ssh_') },
  ],
  'fish-prawn-crab': [
    { key: 'main', layout: 'main', test: (s) => !s.includes('_') },
    { key: 'pairs', layout: 'grid', test: starts('pair_') },
  ],
};

/** The felt's sections for a game and its spots, each spot in exactly one, in the spots' own order. */
export function feltSections(game: string, spots: readonly string[]): FeltSection[] {
  const rules = RULES[game] ?? [];
  const sections: FeltSection[] = rules.map((r) => ({ key: r.key, spots: [], layout: r.layout }));
  const more: FeltSection = { key: rules.length ? 'more' : 'spots', spots: [], layout: 'grid' };
  for (const spot of spots) {
    const index = rules.findIndex((r) => r.test(spot));
    const target = index >= 0 ? sections[index] : more;
    target?.spots.push(spot);
  }
  const order = MAIN_ORDER[game];
  const main = sections.find((s) => s.key === 'main');
  if (order && main) main.spots.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return [...sections, more].filter((s) => s.spots.length > 0);
}

/** The roulette table's rows: 3 6 9 … 36 on top, 1 4 7 … 34 at the bottom (the felt's order). */
export function rouletteRows(): number[][] {
  return [3, 2, 1].map((r) => Array.from({ length: 12 }, (_, c) => c * 3 + r));
}
