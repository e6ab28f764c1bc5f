import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { MEMBER_ACCOUNT, memberAccountId } from '../ledger/accounts';
import { addToRollup } from '../modules/provider-wallet/round-rollup';

/** A round to seed: whose, which catalogue game, its stake and win (minor units) and when it settled. */
export type SeedRound = { username: string; gameId: number; bet: bigint; win: bigint; settledAt: Date; playMoney?: boolean };

/**
 * Writes a settled round and adds it to every rollup with the settlement's own function, in one
 * transaction, as the provider wallet's `credit` with `roundEnded` does (its money is not posted:
 * the reports read rounds and rollups, never balances). Returns the round's id.
 */
export async function seedSettledRound(db: Kysely<Database>, round: SeedRound): Promise<bigint> {
  return db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom('member')
      .innerJoin('merchant', 'merchant.id', 'member.merchant_id')
      .select(['member.id', 'member.merchant_id', 'merchant.currency_code'])
      .where('member.username', '=', round.username)
      .executeTakeFirstOrThrow();
    const game = await trx.selectFrom('game').select('vendor_code').where('id', '=', round.gameId).executeTakeFirstOrThrow();
    const account = await memberAccountId(trx, member.merchant_id, member.id, MEMBER_ACCOUNT.main, member.currency_code);
    const row = await trx
      .insertInto('game_round')
      .values({
        merchant_id: member.merchant_id,
        vendor_code: game.vendor_code,
        round_id: `seed-${randomUUID()}`,
        member_id: member.id,
        game_id: round.gameId,
        account_id: account,
        currency: member.currency_code,
        play_money: round.playMoney ?? false,
        total_bet: round.bet,
        total_win: round.win,
        status: 'settled',
        created_at: new Date(round.settledAt.getTime() - 10_000),
        settled_at: round.settledAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await addToRollup(trx, BigInt(row.id), { bets: round.bet, payout: round.win, rounds: 1 });
    return BigInt(row.id);
  });
}
