import { MAX_SEATS, type PvpMove, type PvpRuleError, type PvpSettlement, type PvpStateBase, type SeatStatus } from './types';

/** An empty per-seat array. */
export const perSeat = <T>(value: () => T): T[] => Array.from({ length: MAX_SEATS }, value);

/** The common fields of a freshly dealt hand: `seats` play, the rest are `none`. */
export function baseState<G extends PvpStateBase['game']>(
  game: G,
  seats: readonly number[],
  base: bigint,
  rakeBps: number,
): Omit<PvpStateBase, 'phase' | 'turn'> & { game: G } {
  if (new Set(seats).size < 2) throw new RangeError('a hand needs two seats');
  for (const seat of seats) if (!Number.isInteger(seat) || seat < 0 || seat >= MAX_SEATS) throw new RangeError(`bad seat ${seat}`);
  if (base <= 0n) throw new RangeError('base must be positive');
  return {
    game,
    base,
    rakeBps,
    status: perSeat<SeatStatus>(() => 'none').map((_, i) => (seats.includes(i) ? 'playing' : 'none')),
    stakes: perSeat(() => 0n),
    cards: perSeat<number[]>(() => []),
    step: 0,
    phaseStep: 0,
    lastActions: perSeat<PvpMove | null>(() => null),
    labels: perSeat<string | null>(() => null),
    finished: false,
  };
}

export const refuse = (error: PvpRuleError['error'], reason: string): PvpRuleError => ({ error, reason });

/** Seats still in the hand. */
export const playing = (s: PvpStateBase): number[] => s.status.flatMap((st, i) => (st === 'playing' ? [i] : []));

/** Seats dealt in (playing or folded; not `out`). */
export const dealtIn = (s: PvpStateBase): number[] => s.status.flatMap((st, i) => (st === 'playing' || st === 'folded' ? [i] : []));

/** The state after an accepted move: a copy with the step counted and the move recorded. */
export function accepted<S extends PvpStateBase>(s: S, seat: number, move: PvpMove): S {
  const next = structuredClone(s);
  next.step = s.step + 1;
  next.lastActions[seat] = move;
  return next;
}

/** Marks a new phase or turn as due from now. */
export function due<S extends PvpStateBase>(s: S, phase: string, turn: number[]): S {
  s.phase = phase;
  s.turn = turn;
  s.phaseStep = s.step;
  return s;
}

/** Raises a seat's stake to `to` (stakes never fall). */
export function stakeTo(s: PvpStateBase, seat: number, to: bigint): void {
  if (to > (s.stakes[seat] as bigint)) s.stakes[seat] = to;
}

/**
 * Turns each seat's result (what it wins or loses against the others, Σ 0) into returns: stake +
 * net − rake, the rake `rakeBps` of a positive net, rounded down. Σ returns + rake = Σ stakes.
 */
export function settleNets(s: PvpStateBase, nets: readonly bigint[]): PvpSettlement {
  const total = nets.reduce((a, b) => a + b, 0n);
  if (total !== 0n) throw new Error(`nets do not balance: ${total}`);
  const rakes = nets.map((net) => (net > 0n ? (net * BigInt(s.rakeBps)) / 10_000n : 0n));
  const returns = nets.map((net, i) => (s.stakes[i] as bigint) + net - (rakes[i] as bigint));
  for (const [i, r] of returns.entries()) if (r < 0n) throw new Error(`seat ${i} would lose more than its stake`);
  return { returns, rakes, rake: rakes.reduce((a, b) => a + b, 0n) };
}

/** A pot split among `winners` (equal shares, the odd minor units to the first of them): each seat's net. */
export function potNets(s: PvpStateBase, winners: readonly number[]): bigint[] {
  const pot = s.stakes.reduce((a, b) => a + b, 0n);
  const share = pot / BigInt(winners.length);
  let odd = pot - share * BigInt(winners.length);
  return s.stakes.map((stake, i) => {
    if (!winners.includes(i)) return -stake;
    const extra = odd > 0n ? 1n : 0n;
    odd -= extra;
    return share + extra - stake;
  });
}

/** A hand that ended before play (fewer than two could cover): everyone gets the stake back. */
export const refundAll = (s: PvpStateBase): PvpSettlement => ({
  returns: [...s.stakes],
  rakes: s.stakes.map(() => 0n),
  rake: 0n,
});

/** Compares two number tuples lexicographically (hand strengths). */
export function compareTuples(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** The state as JSON text (bigints tagged) and back: the server stores it on the hand. */
export function encodeState(state: unknown): string {
  return JSON.stringify(state, (_k, v) => (typeof v === 'bigint' ? { $n: v.toString() } : v));
}
export function decodeState<S>(text: string): S {
  return JSON.parse(text, (_k, v) =>
    v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 1 && typeof v.$n === 'string' ? BigInt(v.$n) : v,
  ) as S;
}
