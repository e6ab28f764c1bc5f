import crypto from 'node:crypto';
import { spin } from '@fortuna/reference-provider';
import { formatMinor, gameLaunchQuerySchema } from '@fortuna/shared';
import { type Kysely, sql } from 'kysely';
import type { Database, MemberRow, MerchantRow } from '../db/schema';
import { AppError } from '../http/app-error';
import { HOUSE_ACCOUNT, houseAccountId, MEMBER_ACCOUNT, memberAccountId } from '../ledger/accounts';
import { post } from '../ledger/post';
import { createGameLaunchRepository } from '../modules/game-launch/game-launch.repository';
import { createGameLaunchService } from '../modules/game-launch/game-launch.service';
import { createProviderWalletRepository } from '../modules/provider-wallet/provider-wallet.repository';
import { createProviderWalletService } from '../modules/provider-wallet/provider-wallet.service';
import { REFERENCE_LAUNCH_URL } from '../modules/provider-wallet/reference-vendor';
import { addToRollup } from '../modules/provider-wallet/round-rollup';
import { standaloneResponsibleGaming } from '../modules/responsible-gaming/responsible-gaming.service';
import { DEMO_MERCHANT } from './data/site';
import { DEMO_TEAM_HISTORY } from './data/team-history';

const DAY_MS = 86_400_000;

/** How much history to make: the members, how many days back (today included), and rounds per member and active day. */
export type TeamHistoryOptions = { usernames: readonly string[]; days: number; roundsPerDay: number };

/**
 * Moves everything a settled round wrote to another instant, in one transaction: the round, its
 * protocol calls, their ledger transactions and entries, and its hourly and 5-minute rollups (its
 * figures leave the slot it settled in and join the slot of `at`). The database stamps `now()` on
 * every write, so this is how the demo gets a past that reads like one.
 */
export async function redateRound(db: Kysely<Database>, roundPk: bigint, at: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const round = await trx.selectFrom('game_round').selectAll().where('id', '=', roundPk).executeTakeFirstOrThrow();
    const delta = { bets: BigInt(round.total_bet), payout: BigInt(round.total_win), rounds: 1 };
    await addToRollup(trx, roundPk, { bets: -delta.bets, payout: -delta.payout, rounds: -1 });
    const started = new Date(at.getTime() - 20_000);
    await trx.updateTable('game_round').set({ created_at: started, settled_at: at }).where('id', '=', roundPk).execute();
    const calls = trx
      .selectFrom('provider_transaction')
      .select('ledger_transaction_id')
      .where('merchant_id', '=', round.merchant_id)
      .where('vendor_code', '=', round.vendor_code)
      .where('round_id', '=', round.round_id)
      .where('ledger_transaction_id', 'is not', null);
    await trx.updateTable('ledger_entry').set({ created_at: at }).where('transaction_id', 'in', calls).execute();
    await trx.updateTable('ledger_transaction').set({ created_at: at }).where('id', 'in', calls).execute();
    await trx
      .updateTable('provider_transaction')
      .set({ created_at: at })
      .where('merchant_id', '=', round.merchant_id)
      .where('vendor_code', '=', round.vendor_code)
      .where('round_id', '=', round.round_id)
      .execute();
    await addToRollup(trx, roundPk, delta);
    // The slot the round left may now hold nothing: no zero rows are left behind.
    for (const table of ['member_slot_rollup', 'member_hourly_rollup'] as const) {
      await trx
        .deleteFrom(table)
        .where('member_id', '=', round.member_id)
        .where('bets', '=', 0n)
        .where('payout', '=', 0n)
        .where('rounds', '=', 0)
        .execute();
    }
  });
}

/** Re-dates the ledger transactions (and their entries) with these idempotency keys. */
async function redateLedger(trx: Kysely<Database>, merchantId: number, keys: string[], at: Date): Promise<void> {
  const ids = trx.selectFrom('ledger_transaction').select('id').where('merchant_id', '=', merchantId).where('idempotency_key', 'in', keys);
  await trx.updateTable('ledger_entry').set({ created_at: at }).where('transaction_id', 'in', ids).execute();
  await trx
    .updateTable('ledger_transaction')
    .set({ created_at: at })
    .where('merchant_id', '=', merchantId)
    .where('idempotency_key', 'in', keys)
    .execute();
}

/**
 * A deposit credited at `at`: the cashier's row and the ledger post the cashier makes when it
 * credits one (cash-in clearing → main), keyed by the deposit as the cashier keys it.
 */
