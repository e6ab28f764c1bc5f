/**
 * The multiplier curve of a running game, pure (server and browser draw the same numbers):
 *   m(t) = floor(100 · e^(0.00006 · t)) / 100, t in milliseconds since the game started.
 * 2× after 11.6 s, 10× after 38.4 s, 100× after 76.8 s. The game crashes at t(crash point), the
 * first whole millisecond at which m reaches it.
 */

/** The growth rate per millisecond. */
export const CURVE_GROWTH = 0.00006;

/** m(t) in hundredths for t ms after the start (t < 0 counts as 0). */
export function multiplierAt(elapsedMs: number): number {
  const t = elapsedMs > 0 ? elapsedMs : 0;
  return Math.floor(100 * Math.exp(CURVE_GROWTH * t));
}

/**
 * t(m): the first whole millisecond at which m(t) ≥ `hundredths` (0 for 1.00× and below). Starts
 * from the logarithm and corrects by single steps, so it is the exact inverse of
 * {@link multiplierAt} whatever the rounding of exp and log.
 */
export function timeToReach(hundredths: number | bigint): number {
  const target = Number(hundredths);
  if (target <= 100) return 0;
  let t = Math.max(0, Math.ceil(Math.log(target / 100) / CURVE_GROWTH));
  while (t > 0 && multiplierAt(t - 1) >= target) t--;
  while (multiplierAt(t) < target) t++;
  return t;
}
