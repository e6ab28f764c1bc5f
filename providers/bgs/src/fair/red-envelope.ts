import { type Uint32Stream, uniformInt } from './sampling';

export { arrayStream } from './sampling';

/**
 * A red-envelope drop's amounts (FAIRNESS.md "Red envelopes"): `count` amounts of at least `min`
 * that sum exactly to `budget`, all in minor units.
 *
 * The stream is the drop's: HMAC-SHA256(server seed, `RED:<dropId>:<i>`) blocks (`drawStream(seed,
 * 'RED', String(dropId))`). Let extra = budget − count × min. Draw count − 1 cut points, each one
 * uniformInt(extra + 1) (a number 0..extra, repeats allowed), in order; sort them ascending; put 0
 * before them and extra after them. Envelope k (k = 0 … count − 1) holds min + (point k+1 − point k).
 * The gaps add up to extra, so the amounts add up to budget; each gap is ≥ 0, so each amount is ≥ min.
 * Pure (no node imports): the web recomputes it from Web Crypto blocks.
 */
export function splitBudget(stream: Uint32Stream, budget: bigint, count: number, min: bigint): bigint[] {
  if (!Number.isInteger(count) || count < 1) throw new RangeError('a drop has at least one envelope');
  if (min <= 0n) throw new RangeError('an envelope holds more than 0');
  const extra = budget - BigInt(count) * min;
  if (extra < 0n) throw new RangeError('the budget is below count × min');
  if (extra > 4_294_967_295n) throw new RangeError('budget − count × min must be below 2^32');
  const range = Number(extra) + 1;
  const cuts = Array.from({ length: count - 1 }, () => uniformInt(stream, range)).sort((a, b) => a - b);
  const points = [0, ...cuts, Number(extra)];
  return Array.from({ length: count }, (_, k) => min + BigInt((points[k + 1] as number) - (points[k] as number)));
}