async function creditedDeposit(db: Kysely<Database>, merchant: MerchantRow, member: MemberRow, amount: bigint, at: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const channel = await trx
      .selectFrom('deposit_channel')
      .select('id')
      .where('merchant_id', '=', merchant.id)
      .where('kind', '=', 'MANUAL_BANK')
      .orderBy('sort')
      .executeTakeFirstOrThrow();
    const deposit = await trx
      .insertInto('deposit')
      .values({
        merchant_id: merchant.id,
        member_id: member.id,
        channel_id: channel.id,
        amount,
        request_id: `seed-team-${crypto.randomUUID()}`,
        status: 'CREDITED',
        created_at: new Date(at.getTime() - 15 * 60_000),
        decided_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const house = await houseAccountId(trx, merchant.id, HOUSE_ACCOUNT.cashInClearing, merchant.currency_code);
    const main = await memberAccountId(trx, merchant.id, member.id, MEMBER_ACCOUNT.main, merchant.currency_code);
    const key = `deposit:${deposit.id}`;
    await post(trx, {
      merchantId: merchant.id,
      idempotencyKey: key,
      kind: 'deposit',
      reference: String(deposit.id),
      entries: [
        { accountId: house, amount: -amount },
        { accountId: main, amount },
      ],
    });
    await redateLedger(trx, merchant.id, [key], at);
  });
}

/**
 * A withdrawal requested before `at` and paid out at `at`, received by the member: the cashier's
 * row and its two ledger posts (main → pending withdrawal, then pending → cash-out clearing).
 */
