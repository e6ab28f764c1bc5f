import type { Contract } from '@fortuna/shared';
import type { MerchantRow } from '../../db/schema';
import type { ContractRow } from './contracts.repository';
import { presentTiers, tiersFromJson } from './tiers';

/** Who looks at a contract: an agent (by member id) or an operator speaking for the house. */
export type Viewer = { memberId: number } | { operator: true };

type Action = Contract['actions'][number];

/**
 * What the viewer may do with a contract now: the downline signs or rejects an offer, the upline
 * withdraws it; either party asks to end an active contract, and the other party answers a
 * request. The house's side is the operator's: it ends a house contract at once (`terminate`, which
 * also accepts the agent's request to end it) or declines the agent's request.
 */
export function actionsFor(row: ContractRow, viewer: Viewer): Action[] {
  if ('operator' in viewer) {
    if (row.upline_id !== null || row.status !== 'active') return [];
    return row.termination_requested_by === null ? ['terminate'] : ['acceptTermination', 'rejectTermination'];
  }
  const isMember = row.member_id === viewer.memberId;
  const isUpline = row.upline_id !== null && row.upline_id === viewer.memberId;
  if (!isMember && !isUpline) return [];
  if (row.status === 'pending') return isMember ? ['sign', 'reject'] : ['withdraw'];
  if (row.status !== 'active') return [];
  if (row.termination_requested_by === null) return ['terminate'];
  return row.termination_requested_by === viewer.memberId ? [] : ['acceptTermination', 'rejectTermination'];
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A contract row as the API shows it to `viewer`: amounts in the merchant's currency places, rates in percent. */
export function presentContract(row: ContractRow, merchant: MerchantRow, viewer: Viewer): Contract {
  return {
    id: row.id,
    kind: row.kind,
    period: row.period,
    status: row.status,
    upline: row.upline_id === null ? null : { memberId: row.upline_id, username: row.upline_username ?? '' },
    member: { memberId: row.member_id, username: row.member_username },
    tiers: presentTiers(tiersFromJson(row.tiers), merchant.currency_decimals),
    offeredAt: iso(row.offered_at) ?? '',
    signedAt: iso(row.signed_at),
    endedAt: iso(row.ended_at),
    endReason: row.end_reason,
    terminationRequestedBy:
      row.termination_requested_by === null ? null : row.termination_requested_by === row.member_id ? 'member' : 'upline',
    actions: actionsFor(row, viewer),
  };
}
