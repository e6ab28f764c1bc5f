/**
 * The rooms' clock: every room state carries the server's time, so the turn countdown follows the
 * server's clock, not this browser's. `offset` = server time − this browser's time (ms), measured
 * at the middle of the call that brought the state.
 */
export function clockOffset(serverTime: string, sentAt: number, receivedAt: number): number {
  const server = new Date(serverTime).getTime();
  return Number.isFinite(server) ? server - (sentAt + receivedAt) / 2 : 0;
}

/** Milliseconds until `at` by the server's clock (0 once passed, or when there is no such time). */
export function msUntil(at: string | null | undefined, offset: number, now = Date.now()): number {
  if (!at) return 0;
  const end = new Date(at).getTime();
  if (!Number.isFinite(end)) return 0;
  return Math.max(0, end - (now + offset));
}

/** Whole seconds a countdown shows: 3 while 2.1 s are left, 0 once the time has come. */
export function secondsUntil(at: string | null | undefined, offset: number, now = Date.now()): number {
  return Math.ceil(msUntil(at, offset, now) / 1000);
}