async function paidWithdrawal(db: Kysely<Database>, merchant: MerchantRow, member: MemberRow, amount: bigint, at: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    let bank = await trx.selectFrom('bank_account').select('id').where('member_id', '=', member.id).executeTakeFirst();
    bank ??= await trx
      .insertInto('bank_account')
      .values({
        member_id: member.id,
        bank_name: 'KBZ Bank',
        account_number: `0271${String(member.id).padStart(8, '0')}`,
        payee_name: member.nickname,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const requested = new Date(at.getTime() - 40 * 60_000);
    const withdrawal = await trx
      .insertInto('withdrawal')
      .values({
        merchant_id: merchant.id,
        member_id: member.id,
        bank_account_id: bank.id,
        amount,
        request_id: `seed-team-${crypto.randomUUID()}`,
        status: 'RECEIVED',
        received_amount: amount,
        created_at: requested,
        decided_at: at,
        paid_at: at,
        confirmed_at: new Date(at.getTime() + 30 * 60_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const main = await memberAccountId(trx, merchant.id, member.id, MEMBER_ACCOUNT.main, merchant.currency_code);
    const pending = await memberAccountId(trx, merchant.id, member.id, MEMBER_ACCOUNT.pendingWithdrawal, merchant.currency_code);
    const clearing = await houseAccountId(trx, merchant.id, HOUSE_ACCOUNT.cashOutClearing, merchant.currency_code);
    const reserve = `withdrawal:${withdrawal.id}:reserve`;
    const payout = `withdrawal:${withdrawal.id}:payout`;
    await post(trx, {
      merchantId: merchant.id,
      idempotencyKey: reserve,
      kind: 'withdrawal',
      reference: String(withdrawal.id),
      entries: [
        { accountId: main, amount: -amount },
        { accountId: pending, amount },
      ],
    });
    await post(trx, {
      merchantId: merchant.id,
      idempotencyKey: payout,
      kind: 'withdrawal_payout',
      reference: String(withdrawal.id),
      entries: [
        { accountId: pending, amount: -amount },
        { accountId: clearing, amount },
      ],
    });
    await redateLedger(trx, merchant.id, [reserve], requested);
    await redateLedger(trx, merchant.id, [payout], at);
  });
}

/**
 * Gives members a past for the agent back office's team reports: over the last `days` days, on
 * most days each member plays rounds of the reference vendor's seamless games through the provider
 * wallet service (launch, authenticate, debit, credit — the calls a vendor makes over HTTP, so
 * every bet and win is a ledger post and every round is rolled up), with a credited deposit before
 * its first day and now and then another one or a paid-out withdrawal. Each day's rows are then
 * re-dated to that day (redateRound). Returns how many rounds were played.
 */
export async function seedTeamHistory(db: Kysely<Database>, merchant: MerchantRow, options: TeamHistoryOptions): Promise<number> {
  const members = await db
    .selectFrom('member')
    .selectAll()
    .where('merchant_id', '=', merchant.id)
    .where('username', 'in', [...options.usernames])
    .orderBy('id')
    .execute();
  const games = await db
    .selectFrom('game as g')
    .innerJoin('provider_credential as c', (join) =>
      join.onRef('c.vendor_code', '=', 'g.vendor_code').on('c.merchant_id', '=', merchant.id),
    )
    .innerJoin('vendor as v', 'v.code', 'g.vendor_code')
    // Only games a member can launch now (catalog visibleGames): a test may have switched a
    // vendor or a category off in the same database, and launching one of its games is refused.
    .innerJoin('game_category as gc', 'gc.code', 'g.category_code')
    .innerJoin('category_vendor as cv', (join) =>
      join.onRef('cv.category_code', '=', 'g.category_code').onRef('cv.vendor_code', '=', 'g.vendor_code'),
    )
    .select(['g.id', 'c.key_id'])
    .where('g.is_game', '=', true)
    .where('g.enabled', '=', true)
    .where('v.enabled', '=', true)
    .where('gc.enabled', '=', true)
    .where('g.maintenance', '=', false)
    .where('c.enabled', '=', true)
    .where((eb) =>
      eb.or([
        eb('v.maintenance_starts_at', 'is', null),
        eb('v.maintenance_starts_at', '>', sql<Date>`now()`),
        eb('v.maintenance_ends_at', '<=', sql<Date>`now()`),
      ]),
    )
    .where('v.wallet_mode', '=', 'seamless')
    .where('c.launch_url', '=', REFERENCE_LAUNCH_URL)
    .orderBy('g.id')
    .execute();
  if (members.length === 0 || games.length === 0) return 0;

  const launcher = createGameLaunchService({ db, repo: createGameLaunchRepository(db) });
  const walletRepo = createProviderWalletRepository(db);
  const wallet = createProviderWalletService({ db, repo: walletRepo, responsibleGaming: standaloneResponsibleGaming(db) });
  const site = { merchant, language: 'en' as const, device: 'web', visitor: { ip: '127.0.0.1', country: null, host: 'seed' } };
  const unit = 10n ** BigInt(merchant.currency_decimals);
  const pick = <T>(list: readonly T[]) => list[crypto.randomInt(0, list.length)] as T;
  const now = Date.now();
  let played = 0;

  for (const member of members) {
    // A first deposit a little before the member's first day of play.
    const firstDay = crypto.randomInt(Math.max(1, options.days - 3), options.days + 1);
    await creditedDeposit(db, merchant, member, pick([3_000n, 5_000n, 10_000n]) * unit, new Date(now - firstDay * DAY_MS - 3_600_000));
    for (let back = firstDay - 1; back >= 0; back--) {
      if (crypto.randomInt(0, 5) === 0) continue; // a day off now and then
      // Some time that day, never in the future and never before the day's deposit.
      const dayStart = now - back * DAY_MS;
      const at = (offset: number) => new Date(Math.min(dayStart - crypto.randomInt(10, 600) * 60_000 + offset, now - 60_000));
      if (crypto.randomInt(0, 4) === 0) await creditedDeposit(db, merchant, member, pick([1_000n, 2_000n, 5_000n]) * unit, at(-3_600_000));

      const game = pick(games);
      const ctx = { member, token: '', side: 'member', loginType: 'seed', isAgent: false, isTrial: false };
      const launch = await launcher.launch(site, ctx, gameLaunchQuerySchema.parse({ nodeId: game.id }));
      const caller = await walletRepo.credential(game.key_id);
      if (!caller) continue;
      const session = await wallet.authenticate(caller, {
        launchToken: new URL(launch.url, 'http://seed').searchParams.get('token') ?? '',
      });
      const bet = pick([10n, 20n, 50n, 100n]) * unit;
      for (let i = 0; i < options.roundsPerDay; i++) {
        const roundId = `TEAM${crypto.randomUUID().replaceAll('-', '')}`;
        try {
          await wallet.debit(caller, {
            sessionToken: session.sessionToken,
            txnId: `${roundId}:bet`,
            roundId,
            amount: formatMinor(bet, merchant.currency_decimals),
            currency: undefined,
          });
        } catch (error) {
          if (error instanceof AppError && error.code === 'insufficient_balance') break; // out of money: done for the day
          throw error;
        }
        await wallet.credit(caller, {
          sessionToken: session.sessionToken,
          txnId: `${roundId}:win`,
          roundId,
          amount: formatMinor(spin(bet).win, merchant.currency_decimals),
          roundEnded: true,
          currency: undefined,
        });
        const round = await db
          .selectFrom('game_round')
          .select('id')
          .where('merchant_id', '=', merchant.id)
          .where('round_id', '=', roundId)
          .executeTakeFirstOrThrow();
        await redateRound(db, BigInt(round.id), at(i * 90_000));
        played += 1;
      }
      if (crypto.randomInt(0, 6) === 0) {
        const main = await memberAccountId(db, merchant.id, member.id, MEMBER_ACCOUNT.main, merchant.currency_code);
        const { balance } = await db.selectFrom('ledger_account').select('balance').where('id', '=', main).executeTakeFirstOrThrow();
        const amount = (BigInt(balance) / 3n / unit) * unit;
        if (amount >= BigInt(merchant.withdrawal_min))
          await paidWithdrawal(db, merchant, member, amount, at(options.roundsPerDay * 90_000 + 600_000));
      }
    }
  }
  return played;
}

/**
 * The demo's agent tree gets its history once (the back office's team overview would otherwise
 * be empty on a fresh demo): when a team member already has a round of this seed, it has run.
 */
export async function seedDemoTeamHistory(db: Kysely<Database>): Promise<void> {
  const merchant = await db.selectFrom('merchant').selectAll().where('code', '=', DEMO_MERCHANT.code).executeTakeFirst();
  if (!merchant) return;
  const done = await db
    .selectFrom('game_round as r')
    .innerJoin('member as m', 'm.id', 'r.member_id')
    .select('r.id')
    .where('m.merchant_id', '=', merchant.id)
    .where('m.username', 'in', [...DEMO_TEAM_HISTORY.usernames])
    .where('r.round_id', 'like', 'TEAM%')
    .limit(1)
    .executeTakeFirst();
  if (done) return;
  await seedTeamHistory(db, merchant, DEMO_TEAM_HISTORY);
}
