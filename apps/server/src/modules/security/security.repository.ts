import type { NewIpMethod } from '@fortuna/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** What a login attempt records (member_login_history). */
export type LoginAttempt = {
  memberId: number;
  ip: string | null;
  country: string | null;
  device: string;
  loginType: string;
  success: boolean;
};

/** Two-factor, recovery codes, login history, sessions and the new-address switches (migration 0051). */
export function createSecurityRepository(db: Kysely<Database>) {
  return {
    twoFactor(memberId: number, trx: Kysely<Database> = db) {
      return trx.selectFrom('member_two_factor').selectAll().where('member_id', '=', memberId).executeTakeFirst();
    },

    /** Starts (or restarts) a setup: a new secret, not yet enabled. Refused by the caller when enabled. */
    async saveSetup(memberId: number, secret: string): Promise<void> {
      await db
        .insertInto('member_two_factor')
        .values({ member_id: memberId, secret, enabled_at: null, last_step: null })
        .onConflict((oc) => oc.column('member_id').doUpdateSet({ secret, enabled_at: null, last_step: null }))
        .execute();
    },

    /** Takes a step for the member's secret if it is later than the last one used: a code is good once. */
    async useStep(memberId: number, step: number): Promise<boolean> {
      const result = await db
        .updateTable('member_two_factor')
        .set({ last_step: String(step) })
        .where('member_id', '=', memberId)
        .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', String(step))]))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Turns two-factor on and replaces the recovery codes, in one transaction. */
    async enable(memberId: number, codeHashes: Buffer[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('member_two_factor').set({ enabled_at: sql<Date>`now()` }).where('member_id', '=', memberId).execute();
        await trx.deleteFrom('member_recovery_code').where('member_id', '=', memberId).execute();
        await trx
          .insertInto('member_recovery_code')
          .values(codeHashes.map((code_hash) => ({ member_id: memberId, code_hash, used_at: null })))
          .execute();
      });
    },

    async disable(memberId: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('member_recovery_code').where('member_id', '=', memberId).execute();
        await trx.deleteFrom('member_two_factor').where('member_id', '=', memberId).execute();
      });
    },

    /** Replaces every recovery code of the member (used or not) with new ones, in one transaction. */
    async replaceRecoveryCodes(memberId: number, codeHashes: Buffer[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('member_recovery_code').where('member_id', '=', memberId).execute();
        await trx
          .insertInto('member_recovery_code')
          .values(codeHashes.map((code_hash) => ({ member_id: memberId, code_hash, used_at: null })))
          .execute();
      });
    },

    /** The member of the merchant bound to this mobile, if any. */
    async mobileOwner(merchantId: number, dialing: string, mobileNum: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('member')
        .select('id')
        .where('merchant_id', '=', merchantId)
        .where('country_dialing_code', '=', dialing)
        .where('mobile_num', '=', mobileNum)
        .executeTakeFirst();
      return row?.id;
    },

    /** Binds the member's mobile or email (member_mobile_uq refuses a mobile bound to another member). */
    async setContact(
      trx: Kysely<Database>,
      memberId: number,
      contact: { country_dialing_code: string; mobile_num: string } | { email: string },
    ): Promise<void> {
      await trx.updateTable('member').set(contact).where('id', '=', memberId).execute();
    },

    /** Spends an unused recovery code; false when there is none such. */
    async useRecoveryCode(memberId: number, codeHash: Buffer): Promise<boolean> {
      const result = await db
        .updateTable('member_recovery_code')
        .set({ used_at: sql<Date>`now()` })
        .where('member_id', '=', memberId)
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async recoveryCodesLeft(memberId: number): Promise<number> {
      const row = await db
        .selectFrom('member_recovery_code')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('member_id', '=', memberId)
        .where('used_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async recordAttempt(trx: Kysely<Database>, attempt: LoginAttempt): Promise<void> {
      await trx
        .insertInto('member_login_history')
        .values({
          member_id: attempt.memberId,
          ip: attempt.ip,
          country: attempt.country,
          device: attempt.device,
          login_type: attempt.loginType,
          success: attempt.success,
        })
        .execute();
    },

    async loginHistory(memberId: number, pageNo: number, pageSize: number) {
      const [rows, count] = await Promise.all([
        db
          .selectFrom('member_login_history')
          .select(['at', sql<string | null>`host(ip)`.as('ip'), 'country', 'device', 'login_type', 'success'])
          .where('member_id', '=', memberId)
          .orderBy('id', 'desc')
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize)
          .execute(),
        db
          .selectFrom('member_login_history')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('member_id', '=', memberId)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    /** The member's live sessions, newest first, each named by its token hash (hex). */
    liveSessions(memberId: number) {
      return db
        .selectFrom('member_session')
        .select([sql<string>`encode(token_hash, 'hex')`.as('hash'), sql<string | null>`host(ip)`.as('ip'), 'device', 'side', 'created_at'])
        .where('member_id', '=', memberId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .orderBy('created_at', 'desc')
        .execute();
    },

    /** Revokes every live session of the member but the one of `keptHash`; how many it ended. */
    async revokeOthers(memberId: number, keptHash: Buffer): Promise<number> {
      const result = await db
        .updateTable('member_session')
        .set({ revoked_at: sql<Date>`now()` })
        .where('member_id', '=', memberId)
        .where('revoked_at', 'is', null)
        .where('token_hash', '<>', keptHash)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** The operator's allowed new-address methods; SMS and email (the methods before 0051) when never set. */
    async newIpMethods(merchantId: number): Promise<NewIpMethod[]> {
      const row = await db
        .selectFrom('merchant_security_setting')
        .select('new_ip_methods')
        .where('merchant_id', '=', merchantId)
        .executeTakeFirst();
      return (row?.new_ip_methods ?? ['sms', 'email']) as NewIpMethod[];
    },

    async setNewIpMethods(trx: Kysely<Database>, merchantId: number, methods: NewIpMethod[]): Promise<void> {
      await trx
        .insertInto('merchant_security_setting')
        .values({ merchant_id: merchantId, new_ip_methods: methods })
        .onConflict((oc) => oc.column('merchant_id').doUpdateSet({ new_ip_methods: methods }))
        .execute();
    },
  };
}

export type SecurityRepository = ReturnType<typeof createSecurityRepository>;
