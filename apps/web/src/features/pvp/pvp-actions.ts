import { formatMinor, type PvpAction, type PvpHandView, parseMinor } from '@fortuna/shared';

/**
 * The member's moves as buttons (pure, so the tests can check them). The server says in
 * `hand.myActions` which moves the member may make now and their bounds; each becomes one or more
 * choices: a grab or bet per multiplier, a compare per seat, an amount move (Shan Koe Mee's bet,
 * ZJH's raise) as a few amounts between its bounds.
 */
export type PvpChoice = {
  /** Stable per move and value (`grab-3`, `compare-2`, `raise-40.00`). */
  key: string;
  action: PvpAction;
};

/** At most this many amounts of an amount move are offered. */
const MAX_AMOUNTS = 5;

/** Amounts from `min` to `max` a base apart (the first few), and `max` itself. */
export function amountSteps(min: string, max: string, base: string): string[] {
  const lo = parseMinor(min);
  const hi = parseMinor(max);
  const step = parseMinor(base) > 0n ? parseMinor(base) : lo > 0n ? lo : 1n;
  if (hi < lo) return [];
  const out: bigint[] = [];
  for (let a = lo; a < hi && out.length < MAX_AMOUNTS - 1; a += step) out.push(a);
  out.push(hi);
  return out.map((a) => formatMinor(a));
}

/** The choices of `myActions`, in the order the server lists the moves. */
export function pvpChoices(myActions: PvpHandView['myActions'], base: string): PvpChoice[] {
  const choices: PvpChoice[] = [];
  for (const move of myActions) {
    const { type } = move;
    if (move.multipliers && move.multipliers.length > 0) {
      for (const multiplier of move.multipliers) choices.push({ key: `${type}-${multiplier}`, action: { type, multiplier } });
    } else if (move.seats && move.seats.length > 0) {
      for (const seat of move.seats) choices.push({ key: `${type}-${seat}`, action: { type, seat } });
    } else if (move.minAmount && move.maxAmount) {
      for (const amount of amountSteps(move.minAmount, move.maxAmount, base))
        choices.push({ key: `${type}-${amount}`, action: { type, amount } });
    } else {
      choices.push({ key: type, action: { type } });
    }
  }
  return choices;
}

/** One move sent: its request id is kept while the answer is unknown, so a retry of the same move reuses it. */
export type PendingAct = { key: string; requestId: string };

/** What identifies a move for a retry: the hand, the version acted on, and the choice. */
export function actKey(handId: string, version: number, choiceKey: string): string {
  return `${handId}:${version}:${choiceKey}`;
}

/**
 * The request id of a click: the pending one when the same move's earlier attempt got no answer
 * (the network failed), else a fresh one — one id per move, however often it is retried.
 */
export function requestFor(pending: PendingAct | null, key: string, fresh: () => string): PendingAct {
  if (pending && pending.key === key) return pending;
  return { key, requestId: fresh() };
}
