import { formatMinor, type LinkedMember, type MemberStatus, type memberListQuerySchema } from '@fortuna/shared';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { Database, MerchantRow } from '../../db/schema';
import { optionalBusinessDays } from '../agent-reports/business-days';

type ListQuery = z.output<typeof memberListQuerySchema>;

/** Device names every client of one platform sends (`Device:` header): sharing one of them links nobody. */
export const GENERIC_DEVICES = ['web', 'h5', 'pc', 'mobile', 'android', 'ios', 'app', 'wap'];
/** At most this many linked accounts are listed. */
export const LINKED_MAX = 100;

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

function page<T>(rows: T[], total: number, query: ListQuery) {
  return { rows, total, pageNo: query.pageNo, pageSize: query.pageSize };
}

/** The reads of the member page: the profile's rows and its paged lists, all within one merchant. */
export function createMemberPageRepository(db: Kysely<Database>) {
  return {
    async member(merchantId: number, memberId: number) {
      return db
        .selectFrom('member as m')
        .leftJoin('member as p', 'p.id', 'm.parent_id')
        .leftJoin('member_ops_profile as o', 'o.member_id', 'm.id')
        .leftJoin('lottery_member_series as s', 's.member_id', 'm.id')
        .selectAll('m')
        .select([
          'p.username as agent_username',
          'o.tags',
          'o.vip_level_override',
          's.series',
          sql<string | null>`host(m.register_ip)`.as('register_ip_text'),
          sql<string | null>`host(m.last_login_ip)`.as('last_login_ip_text'),
        ])
        .where('m.merchant_id', '=', merchantId)
        .where('m.id', '=', memberId)
        .executeTakeFirst();
    },

    async balances(memberId: number) {
      return db
        .selectFrom('ledger_account')
        .select(['kind', 'balance'])
        .where('owner', '=', 'member')
        .where('member_id', '=', memberId)
        .orderBy('id')
        .execute();
    },

    async notes(memberId: number, limit = 100) {
      return db.selectFrom('member_note').selectAll().where('member_id', '=', memberId).orderBy('id', 'desc').limit(limit).execute();
    },

    async prizeGroupBounds(merchantId: number) {
      const row = await db
        .selectFrom('lottery_merchant_config')
        .select(['default_series', 'min_series', 'max_series'])
        .where('merchant_id', '=', merchantId)
        .executeTakeFirst();
      return { defaultSeries: row?.default_series ?? 1900, min: row?.min_series ?? 1700, max: row?.max_series ?? 1980 };
    },

    /** Ledger entries of every account of the member, newest first. */
    async ledger(merchant: MerchantRow, memberId: number, query: ListQuery) {
      const range = optionalBusinessDays(query.from, query.to, merchant.time_zone);
      let base = db
        .selectFrom('ledger_entry as e')
        .innerJoin('ledger_account as a', 'a.id', 'e.account_id')
        .where('a.owner', '=', 'member')
        .where('a.member_id', '=', memberId);
      if (range.start) base = base.where('e.created_at', '>=', range.start);
      if (range.end) base = base.where('e.created_at', '<', range.end);
      const [rows, total] = await Promise.all([
        base
          .innerJoin('ledger_transaction as t', 't.id', 'e.transaction_id')
          .select(['e.id', 'e.created_at', 'a.kind as account', 't.kind', 't.reference', 't.memo', 'e.amount', 'e.balance_after'])
          .orderBy('e.id', query.order)
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize)
          .execute(),
        base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      ]);
      const d = merchant.currency_decimals;
      return page(
        rows.map((r) => ({
          id: String(r.id),
          createdAt: r.created_at.toISOString(),
          account: r.account,
          kind: r.kind,
          reference: r.reference,
          memo: r.memo,
          amount: formatMinor(BigInt(r.amount), d),
          balanceAfter: formatMinor(BigInt(r.balance_after), d),
        })),
        total.n,
        query,
      );
    },

    /** Vendor game rounds, newest first. */
    async rounds(merchant: MerchantRow, memberId: number, query: ListQuery) {
      const range = optionalBusinessDays(query.from, query.to, merchant.time_zone);
      let base = db.selectFrom('game_round as r').where('r.member_id', '=', memberId).where('r.merchant_id', '=', merchant.id);
      if (range.start) base = base.where('r.created_at', '>=', range.start);
      if (range.end) base = base.where('r.created_at', '<', range.end);
      const [rows, total] = await Promise.all([
        base
          .leftJoin('game as g', 'g.id', 'r.game_id')
          .select([
            'r.id',
            'r.round_id',
            'r.vendor_code',
            'g.game_code',
            'r.total_bet',
            'r.total_win',
            'r.status',
            'r.play_money',
            'r.created_at',
            'r.settled_at',
          ])
          .orderBy('r.created_at', query.order)
          .orderBy('r.id', query.order)
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize)
          .execute(),
        base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      ]);
      const d = merchant.currency_decimals;
      return page(
        rows.map((r) => ({
          id: String(r.id),
          source: 'rounds' as const,
          reference: r.round_id,
          game: `${r.vendor_code}${r.game_code ? ` / ${r.game_code}` : ''}${r.play_money ? ' (play money)' : ''}`,
          stake: formatMinor(BigInt(r.total_bet), d),
          payout: formatMinor(BigInt(r.total_win), d),
          status: r.status,
          createdAt: r.created_at.toISOString(),
          settledAt: iso(r.settled_at),
        })),
        total.n,
        query,
      );
    },

    /** Lottery bets, newest first. */
    async lotteryBets(merchant: MerchantRow, memberId: number, query: ListQuery) {
      const range = optionalBusinessDays(query.from, query.to, merchant.time_zone);
      let base = db.selectFrom('lottery_bet as b').where('b.member_id', '=', memberId).where('b.merchant_id', '=', merchant.id);
      if (range.start) base = base.where('b.placed_at', '>=', range.start);
      if (range.end) base = base.where('b.placed_at', '<', range.end);
      const [rows, total] = await Promise.all([
        base
          .innerJoin('lottery_game as g', 'g.id', 'b.lottery_game_id')
          .innerJoin('lottery_issue as i', 'i.id', 'b.issue_id')
          .select(['b.id', 'g.code as game', 'i.numero', 'b.bet_type', 'b.stake', 'b.payout', 'b.status', 'b.placed_at', 'b.settled_at'])
          .orderBy('b.id', query.order)
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize)
          .execute(),
        base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      ]);
      const d = merchant.currency_decimals;
      return page(
        rows.map((r) => ({
          id: String(r.id),
          source: 'lottery' as const,
          reference: `${r.numero} ${r.bet_type}`,
          game: r.game,
          stake: formatMinor(BigInt(r.stake), d),
          payout: formatMinor(BigInt(r.payout), d),
          status: r.status,
          createdAt: r.placed_at.toISOString(),
          settledAt: iso(r.settled_at),
        })),
        total.n,
        query,
      );
    },

    async deposits(merchant: MerchantRow, memberId: number, query: ListQuery) {
      const range = optionalBusinessDays(query.from, query.to, merchant.time_zone);
      let base = db.selectFrom('deposit as x').where('x.member_id', '=', memberId).where('x.merchant_id', '=', merchant.id);
      if (range.start) base = base.where('x.created_at', '>=', range.start);
      if (range.end) base = base.where('x.created_at', '<', range.end);
      const [rows, total] = await Promise.all([
        base
          .innerJoin('deposit_channel as c', 'c.id', 'x.channel_id')
          .select(['x.id', 'x.amount', 'x.status', 'c.code', 'x.fail_reason', 'x.created_at', 'x.decided_at'])
          .orderBy('x.created_at', query.order)
          .orderBy('x.id', query.order)
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize)
          .execute(),
        base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return page(
        rows.map((r) => ({
          id: r.id,
          kind: 'deposits' as const,
          amount: formatMinor(BigInt(r.amount), merchant.currency_decimals),
          status: r.status,
          detail: r.fail_reason ? `${r.code}: ${r.fail_reason}` : r.code,
          createdAt: r.created_at.toISOString(),
          decidedAt: iso(r.decided_at),
        })),
        total.n,
        query,
      );
    },

    async withdrawals(merchant: MerchantRow, memberId: number, query: ListQuery) {
      const range = optionalBusinessDays(query.from, query.to, merchant.time_zone);
      let base = db.selectFrom('withdrawal as x').where('x.member_id', '=', memberId).where('x.merchant_id', '=', merchant.id);
      if (range.start) base = base.where('x.created_at', '>=', range.start);
      if (range.end) base = base.where('x.created_at', '<', range.end);
      const [rows, total] = await Promise.all([
        base
          .innerJoin('bank_account as b', 'b.id', 'x.bank_account_id')
          .select(['x.id', 'x.amount', 'x.status', 'b.bank_name', 'x.reject_reason', 'x.created_at', 'x.decided_at'])
          .orderBy('x.created_at', query.order)
          .orderBy('x.id', query.order)
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize)
          .execute(),
        base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return page(
        rows.map((r) => ({
          id: r.id,
          kind: 'withdrawals' as const,
          amount: formatMinor(BigInt(r.amount), merchant.currency_decimals),
          status: r.status,
          detail: r.reject_reason ? `${r.bank_name}: ${r.reject_reason}` : r.bank_name,
          createdAt: r.created_at.toISOString(),
          decidedAt: iso(r.decided_at),
        })),
        total.n,
        query,
      );
    },

    /** Sessions opened by logins, newest first, with address and device. */
    async logins(merchant: MerchantRow, memberId: number, query: ListQuery) {
      const range = optionalBusinessDays(query.from, query.to, merchant.time_zone);
      let base = db.selectFrom('member_session as s').where('s.member_id', '=', memberId);
      if (range.start) base = base.where('s.created_at', '>=', range.start);
      if (range.end) base = base.where('s.created_at', '<', range.end);
      const [rows, total] = await Promise.all([
        base
          .select([
            's.created_at',
            sql<string | null>`host(s.ip)`.as('ip'),
            's.device',
            's.side',
            's.login_type',
            sql<
              'live' | 'expired' | 'ended'
            >`CASE WHEN s.revoked_at IS NOT NULL THEN 'ended' WHEN s.expires_at <= now() THEN 'expired' ELSE 'live' END`.as('state'),
          ])
          .orderBy('s.created_at', query.order)
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize)
          .execute(),
        base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return page(
        rows.map((r) => ({
          createdAt: r.created_at.toISOString(),
          ip: r.ip,
          device: r.device,
          side: r.side,
          loginType: r.login_type,
          state: r.state,
        })),
        total.n,
        query,
      );
    },

    /**
     * Other members of the merchant that logged in from an address this one used, or opened a
     * session with the same device name (generic platform names excluded), at most LINKED_MAX.
     */
    async linked(merchantId: number, memberId: number): Promise<{ rows: LinkedMember[]; truncated: boolean }> {
      const { rows } = await sql<{ id: number; username: string; status: string; via: 'ip' | 'device'; value: string }>`
        SELECT * FROM (
          SELECT DISTINCT ON (m.id) m.id, m.username, m.status, 'ip' AS via, host(o.ip) AS value
            FROM member_login_ip mine
            JOIN member_login_ip o ON o.ip = mine.ip AND o.member_id <> mine.member_id
            JOIN member m ON m.id = o.member_id AND m.merchant_id = ${merchantId}
           WHERE mine.member_id = ${memberId}
          UNION ALL
          SELECT DISTINCT ON (m.id) m.id, m.username, m.status, 'device' AS via, o.device AS value
            FROM (SELECT DISTINCT device FROM member_session WHERE member_id = ${memberId} AND device IS NOT NULL
                    AND lower(device) <> ALL(${GENERIC_DEVICES}::text[])) mine
            JOIN member_session o ON o.device = mine.device AND o.member_id <> ${memberId}
            JOIN member m ON m.id = o.member_id AND m.merchant_id = ${merchantId}
        ) linked
        ORDER BY via DESC, username
        LIMIT ${LINKED_MAX + 1}`.execute(db);
      return {
        rows: rows.slice(0, LINKED_MAX).map((r) => ({ ...r, status: r.status as MemberStatus })),
        truncated: rows.length > LINKED_MAX,
      };
    },
  };
}

export type MemberPageRepository = ReturnType<typeof createMemberPageRepository>;
