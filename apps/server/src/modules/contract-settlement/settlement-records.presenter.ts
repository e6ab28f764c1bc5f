import { formatMinor, ppmToPercent, type SettlementRow } from '@fortuna/shared';
import type { Selectable } from 'kysely';
import type { ContractSettlementTable } from '../../db/schema';

const iso = (value: Date | string) => new Date(value).toISOString();

/** One agent's computation for one period as the agent sees it: amounts in the currency's places, rates in percent. */
export function presentSettlement(row: Selectable<ContractSettlementTable>, decimals: number): SettlementRow {
  const money = (value: bigint | string | number) => formatMinor(BigInt(value), decimals);
  return {
    id: String(row.id),
    kind: row.kind,
    period: row.period,
    periodStart: iso(row.period_start),
    periodEnd: iso(row.period_end),
    contractId: row.contract_id,
    teamBets: money(row.team_bets),
    teamValidBet: money(row.team_valid_bet),
    teamProfit: money(row.team_profit),
    activeMembers: row.active_members,
    wonValidBet: money(row.won_valid_bet),
    lostValidBet: money(row.lost_valid_bet),
    tierIndex: row.tier_index,
    rate: ppmToPercent(row.rate_ppm),
    lossRate: row.loss_rate_ppm === null ? null : ppmToPercent(row.loss_rate_ppm),
    gross: money(row.gross),
    downlineGross: money(row.downline_gross),
    amount: money(row.amount),
    paidAt: iso(row.created_at),
  };
}
