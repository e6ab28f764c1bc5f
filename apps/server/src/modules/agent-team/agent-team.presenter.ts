import { formatMinor, MEMBER_STATUSES, type MemberStatus, type TeamMember } from '@fortuna/shared';
import type { MerchantRow } from '../../db/schema';
import { isAgentType } from '../auth/roles';
import type { TeamRow } from './agent-team.repository';

const isStatus = (status: string): status is MemberStatus => (MEMBER_STATUSES as readonly string[]).includes(status);

/** A team row as the back office sees it; `depthOffset` turns depth below the scope into depth below the agent. */
export function presentTeamMember(row: TeamRow, ctx: { merchant: MerchantRow; depthOffset: number; defaultSeries: number }): TeamMember {
  return {
    memberId: row.id,
    username: row.username,
    nickname: row.nickname,
    role: isAgentType(ctx.merchant, row.type) ? 'agent' : 'member',
    status: isStatus(row.status) ? row.status : 'ACTIVE',
    balance: formatMinor(BigInt(row.balance), ctx.merchant.currency_decimals),
    registeredAt: new Date(row.created_at).toISOString(),
    lastLoginAt: row.last_login_at === null ? null : new Date(row.last_login_at).toISOString(),
    depth: row.depth + ctx.depthOffset,
    parentUsername: row.parent_username,
    directCount: Number(row.direct_count ?? 0),
    teamCount: Number(row.team_count ?? 0),
    series: row.series ?? ctx.defaultSeries,
    seriesAssigned: row.series !== null,
  };
}
