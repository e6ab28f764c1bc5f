/** The rebate bonus's name in bonus details, per language. */
export const REBATE_TITLE: Record<string, string> = { en: 'Rebate', zh: '返水', my: 'ပြန်အမ်းငွေ' };

/**
 * A rebate's grant key: the watermark it moves the member to (`rebate:2026-11-27T17:30:00.000Z`).
 * A watermark only moves forward, so each key is paid once per member, by a claim or by a run.
 */
export function rebateGrantKey(until: Date): string {
  return `rebate:${until.toISOString()}`;
}

/** Valid bets a rebate bonus requires before a withdrawal: the multiple (two places) of the rebate. */
export function turnoverOf(amount: bigint, multiple: number): bigint {
  if (!(multiple > 0)) return 0n;
  return (amount * BigInt(Math.round(multiple * 100))) / 100n;
}

/** A rate in parts per million of the valid bets as the percent operators type (5000 → 0.5). */
export function percentOf(ppm: number): number {
  return ppm / 10_000;
}
