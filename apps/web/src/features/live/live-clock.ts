/**
 * The live tables' clock: every state the server sends carries its own time, so the browser's
 * countdown follows the server's clock, not its own. `offset` = server time − this browser's time
 * (ms) at the moment the state arrived.
 */
export function clockOffset(serverTime: string, receivedAt = Date.now()): number {
  const server = new Date(serverTime).getTime();
  return Number.isFinite(server) ? server - receivedAt : 0;
}

/** Milliseconds until `endsAt` by the server's clock (0 once passed, or when there is no end). */
export function msLeft(endsAt: string | null | undefined, offset: number, now = Date.now()): number {
  if (!endsAt) return 0;
  const end = new Date(endsAt).getTime();
  if (!Number.isFinite(end)) return 0;
  return Math.max(0, end - (now + offset));
}

/** Whole seconds shown on a countdown: 3 while 2.1 s are left, 0 once the window closed. */
export function secondsLeft(endsAt: string | null | undefined, offset: number, now = Date.now()): number {
  return Math.ceil(msLeft(endsAt, offset, now) / 1000);
}
