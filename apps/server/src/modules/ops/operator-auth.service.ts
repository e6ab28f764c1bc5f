import { type OperatorRole, type operatorLoginRequestSchema, ROLE_PERMISSIONS } from '@fortuna/shared';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Database, MerchantRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { RateLimiter } from '../../http/rate-limit';
import type { PasswordAttempts } from '../auth/password-attempts';
import { hashToken, newToken, tokenFromHeader } from '../auth/token';
import { newTotpSecret, totpStep } from './totp';

export type OperatorContext = {
  operatorId: number;
  username: string;
  role: OperatorRole;
  /** False until the session passed two-factor: it may then only set it up or log out. */
  totpVerified: boolean;
  totpEnabled: boolean;
  idleMinutes: number;
  ipAllowList: string[];
};

/**
 * An operator session ends after the merchant's idle minutes (30 unless its back-office security
 * says otherwise; each call renews it) and at the latest 8 hours after the login (a shift): a back
 * office left open on a shared desk does not stay a way into the cashier. Both are checked and
 * renewed in one statement, so every process agrees.
 */
export const OPERATOR_IDLE_MINUTES = 30;
export const OPERATOR_MAX_HOURS = 8;
/** Wrong two-factor codes an operator may enter in 5 minutes. */
const TOTP_TRIES = 5;

