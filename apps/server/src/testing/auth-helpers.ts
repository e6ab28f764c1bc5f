import type { OperatorRole } from '@fortuna/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { hashToken, newToken } from '../modules/auth/token';
import type { apiClient } from './api-client';

let counter = 0;
/** A fresh visitor address per call, so per-address limits of one test do not leak into another. */
export function freshIp(): string {
  counter += 1;
  return `198.18.${Math.floor(counter / 250)}.${(counter % 250) + 1}`;
}

/** Asks for a captcha and reads its answer from the database, as only a test can. */
export async function solveCaptcha(client: ReturnType<typeof apiClient>, db: Kysely<Database>, ip = freshIp()) {
  const reply = await client.get('/wps/captcha', { 'x-forwarded-for': ip });
  const captchaId = reply.body.value.captchaId as string;
  const row = await db.selectFrom('captcha_challenge').select('answer').where('id', '=', captchaId).executeTakeFirstOrThrow();
  return { captchaId, captcha: row.answer };
}

/**
 * A live operator session with two-factor passed, made in the database, for tests whose subject is
 * not the operator's login (operator-session.test.ts checks that): the token of `username`
 * (created with `role` if missing; the demo's operator01 is the owner).
 */
export async function operatorToken(db: Kysely<Database>, username = 'operator01', role: OperatorRole = 'owner'): Promise<string> {
  let operator = await db.selectFrom('operator').select('id').where('username', '=', username).executeTakeFirst();
  if (!operator) {
    const merchant = await db.selectFrom('merchant').select('id').orderBy('id').executeTakeFirstOrThrow();
    const template = await db.selectFrom('operator').select('password_hash').orderBy('id').executeTakeFirstOrThrow();
    operator = await db
      .insertInto('operator')
      .values({ merchant_id: merchant.id, username, password_hash: template.password_hash, role })
      .returning('id')
      .executeTakeFirstOrThrow();
  }
  const token = newToken();
  await db
    .insertInto('operator_session')
    .values({
      token_hash: hashToken(token),
      operator_id: operator.id,
      expires_at: sql<Date>`now() + interval '1 hour'`,
      totp_verified: true,
    })
    .execute();
  return token;
}
