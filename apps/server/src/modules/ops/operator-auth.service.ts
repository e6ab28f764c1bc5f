import type { operatorLoginRequestSchema } from '@fortuna/shared';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Database, MerchantRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { PasswordAttempts } from '../auth/password-attempts';
import { hashToken, newToken, tokenFromHeader } from '../auth/token';

export type OperatorContext = { operatorId: number; username: string; role: string };

/**
 * An operator session ends after 30 idle minutes (each call renews it) and at the latest 8 hours
 * after the login (a shift): a back office left open on a shared desk does not stay a way into
 * the cashier. Both are checked and renewed in one statement, so every process agrees.
 */
export const OPERATOR_IDLE_MINUTES = 30;
export const OPERATOR_MAX_HOURS = 8;

/** Operator sessions for the back-office calls under /ops (their own login, their own tokens). */
export function createOperatorAuthService(db: Kysely<Database>, passwordAttempts: PasswordAttempts) {
  return {
    /** `POST /ops/session/login`. */
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
      if (!operator) throw new AppError('operator_login_failed', { captcha: false });
      const token = newToken();
      await db
        .insertInto('operator_session')
        .values({
          token_hash: hashToken(token),
          operator_id: operator.id,
          expires_at: sql<Date>`now() + make_interval(mins => ${OPERATOR_IDLE_MINUTES})`,
          revoked_at: null,
        })
        .execute();
      return { token, username: operator.username, role: operator.role, idleMinutes: OPERATOR_IDLE_MINUTES };
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
      // Live (not revoked, not idle too long, within the cap) and renewed, in one statement.
      const row = await db
        .updateTable('operator_session')
        .from('operator')
        .set({
          expires_at: sql<Date>`least(now() + make_interval(mins => ${OPERATOR_IDLE_MINUTES}), operator_session.created_at + make_interval(hours => ${OPERATOR_MAX_HOURS}))`,
        })
        .whereRef('operator.id', '=', 'operator_session.operator_id')
        .where('operator_session.token_hash', '=', hashToken(token))
        .where('operator_session.revoked_at', 'is', null)
        .where('operator_session.expires_at', '>', sql<Date>`now()`)
        .where(sql<boolean>`operator_session.created_at > now() - make_interval(hours => ${OPERATOR_MAX_HOURS})`)
        .returning(['operator.id', 'operator.username', 'operator.role', 'operator.merchant_id'])
        .executeTakeFirst();
      if (!row) throw new AppError('session_expired');
      if (row.merchant_id !== merchant.id) throw new AppError('forbidden');
      return { operatorId: row.id, username: row.username, role: row.role };
    },
  };
}

export type OperatorAuthService = ReturnType<typeof createOperatorAuthService>;
