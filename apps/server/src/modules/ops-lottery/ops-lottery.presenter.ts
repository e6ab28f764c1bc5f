import { formatMinor, type OpsLotteryGame, type OpsLotteryIssue } from '@fortuna/shared';
import { lotteryTypeOf, nameIn } from '../lottery/lottery.presenter';
import type { OpsGameRow, OpsIssueRow } from './ops-lottery.repository';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);

/** A game as the back office shows and edits it (money in the merchant's decimals). */
export function presentGame(row: OpsGameRow, language: string, decimals: number): OpsLotteryGame {
  const money = (v: bigint | null) => (v === null ? null : formatMinor(BigInt(v), decimals));
  return {
    id: row.id,
    gameId: row.game_id,
    code: row.code,
    name: nameIn(row.names, language),
    vendor: row.vendor_code,
    lotteryType: lotteryTypeOf(row.game_type),
    payMode: row.pay_mode,
    enabled: row.enabled,
    schedule: json(row.schedule),
    nextSchedule:
      row.next_schedule && row.next_schedule_from
        ? { schedule: json(row.next_schedule), from: new Date(row.next_schedule_from).toISOString() }
        : null,
    closeSeconds: row.close_seconds,
    minUnitStake: formatMinor(BigInt(row.min_unit_stake), decimals),
    maxStake: formatMinor(BigInt(row.max_stake), decimals),
    minSeries: row.min_series,
    maxSeries: row.max_series,
    maxNumberStake: money(row.max_number_stake),
    maxIssueStake: money(row.max_issue_stake),
  };
}

/** An issue for the back office: the seed stays secret until drawn, as everywhere. */
export function presentIssue(row: OpsIssueRow, language: string, decimals: number): OpsLotteryIssue {
  const drawn = row.status === 'drawn' || row.status === 'settled';
  return {
    id: String(row.id),
    gameId: row.lottery_game_id,
    gameCode: row.code,
    gameName: nameIn(row.names, language),
    numero: row.numero,
    status: row.status,
    paused: row.paused_at !== null,
    opensAt: new Date(row.opens_at).toISOString(),
    closesAt: new Date(row.closes_at).toISOString(),
    drawsAt: new Date(row.draws_at).toISOString(),
    seedHash: row.seed_hash,
    result: drawn ? row.result : null,
    drawnAt: drawn ? iso(row.drawn_at) : null,
    settledAt: iso(row.settled_at),
    cancelledAt: iso(row.cancelled_at),
    cancelReason: row.cancel_reason,
    refundedAt: iso(row.refunded_at),
    bets: row.bets,
    stake: formatMinor(BigInt(row.stake), decimals),
    payout: formatMinor(BigInt(row.payout), decimals),
  };
}
