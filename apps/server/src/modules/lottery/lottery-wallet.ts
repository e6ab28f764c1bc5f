import {
  type AgentRebate,
  type CreditCall,
  type CreditOutcome,
  DEFINITIVE_REFUSALS,
  type LotteryWallet,
  LotteryWalletError,
  type RebateOutcome,
  type WalletCall,
} from '@fortuna/bgs/engine';
import { formatMinor, isErrorCode, PROVIDER_CREDIT_BATCH_MAX, parseMinor } from '@fortuna/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { HOUSE_ACCOUNT, houseAccountId, MEMBER_ACCOUNT } from '../../ledger/accounts';
import { memberAccountIds } from '../../ledger/accounts-batch';
import { postMany } from '../../ledger/post';
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
   * The stored sessions and credentials of several (member, game) pairs in one query, by
   * `member:game`; a pair without a session is missing.
   */
  async function contexts(calls: readonly WalletCall[]) {
    const members = JSON.stringify([...new Set(calls.map((c) => c.memberId))]);
    const games = JSON.stringify([...new Set(calls.map((c) => c.gameId))]);
    // Both lists as index conditions (members × games may pair more than asked: the map only serves the calls' pairs).
    const rows = await db
      .selectFrom('lottery_wallet_session as s')
      .innerJoin('member as m', 'm.id', 's.member_id')
      .innerJoin('game as g', 'g.id', 's.game_id')
      .select(['s.member_id', 's.game_id', 's.session_token_hash', 'm.merchant_id', 'g.vendor_code'])
      .where(sql<boolean>`s.member_id = ANY(ARRAY(SELECT (jsonb_array_elements_text(${members}::jsonb))::integer))`)
      .where(sql<boolean>`s.game_id = ANY(ARRAY(SELECT (jsonb_array_elements_text(${games}::jsonb))::integer))`)
      .execute();
    return new Map(rows.map((row) => [`${row.member_id}:${row.game_id}`, row]));
  }

  /**
   * A refusal as the engine reads it: a LotteryWalletError with its code, its balance and the rest
   * of its values (the responsible-gaming guard's `remaining`, `endsAt`); anything else unchanged.
   */
  function walletError(caller: ProviderCaller, error: unknown): unknown {
    if (!(error instanceof AppError)) return error;
    const details = error.details && typeof error.details === 'object' ? (error.details as Record<string, unknown>) : undefined;
    const balance = typeof details?.balance === 'string' ? details.balance : undefined;
    return new LotteryWalletError(error.code, balance === undefined ? undefined : parseMinor(balance, caller.currency_decimals), details);
  }

  /** The balance of a money call's answer (its response text, or a balance's value). */
  function balanceOf(caller: ProviderCaller, answer: string | { balance: string }): bigint {
    const value = typeof answer === 'string' ? (JSON.parse(answer) as { value: { balance: string } }).value : answer;
    return parseMinor(value.balance, caller.currency_decimals);
  }

  /** Runs a service call and reads its answer; a refusal throws as {@link walletError}. */
  async function run(caller: ProviderCaller, call: () => Promise<string | { balance: string }>): Promise<{ balance: bigint }> {
    try {
      return { balance: balanceOf(caller, await call()) };
    } catch (error) {
      throw walletError(caller, error);
    }
  }

  const amountText = (caller: ProviderCaller, amount: bigint) => formatMinor(amount, caller.currency_decimals);

  /**
   * The batch credit: the calls' sessions in one query, then one `creditBatch` per credential
   * (merchant and vendor) and {@link PROVIDER_CREDIT_BATCH_MAX} calls, as a remote engine would
   * send them over HTTP. A call without a session is refused alone, as its `credit` would be.
   */
  async function creditMany(calls: readonly CreditCall[]): Promise<CreditOutcome[]> {
    const outcomes: CreditOutcome[] = new Array(calls.length);
    const found = await contexts(calls);
    const groups = new Map<string, { caller: ProviderCaller; members: { index: number; call: CreditCall; sessionToken: Buffer }[] }>();
    for (const [index, call] of calls.entries()) {
      const row = found.get(`${call.memberId}:${call.gameId}`);
      if (!row) {
        outcomes[index] = { ok: false, error: new LotteryWalletError('provider_session_invalid') };
        continue;
      }
      const key = `${row.merchant_id}:${row.vendor_code}`;
      let group = groups.get(key);
      if (!group) {
        try {
          group = { caller: await callerOf(row.merchant_id, row.vendor_code), members: [] };
        } catch (error) {
          outcomes[index] = { ok: false, error };
          continue;
        }
        groups.set(key, group);
      }
      group.members.push({ index, call, sessionToken: row.session_token_hash });
    }
    for (const { caller, members } of groups.values()) {
      for (let from = 0; from < members.length; from += PROVIDER_CREDIT_BATCH_MAX) {
        const chunk = members.slice(from, from + PROVIDER_CREDIT_BATCH_MAX);
        const answers = await service.creditMany(
          caller,
          chunk.map(({ call, sessionToken }) => ({
            sessionToken,
            txnId: call.txnId,
            roundId: call.roundId,
            amount: amountText(caller, call.amount),
            roundEnded: call.roundEnded,
          })),
        );
        chunk.forEach(({ index }, i) => {
          const answer = answers[i];
          outcomes[index] = !answer
            ? { ok: false, error: new Error('credit batch lost a call') }
            : answer.ok
              ? { ok: true, balance: balanceOf(caller, answer.response) }
              : { ok: false, error: walletError(caller, answer.error) };
        });
      }
    }
    return outcomes;
  }

  return {
    async debit(call: WalletCall & { amount: bigint }) {
      const { caller, sessionToken } = await context(call.memberId, call.gameId);
      return run(caller, () =>
        service.debit(caller, { sessionToken, txnId: call.txnId, roundId: call.roundId, amount: amountText(caller, call.amount) }),
      );
    },
    async credit(call: CreditCall) {
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
    creditMany,
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
    async payAgentRebates(rebates: readonly AgentRebate[]): Promise<RebateOutcome[]> {
      if (rebates.length === 0) return [];
      const agents = await db
        .selectFrom('member as m')
        .innerJoin('merchant as c', 'c.id', 'm.merchant_id')
        .select(['m.id', 'm.merchant_id', 'c.currency_code'])
        .where('m.id', 'in', [...new Set(rebates.map((r) => r.agentId))])
        .execute();
      const agentOf = new Map(agents.map((a) => [a.id, a]));
      // One transaction, one ledger statement for the lot (keys make each once).
      const outcomes = await db.transaction().execute(async (trx) => {
        const houses = new Map<string, number>();
        for (const r of rebates) {
          const agent = agentOf.get(r.agentId);
          if (!agent) throw new Error(`agent ${r.agentId} not found`);
          const key = `${agent.merchant_id}:${r.vendor}`;
          if (!houses.has(key)) {
            houses.set(key, await houseAccountId(trx, agent.merchant_id, HOUSE_ACCOUNT.gameHouse(r.vendor), agent.currency_code));
          }
        }
        const mains = await memberAccountIds(
          trx,
          agents.map((a) => ({ merchantId: a.merchant_id, memberId: a.id, kind: MEMBER_ACCOUNT.main, currency: a.currency_code })),
        );
        return postMany(
          trx,
          rebates.map((r) => {
            const agent = agentOf.get(r.agentId) as (typeof agents)[number];
            return {
              merchantId: agent.merchant_id,
              idempotencyKey: r.key,
              kind: 'lottery_rebate',
              reference: r.reference,
              memo: `lottery rebate ${r.reference}`,
              entries: [
                { accountId: houses.get(`${agent.merchant_id}:${r.vendor}`) as number, amount: -r.amount },
                { accountId: mains.get(`${agent.id}:${MEMBER_ACCOUNT.main}`) as number, amount: r.amount },
              ],
            };
          }),
        );
      });
      return outcomes.map((outcome): RebateOutcome => {
        if (outcome.ok) return { ok: true };
        return { ok: false, error: outcome.error instanceof AppError ? new LotteryWalletError(outcome.error.code) : outcome.error };
      });
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
