import { formatMinor, type GameCategory, type WinnerBoardRow } from '@fortuna/shared';
import type { LocalizedText } from '../../db/schema';

/**
 * An account name as the public winner board shows it: enough to recognise one's own win, not
 * enough to find the account (`player01` → `pl****01`, `abcd` → `a***d`, `ab` → `a***`).
 */
export function maskAccount(account: string): string {
  const chars = [...account];
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  if (chars.length <= 5) return `${chars[0]}***${chars.at(-1)}`;
  return `${chars.slice(0, 2).join('')}****${chars.slice(-2).join('')}`;
}

/** A game's name in a language, else in English. */
export function nameIn(names: LocalizedText, language: string): string {
  return names[language] ?? names.en ?? Object.values(names)[0] ?? '';
}

/** A winner board row (spec §3 "Winner board row: vo with winAmount"). */
export function presentWinner(
  row: {
    total_win: bigint;
    settled_at: Date | null;
    username: string;
    game_id: number;
    names: LocalizedText;
    vendor_code: string;
    category_code: string;
  },
  language: string,
  decimals: number,
): WinnerBoardRow {
  return {
    vo: {
      winAmount: formatMinor(BigInt(row.total_win), decimals),
      player: maskAccount(row.username),
      gameName: nameIn(row.names, language),
      nodeId: row.game_id,
      vassalage: row.vendor_code,
      gameType: row.category_code as GameCategory,
      settledAt: new Date(row.settled_at ?? 0).toISOString(),
    },
  };
}
