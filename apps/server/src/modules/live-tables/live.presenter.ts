import type { ResultSummary } from '@fortuna/bgs/live';
import {
  formatMinor,
  type LiveLimits,
  type LiveMyRound,
  type LiveResultSummaryView,
  type LiveRoundTotals,
  type LiveRoundView,
  type LiveShoeView,
  type LiveTableSummary,
} from '@fortuna/shared';
import type { LiveMemberRoundRow, LiveRoundRow, LiveShoeRow, LiveTableRow } from './live-tables.repository';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const money = (value: bigint | string | number, decimals = 2) => formatMinor(BigInt(value), decimals);
const moneyMap = (spots: Record<string, string> | null | undefined, decimals = 2) =>
  Object.fromEntries(Object.entries(spots ?? {}).map(([spot, amount]) => [spot, money(amount, decimals)]));

export function presentLimits(table: LiveTableRow, decimals = 2): LiveLimits {
  return { minBet: money(table.min_bet, decimals), maxBet: money(table.max_bet, decimals), spotMax: moneyMap(table.spot_max, decimals) };
}

export function presentSummary(roundId: bigint | string, summary: ResultSummary): LiveResultSummaryView {
  return { roundId: String(roundId), ...summary };
}

/** The round as everyone at the table sees it: the result only once dealt. */
export function presentRound(round: LiveRoundRow, now: Date): LiveRoundView {
  return {
    tableId: round.table_id,
    roundId: String(round.id),
    shoeId: String(round.shoe_id),
    roundNo: round.round_no,
    phase: round.phase,
    bettingEndsAt: new Date(round.betting_ends_at).toISOString(),
    dealtAt: iso(round.dealt_at),
    nextRoundAt: iso(round.next_round_at),
    result: round.phase === 'betting' ? null : (round.result ?? null),
    summary: round.phase === 'betting' || !round.summary ? null : presentSummary(round.id, round.summary),
    serverTime: now.toISOString(),
  };
}

/** A shoe's commitment: its seed only once it ended. */
export function presentShoe(shoe: LiveShoeRow): LiveShoeView {
  return {
    shoeId: String(shoe.id),
    seedHash: shoe.seed_hash,
    seed: shoe.ended_at ? shoe.seed : null,
    clientSeed: shoe.client_seed,
    rounds: shoe.rounds,
    endedAt: iso(shoe.ended_at),
  };
}

/** The member's bets on a round; the return once the round's payout is known. */
export function presentMyRound(row: LiveMemberRoundRow, decimals = 2): LiveMyRound {
  return {
    roundId: String(row.round_id),
    spots: moneyMap(row.spots, decimals),
    total: money(row.total, decimals),
    payout: row.payout === null ? null : money(row.payout, decimals),
    spotPayouts: row.spot_payouts ? moneyMap(row.spot_payouts, decimals) : null,
  };
}

/** Bet totals of a round by spot from every member round's confirmed spots. */
export function presentTotals(
  tableId: number,
  roundId: bigint,
  rows: { spots: Record<string, string>; total: bigint | string }[],
  decimals = 2,
): LiveRoundTotals {
  const sums = new Map<string, bigint>();
  let players = 0;
  for (const row of rows) {
    if (BigInt(row.total) > 0n) players++;
    for (const [spot, amount] of Object.entries(row.spots)) sums.set(spot, (sums.get(spot) ?? 0n) + BigInt(amount));
  }
  return {
    tableId,
    roundId: String(roundId),
    players,
    spots: Object.fromEntries([...sums].map(([spot, amount]) => [spot, money(amount, decimals)])),
  };
}

/** A table in the room list. */
export function presentTable(input: {
  table: LiveTableRow;
  language: string;
  catalogueGameId: number | null;
  round: LiveRoundRow | undefined;
  players: number;
  results: { id: bigint; summary: ResultSummary | null }[];
  now: Date;
  decimals?: number;
}): LiveTableSummary {
  const { table, round } = input;
  return {
    tableId: table.id,
    gameCode: table.game_code,
    catalogueGameId: input.catalogueGameId,
    name: table.names[input.language] ?? table.names.en ?? table.code,
    variant: table.variant,
    limits: presentLimits(table, input.decimals),
    players: input.players,
    phase: round?.phase ?? null,
    roundId: round ? String(round.id) : null,
    bettingEndsAt: round ? new Date(round.betting_ends_at).toISOString() : null,
    serverTime: input.now.toISOString(),
    results: input.results.filter((r) => r.summary).map((r) => presentSummary(r.id, r.summary as ResultSummary)),
  };
}
