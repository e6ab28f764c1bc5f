import { DEFINITIVE_REFUSALS, type LotteryWallet, LotteryWalletError, type WalletCall } from '@fortuna/bgs/engine';
import { formatMinor, isErrorCode, parseMinor } from '@fortuna/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { HOUSE_ACCOUNT, houseAccountId, MEMBER_ACCOUNT, memberAccountId } from '../../ledger/accounts';
import { post } from '../../ledger/post';
import type { ProviderWalletRepository } from '../provider-wallet/provider-wallet.repository';
import type { ProviderCaller, ProviderWalletService } from '../provider-wallet/provider-wallet.service';

/**
 * The in-house games' wallet: the engine's calls plus `resettle`, the protocol's correction of a
 * settled round's win (the sportsbook's corrected results): `totalWin` is what the round pays in
 * all now, and exactly the difference moves, once per txn id.
 */
export type InHouseWallet = LotteryWallet & {
  resettle(call: WalletCall & { totalWin: bigint }): Promise<{ balance: bigint }>;
};

/**
 * The lottery engine's wallet in the server's process: each call goes to the provider wallet
 * service with the lottery vendor's own credential (LOTT or ELOTT) and the member's provider
 * session — the code path of `POST /provider/v1/*` minus the network and the signature — so the
 * engine moves money exactly as an external vendor would and could run over HTTP unchanged.
 * The one exception is the agents' rebate, a ledger post of kind `lottery_rebate` (see the
 * lottery README's decisions).
 */
