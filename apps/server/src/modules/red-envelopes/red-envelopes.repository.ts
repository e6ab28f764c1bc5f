import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, RedEnvelopeDropTable } from '../../db/schema';

export type DropRow = Selectable<RedEnvelopeDropTable> & { claimed: number; paid: bigint };

/** Every query of red envelopes (0045). */
export function createRedEnvelopesRepository(db: Kysely<Database>) {
  const withCounts = (executor: Kysely<Database>) =>
    executor
      .selectFrom('red_envelope_drop as d')
      .selectAll('d')
      .select([
        sql<string>`(SELECT count(*) FROM red_envelope e WHERE e.drop_id = d.id AND e.member_id IS NOT NULL)::text`.as('claimed'),
        sql<string>`(SELECT coalesce(sum(amount), 0) FROM red_envelope e WHERE e.drop_id = d.id AND e.member_id IS NOT NULL)::text`.as(
          'paid',
        ),
      ]);
  const row = (r: Selectable<RedEnvelopeDropTable> & { claimed: string; paid: string }): DropRow => ({
    ...r,
    budget: BigInt(r.budget),
    min_amount: BigInt(r.min_amount),
    claimed: Number(r.claimed),
    paid: BigInt(r.paid),
  });

  return {
    /** A new drop and its envelopes (amounts in order), in the caller's transaction. */
    async insertDrop(
      trx: Kysely<Database>,
      values: Omit<Selectable<RedEnvelopeDropTable>, 'id' | 'created_at' | 'titles' | 'audience'> & { titles: string; audience: string },
    ): Promise<number> {
      const inserted = await trx.insertInto('red_envelope_drop').values(values).returning('id').executeTakeFirstOrThrow();
      return inserted.id;
    },

    async insertEnvelopes(trx: Kysely<Database>, dropId: number, amounts: readonly bigint[]): Promise<void> {
      for (let i = 0; i < amounts.length; i += 1000) {
        const chunk = amounts.slice(i, i + 1000).map((amount, j) => ({ drop_id: dropId, n: i + j, amount }));
        await trx.insertInto('red_envelope').values(chunk).execute();
      }
    },

    /** The merchant's drops, newest end first; with `endedSince`, only those still live or ended after it. */
    async drops(merchantId: number, endedSince?: Date): Promise<DropRow[]> {
      let query = withCounts(db).where('d.merchant_id', '=', merchantId);
      if (endedSince) query = query.where('d.ends_at', '>', endedSince);
      const rows = await query.orderBy('d.ends_at', 'desc').orderBy('d.id', 'desc').limit(200).execute();
      return rows.map(row);
    },

    async drop(executor: Kysely<Database>, merchantId: number, id: number): Promise<DropRow | undefined> {
      const found = await withCounts(executor).where('d.merchant_id', '=', merchantId).where('d.id', '=', id).executeTakeFirst();
      return found ? row(found) : undefined;
    },

    /** Sets a drop's window to end at `at` unless it already ended by then; false when it had. */
    async endAt(trx: Kysely<Database>, merchantId: number, id: number, startsAt: Date, at: Date): Promise<boolean> {
      const ended = await trx
        .updateTable('red_envelope_drop')
        .set({ starts_at: startsAt, ends_at: at })
        .where('merchant_id', '=', merchantId)
        .where('id', '=', id)
        .where('ends_at', '>', at)
        .returning('id')
        .executeTakeFirst();
      return ended !== undefined;
    },

    /** The envelope a member took from each of these drops. */
    async taken(memberId: number, dropIds: readonly number[]): Promise<Map<number, { n: number; amount: bigint }>> {
      if (dropIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('red_envelope')
        .select(['drop_id', 'n', 'amount'])
        .where('member_id', '=', memberId)
        .where('drop_id', 'in', [...dropIds])
        .execute();
      return new Map(rows.map((r) => [r.drop_id, { n: r.n, amount: BigInt(r.amount) }]));
    },

    /** The envelope the member took from a drop, in the caller's transaction. */
    async takenBy(trx: Kysely<Database>, dropId: number, memberId: number) {
      return trx
        .selectFrom('red_envelope')
        .select(['n', 'amount', 'bonus_id'])
        .where('drop_id', '=', dropId)
        .where('member_id', '=', memberId)
        .executeTakeFirst();
    },

    /**
     * Gives the member the lowest-numbered unclaimed envelope. Rows another claim holds are
     * skipped, not waited for, so concurrent claims each take a different envelope; null: none left.
     */
    async takeNext(trx: Kysely<Database>, dropId: number, memberId: number): Promise<{ n: number; amount: bigint } | null> {
      const { rows } = await sql<{ n: number; amount: string }>`
        UPDATE red_envelope SET member_id = ${memberId}, claimed_at = now()
         WHERE drop_id = ${dropId}
           AND n = (SELECT n FROM red_envelope WHERE drop_id = ${dropId} AND member_id IS NULL ORDER BY n LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING n, amount::text AS amount`.execute(trx);
      const taken = rows[0];
      return taken ? { n: taken.n, amount: BigInt(taken.amount) } : null;
    },

    async setBonus(trx: Kysely<Database>, dropId: number, n: number, bonusId: number): Promise<void> {
      await trx.updateTable('red_envelope').set({ bonus_id: bonusId }).where('drop_id', '=', dropId).where('n', '=', n).execute();
    },

    /** The member's opened envelopes, newest first. */
    async mine(memberId: number, page: number, size: number) {
      const [count, rows] = await Promise.all([
        db
          .selectFrom('red_envelope')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('member_id', '=', memberId)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('red_envelope as e')
          .innerJoin('red_envelope_drop as d', 'd.id', 'e.drop_id')
          .select(['e.drop_id', 'e.n', 'e.amount', 'e.claimed_at', 'd.titles'])
          .where('e.member_id', '=', memberId)
          .orderBy('e.claimed_at', 'desc')
          .orderBy('e.drop_id', 'desc')
          .limit(size)
          .offset((page - 1) * size)
          .execute(),
      ]);
      return { total: Number(count.n), rows };
    },
  };
}

export type RedEnvelopesRepository = ReturnType<typeof createRedEnvelopesRepository>;
