import { cardRank } from './cards';
import type { Card } from './types';

/**
 * Baccarat's drawing rules (the standard tableau). A card's point value is its rank for ace–9 and
 * 0 for 10, J, Q, K; a hand's total is the sum mod 10. Cards are dealt player, banker, player,
 * banker, then the player's third card, then the banker's.
 * - Either two-card total 8 or 9 is a natural: both stand.
 * - Player: draws on 0–5, stands on 6–7.
 * - Banker, when the player stood: draws on 0–5, stands on 6–7.
 * - Banker, when the player drew a third card of value v: 0–2 draws; 3 draws unless v = 8;
 *   4 draws when v is 2–7; 5 draws when v is 4–7; 6 draws when v is 6–7; 7 stands.
 */
export function pointValue(c: Card): number {
  const rank = cardRank(c);
  return rank >= 10 ? 0 : rank;
}

export function handTotal(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0) % 10;
}

/** Whether the player draws a third card on a two-card total (no natural on the table). */
export function playerDraws(playerTotal: number): boolean {
  return playerTotal <= 5;
}

/** Whether the banker draws on its two-card total; `playerThird` is the value of the player's third card, or null when the player stood. */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/**
 * Plays a coup on point values read one at a time from `next` in dealing order; answers the hands'
 * values. Shared by the deal (real cards) and the exact enumeration (value classes).
 */
export function playCoup(next: () => number): { player: number[]; banker: number[] } {
  const player = [next()];
  const banker = [next()];
  player.push(next());
  banker.push(next());
  const p = handTotal(player);
  const b = handTotal(banker);
  if (p >= 8 || b >= 8) return { player, banker };
  let playerThird: number | null = null;
  if (playerDraws(p)) {
    playerThird = next();
    player.push(playerThird);
  }
  if (bankerDraws(b, playerThird)) banker.push(next());
  return { player, banker };
}
