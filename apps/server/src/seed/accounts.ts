import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { hashPassword } from '../modules/auth/password';
import { createMemberRepository } from '../modules/member/member.repository';
import { DEMO_ACCOUNTS, DEMO_OPERATOR } from './data/accounts';

/** Seeds the demo accounts that are missing (by username), uplines before downlines. */
export async function seedDemoAccounts(db: Kysely<Database>, merchantId: number): Promise<void> {
  const merchant = await db
    .selectFrom('merchant')
    .select(['agent_types', 'member_type'])
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();
  const members = createMemberRepository(db);
  const typeOf = { member: merchant.member_type, agent1: merchant.agent_types[0] ?? 1, agent2: merchant.agent_types[1] ?? 2 };

  for (const account of DEMO_ACCOUNTS) {
    if (await members.findByUsername(merchantId, account.username)) continue;
    const parent = account.parent ? await members.findByUsername(merchantId, account.parent) : undefined;
    const passwordHash = await hashPassword(account.password);
    await db.transaction().execute(async (trx) => {
      const row = await members.insertWithClosure(trx, {
        merchant_id: merchantId,
        username: account.username,
        nickname: account.nickname,
        type: typeOf[account.type],
        password_hash: passwordHash,
        password_is_default: account.defaultPassword ?? false,
        affiliate_code: account.affiliateCode ?? null,
        country_dialing_code: account.mobile?.[0] ?? null,
        mobile_num: account.mobile?.[1] ?? null,
        email: account.email ?? null,
        parent_id: parent?.id ?? null,
        register_method: 'SEED',
        created_at: new Date(Date.now() - 90 * 86_400_000),
      });
      const history = account.history ?? [];
      for (const [i, ip] of history.entries()) {
        await trx
          .insertInto('member_login_ip')
          .values({ member_id: row.id, ip, first_seen_at: sql<Date>`now() - make_interval(days => ${60 - i * 10})` })
          .execute();
      }
      if (history.length > 0) {
        await trx
          .updateTable('member')
          .set({
            first_login_at: sql<Date>`now() - interval '60 days'`,
            last_login_at: sql<Date>`now() - interval '1 day'`,
            last_login_ip: history.at(-1) ?? null,
          })
          .where('id', '=', row.id)
          .execute();
      }
    });
  }

  const operator = await db
    .selectFrom('operator')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('username', '=', DEMO_OPERATOR.username)
    .executeTakeFirst();
  if (!operator) {
    await db
      .insertInto('operator')
      .values({
        merchant_id: merchantId,
        username: DEMO_OPERATOR.username,
        password_hash: await hashPassword(DEMO_OPERATOR.password),
        role: DEMO_OPERATOR.role,
      })
      .onConflict((oc) => oc.columns(['merchant_id', 'username']).doNothing())
      .execute();
  }
}
