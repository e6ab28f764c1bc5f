import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';
import { hashPassword } from '../auth/password';
import { hashToken, newToken } from '../auth/token';
import { POINTS_KIND, postPoints } from './points-ledger';

/** The payment password every points test member gets. */
export const TEST_PAYMENT_PASSWORD = '246810';

/**
 * A plain member of the demo merchant with a live session (made in the database: the points tests
 * are about points, not logins) and a payment password; answers its id and token.
 */
let paymentHash: Promise<string> | undefined;
/** Hashed once: a hash per member would cost seconds over a hundred members. */
function paymentPasswordHash(): Promise<string> {
  if (!paymentHash) paymentHash = hashPassword(TEST_PAYMENT_PASSWORD);
  return paymentHash;
}

export async function pointsMember(db: Kysely<Database>, username: string): Promise<{ id: number; token: string }> {
  const player = await db.selectFrom('member').selectAll().where('username', '=', 'player01').executeTakeFirstOrThrow();
  const row = await db
    .insertInto('member')
    .values({
      merchant_id: player.merchant_id,
      username,
      nickname: username,
      type: player.type,
      password_hash: player.password_hash,
      password_changed_at: new Date(),
      payment_password_hash: await paymentPasswordHash(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('member_closure').values({ ancestor_id: row.id, descendant_id: row.id, depth: 0 }).execute();
  const token = newToken();
  await db
    .insertInto('member_session')
    .values({
      token_hash: hashToken(token),
      member_id: row.id,
      side: 'member',
      login_type: 'username',
      expires_at: sql`now() + interval '2 hours'`,
    })
    .execute();
  return { id: row.id, token };
}

/** A credited deposit of a member, as the cashier leaves one (the ledger side is not needed by points). */
export async function creditedDeposit(db: Kysely<Database>, memberId: number, amount: bigint): Promise<number> {
  const member = await db.selectFrom('member').select('merchant_id').where('id', '=', memberId).executeTakeFirstOrThrow();
  const channel = await db
    .selectFrom('deposit_channel')
    .select('id')
    .where('merchant_id', '=', member.merchant_id)
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('deposit')
    .values({
      merchant_id: member.merchant_id,
      member_id: memberId,
      channel_id: channel.id,
      amount,
      status: 'CREDITED',
      request_id: `dep-${memberId}-${randomUUID()}`,
      decided_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

let adjustments = 0;
/** Gives a member points as an operator's adjustment would (issuer → member). */
export async function givePoints(db: Kysely<Database>, memberId: number, points: bigint): Promise<void> {
  const member = await db.selectFrom('member').select('merchant_id').where('id', '=', memberId).executeTakeFirstOrThrow();
  adjustments += 1;
  const n = adjustments;
  await db.transaction().execute((trx) =>
    postPoints(trx, member.merchant_id, memberId, points, {
      key: `points:test-adjust:${memberId}:${n}:${Date.now()}`,
      kind: POINTS_KIND.adjust,
      reference: `adjust:${memberId}:${n}`,
    }),
  );
}
