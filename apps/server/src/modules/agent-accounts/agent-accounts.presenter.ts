import type { AgentAccount, AgentAccountRole, Invitation } from '@fortuna/shared';
import type { MemberRow, MerchantRow } from '../../db/schema';
import { isAgentType } from '../auth/roles';
import type { InvitationRow } from './agent-accounts.repository';

const iso = (value: Date | string) => new Date(value).toISOString();

/** What a member is to the back office. */
export function roleOf(merchant: MerchantRow, member: Pick<MemberRow, 'type'>): AgentAccountRole {
  return isAgentType(merchant, member.type) ? 'agent' : 'member';
}

/** A direct downline the agent just created. */
export function presentAgentAccount(
  merchant: MerchantRow,
  member: MemberRow,
  prize: { series: number | null; defaultSeries: number },
  mustChangePassword: boolean,
): AgentAccount {
  return {
    memberId: member.id,
    username: member.username,
    nickname: member.nickname,
    role: roleOf(merchant, member),
    series: prize.series ?? prize.defaultSeries,
    seriesAssigned: prize.series !== null,
    mustChangePassword,
  };
}

/** One invitation code with its registrations. */
export function presentInvitation(row: InvitationRow, registrations: number): Invitation {
  return {
    id: row.id,
    code: row.code,
    role: row.role,
    series: row.series,
    note: row.note,
    active: row.disabled_at === null,
    registrations,
    createdAt: iso(row.created_at),
    disabledAt: row.disabled_at === null ? null : iso(row.disabled_at),
  };
}
