import type { LiveLimits } from '@fortuna/shared';

/**
 * Chips and the chips placed on the felt before a confirmation. Amounts are whole minor units
 * (cents) as numbers, never floats of money; the API's money text ("10.00") converts both ways.
 */

/** "10.50" → 1050; anything that is not an amount → 0. */
export function toCents(amount: string | null | undefined): number {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec((amount ?? '').trim());
  if (!match) return 0;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 1050 → "10.50". */
export function centsText(cents: number): string {
  const whole = Math.floor(cents / 100);
  return `${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** Chip faces: 1, 5, 10, 25, 50, 100, 500, 1K … in whole currency units. */
const DENOMINATIONS = [1, 5, 10, 25, 50, 100, 250, 500, 1_000, 5_000, 10_000, 25_000, 50_000, 100_000, 500_000, 1_000_000];

/**
 * Up to `count` chip values (cents) for a table's limits: the smallest face that reaches the
 * minimum bet, then the next faces up to the maximum. A minimum that is no face (7.50) is the
 * first chip itself.
 */
export function chipValues(limits: Pick<LiveLimits, 'minBet' | 'maxBet'>, count = 6): number[] {
  const min = Math.max(1, toCents(limits.minBet));
  const max = Math.max(min, toCents(limits.maxBet));
  const faces = DENOMINATIONS.map((d) => d * 100).filter((c) => c >= min && c <= max);
  const chips = faces[0] === min ? faces : [min, ...faces];
  return chips.slice(0, count);
}

/** A chip's face: 100 → "1", 150000 → "1.5K", 100000000 → "1M". */
export function chipLabel(cents: number): string {
  const units = cents / 100;
  if (units >= 1_000_000) return `${trim(units / 1_000_000)}M`;
  if (units >= 1_000) return `${trim(units / 1_000)}K`;
  return trim(units);
}

function trim(value: number): string {
  return String(Number(value.toFixed(2)));
}

/** Spot → cents. */
export type Stakes = Record<string, number>;

/** The most one member may have on a spot in a round (cents): its own maximum or the table's. */
export function spotMax(limits: LiveLimits, spot: string): number {
  const own = limits.spotMax[spot];
  return own === undefined ? toCents(limits.maxBet) : Math.min(toCents(own), toCents(limits.maxBet));
}

export type AddChipResult = { stakes: Stakes; added: number; capped: boolean };

/**
 * Puts a chip on a spot: `placed` are the chips not yet confirmed, `confirmed` what the member
 * already has on the round. The spot's total never passes its maximum — a chip that would is cut
 * to what is left (`capped`), and a full spot takes nothing.
 */
export function addChip(placed: Stakes, confirmed: Stakes, limits: LiveLimits, spot: string, chip: number): AddChipResult {
  const room = spotMax(limits, spot) - (confirmed[spot] ?? 0) - (placed[spot] ?? 0);
  const added = Math.max(0, Math.min(chip, room));
  if (added === 0) return { stakes: placed, added: 0, capped: true };
  return { stakes: { ...placed, [spot]: (placed[spot] ?? 0) + added }, added, capped: added < chip };
}

/** The last round's bet placed again, each spot cut to what the table still allows. */
export function repeatStakes(
  lastBet: Record<string, string> | null,
  confirmed: Stakes,
  limits: LiveLimits,
  spots: readonly string[],
): Stakes {
  let placed: Stakes = {};
  for (const [spot, amount] of Object.entries(lastBet ?? {})) {
    if (!spots.includes(spot)) continue;
    placed = addChip(placed, confirmed, limits, spot, toCents(amount)).stakes;
  }
  return placed;
}

/** The sum of stakes (cents). */
export function stakesTotal(stakes: Stakes): number {
  return Object.values(stakes).reduce((sum, cents) => sum + cents, 0);
}

/**
 * Spots whose round total (confirmed + placed) would stay under the table's minimum: a
 * confirmation with one of them is refused before it is sent.
 */
export function spotsUnderMinimum(placed: Stakes, confirmed: Stakes, limits: LiveLimits): string[] {
  const min = toCents(limits.minBet);
  return Object.keys(placed).filter((spot) => (placed[spot] ?? 0) > 0 && (confirmed[spot] ?? 0) + (placed[spot] ?? 0) < min);
}

/** Stakes as the API's spot → money text, without empty spots. */
export function stakesBody(stakes: Stakes): Record<string, string> {
  const body: Record<string, string> = {};
  for (const [spot, cents] of Object.entries(stakes)) if (cents > 0) body[spot] = centsText(cents);
  return body;
}

/** The API's spot → money text as stakes. */
export function toStakes(spots: Record<string, string> | null | undefined): Stakes {
  const stakes: Stakes = {};
  for (const [spot, amount] of Object.entries(spots ?? {})) stakes[spot] = toCents(amount);
  return stakes;
}
