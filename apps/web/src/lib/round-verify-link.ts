/**
 * Where a round of an in-house game can be verified, or null for a round of an outside vendor or
 * the lottery (which has its own verify page by numero). Instant rounds (originals, slots) are
 * `O<id>` of vendor BGS.
 */
export function roundVerifyLink(vendor: string, roundId: string): string | null {
  if (vendor !== 'BGS') return null;
  if (/^O\d+$/.test(roundId)) return `/originals/verify?round=${roundId}`;
  // Crash: round C<game>:<member>; its page recomputes the game.
  const crash = /^C(\d+):\d+$/.exec(roundId);
  if (crash) return `/originals/crash?verify=${crash[1]}`;
  return null;
}
