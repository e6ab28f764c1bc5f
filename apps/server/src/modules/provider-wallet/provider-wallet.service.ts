import {
  formatMinor,
  type ProviderAuthenticateResponse,
  type ProviderBalanceResponse,
  type ProviderRollbackResponse,
  type ProviderTransactionResponse,
  parseMinor,
  type providerAuthenticateRequestSchema,
  type providerBalanceRequestSchema,
  type providerCreditRequestSchema,
  type providerDebitRequestSchema,
  type providerResettleRequestSchema,
  type providerRollbackRequestSchema,
} from '@fortuna/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { HOUSE_ACCOUNT, houseAccountId, MEMBER_ACCOUNT, memberAccountId, memberBalance } from '../../ledger/accounts';
import { type PostResult, post } from '../../ledger/post';
import { hashToken, newToken } from '../auth/token';
import type { ResponsibleGaming } from '../responsible-gaming/responsible-gaming.service';
import { createCreditBatch } from './provider-credit-batch';
import type { ProviderTxnRow, ProviderWalletRepository, RoundRow, VendorScope } from './provider-wallet.repository';
import type { ProviderCaller, SessionRef } from './provider-wallet.types';
import { addToRollup } from './round-rollup';

export type { ProviderCaller, SessionRef };

type WithSession<T> = Omit<T, 'sessionToken'> & { sessionToken: SessionRef };
type DebitInput = WithSession<z.output<typeof providerDebitRequestSchema>>;
type CreditInput = WithSession<z.output<typeof providerCreditRequestSchema>>;
type RollbackInput = WithSession<z.output<typeof providerRollbackRequestSchema>>;
type ResettleInput = WithSession<z.output<typeof providerResettleRequestSchema>>;

const scopeOf = (caller: ProviderCaller): VendorScope => ({ merchantId: caller.merchant_id, vendor: caller.vendor_code });

/**
 * The ledger account a player's money for a vendor sits in: the vendor's own wallet for
 * transfer-mode vendors, else the main wallet. Trial accounts always play from the main wallet,
 * where their play money is (they cannot transfer into vendor wallets).
 */
export function playAccountKind(vendor: string, walletMode: 'seamless' | 'transfer', playMoney: boolean): string {
  return walletMode === 'transfer' && !playMoney ? MEMBER_ACCOUNT.vendor(vendor) : MEMBER_ACCOUNT.main;
}

const invalid = (path: string, message: string) => new AppError('invalid_parameter', { issues: [{ path, code: 'custom', message }] });

/** The ledger's ledger key of a protocol call: unique per merchant, so one vendor txn moves money once. */
const ledgerKey = (vendor: string, txnId: string, rollback = false) => `provider:${vendor}:${rollback ? 'rollback:' : ''}${txnId}`;

/**
 * The provider wallet protocol (ARCHITECTURE §5; shapes in packages/shared
 * schemas/provider-wallet.ts). Every money call runs in one database transaction that holds the
 * call's txn lock, the round's row lock and the ledger's account locks, and writes the ledger
 * post, the round update (and its rollup when it settles) and the provider transaction with the
 * exact response text — so a call either happened completely, answered once and replayed
 * after, or not at all.
 */
