import { FPC_LETTERS, FPC_SYMBOLS } from './fish-prawn-crab';
import { RED_NUMBERS } from './roulette';
import type { LiveGameCode, ResultSummary } from './types';

/**
 * The counts the lobby and the table show for a run of results (every key always present, 0 when
 * it never happened):
 * - every game: `rounds`;
 * - baccarat: `B`, `P`, `T`, `bankerPair`, `playerPair`; dragon tiger: `D`, `T`, `X`;
 * - sic bo: `S`, `L`, `A`, `odd`, `even` (triples excluded), `total_3` … `total_18`;
 * - roulette: `R`, `K`, `Z`, `odd`, `even`, `low`, `high`, `dz_1`…`dz_3`, `col_1`…`col_3`;
 * - fan tan: `1` … `4`, `odd`, `even`;
 * - fish prawn crab: each symbol (`fish` …): the dice that showed it;
 * - se die: `E`, `O`, `red_0` … `red_4` (rounds with that many red coins).
 */
export function resultStats(code: LiveGameCode, s: readonly ResultSummary[]): Record<string, number> {
  const stats: Record<string, number> = { rounds: s.length };
  const keys = (...names: string[]) => {
    for (const name of names) stats[name] = 0;
  };
  const bump = (name: string, by = 1) => {
    stats[name] = (stats[name] ?? 0) + by;
  };
  switch (code) {
    case 'baccarat':
      keys('B', 'P', 'T', 'bankerPair', 'playerPair');
      for (const r of s) {
        bump(r.outcome);
        if (r.bankerPair) bump('bankerPair');
        if (r.playerPair) bump('playerPair');
      }
      break;
    case 'dragon-tiger':
      keys('D', 'T', 'X');
      for (const r of s) bump(r.outcome);
      break;
    case 'sic-bo':
      keys('S', 'L', 'A', 'odd', 'even', ...Array.from({ length: 16 }, (_, i) => `total_${i + 3}`));
      for (const r of s) {
        bump(r.outcome);
        if (r.value === undefined) continue;
        bump(`total_${r.value}`);
        if (r.outcome !== 'A') bump(r.value % 2 === 1 ? 'odd' : 'even');
      }
      break;
    case 'roulette':
      keys('R', 'K', 'Z', 'odd', 'even', 'low', 'high', 'dz_1', 'dz_2', 'dz_3', 'col_1', 'col_2', 'col_3');
      for (const r of s) {
        const n = r.value ?? 0;
        bump(n === 0 ? 'Z' : RED_NUMBERS.has(n) ? 'R' : 'K');
        if (n === 0) continue;
        bump(n % 2 === 1 ? 'odd' : 'even');
        bump(n <= 18 ? 'low' : 'high');
        bump(`dz_${Math.ceil(n / 12)}`);
        bump(`col_${((n - 1) % 3) + 1}`);
      }
      break;
    case 'fan-tan':
      keys('1', '2', '3', '4', 'odd', 'even');
      for (const r of s) {
        bump(r.outcome);
        bump(Number(r.outcome) % 2 === 1 ? 'odd' : 'even');
      }
      break;
    case 'fish-prawn-crab':
      keys(...FPC_SYMBOLS);
      for (const r of s) {
        for (const letter of r.outcome) {
          const index = FPC_LETTERS.indexOf(letter as (typeof FPC_LETTERS)[number]);
          if (index >= 0) bump(FPC_SYMBOLS[index] as string);
        }
      }
      break;
    case 'se-die':
      keys('E', 'O', 'red_0', 'red_1', 'red_2', 'red_3', 'red_4');
      for (const r of s) {
        bump(r.outcome);
        if (r.value !== undefined) bump(`red_${r.value}`);
      }
      break;
  }
  return stats;
}
