/**
 * Countdowns follow the server's clock, not the visitor's: every issues answer carries the server's
 * time, and the offset between the two clocks is estimated from the request's round trip (NTP's
 * midpoint rule: the server answered about halfway between sending and receiving).
 */

/** Server time minus local time, in ms, from the server's `serverTime` and when the request left and came back (local ms). */
export function clockOffset(serverTime: string, sentAt: number, receivedAt: number): number {
  const server = Date.parse(serverTime);
  if (Number.isNaN(server)) return 0;
  return Math.round(server - (sentAt + receivedAt) / 2);
}

/** Whole seconds from the server's `now` (local ms + offset) until `at` (ISO), never below zero. */
export function secondsUntil(at: string, localNow: number, offset: number): number {
  const target = Date.parse(at);
  if (Number.isNaN(target)) return 0;
  return Math.max(0, Math.ceil((target - (localNow + offset)) / 1000));
}

/** A countdown as `d hh:mm:ss` over a day, `hh:mm:ss` over an hour, else `mm:ss`. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  if (days > 0) return `${days}d ${pad(hours)}:${pad(minutes)}:${pad(rest)}`;
  if (hours > 0) return `${pad(hours)}:${pad(minutes)}:${pad(rest)}`;
  return `${pad(minutes)}:${pad(rest)}`;
}
