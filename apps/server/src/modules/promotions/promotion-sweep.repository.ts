import { type Kysely, sql } from 'kysely';
import type { Database, MerchantRow } from '../../db/schema';

/** The sweeper's leases per automatic promotion and period (promotion_sweep, migration 0042). */
export function createPromotionSweepRepository(db: Kysely<Database>) {
  return {
    /** Merchants with an enabled automatic promotion. */
    async merchantsWithAutoPromotions(): Promise<MerchantRow[]> {
      return db
        .selectFrom('merchant')
        .selectAll()
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('promotion')
              .select('promotion.id')
              .whereRef('promotion.merchant_id', '=', 'merchant.id')
              .where('promotion.enabled', '=', true)
              .where('promotion.take_mode', '=', 'auto'),
          ),
        )
        .orderBy('id')
        .execute();
    },

    /**
     * Takes (or renews) the lease on a promotion's period for `owner`: false when it is done, or
     * another process holds an unexpired lease.
     */
    async claim(promotionId: number, periodKey: string, owner: string, now: Date, leaseMs: number): Promise<boolean> {
      const until = new Date(now.getTime() + leaseMs);
      const { rows } = await sql<{ promotion_id: number }>`
        INSERT INTO promotion_sweep AS s (promotion_id, period_key, lease_owner, lease_until)
        VALUES (${promotionId}, ${periodKey}, ${owner}, ${until})
        ON CONFLICT (promotion_id, period_key) DO UPDATE SET lease_owner = ${owner}, lease_until = ${until}, updated_at = now()
         WHERE s.done_at IS NULL AND (s.lease_owner = ${owner} OR s.lease_until IS NULL OR s.lease_until <= ${now})
        RETURNING s.promotion_id`.execute(db);
      return rows.length > 0;
    },

    /** Gives the lease back; `done` marks an ended period paid to everyone who qualified. */
    async finish(promotionId: number, periodKey: string, owner: string, done: boolean, granted: number): Promise<void> {
      await sql`
        UPDATE promotion_sweep SET lease_owner = NULL, lease_until = NULL, granted = granted + ${granted}::integer,
               done_at = CASE WHEN ${done} THEN now() ELSE done_at END, updated_at = now()
         WHERE promotion_id = ${promotionId} AND period_key = ${periodKey} AND lease_owner = ${owner}`.execute(db);
    },

    /** Which of `members` were paid the grant already. */
    async paidMembers(promotionId: number, grantKey: string, members: readonly number[]): Promise<Set<number>> {
      if (members.length === 0) return new Set();
      const rows = await db
        .selectFrom('bonus')
        .select('member_id')
        .where('promotion_id', '=', promotionId)
        .where('grant_key', '=', grantKey)
        .where('member_id', 'in', [...members])
        .execute();
      return new Set(rows.map((r) => r.member_id));
    },
  };
}
