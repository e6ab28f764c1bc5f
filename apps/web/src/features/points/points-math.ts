import { formatMinor, POINTS_LIMITS, type PointGoods, type PointRate, parseMinor } from '@fortuna/shared';

/** A points figure from the wire ("1250") as a bigint; anything else is 0. */
export function pointsOf(text: string | null | undefined): bigint {
  return text && /^-?\d+$/.test(text) ? BigInt(text) : 0n;
}

/** "1250000" → "1,250,000"; a signed change keeps its sign ("+120", "-500"). */
export function formatPoints(text: string): string {
  const sign = /^[+-]/.test(text) ? text[0] : '';
  const digits = sign ? text.slice(1) : text;
  return `${sign}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/**
 * The exchange-rate row that applies to converting `points`: the one with the largest `minPoints`
 * not above it (the table's tiers), or null when `points` is below every tier.
 */
export function rateRowFor(rates: readonly PointRate[], points: bigint): PointRate | null {
  let best: PointRate | null = null;
  for (const row of rates) {
    const min = pointsOf(row.minPoints);
    if (min <= points && (best === null || min > pointsOf(best.minPoints))) best = row;
  }
  return best;
}

/** The fewest points the table converts (its lowest tier), or null when it has no row. */
export function minimumConvert(rates: readonly PointRate[]): bigint | null {
  let min: bigint | null = null;
  for (const row of rates) {
    const tier = pointsOf(row.minPoints);
    if (min === null || tier < min) min = tier;
  }
  return min;
}

export type ConvertPreview =
  | { kind: 'empty' }
  | { kind: 'below_minimum'; minimum: string }
  | { kind: 'step'; step: string }
  | { kind: 'insufficient' }
  | { kind: 'ok'; row: PointRate; amount: string };

/**
 * What converting `typed` points would give, as the server reckons it (schemas/points.ts
 * convert): the applicable row, `points` a multiple of the row's `points`, each step worth the
 * row's `amount`; in minor units, never through a float.
 */
export function previewConvert(rates: readonly PointRate[], typed: string, balance: bigint): ConvertPreview {
  const text = typed.trim();
  if (!/^[1-9]\d{0,14}$/.test(text)) return { kind: 'empty' };
  const points = BigInt(text);
  const row = rateRowFor(rates, points);
  if (!row) return { kind: 'below_minimum', minimum: String(minimumConvert(rates) ?? 0n) };
  const step = pointsOf(row.points);
  if (step <= 0n || points % step !== 0n) return { kind: 'step', step: row.points };
  if (points > balance) return { kind: 'insufficient' };
  return { kind: 'ok', row, amount: formatMinor((points / step) * parseMinor(row.amount)) };
}

/**
 * The most units of a good the member may redeem now: at most 99 (spec §5), no more than the
 * stock left, and no more than what the per-member limit leaves; 0 when none.
 */
export function maxQuantity(goods: Pick<PointGoods, 'remaining' | 'perMemberLimit' | 'mine'>): number {
  let max: number = POINTS_LIMITS.quantityMax;
  if (goods.remaining !== null) max = Math.min(max, goods.remaining);
  if (goods.perMemberLimit !== null) max = Math.min(max, goods.perMemberLimit - goods.mine);
  return Math.max(0, max);
}

/** Points and money for `quantity` units of a good. */
export function goodsTotal(goods: Pick<PointGoods, 'points' | 'amount'>, quantity: number): { points: string; amount: string } {
  const units = BigInt(Math.max(0, quantity));
  return { points: String(pointsOf(goods.points) * units), amount: formatMinor(parseMinor(goods.amount) * units) };
}
