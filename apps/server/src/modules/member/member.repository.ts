import { type Insertable, type Kysely, sql } from 'kysely';
import type { Database, MemberRow, MemberTable } from '../../db/schema';

/** Every query on members and the upline tree. */
export function createMemberRepository(db: Kysely<Database>) {
  return {
    findById(executor: Kysely<Database>, id: number): Promise<MemberRow | undefined> {
      return executor.selectFrom('member').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Usernames are unique per merchant regardless of case. */
    findByUsername(merchantId: number, username: string): Promise<MemberRow | undefined> {
      return db
        .selectFrom('member')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .where(sql<string>`lower(username)`, '=', username.toLowerCase())
        .executeTakeFirst();
    },

    findByMobile(merchantId: number, countryDialingCode: string, mobileNum: string): Promise<MemberRow | undefined> {
      return db
        .selectFrom('member')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .where('country_dialing_code', '=', countryDialingCode)
        .where('mobile_num', '=', mobileNum)
        .executeTakeFirst();
    },

    /** The member owning an invitation (affiliate) code, any case. */
    findByAffiliateCode(merchantId: number, code: string): Promise<MemberRow | undefined> {
      return db
        .selectFrom('member')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .where(sql<string>`upper(affiliate_code)`, '=', code.toUpperCase())
        .executeTakeFirst();
    },

    /** The member owning a referral code (invite friends, 0045), upper-cased as the codes are. */
    findByReferralCode(merchantId: number, code: string): Promise<MemberRow | undefined> {
      return db
        .selectFrom('member')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .where('referral_code', '=', code.toUpperCase())
        .executeTakeFirst();
    },

    /**
     * Inserts a member and its closure rows (itself at depth 0, then every ancestor of its
     * upline one level deeper), in the caller's transaction.
     */
    async insertWithClosure(trx: Kysely<Database>, member: Insertable<MemberTable>): Promise<MemberRow> {
      const row = await trx.insertInto('member').values(member).returningAll().executeTakeFirstOrThrow();
      await trx.insertInto('member_closure').values({ ancestor_id: row.id, descendant_id: row.id, depth: 0 }).execute();
      if (row.parent_id !== null) {
        await trx
          .insertInto('member_closure')
          .columns(['ancestor_id', 'descendant_id', 'depth'])
          .expression(
            trx
              .selectFrom('member_closure')
              .select(['ancestor_id', sql<number>`${row.id}::integer`.as('descendant_id'), sql<number>`depth + 1`.as('depth')])
              .where('descendant_id', '=', row.parent_id),
          )
          .execute();
      }
      return row;
    },

    async setPassword(trx: Kysely<Database>, memberId: number, passwordHash: string): Promise<void> {
      await trx
        .updateTable('member')
        .set({ password_hash: passwordHash, password_is_default: false, password_changed_at: sql<Date>`now()` })
        .where('id', '=', memberId)
        .execute();
    },

    /** Records a successful login; returns whether it was the member's first. */
    async recordLogin(trx: Kysely<Database>, memberId: number, ip: string): Promise<boolean> {
      const row = await trx
        .updateTable('member')
        .set({
          first_login_at: sql<Date>`coalesce(first_login_at, now())`,
          last_login_at: sql<Date>`now()`,
          last_login_ip: ip,
        })
        .where('id', '=', memberId)
        .returning(sql<boolean>`first_login_at = last_login_at`.as('first'))
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('member_login_ip')
        .values({ member_id: memberId, ip })
        .onConflict((oc) => oc.columns(['member_id', 'ip']).doNothing())
        .execute();
      return row.first;
    },

    /** Whether the member has logged in before, and from this address. */
    async knownAddress(memberId: number, ip: string): Promise<{ any: boolean; this: boolean }> {
      const rows = await db
        .selectFrom('member_login_ip')
        .select(sql<boolean>`bool_or(ip = ${ip}::inet)`.as('this'))
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('member_id', '=', memberId)
        .executeTakeFirstOrThrow();
      return { any: Number(rows.n) > 0, this: rows.this === true };
    },
  };
}

export type MemberRepository = ReturnType<typeof createMemberRepository>;
