import crypto from 'node:crypto';
import { spin } from '@fortuna/reference-provider';
import { formatMinor, gameLaunchQuerySchema } from '@fortuna/shared';
import type { Kysely } from 'kysely';
import type { Database, MemberRow } from '../db/schema';
import { HOUSE_ACCOUNT, houseAccountId, MEMBER_ACCOUNT, memberAccountId } from '../ledger/accounts';
import { post } from '../ledger/post';
import { createGameLaunchRepository } from '../modules/game-launch/game-launch.repository';
import { createGameLaunchService } from '../modules/game-launch/game-launch.service';
import { createMemberRepository } from '../modules/member/member.repository';
import { createProviderWalletRepository } from '../modules/provider-wallet/provider-wallet.repository';
import { createProviderWalletService } from '../modules/provider-wallet/provider-wallet.service';
import { REFERENCE_LAUNCH_URL } from '../modules/provider-wallet/reference-vendor';
import { standaloneResponsibleGaming } from '../modules/responsible-gaming/responsible-gaming.service';
import {
  DEMO_GAME_PLAYERS,
  DEMO_MAX_SPINS,
  DEMO_PLAYER_BETS,
  DEMO_PLAYER_DEPOSIT,
  DEMO_REFERENCE_VENDORS,
  DEMO_WINNING_ROUNDS,
} from './data/providers';
import { DEMO_MERCHANT } from './data/site';
import { seedDemoTeamHistory } from './team-history';

/**
 * Connects the demo's vendors to the reference vendor: one key per vendor with a secret made
 * for this install (like the payment simulator's), launching at the reference vendor's path.
 * Adds only what is missing.
 */
export async function seedDemoProviders(db: Kysely<Database>, merchantId: number): Promise<void> {
  const merchant = await db.selectFrom('merchant').select('code').where('id', '=', merchantId).executeTakeFirstOrThrow();
  const vendors = await db.selectFrom('vendor').select('code').where('code', 'in', DEMO_REFERENCE_VENDORS).execute();
  if (vendors.length === 0) return;
  await db
    .insertInto('provider_credential')
    .values(
      vendors.map(({ code }) => ({
        key_id: `${merchant.code}-${code}-${crypto.randomBytes(4).toString('hex')}`.toLowerCase().slice(0, 64),
        merchant_id: merchantId,
        vendor_code: code,
        secret: crypto.randomBytes(32).toString('hex'),
        launch_url: REFERENCE_LAUNCH_URL,
      })),
    )
    .onConflict((oc) => oc.columns(['merchant_id', 'vendor_code']).doNothing())
    .execute();
}

/**
 * Gives the winner board a real history: the demo's game players each deposit (a ledger post)
 * and play rounds of the reference slot through the provider wallet service — launch,
 * authenticate, debit, credit — exactly the calls the vendor makes over HTTP, so every bet and
 * win is a ledger post and every round is settled and rolled up. Runs once: when the players
 * exist, it has run. It takes seconds on embedded PGlite, so the demo start (prepareDatabase)
 * and `npm run seed` run it after seedDemo, while test databases leave it out unless a test
 * asks for it.
 */
