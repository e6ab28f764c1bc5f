import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HOUSE_ACCOUNT, houseAccountId, MEMBER_ACCOUNT, memberAccountId } from '../ledger/accounts';
import { post } from '../ledger/post';

let n = 0;
/** Credits a member's main wallet from the cash-in clearing account, as a confirmed deposit would. */
export async function fund(db: Kysely<Database>, username: string, amount: bigint): Promise<void> {
  const member = await db.selectFrom('member').select(['id', 'merchant_id']).where('username', '=', username).executeTakeFirstOrThrow();
  const merchant = await db.selectFrom('merchant').select('currency_code').where('id', '=', member.merchant_id).executeTakeFirstOrThrow();
  n += 1;
  await db.transaction().execute(async (trx) => {
    const house = await houseAccountId(trx, member.merchant_id, HOUSE_ACCOUNT.cashInClearing, merchant.currency_code);
    const main = await memberAccountId(trx, member.merchant_id, member.id, MEMBER_ACCOUNT.main, merchant.currency_code);
    await post(trx, {
      merchantId: member.merchant_id,
      idempotencyKey: `test-fund:${member.id}:${n}:${amount}`,
      kind: 'deposit',
      reference: `test-${n}`,
      entries: [
        { accountId: house, amount: -amount },
        { accountId: main, amount },
      ],
    });
  });
}