export function createProviderWalletService(deps: {
  db: Kysely<Database>;
  repo: ProviderWalletRepository;
  /** The responsible-gaming guard every debit passes (its exclusions and limits). */
  responsibleGaming: Pick<ResponsibleGaming, 'checkStake'>;
}) {
  const { db, repo, responsibleGaming } = deps;

  const money = (caller: ProviderCaller, amount: bigint) => formatMinor(amount, caller.currency_decimals);

  function amountOf(caller: ProviderCaller, text: string, allowZero: boolean): bigint {
    let amount: bigint;
    try {
      amount = parseMinor(text, caller.currency_decimals);
    } catch {
      throw invalid('amount', `at most ${caller.currency_decimals} decimal places`);
    }
    if (!allowZero && amount === 0n) throw invalid('amount', 'must be positive');
    return amount;
  }

  /**
   * Stores a processed call with the exact text of its answer (a repeat is answered with it) and
   * returns that text.
   */
  async function answer(
    trx: Kysely<Database>,
    caller: ProviderCaller,
    txnId: string,
    value: unknown,
    row: Pick<ProviderTxnRow, 'kind' | 'round_id' | 'member_id' | 'amount' | 'ledger_transaction_id'>,
  ): Promise<string> {
    const response = JSON.stringify(ok(value));
    await repo.insertTxn(trx, { merchant_id: caller.merchant_id, vendor_code: caller.vendor_code, txn_id: txnId, ...row, response });
    return response;
  }

  /** The player session of a token; a debit or balance needs it live, a credit or rollback only needs it to exist. */
  async function sessionOf(caller: ProviderCaller, token: SessionRef, needLive: boolean) {
    const session = await repo.session(scopeOf(caller), typeof token === 'string' ? hashToken(token) : token);
    if (!session) throw new AppError('provider_session_invalid');
    if (needLive && !session.live) throw new AppError('provider_session_expired');
    if (needLive && session.member_status !== 'ACTIVE') throw new AppError('account_frozen');
    return session;
  }
  type Session = Awaited<ReturnType<typeof sessionOf>>;

  function checkCurrency(session: Session, currency: string | undefined): void {
    if (currency !== undefined && currency !== session.currency) throw invalid('currency', `the session plays in ${session.currency}`);
  }

  /** A repeat of a processed debit, credit or resettle: the original answer, if it is the same call. */
  function replay(row: ProviderTxnRow, kind: 'debit' | 'credit' | 'resettle', roundId: string, amount: bigint): string {
    if (row.kind !== kind || row.round_id !== roundId || BigInt(row.amount) !== amount) {
      throw new AppError('idempotency_conflict', { txnId: row.txn_id });
    }
    return row.response;
  }

  /** The ledger account a session plays from, created on first use. */
  async function sessionAccount(trx: Kysely<Database>, caller: ProviderCaller, session: Session): Promise<number> {
    const kind = playAccountKind(caller.vendor_code, await repo.walletMode(trx, caller.vendor_code), session.play_money);
    return memberAccountId(trx, caller.merchant_id, session.member_id, kind, session.currency);
  }

  /** The round of a call, opened when new; refused when it is another player's. */
  async function roundFor(trx: Kysely<Database>, caller: ProviderCaller, session: Session, roundId: string): Promise<RoundRow> {
    const existing = await repo.lockRound(trx, scopeOf(caller), roundId);
    const round =
      existing ??
      (await repo.openRound(trx, {
        merchant_id: caller.merchant_id,
        vendor_code: caller.vendor_code,
        round_id: roundId,
        member_id: session.member_id,
        game_id: session.game_id,
        account_id: await sessionAccount(trx, caller, session),
        currency: session.currency,
        play_money: session.play_money,
      }));
    if (round.member_id !== session.member_id || round.currency !== session.currency) throw new AppError('provider_round_invalid');
    return round;
  }

  /** One ledger post between the round's account and the vendor's game house; a member short of money is answered with the balance. */
  async function move(
    trx: Kysely<Database>,
    caller: ProviderCaller,
    round: RoundRow,
    request: { key: string; kind: string; memo: string; toMember: bigint },
  ): Promise<PostResult> {
    const house = await houseAccountId(trx, caller.merchant_id, HOUSE_ACCOUNT.gameHouse(caller.vendor_code), round.currency);
    let result: PostResult;
    try {
      result = await post(trx, {
        merchantId: caller.merchant_id,
        idempotencyKey: request.key,
        kind: request.kind,
        reference: `${caller.vendor_code}:${round.round_id}`,
        memo: request.memo,
        entries: [
          { accountId: round.account_id, amount: request.toMember },
          { accountId: house, amount: -request.toMember },
        ],
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'insufficient_balance') {
        const balance = BigInt((error.details as { balance: string }).balance);
        throw new AppError('insufficient_balance', { balance: money(caller, balance), currency: round.currency });
      }
      throw error;
    }
    // The provider transaction is written in the same database transaction as its post, so a
    // post already there without it means someone else used the protocol's ledger key.
    if (result.replayed) throw new Error(`ledger key ${request.key} was used outside the provider protocol`);
    return result;
  }

  const creditMany = createCreditBatch({ db, repo, playAccountKind });

  const balanceAfter = (result: PostResult, accountId: number) => result.entries.find((e) => e.accountId === accountId)?.balanceAfter ?? 0n;

  return {
    /** `authenticate`: swaps a launch token (once, before it expires) for a player session. */
    authenticate(caller: ProviderCaller, input: z.output<typeof providerAuthenticateRequestSchema>): Promise<ProviderAuthenticateResponse> {
      return db.transaction().execute(async (trx) => {
        const launch = await repo.consumeLaunchToken(trx, scopeOf(caller), hashToken(input.launchToken));
        if (!launch) throw new AppError('launch_token_invalid');
        const member = await trx
          .selectFrom('member')
          .select(['id', 'nickname', 'status'])
          .where('id', '=', launch.member_id)
          .executeTakeFirstOrThrow();
        if (member.status !== 'ACTIVE') throw new AppError('account_frozen');
        const game = await trx.selectFrom('game').select(['id', 'game_code']).where('id', '=', launch.game_id).executeTakeFirstOrThrow();
        const sessionToken = newToken();
        const session = await repo.insertSession(
          trx,
          {
            token_hash: hashToken(sessionToken),
            merchant_id: launch.merchant_id,
            member_id: launch.member_id,
            vendor_code: launch.vendor_code,
            game_id: launch.game_id,
            currency: launch.currency,
            language: launch.language,
            play_money: launch.play_money,
          },
          caller.session_hours,
        );
        const kind = playAccountKind(caller.vendor_code, await repo.walletMode(trx, caller.vendor_code), launch.play_money);
        return {
          sessionToken,
          sessionExpiresAt: new Date(session.expires_at).toISOString(),
          playerId: String(member.id),
          nickname: member.nickname,
          currency: launch.currency,
          currencySymbol: caller.currency_symbol,
          balance: money(caller, await memberBalance(trx, member.id, kind)),
          vendor: caller.vendor_code,
          gameCode: game.game_code,
          nodeId: game.id,
          language: launch.language,
          playMoney: launch.play_money,
        };
      });
    },

    /** `balance` of a live session's account. */
    async balance(
      caller: ProviderCaller,
      input: WithSession<z.output<typeof providerBalanceRequestSchema>>,
    ): Promise<ProviderBalanceResponse> {
      const session = await sessionOf(caller, input.sessionToken, true);
      const kind = playAccountKind(caller.vendor_code, await repo.walletMode(db, caller.vendor_code), session.play_money);
      return { balance: money(caller, await memberBalance(db, session.member_id, kind)), currency: session.currency };
    },

    /** `debit`: a bet, once per txn id, only in a live session and an open round. Returns the response text. */
    async debit(caller: ProviderCaller, input: DebitInput): Promise<string> {
      const amount = amountOf(caller, input.amount, false);
      const scope = scopeOf(caller);
      const done = await repo.findTxn(db, scope, input.txnId, 'money');
      if (done) return replay(done, 'debit', input.roundId, amount);
      const session = await sessionOf(caller, input.sessionToken, true);
      checkCurrency(session, input.currency);
      return db.transaction().execute(async (trx) => {
        await repo.lockTxn(trx, scope, input.txnId);
        const raced = await repo.findTxn(trx, scope, input.txnId, 'money');
        if (raced) return replay(raced, 'debit', input.roundId, amount);
        if (await repo.hasTombstone(trx, scope, input.txnId)) throw new AppError('provider_txn_rolled_back');
        const round = await roundFor(trx, caller, session, input.roundId);
        if (round.status === 'settled') throw new AppError('provider_round_settled');
        // Every stake of every vendor (the lottery and the in-house games play through here too).
        if (!session.play_money) await responsibleGaming.checkStake(trx, session.member_id, amount, caller.currency_decimals);
        const result = await move(trx, caller, round, {
          key: ledgerKey(caller.vendor_code, input.txnId),
          kind: 'bet',
          memo: `debit ${input.txnId}`,
          toMember: -amount,
        });
        await repo.updateRound(trx, round.id, { bet: amount });
        const value: ProviderTransactionResponse = {
          txnId: input.txnId,
          roundId: input.roundId,
          balance: money(caller, balanceAfter(result, round.account_id)),
          currency: round.currency,
          transactionId: String(result.transactionId),
        };
        return answer(trx, caller, input.txnId, value, {
          kind: 'debit',
          round_id: input.roundId,
          member_id: session.member_id,
          amount,
          ledger_transaction_id: result.transactionId,
        });
      });
    },

    /**
     * `credit`: a win (may be zero), once per txn id, also after the session expired; with
     * `roundEnded` the round settles in the same transaction as its money moves, and its
     * figures go into the member's hourly rollup. Returns the response text.
     */
    async credit(caller: ProviderCaller, input: CreditInput): Promise<string> {
      const amount = amountOf(caller, input.amount, true);
      const scope = scopeOf(caller);
      const done = await repo.findTxn(db, scope, input.txnId, 'money');
      if (done) return replay(done, 'credit', input.roundId, amount);
      const session = await sessionOf(caller, input.sessionToken, false);
      checkCurrency(session, input.currency);
      return db.transaction().execute(async (trx) => {
        await repo.lockTxn(trx, scope, input.txnId);
        const raced = await repo.findTxn(trx, scope, input.txnId, 'money');
        if (raced) return replay(raced, 'credit', input.roundId, amount);
        if (await repo.hasTombstone(trx, scope, input.txnId)) throw new AppError('provider_txn_rolled_back');
        const round = await roundFor(trx, caller, session, input.roundId);
        if (round.status === 'settled') throw new AppError('provider_round_settled');
        const result =
          amount > 0n
            ? await move(trx, caller, round, {
                key: ledgerKey(caller.vendor_code, input.txnId),
                kind: 'win',
                memo: `credit ${input.txnId}`,
                toMember: amount,
              })
            : null;
        const updated = await repo.updateRound(trx, round.id, { win: amount, settle: input.roundEnded });
        if (input.roundEnded) {
          await addToRollup(trx, updated.id, { bets: BigInt(updated.total_bet), payout: BigInt(updated.total_win), rounds: 1 });
        }
        const balance = result ? balanceAfter(result, round.account_id) : await repo.balance(trx, round.account_id);
        const value: ProviderTransactionResponse = {
          txnId: input.txnId,
          roundId: input.roundId,
          balance: money(caller, balance),
          currency: round.currency,
          transactionId: result ? String(result.transactionId) : null,
        };
        return answer(trx, caller, input.txnId, value, {
          kind: 'credit',
          round_id: input.roundId,
          member_id: session.member_id,
          amount,
          ledger_transaction_id: result?.transactionId ?? null,
        });
      });
    },

    /**
     * `creditBatch`: several credits of this vendor in one database transaction, each answered as
     * `credit` would answer it alone (provider-credit-batch.ts). Returns each call's response text
     * or refusal, in order.
     */
    creditMany,

    /**
     * `rollback` of the debit or credit `txnId`, once, also after the session expired: a bet is
     * refunded, a win taken back (refused with `insufficient_balance` and the balance when the
     * player no longer has it; nothing is recorded, so the vendor may retry). A rollback of a
     * txn id never seen leaves a tombstone that refuses that txn if it arrives later. On a
     * settled round the correction also goes into the rollup. Returns the response text.
     */
    async rollback(caller: ProviderCaller, input: RollbackInput): Promise<string> {
      const scope = scopeOf(caller);
      const done = await repo.findTxn(db, scope, input.txnId, 'rollback');
      if (done) return done.response;
      const session = await sessionOf(caller, input.sessionToken, false);
      return db.transaction().execute(async (trx) => {
        await repo.lockTxn(trx, scope, input.txnId);
        const raced = await repo.findTxn(trx, scope, input.txnId, 'rollback');
        if (raced) return raced.response;
        const target = await repo.findTxn(trx, scope, input.txnId, 'money');

        if (!target) {
          await repo.insertTombstone(trx, scope, input.txnId);
          const kind = playAccountKind(caller.vendor_code, await repo.walletMode(trx, caller.vendor_code), session.play_money);
          const value: ProviderRollbackResponse = {
            txnId: input.txnId,
            status: 'TOMBSTONE',
            balance: money(caller, await memberBalance(trx, session.member_id, kind)),
            currency: session.currency,
            transactionId: null,
          };
          return answer(trx, caller, input.txnId, value, {
            kind: 'rollback',
            round_id: input.roundId ?? null,
            member_id: session.member_id,
            amount: 0n,
            ledger_transaction_id: null,
          });
        }

        // A resettle is final: a later correction is another resettle, never a rollback.
        if (target.member_id !== session.member_id || target.kind === 'resettle') throw new AppError('provider_round_invalid');
        const round = target.round_id ? await repo.lockRound(trx, scope, target.round_id) : undefined;
        if (!round) throw new Error(`provider transaction ${target.txn_id} has no round`);
        const amount = BigInt(target.amount);
        const refund = target.kind === 'debit';
        const result =
          amount > 0n
            ? await move(trx, caller, round, {
                key: ledgerKey(caller.vendor_code, input.txnId, true),
                kind: refund ? 'refund' : 'win_reversal',
                memo: `rollback ${target.kind} ${input.txnId}`,
                toMember: refund ? amount : -amount,
              })
            : null;
        const updated = await repo.updateRound(trx, round.id, refund ? { bet: -amount } : { win: -amount });
        if (updated.status === 'settled' && amount > 0n) {
          await addToRollup(trx, updated.id, refund ? { bets: -amount, payout: 0n, rounds: 0 } : { bets: 0n, payout: -amount, rounds: 0 });
        }
        const balance = result ? balanceAfter(result, round.account_id) : await repo.balance(trx, round.account_id);
        const value: ProviderRollbackResponse = {
          txnId: input.txnId,
          status: 'ROLLED_BACK',
          balance: money(caller, balance),
          currency: round.currency,
          transactionId: result ? String(result.transactionId) : null,
        };
        return answer(trx, caller, input.txnId, value, {
          kind: 'rollback',
          round_id: target.round_id,
          member_id: target.member_id,
          amount,
          ledger_transaction_id: result?.transactionId ?? null,
        });
      });
    },

    /**
     * `resettle`: a settled round's win corrected (a result corrected after settlement). `totalWin`
     * is what the round pays in all now; exactly the difference from its total so far moves, as a
     * win or a win reversal (refused with `insufficient_balance` and the balance when the player no
     * longer has it; nothing is recorded, so the vendor may retry), and goes into the round's rollup.
     * Once per txn id, also after the session expired; only on a settled round of the same player.
     */
    async resettle(caller: ProviderCaller, input: ResettleInput): Promise<string> {
      const totalWin = amountOf(caller, input.totalWin, true);
      const scope = scopeOf(caller);
      const done = await repo.findTxn(db, scope, input.txnId, 'money');
      if (done) return replay(done, 'resettle', input.roundId, totalWin);
      const session = await sessionOf(caller, input.sessionToken, false);
      checkCurrency(session, input.currency);
      return db.transaction().execute(async (trx) => {
        await repo.lockTxn(trx, scope, input.txnId);
        const raced = await repo.findTxn(trx, scope, input.txnId, 'money');
        if (raced) return replay(raced, 'resettle', input.roundId, totalWin);
        if (await repo.hasTombstone(trx, scope, input.txnId)) throw new AppError('provider_txn_rolled_back');
        const round = await repo.lockRound(trx, scope, input.roundId);
        if (round?.status !== 'settled' || round.member_id !== session.member_id || round.currency !== session.currency) {
          throw new AppError('provider_round_invalid');
        }
        const difference = totalWin - BigInt(round.total_win);
        const result =
          difference !== 0n
            ? await move(trx, caller, round, {
                key: ledgerKey(caller.vendor_code, input.txnId),
                kind: difference > 0n ? 'win' : 'win_reversal',
                memo: `resettle ${input.txnId}`,
                toMember: difference,
              })
            : null;
        if (difference !== 0n) {
          const updated = await repo.updateRound(trx, round.id, { win: difference });
          await addToRollup(trx, updated.id, { bets: 0n, payout: difference, rounds: 0 });
        }
        const balance = result ? balanceAfter(result, round.account_id) : await repo.balance(trx, round.account_id);
        const value: ProviderTransactionResponse = {
          txnId: input.txnId,
          roundId: input.roundId,
          balance: money(caller, balance),
          currency: round.currency,
          transactionId: result ? String(result.transactionId) : null,
        };
        return answer(trx, caller, input.txnId, value, {
          kind: 'resettle',
          round_id: input.roundId,
          member_id: session.member_id,
          amount: totalWin,
          ledger_transaction_id: result?.transactionId ?? null,
        });
      });
    },
  };
}

export type ProviderWalletService = ReturnType<typeof createProviderWalletService>;
