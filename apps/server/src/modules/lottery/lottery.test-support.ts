import type { Schedule } from '@fortuna/bgs/engine';
import type { GameType } from '@fortuna/bgs/types';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { hashToken, newToken } from '../auth/token';
import { createProviderWalletRepository } from '../provider-wallet/provider-wallet.repository';
import { createProviderWalletService } from '../provider-wallet/provider-wallet.service';
import { standaloneResponsibleGaming } from '../responsible-gaming/responsible-gaming.service';
import { createLotteryWallet } from './lottery-wallet';

/** A lottery wallet over the provider wallet service of `db` (one per simulated process). */
export function testWallet(db: Kysely<Database>) {
  const repo = createProviderWalletRepository(db);
  return createLotteryWallet({
    db,
    service: createProviderWalletService({ db, repo, responsibleGaming: standaloneResponsibleGaming(db) }),
    repo,
  });
}

/**
 * Gives members a provider session of the game as if they had launched it (the bench and the
 * engine tests; the lottery service opens them through launch + authenticate).
 */
export async function openSessions(db: Kysely<Database>, memberIds: readonly number[], gameId: number): Promise<void> {
  for (const memberId of memberIds) {
    const token = newToken();
    await sql`
      INSERT INTO provider_session (token_hash, merchant_id, member_id, vendor_code, game_id, currency, language, play_money, expires_at)
      SELECT ${hashToken(token)}, m.merchant_id, m.id, g.vendor_code, g.id, c.currency_code, 'en', false, now() + interval '1 day'
        FROM member m JOIN merchant c ON c.id = m.merchant_id JOIN game g ON g.id = ${gameId} WHERE m.id = ${memberId}`.execute(db);
    await db
      .insertInto('lottery_wallet_session')
      .values({ member_id: memberId, game_id: gameId, session_token_hash: hashToken(token), expires_at: new Date(Date.now() + 86_400_000) })
      .onConflict((oc) => oc.columns(['member_id', 'game_id']).doUpdateSet({ session_token_hash: hashToken(token) }))
      .execute();
  }
}

const REGIONAL = new Set<GameType>(['sea4d', 'vn_north', 'vn_south']);

/** Makes the first seeded game of `gameType` the only enabled lottery game, with a schedule, and returns it. */
export async function onlyGame(
  db: Kysely<Database>,
  gameType: GameType,
  options: { schedule: Schedule; closeSeconds: number; payMode?: 'prize_group' | 'fixed_odds' },
) {
  const game = await db
    .selectFrom('lottery_game')
    .select(['id', 'game_id', 'code'])
    .where('game_type', '=', gameType)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('lottery_game').set({ enabled: false }).execute();
  await db
    .updateTable('lottery_game')
    .set({
      enabled: true,
      schedule: JSON.stringify(options.schedule),
      close_seconds: options.closeSeconds,
      pay_mode: options.payMode ?? (REGIONAL.has(gameType) ? 'fixed_odds' : 'prize_group'),
      min_unit_stake: 100n,
      max_stake: 1_000_000n,
    })
    .where('id', '=', game.id)
    .execute();
  return game;
}

/** The id of a demo member. */
export async function memberId(db: Kysely<Database>, username: string): Promise<number> {
  return (await db.selectFrom('member').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
}