/** Operator sessions for the back-office calls under /ops (their own login, their own tokens), with two-factor. */
export function createOperatorAuthService(db: Kysely<Database>, passwordAttempts: PasswordAttempts, limiter: RateLimiter) {
  async function idleMinutesOf(merchantId: number): Promise<number> {
    const row = await db.selectFrom('ops_setting').select('idle_minutes').where('merchant_id', '=', merchantId).executeTakeFirst();
    return row?.idle_minutes ?? OPERATOR_IDLE_MINUTES;
  }

  /** Checks a code against the operator's secret, good once (its step is kept), under a limit of tries. */
  async function checkCode(merchantId: number, operatorId: number, secret: string, code: string): Promise<void> {
    await limiter.enforce(`ops-totp:${merchantId}:${operatorId}`, TOTP_TRIES, 300, 'login_too_many_attempts', { retryAfterSeconds: 300 });
    const step = totpStep(secret, code);
    if (step === null) throw new AppError('totp_incorrect');
    const used = await db
      .updateTable('operator')
      .set({ totp_last_step: step })
      .where('id', '=', operatorId)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', String(step))]))
      .executeTakeFirst();
    if (used.numUpdatedRows === 0n) throw new AppError('totp_incorrect');
  }

  return {
    /**
     * `POST /ops/session/login`: the password under the member login's limits, then the
     * authenticator's code when two-factor is set up. Without two-factor the session may only set it up.
     */
    async login(merchant: MerchantRow, ip: string, input: z.output<typeof operatorLoginRequestSchema>) {
      const { username } = input;
      const operator = await db
        .selectFrom('operator')
        .selectAll()
        .where('merchant_id', '=', merchant.id)
        .where('username', '=', username)
        .executeTakeFirst();
      // Under the same limits as member logins; the prefix keeps an operator's failures apart from a member's of the same name.
      await passwordAttempts.check({
        merchant,
        ip,
        account: `operator:${username}`,
        stored: operator?.password_hash ?? null,
        password: input.password,
        captchaId: input.captchaId,
        captcha: input.captcha,
        wrong: 'operator_login_failed',
      });
      if (operator?.status !== 'active') throw new AppError('operator_login_failed', { captcha: false });
      const totpEnabled = operator.totp_enabled_at !== null && operator.totp_secret !== null;
      if (totpEnabled) {
        if (!input.totp) throw new AppError('totp_required');
        await checkCode(merchant.id, operator.id, operator.totp_secret as string, input.totp);
      }
      const idleMinutes = await idleMinutesOf(merchant.id);
      const token = newToken();
      await db
        .insertInto('operator_session')
        .values({
          token_hash: hashToken(token),
          operator_id: operator.id,
          expires_at: sql<Date>`now() + make_interval(mins => ${idleMinutes})`,
          revoked_at: null,
          totp_verified: totpEnabled,
        })
        .execute();
      await db.updateTable('operator').set({ last_login_at: sql`now()`, last_login_ip: ip }).where('id', '=', operator.id).execute();
      return { token, username: operator.username, role: operator.role, idleMinutes, totpSetupRequired: !totpEnabled };
    },

    /** `POST /ops/session/logout`: revokes the caller's token (an unknown or ended one is already out). */
    async logout(authorization: string | undefined): Promise<void> {
      const token = tokenFromHeader(authorization);
      if (!token) throw new AppError('not_logged_in');
      await db
        .updateTable('operator_session')
        .set({ revoked_at: sql`now()` })
        .where('token_hash', '=', hashToken(token))
        .where('revoked_at', 'is', null)
        .execute();
    },

    /** The calling operator, or `not_logged_in` / `session_expired` / `forbidden` (another merchant). */
    async authenticate(authorization: string | undefined, merchant: MerchantRow): Promise<OperatorContext> {
      const token = tokenFromHeader(authorization);
      if (!token) throw new AppError('not_logged_in');
      // Live (not revoked, not idle too long, within the cap, operator active) and renewed, in one statement.
      const row = await db
        .updateTable('operator_session')
        .from('operator')
        .set({
          expires_at: sql<Date>`least(now() + make_interval(mins => coalesce((SELECT idle_minutes FROM ops_setting WHERE merchant_id = operator.merchant_id), ${OPERATOR_IDLE_MINUTES})), operator_session.created_at + make_interval(hours => ${OPERATOR_MAX_HOURS}))`,
        })
        .whereRef('operator.id', '=', 'operator_session.operator_id')
        .where('operator_session.token_hash', '=', hashToken(token))
        .where('operator_session.revoked_at', 'is', null)
        .where('operator_session.expires_at', '>', sql<Date>`now()`)
        .where('operator.status', '=', 'active')
        .where(sql<boolean>`operator_session.created_at > now() - make_interval(hours => ${OPERATOR_MAX_HOURS})`)
        .returning([
          'operator.id',
          'operator.username',
          'operator.role',
          'operator.merchant_id',
          'operator.totp_enabled_at',
          'operator_session.totp_verified',
          sql<string[] | null>`(SELECT ip_allow_list FROM ops_setting WHERE merchant_id = operator.merchant_id)`.as('ip_allow_list'),
          sql<number | null>`(SELECT idle_minutes FROM ops_setting WHERE merchant_id = operator.merchant_id)`.as('idle_minutes'),
        ])
        .executeTakeFirst();
      if (!row) throw new AppError('session_expired');
      if (row.merchant_id !== merchant.id) throw new AppError('forbidden');
      return {
        operatorId: row.id,
        username: row.username,
        role: row.role as OperatorRole,
        totpVerified: row.totp_verified,
        totpEnabled: row.totp_enabled_at !== null,
        idleMinutes: row.idle_minutes ?? OPERATOR_IDLE_MINUTES,
        ipAllowList: row.ip_allow_list ?? [],
      };
    },

    /** `GET /ops/session/me`. */
    me(operator: OperatorContext) {
      return {
        id: operator.operatorId,
        username: operator.username,
        role: operator.role,
        permissions: [...(ROLE_PERMISSIONS[operator.role] ?? [])],
        totpEnabled: operator.totpEnabled,
        totpVerified: operator.totpVerified,
        idleMinutes: operator.idleMinutes,
      };
    },

    /**
     * `POST /ops/session/totp/setup`: a fresh secret for an operator without two-factor (kept, not
     * yet on, until a code of it is entered). An operator with two-factor must have it reset first.
     */
    async setupTotp(merchant: MerchantRow, operator: OperatorContext) {
      if (operator.totpEnabled) throw new AppError('conflict');
      const setup = newTotpSecret(`${operator.username}@${merchant.code}`, merchant.name);
      await db
        .updateTable('operator')
        .set({ totp_secret: setup.secret, totp_last_step: null })
        .where('id', '=', operator.operatorId)
        .execute();
      return setup;
    },

    /** `POST /ops/session/totp/enable`: the first code turns two-factor on and verifies this session. */
    async enableTotp(merchant: MerchantRow, operator: OperatorContext, authorization: string | undefined, code: string) {
      const row = await db
        .selectFrom('operator')
        .select(['totp_secret', 'totp_enabled_at'])
        .where('id', '=', operator.operatorId)
        .executeTakeFirstOrThrow();
      if (row.totp_enabled_at !== null) throw new AppError('conflict');
      if (!row.totp_secret) throw new AppError('totp_setup_required');
      await checkCode(merchant.id, operator.operatorId, row.totp_secret, code);
      await db.updateTable('operator').set({ totp_enabled_at: sql`now()` }).where('id', '=', operator.operatorId).execute();
      const token = tokenFromHeader(authorization);
      if (token) await db.updateTable('operator_session').set({ totp_verified: true }).where('token_hash', '=', hashToken(token)).execute();
    },
  };
}

export type OperatorAuthService = ReturnType<typeof createOperatorAuthService>;
