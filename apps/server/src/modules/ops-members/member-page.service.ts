import { formatMinor, type MemberDetail, type MemberStatus } from '@fortuna/shared';
import type { MerchantRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { MemberPageRepository } from './member-page.repository';

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

/** The member page's profile: the member row, every balance, its overrides, tags and newest notes. */
export function createMemberPageService(page: MemberPageRepository) {
  return {
    async detail(merchant: MerchantRow, memberId: number): Promise<MemberDetail> {
      const row = await page.member(merchant.id, memberId);
      if (!row) throw new AppError('member_not_found');
      const [balances, notes, bounds] = await Promise.all([
        page.balances(memberId),
        page.notes(memberId),
        page.prizeGroupBounds(merchant.id),
      ]);
      return {
        id: row.id,
        username: row.username,
        nickname: row.nickname,
        type: row.type,
        status: row.status as MemberStatus,
        mobile: row.mobile_num ? `${row.country_dialing_code ? `+${row.country_dialing_code} ` : ''}${row.mobile_num}` : null,
        email: row.email,
        payeeName: row.payee_name,
        birthday: row.birthday ? String(row.birthday).slice(0, 10) : null,
        agent: row.parent_id && row.agent_username ? { id: row.parent_id, username: row.agent_username } : null,
        registerIp: row.register_ip_text,
        registerDomain: row.register_domain,
        createdAt: row.created_at.toISOString(),
        firstLoginAt: iso(row.first_login_at),
        lastLoginAt: iso(row.last_login_at),
        lastLoginIp: row.last_login_ip_text,
        mustChangePassword: row.password_is_default,
        balances: balances.map((b) => ({ kind: b.kind, balance: formatMinor(BigInt(b.balance), merchant.currency_decimals) })),
        prizeGroup: { series: row.series ?? bounds.defaultSeries, assigned: row.series !== null, min: bounds.min, max: bounds.max },
        vipLevelOverride: row.vip_level_override ?? null,
        tags: row.tags ?? [],
        notes: notes.map((n) => ({ id: Number(n.id), body: n.body, operator: n.operator_username, createdAt: n.created_at.toISOString() })),
      };
    },
  };
}

export type MemberPageService = ReturnType<typeof createMemberPageService>;
