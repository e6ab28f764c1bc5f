import { TZDate } from '@date-fns/tz';
import type { SportsbookBet, SportsbookBetLeg, SportsbookMatch } from '@fortuna/shared';
import { siteTimeZone } from '../../../lib/site-time-zone';

/**
 * The cockfight page's rules, pure (docs/sportsbook/SERVER.md, MARKETS.md): a fight is a match of
 * sport `cockfight`, home = meron, away = wala, with one market `cf` (`cf:meron`, `cf:wala`,
 * `cf:draw`). Betting is open while the fight is scheduled, its market open and its start (the
 * close of betting) still ahead by the server's clock; it is `live` while fought, then `finished`
 * with a result `{ sport: 'cockfight', outcome }`, or `cancelled`.
 */

/** The three picks of a fight, in board order. */
export const FIGHT_PICKS = ['meron', 'wala', 'draw'] as const;
export type FightPick = (typeof FIGHT_PICKS)[number];
/** How a fight ended. */
export type FightOutcome = 'meron' | 'wala' | 'draw' | 'cancelled';
/** Where the fight on the stage stands: taking bets, closed (waiting for the fight), fought now, or its result. */
export type FightPhase = 'open' | 'closed' | 'live' | 'result';

/** The market key of a fight. */
export const FIGHT_MARKET = 'cf';

/** The selection key of a pick (`cf:meron`). */
export function fightSelectionKey(pick: FightPick): string {
  return `${FIGHT_MARKET}:${pick}`;
}

/** The pick of a cockfight selection key, or null for any other key. */
export function pickOfKey(selectionKey: string): FightPick | null {
  const [market, pick] = selectionKey.split(':');
  return market === FIGHT_MARKET && (FIGHT_PICKS as readonly string[]).includes(pick ?? '') ? (pick as FightPick) : null;
}

/** A fight's number on the card (`detail.fightNumber`), or null when it has none. */
export function fightNumber(match: Pick<SportsbookMatch, 'detail'>): number | null {
  const value = match.detail?.fightNumber;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

/** How a fight ended: its result's outcome, `cancelled` for a cancelled fight, null while there is none. */
export function fightOutcome(match: Pick<SportsbookMatch, 'status' | 'result'>): FightOutcome | null {
  if (match.status === 'cancelled') return 'cancelled';
  const result = match.result as { sport?: unknown; outcome?: unknown } | null | undefined;
  if (result && result.sport === 'cockfight') {
    const outcome = result.outcome;
    if (outcome === 'meron' || outcome === 'wala' || outcome === 'draw' || outcome === 'cancelled') return outcome;
  }
  return null;
}

/** A pick's price while it is offered (the `cf` market's selection), else null. */
export function fightPrice(match: Pick<SportsbookMatch, 'markets'>, pick: FightPick): number | null {
  const market = match.markets.find((m) => m.marketKey === FIGHT_MARKET);
  const selection = market?.selections.find((s) => s.selectionKey === fightSelectionKey(pick));
  return selection?.offered ? selection.oddsMilli : null;
}

/** Whether the fight's market is open (a suspended, settled or void one takes no bets). */
export function marketOpen(match: Pick<SportsbookMatch, 'markets'>): boolean {
  return match.markets.find((m) => m.marketKey === FIGHT_MARKET)?.status === 'open';
}

/** The phase of a fight, `msToClose` being the time left until its start by the server's clock. */
export function fightPhase(match: Pick<SportsbookMatch, 'status' | 'markets' | 'result'>, msToClose: number): FightPhase {
  if (fightOutcome(match) !== null) return 'result';
  // Finished by the socket's word, its result still being read: still the fight under way here.
  if (match.status === 'live' || match.status === 'finished') return 'live';
  if (match.status === 'scheduled' && msToClose > 0 && marketOpen(match)) return 'open';
  return 'closed';
}

/**
 * The fights of the page's lists (in play, today, early) as one card: cockfights only, each once
 * (the later state wins), soonest first. Besides those to come and under way, it keeps fights the
 * socket just marked finished or cancelled until the lists are read again (a postponed fight leaves).
 */
export function mergeFights(lists: readonly (readonly SportsbookMatch[] | undefined)[]): SportsbookMatch[] {
  const byId = new Map<string, SportsbookMatch>();
  for (const list of lists) {
    for (const match of list ?? []) {
      if (match.sport !== 'cockfight') continue;
      const known = byId.get(match.matchId);
      // A fight moving between lists shows in two for a moment: the later state wins.
      if (!known || STATUS_RANK[match.status] >= STATUS_RANK[known.status]) byId.set(match.matchId, match);
    }
  }
  return [...byId.values()]
    .filter((m) => m.status !== 'postponed')
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || compareIds(a.matchId, b.matchId));
}