export async function seedDemoGameHistory(db: Kysely<Database>): Promise<void> {
  const found = await db.selectFrom('merchant').selectAll().where('code', '=', DEMO_MERCHANT.code).executeTakeFirst();
  if (!found) return;
  // agent01's team gets its own two weeks of play for the agent back office's reports.
  await seedDemoTeamHistory(db);
  const merchant = found;
  const merchantId = merchant.id;
  const members = createMemberRepository(db);
  const [first] = DEMO_GAME_PLAYERS;
  if (!first || (await members.findByUsername(merchantId, first.username))) return;
  const games = await db
    .selectFrom('game as g')
    .innerJoin('provider_credential as c', (join) => join.onRef('c.vendor_code', '=', 'g.vendor_code').on('c.merchant_id', '=', merchantId))
    .innerJoin('vendor as v', 'v.code', 'g.vendor_code')
    .select(['g.id', 'g.vendor_code', 'c.key_id', 'v.wallet_mode'])
    .where('g.is_game', '=', true)
    .where('g.enabled', '=', true)
    .where('c.launch_url', '=', REFERENCE_LAUNCH_URL)
    .orderBy('g.id')
    .execute();
  if (games.length === 0) return;
  // Every connected vendor gets its share of the rounds, whatever the size of its lineup.
  const lineups = new Map<string, typeof games>();
  for (const game of games) lineups.set(game.vendor_code, [...(lineups.get(game.vendor_code) ?? []), game]);
  const byVendor = [...lineups.values()];

  const players: MemberRow[] = [];
  for (const player of DEMO_GAME_PLAYERS) {
    players.push(
      await db.transaction().execute(async (trx) => {
        const member = await members.insertWithClosure(trx, {
          merchant_id: merchantId,
          username: player.username,
          nickname: player.nickname,
          type: merchant.member_type,
          // No password: these accounts only exist to have played.
          password_hash: 'seed-player-has-no-password',
          register_method: 'SEED',
          created_at: new Date(Date.now() - 30 * 86_400_000),
        });
        const house = await houseAccountId(trx, merchantId, HOUSE_ACCOUNT.cashInClearing, merchant.currency_code);
        const main = await memberAccountId(trx, merchantId, member.id, MEMBER_ACCOUNT.main, merchant.currency_code);
        await post(trx, {
          merchantId,
          idempotencyKey: `seed-deposit:${member.id}`,
          kind: 'deposit',
          reference: `seed:${member.id}`,
          entries: [
            { accountId: house, amount: -DEMO_PLAYER_DEPOSIT },
            { accountId: main, amount: DEMO_PLAYER_DEPOSIT },
          ],
        });
        return member;
      }),
    );
  }

  const launcher = createGameLaunchService({ db, repo: createGameLaunchRepository(db) });
  const walletRepo = createProviderWalletRepository(db);
  const wallet = createProviderWalletService({ db, repo: walletRepo, responsibleGaming: standaloneResponsibleGaming(db) });
  const site = { merchant, language: 'en' as const, device: 'web', visitor: { ip: '127.0.0.1', country: null, host: 'seed' } };
  const unit = 10n ** BigInt(merchant.currency_decimals);
  const pick = <T>(list: readonly T[]) => list[crypto.randomInt(0, list.length)] as T;

  // A transfer-wallet vendor plays from the member's vendor wallet: move money there first, as a
  // member would with GCS_walletTransfer (the same kind of ledger post, once per member and vendor).
  const funded = new Set<string>();
  async function fundVendorWallet(member: MemberRow, vendor: string): Promise<void> {
    if (funded.has(`${member.id}:${vendor}`)) return;
    funded.add(`${member.id}:${vendor}`);
    await db.transaction().execute(async (trx) => {
      const main = await memberAccountId(trx, merchantId, member.id, MEMBER_ACCOUNT.main, merchant.currency_code);
      const wallet = await memberAccountId(trx, merchantId, member.id, MEMBER_ACCOUNT.vendor(vendor), merchant.currency_code);
      const amount = DEMO_PLAYER_DEPOSIT / 4n;
      await post(trx, {
        merchantId,
        idempotencyKey: `wallet-transfer:${member.id}:seed-${vendor}`,
        kind: 'vendor_transfer',
        reference: `seed-${vendor}`,
        memo: `MAIN→${vendor}`,
        entries: [
          { accountId: main, amount: -amount },
          { accountId: wallet, amount },
        ],
      });
    });
  }

  let spins = 0;
  let wins = 0;
  for (let turn = 0; spins < DEMO_MAX_SPINS && wins < DEMO_WINNING_ROUNDS; turn++) {
    const member = players[turn % players.length] as MemberRow;
    const game = pick(pick(byVendor));
    const ctx = { member, token: '', side: 'member', loginType: 'seed', isAgent: false, isTrial: false };
    if (game.wallet_mode === 'transfer') await fundVendorWallet(member, game.vendor_code);
    const launch = await launcher.launch(site, ctx, gameLaunchQuerySchema.parse({ nodeId: game.id }));
    const launchToken = new URL(launch.url, 'http://seed').searchParams.get('token') ?? '';
    const caller = await walletRepo.credential(game.key_id);
    if (!caller) return;
    const session = await wallet.authenticate(caller, { launchToken });
    const bet = pick(DEMO_PLAYER_BETS) * unit;
    for (let round = 0; round < 5 && spins < DEMO_MAX_SPINS; round++, spins++) {
      const roundId = `SEED${crypto.randomUUID().replaceAll('-', '')}`;
      const amount = formatMinor(bet, merchant.currency_decimals);
      await wallet.debit(caller, { sessionToken: session.sessionToken, txnId: `${roundId}:bet`, roundId, amount, currency: undefined });
      const result = spin(bet);
      if (result.win > 0n) wins += 1;
      await wallet.credit(caller, {
        sessionToken: session.sessionToken,
        txnId: `${roundId}:win`,
        roundId,
        amount: formatMinor(result.win, merchant.currency_decimals),
        roundEnded: true,
        currency: undefined,
      });
    }
  }
}
