import type { operatorLoginRequestSchema } from '@fortuna/shared';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Database, MerchantRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { PasswordAttempts } from '../auth/password-attempts';
import { hashToken, newToken, tokenFromHeader } from '../auth/token';

export type OperatorContext = { operatorId: number; username: string; role: string };

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
          expires_at: sql<Date>`now() + interval '8 hours'`,
          revoked_at: null,
        })
        .execute();
      return { token, username: operator.username, role: operator.role };
    },

    /** The calling operator, or `not_logged_in` / `session_expired` / `forbidden` (another merchant). */
    async authenticate(authorization: string | undefined, merchant: MerchantRow): Promise<OperatorContext> {
      const token = tokenFromHeader(authorization);
      if (!token) throw new AppError('not_logged_in');
      const row = await db
        .selectFrom('operator_session')
        .innerJoin('operator', 'operator.id', 'operator_session.operator_id')
        .select(['operator.id', 'operator.username', 'operator.role', 'operator.merchant_id'])
        .where('operator_session.token_hash', '=', hashToken(token))
        .where('operator_session.revoked_at', 'is', null)
        .where('operator_session.expires_at', '>', sql<Date>`now()`)
        .executeTakeFirst();
      if (!row) throw new AppError('session_expired');
      if (row.merchant_id !== merchant.id) throw new AppError('forbidden');
      return { operatorId: row.id, username: row.username, role: row.role };
    },
  };
}

export type OperatorAuthService = ReturnType<typeof createOperatorAuthService>;
