import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** Failed password checks seen around one attempt, not counting the attempt itself. */
export type FailureCounts = {
  /** Of the account, from any address, in the last 30 minutes (decides the captcha). */
  byAccount: number;
  /** From the address, for any account, in the last 30 minutes (decides the captcha). */
  byIp: number;
  /** Of the account from this address in the last 5 minutes (the per account-and-address ceiling). */
  byPair: number;
};

/**
 * Failed login-password checks (`auth_failure`), keyed by an account name (a member's username,
 * lower-cased, or `operator:<username>`) and an address. An attempt is written as a failure before
 * its password is checked and removed when it turns out right, so attempts racing each other, in one
 * process or several, each count the ones before them.
 */
export function createAuthFailureRepository(db: Kysely<Database>) {
  return {
    /** Writes an attempt as a failure until proven right; returns its id. */
    async open(merchantId: number, account: string, ip: string): Promise<number> {
      const row = await db
        .insertInto('auth_failure')
        .values({ merchant_id: merchantId, account, ip, at: sql<Date>`now()` })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Removes an attempt that checked no password (refused before the check). */
    async drop(id: number): Promise<void> {
      await db.deleteFrom('auth_failure').where('id', '=', id).execute();
    },

    /** The failures around attempt `own`, which is left out. */
    async around(merchantId: number, account: string, ip: string, own: number): Promise<FailureCounts> {
      return db
        .selectFrom('auth_failure')
        .select([
          sql<number>`count(*) FILTER (WHERE account = ${account})::integer`.as('byAccount'),
          sql<number>`count(*) FILTER (WHERE ip = ${ip}::inet)::integer`.as('byIp'),
          sql<number>`count(*) FILTER (WHERE account = ${account} AND ip = ${ip}::inet AND at > now() - interval '5 minutes')::integer`.as(
            'byPair',
          ),
        ])
        .where('merchant_id', '=', merchantId)
        .where('id', '<>', own)
        .where('at', '>', sql<Date>`now() - interval '30 minutes'`)
        .where((eb) => eb.or([eb('account', '=', account), eb(sql`ip`, '=', sql`${ip}::inet`)]))
        .executeTakeFirstOrThrow();
    },

    /** The right password forgives the account's failures, from every address (an address keeps its record for other accounts). */
    async clear(merchantId: number, account: string): Promise<void> {
      await db.deleteFrom('auth_failure').where('merchant_id', '=', merchantId).where('account', '=', account).execute();
    },
  };
}

export type AuthFailureRepository = ReturnType<typeof createAuthFailureRepository>;