const STATUS_RANK: Record<SportsbookMatch['status'], number> = { scheduled: 0, postponed: 0, live: 1, finished: 2, cancelled: 2 };

/** Match ids are decimal texts of any length: compared as numbers. */
function compareIds(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

/** Whether a fight is still to come or under way (not one that just ended). */
export function onCard(match: Pick<SportsbookMatch, 'status'>): boolean {
  return match.status === 'scheduled' || match.status === 'live';
}

/**
 * The fight the stage shows: the one the member chose (while it is still on the card), else a
 * result still held on screen, else the fight under way (or just ended, its result being read),
 * else the next to take bets.
 */
export function stageFight(input: {
  fights: readonly SportsbookMatch[];
  pinnedId?: string | null;
  held?: SportsbookMatch | null;
}): SportsbookMatch | undefined {
  const pinned = input.pinnedId ? input.fights.find((f) => f.matchId === input.pinnedId) : undefined;
  // The held copy of the same fight carries its result.
  if (pinned) return input.held?.matchId === pinned.matchId ? input.held : pinned;
  if (input.held) return input.held;
  return input.fights.find((f) => f.status !== 'scheduled') ?? input.fights[0];
}

/**
 * The next fight to bet on besides `current`: the soonest on the card still scheduled whose betting
 * is still open by `takesBets` (the close by the server's clock).
 */
export function nextFight(
  fights: readonly SportsbookMatch[],
  current: SportsbookMatch | undefined,
  takesBets: (fight: SportsbookMatch) => boolean = () => true,
): SportsbookMatch | undefined {
  return fights.find((f) => f.matchId !== current?.matchId && f.status === 'scheduled' && takesBets(f));
}

/** Server time − browser time in ms, from a response's `serverTime` read at `receivedAt` (0 when unreadable). */
export function clockOffset(serverTime: string | undefined, receivedAt: number): number {
  const server = serverTime ? Date.parse(serverTime) : Number.NaN;
  return Number.isFinite(server) ? server - receivedAt : 0;
}

/** Milliseconds until the fight's betting closes (its start) by the server's clock, never below 0. */
export function msToClose(startsAt: string, offset: number, now: number): number {
  const close = Date.parse(startsAt);
  return Number.isFinite(close) ? Math.max(0, close - (now + offset)) : 0;
}

/** A countdown as `m:ss` (`h:mm:ss` from an hour), whole seconds rounded up so 0:00 shows only once closed. */
export function countdownText(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** A time on the merchant's clock, `HH:mm` (unreadable input as sent). */
export function clockTime(iso: string, timeZone: string = siteTimeZone()): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const d = new TZDate(ms, timeZone);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}

/** A bet's legs on cockfights. */
export function cockfightLegs(bet: SportsbookBet): SportsbookBetLeg[] {
  return bet.legs.filter((leg) => leg.sport === 'cockfight');
}

/** The member's bets with a leg on cockfights, newest first as listed, each once (open and settled lists together). */
export function cockfightBets(lists: readonly (readonly SportsbookBet[] | undefined)[]): SportsbookBet[] {
  const seen = new Set<string>();
  const out: SportsbookBet[] = [];
  for (const list of lists) {
    for (const bet of list ?? []) {
      if (seen.has(bet.betId) || cockfightLegs(bet).length === 0) continue;
      seen.add(bet.betId);
      out.push(bet);
    }
  }
  return out;
}

/** The member's bets with a leg on one fight. */
export function betsOnFight(bets: readonly SportsbookBet[], matchId: string): SportsbookBet[] {
  return bets.filter((bet) => bet.legs.some((leg) => leg.matchId === matchId));
}

/**
 * What the member's singles on a fight came to, in minor units: paid in all, staked in all, and
 * whether one is still to settle (parlays wait for their other legs, so they are left out).
 */
export function fightReturn(
  bets: readonly SportsbookBet[],
  toMinor: (amount: string) => bigint | null,
): { paid: bigint; staked: bigint; unsettled: boolean } {
  let paid = 0n;
  let staked = 0n;
  let unsettled = false;
  for (const bet of bets) {
    if (bet.kind !== 'single' || bet.status === 'rejected' || bet.status === 'rejecting') continue;
    staked += toMinor(bet.stake) ?? 0n;
    if (bet.status === 'settled' || bet.status === 'void') paid += bet.payout ? (toMinor(bet.payout) ?? 0n) : 0n;
    else unsettled = true;
  }
  return { paid, staked, unsettled };
}
