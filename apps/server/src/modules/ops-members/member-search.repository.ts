import { formatMinor, MEMBER_SEARCH_COUNT_CAP, type MemberSearchPage, type memberSearchQuerySchema } from '@fortuna/shared';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { Database, MerchantRow } from '../../db/schema';

type Query = z.output<typeof memberSearchQuerySchema>;

/** `LIKE` text that matches only its own characters: `%`, `_` and `\` escaped. */
export function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/**
 * The member search of the back office. Every text filter is a prefix (`LIKE 'x%'` in the "C"
 * collation, over an index in that collation, migration 0026: the expressions here must stay
 * the indexed ones), the address filter an exact match on the login
 * addresses, the agent filter the direct upline: each one is an index range, so a page costs the
 * same over a million members. No "contains" search: `LIKE '%x%'` would read every member
 * (docs/backoffice/members.md).
 */
export function createMemberSearchRepository(db: Kysely<Database>) {
  return {
    async search(merchant: MerchantRow, query: Query): Promise<MemberSearchPage> {
      let base = db.selectFrom('member as m').where('m.merchant_id', '=', merchant.id);
      if (query.username) base = base.where(sql<string>`lower(m.username) COLLATE "C"`, 'like', likePrefix(query.username.toLowerCase()));
      if (query.email) base = base.where(sql<string>`lower(m.email) COLLATE "C"`, 'like', likePrefix(query.email.toLowerCase()));
      if (query.mobile) base = base.where(sql<string>`m.mobile_num COLLATE "C"`, 'like', likePrefix(query.mobile));
      if (query.status) base = base.where('m.status', '=', query.status);
      if (query.ip) {
        const ip = query.ip;
        base = base.where((eb) =>
          eb.exists(
            eb.selectFrom('member_login_ip as li').whereRef('li.member_id', '=', 'm.id').where('li.ip', '=', sql<string>`${ip}::inet`),
          ),
        );
      }
      if (query.agent) {
        const agent = query.agent.toLowerCase();
        base = base.where('m.parent_id', '=', (eb) =>
          eb
            .selectFrom('member as a')
            .select('a.id')
            .where('a.merchant_id', '=', merchant.id)
            .where(sql<string>`lower(a.username)`, '=', agent),
        );
      }

      const direction = query.order;
      let page = base
        .leftJoin('member as p', 'p.id', 'm.parent_id')
        .select([
          'm.id',
          'm.username',
          'm.nickname',
          'm.status',
          'm.mobile_num',
          'm.country_dialing_code',
          'm.email',
          'm.created_at',
          'm.last_login_at',
          sql<string | null>`host(m.last_login_ip)`.as('last_login_ip'),
          'p.username as agent',
          (eb) =>
            eb
              .selectFrom('ledger_account as la')
              .select('la.balance')
              .whereRef('la.member_id', '=', 'm.id')
              .where('la.owner', '=', 'member')
              .where('la.kind', '=', 'main')
              .as('main_balance'),
        ]);
      if (query.sort === 'username') page = page.orderBy(sql`lower(m.username) COLLATE "C"`, direction).orderBy('m.id', direction);
      else if (query.sort === 'lastLoginAt')
        page = page
          .orderBy(sql`m.last_login_at ${sql.raw(direction === 'desc' ? 'DESC NULLS LAST' : 'ASC NULLS FIRST')}`)
          .orderBy('m.id', direction);
      else page = page.orderBy('m.id', direction);

      const [rows, counted] = await Promise.all([
        page
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize)
          .execute(),
        // Counting stops past the cap: the count of a broad filter would cost more than its page.
        db
          .selectFrom(
            base
              .select(sql`1`.as('one'))
              .limit(MEMBER_SEARCH_COUNT_CAP + 1)
              .as('capped'),
          )
          .select(sql<number>`count(*)::int`.as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      const decimals = merchant.currency_decimals;
      return {
        rows: rows.map((r) => ({
          id: r.id,
          username: r.username,
          nickname: r.nickname,
          status: r.status as MemberSearchPage['rows'][number]['status'],
          mobile: r.mobile_num ? `${r.country_dialing_code ? `+${r.country_dialing_code} ` : ''}${r.mobile_num}` : null,
          email: r.email,
          agent: r.agent ?? null,
          mainBalance: formatMinor(BigInt(r.main_balance ?? 0n), decimals),
          createdAt: r.created_at.toISOString(),
          lastLoginAt: r.last_login_at?.toISOString() ?? null,
          lastLoginIp: r.last_login_ip,
        })),
        total: Math.min(counted.n, MEMBER_SEARCH_COUNT_CAP),
        totalCapped: counted.n > MEMBER_SEARCH_COUNT_CAP,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
    },
  };
}

export type MemberSearchRepository = ReturnType<typeof createMemberSearchRepository>;