export function createLotteryWallet(deps: {
  db: Kysely<Database>;
  service: ProviderWalletService;
  repo: ProviderWalletRepository;
}): InHouseWallet {
  const { db, service, repo } = deps;
  const callers = new Map<string, Promise<ProviderCaller>>();

  /** The vendor credential of a merchant (cached: credentials change rarely and a stale one is refused by nothing). */
  function callerOf(merchantId: number, vendor: string): Promise<ProviderCaller> {
    const key = `${merchantId}:${vendor}`;
    let found = callers.get(key);
    if (!found) {
      found = (async () => {
        const row = await db
          .selectFrom('provider_credential')
          .select('key_id')
          .where('merchant_id', '=', merchantId)
          .where('vendor_code', '=', vendor)
          .executeTakeFirst();
        const caller = row ? await repo.credential(row.key_id) : undefined;
        if (!caller) throw new LotteryWalletError('game_unavailable');
        return caller;
      })();
      found.catch(() => callers.delete(key));
      callers.set(key, found);
    }
    return found;
  }

  /** The member's stored session for the game and the credential to call with. */
  async function context(memberId: number, gameId: number) {
    const row = await db
      .selectFrom('lottery_wallet_session as s')
      .innerJoin('member as m', 'm.id', 's.member_id')
      .innerJoin('game as g', 'g.id', 's.game_id')
      .select(['s.session_token_hash', 'm.merchant_id', 'g.vendor_code'])
      .where('s.member_id', '=', memberId)
      .where('s.game_id', '=', gameId)
      .executeTakeFirst();
    if (!row) throw new LotteryWalletError('provider_session_invalid');
    return { caller: await callerOf(row.merchant_id, row.vendor_code), sessionToken: row.session_token_hash };
  }

  /**
   * Runs a service call and reads its answer; a refusal becomes a LotteryWalletError with its code,
   * its balance and the rest of its values (the responsible-gaming guard's `remaining`, `endsAt`).
   */
  async function run(caller: ProviderCaller, call: () => Promise<string | { balance: string }>): Promise<{ balance: bigint }> {
    try {
      const answer = await call();
      const value = typeof answer === 'string' ? (JSON.parse(answer) as { value: { balance: string } }).value : answer;
      return { balance: parseMinor(value.balance, caller.currency_decimals) };
    } catch (error) {
      if (error instanceof AppError) {
        const details = error.details && typeof error.details === 'object' ? (error.details as Record<string, unknown>) : undefined;
        const balance = typeof details?.balance === 'string' ? details.balance : undefined;
        throw new LotteryWalletError(
          error.code,
          balance === undefined ? undefined : parseMinor(balance, caller.currency_decimals),
          details,
        );
      }
      throw error;
    }
  }

  const amountText = (caller: ProviderCaller, amount: bigint) => formatMinor(amount, caller.currency_decimals);

  return {
    async debit(call: WalletCall & { amount: bigint }) {
      const { caller, sessionToken } = await context(call.memberId, call.gameId);
      return run(caller, () =>
        service.debit(caller, { sessionToken, txnId: call.txnId, roundId: call.roundId, amount: amountText(caller, call.amount) }),
      );
    },
    async credit(call: WalletCall & { amount: bigint; roundEnded: boolean }) {
      const { caller, sessionToken } = await context(call.memberId, call.gameId);
      return run(caller, () =>
        service.credit(caller, {
          sessionToken,
          txnId: call.txnId,
          roundId: call.roundId,
          amount: amountText(caller, call.amount),
          roundEnded: call.roundEnded,
        }),
      );
    },
    async rollback(call: WalletCall) {
      const { caller, sessionToken } = await context(call.memberId, call.gameId);
      return run(caller, () => service.rollback(caller, { sessionToken, txnId: call.txnId, roundId: call.roundId }));
    },
    async resettle(call: WalletCall & { totalWin: bigint }) {
      const { caller, sessionToken } = await context(call.memberId, call.gameId);
      return run(caller, () =>
        service.resettle(caller, {
          sessionToken,
          txnId: call.txnId,
          roundId: call.roundId,
          totalWin: amountText(caller, call.totalWin),
        }),
      );
    },
    async balance(input) {
      const { caller, sessionToken } = await context(input.memberId, input.gameId);
      return (await run(caller, () => service.balance(caller, { sessionToken }))).balance;
    },
    async payAgentRebate(input) {
      const agent = await db
        .selectFrom('member as m')
        .innerJoin('merchant as c', 'c.id', 'm.merchant_id')
        .select(['m.merchant_id', 'c.currency_code'])
        .where('m.id', '=', input.agentId)
        .executeTakeFirstOrThrow();
      try {
        await db.transaction().execute(async (trx) => {
          const house = await houseAccountId(trx, agent.merchant_id, HOUSE_ACCOUNT.gameHouse(input.vendor), agent.currency_code);
          const main = await memberAccountId(trx, agent.merchant_id, input.agentId, MEMBER_ACCOUNT.main, agent.currency_code);
          await post(trx, {
            merchantId: agent.merchant_id,
            idempotencyKey: input.key,
            kind: 'lottery_rebate',
            reference: input.reference,
            memo: `lottery rebate ${input.reference}`,
            entries: [
              { accountId: house, amount: -input.amount },
              { accountId: main, amount: input.amount },
            ],
          });
        });
      } catch (error) {
        if (error instanceof AppError) throw new LotteryWalletError(error.code);
        throw error;
      }
    },
  };
}

/**
 * The player's answer to a wallet refusal in which nothing moved (DEFINITIVE_REFUSALS): the
 * platform's own code with every value it gave (the responsible-gaming guard's `period` and
 * `remaining`, an exclusion's `endsAt`), and the balance in the merchant's decimals. Every
 * in-house game (originals, fishing, crash, the lottery) answers its player through this, so a
 * refused stake reads as it does at a deposit or a vendor transfer. Undefined for anything else
 * (an outcome that is not known, which the caller handles as it must).
 */
export function walletRefusal(error: unknown, decimals: number): AppError | undefined {
  if (!(error instanceof LotteryWalletError) || !DEFINITIVE_REFUSALS.has(error.code)) return undefined;
  const code = isErrorCode(error.code) ? error.code : 'game_unavailable';
  const values: Record<string, unknown> = { ...(error.details ?? {}) };
  if (error.balance !== undefined) values.balance = formatMinor(error.balance, decimals);
  return new AppError(code, Object.keys(values).length ? values : undefined);
}
