import { formatMinor, type ProviderTransactionResponse, parseMinor, type providerCreditRequestSchema } from '@fortuna/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { balancesOf, HOUSE_ACCOUNT, houseAccountId } from '../../ledger/accounts';
import { memberAccountIds } from '../../ledger/accounts-batch';
import { type PostRequest, postMany } from '../../ledger/post';
import { hashToken } from '../auth/token';
import type { ProviderTxnRow, ProviderWalletRepository, RoundRow, VendorScope } from './provider-wallet.repository';
import type { ProviderCaller, SessionRef } from './provider-wallet.types';
import { addManyToRollups } from './round-rollup';

/** A credit as the batch takes it (the token may be its SHA-256 for an in-process caller, as with `credit`). */
export type BatchCreditInput = Omit<z.output<typeof providerCreditRequestSchema>, 'sessionToken'> & { sessionToken: SessionRef };

/** One credit's answer in a batch: the response text it is (and will be replayed as), or its refusal. */
export type BatchCreditOutcome = { ok: true; response: string } | { ok: false; error: AppError };

type Session = NonNullable<Awaited<ReturnType<ProviderWalletRepository['session']>>>;
type Item = { index: number; input: BatchCreditInput; amount: bigint; session: Session };
type Accepted = Item & { round: RoundRow; posted?: { transactionId: bigint; balance: bigint } };

const invalid = (path: string, message: string) => new AppError('invalid_parameter', { issues: [{ path, code: 'custom', message }] });
const ledgerKey = (vendor: string, txnId: string) => `provider:${vendor}:${txnId}`;
/** A session token's SHA-256 (a stored hash may come back from PGlite as a plain Uint8Array). */
const hashOf = (token: SessionRef) => (typeof token === 'string' ? hashToken(token) : Buffer.from(token));

/**
 * `creditBatch`: many credits of one vendor (several players, distinct txn ids) in ONE database
 * transaction, each exactly what `credit` would do alone — the same checks in the same order, once
 * per txn id, a repeat answered with its stored response — but set-based: one statement each for
 * the txn locks, the repeats, the tombstones, the round locks, the round updates, the rollups, the
 * ledger posts (postMany) and the provider transactions. A refused credit is answered with its
 * error and recorded nowhere (it moved nothing; it may be retried); the others go on. A failure of
 * the transaction itself throws: then nothing of the batch happened and all of it may be retried.
 */
export function createCreditBatch(deps: {
  db: Kysely<Database>;
  repo: ProviderWalletRepository;
  /** The service's playAccountKind (passed in: this module is the service's, and must not import it back). */
  playAccountKind: (vendor: string, walletMode: 'seamless' | 'transfer', playMoney: boolean) => string;
}) {
  const { db, repo, playAccountKind } = deps;

  return async function creditMany(caller: ProviderCaller, inputs: readonly BatchCreditInput[]): Promise<BatchCreditOutcome[]> {
    const scope: VendorScope = { merchantId: caller.merchant_id, vendor: caller.vendor_code };
    const outcomes: (BatchCreditOutcome | undefined)[] = new Array(inputs.length);
    const refuse = (index: number, error: unknown) => {
      if (!(error instanceof AppError)) throw error;
      outcomes[index] = { ok: false, error };
    };
    // Amounts first, as `credit` parses its amount first; then repeats, answered before the session is looked at.
    let parsed: { index: number; input: BatchCreditInput; amount: bigint }[] = [];
    const seen = new Set<string>();
    for (const [index, input] of inputs.entries()) {
      if (seen.has(input.txnId)) {
        refuse(index, invalid(`${index}.txnId`, 'txnId twice in one batch'));
        continue;
      }
      seen.add(input.txnId);
      try {
        parsed.push({ index, input, amount: parseMinor(input.amount, caller.currency_decimals) });
      } catch {
        refuse(index, invalid(`${index}.amount`, `at most ${caller.currency_decimals} decimal places`));
      }
    }
    parsed = answerRepeats(
      parsed,
      await repo.findMoneyTxns(
        db,
        scope,
        parsed.map((p) => p.input.txnId),
      ),
      outcomes,
    );

    // Sessions (a credit only needs its session to exist) and the currency it plays in.
    const sessions = await repo.sessions(
      scope,
      parsed.map((p) => hashOf(p.input.sessionToken)),
    );
    const items: Item[] = [];
    for (const p of parsed) {
      const session = sessions.get(hashOf(p.input.sessionToken).toString('hex')) as Session | undefined;
      if (!session) refuse(p.index, new AppError('provider_session_invalid'));
      else if (p.input.currency !== undefined && p.input.currency !== session.currency) {
        refuse(p.index, invalid(`${p.index}.currency`, `the session plays in ${session.currency}`));
      } else items.push({ ...p, session });
    }
    if (items.length === 0) return outcomes as BatchCreditOutcome[];

    // The transaction's answers count only once it committed.
    const committed = await db.transaction().execute(async (trx) => {
      const decided: (BatchCreditOutcome | undefined)[] = new Array(inputs.length);
      const txnIds = items.map((i) => i.input.txnId);
      await repo.lockTxns(trx, scope, txnIds);
      const live = answerRepeats(items, await repo.findMoneyTxns(trx, scope, txnIds), decided);
      const tombstones = await repo.tombstones(trx, scope, txnIds);
      const open = live.filter((item) => {
        if (!tombstones.has(item.input.txnId)) return true;
        decided[item.index] = { ok: false, error: new AppError('provider_txn_rolled_back') };
        return false;
      });

      // Rounds: the existing ones locked in one statement; new ones (a settlement credits rounds its
      // debits opened, so rarely any) opened in one more, on accounts created as needed.
      const roundIds = [...new Set(open.map((i) => i.input.roundId))];
      const rounds = await repo.lockRounds(trx, scope, roundIds);
      const fresh = [...new Map(open.filter((i) => !rounds.has(i.input.roundId)).map((i) => [i.input.roundId, i])).values()];
      if (fresh.length > 0) {
        const walletMode = await repo.walletMode(trx, caller.vendor_code);
        const kindOf = (item: Item) => playAccountKind(caller.vendor_code, walletMode, item.session.play_money);
        const accounts = await memberAccountIds(
          trx,
          fresh.map((item) => ({
            merchantId: caller.merchant_id,
            memberId: item.session.member_id,
            kind: kindOf(item),
            currency: item.session.currency,
          })),
        );
        await repo.openRounds(
          trx,
          fresh.map((item) => ({
            merchant_id: caller.merchant_id,
            vendor_code: caller.vendor_code,
            round_id: item.input.roundId,
            member_id: item.session.member_id,
            game_id: item.session.game_id,
            account_id: accounts.get(`${item.session.member_id}:${kindOf(item)}`) as number,
            currency: item.session.currency,
            play_money: item.session.play_money,
          })),
        );
        for (const [id, round] of await repo.lockRounds(
          trx,
          scope,
          fresh.map((item) => item.input.roundId),
        ))
          rounds.set(id, round);
      }
      // In call order, as if one after the other: a round ended by one credit refuses the next.
      const ended = new Set<string>();
      const accepted: Accepted[] = [];
      for (const item of open) {
        const round = rounds.get(item.input.roundId) as RoundRow;
        if (round.member_id !== item.session.member_id || round.currency !== item.session.currency) {
          decided[item.index] = { ok: false, error: new AppError('provider_round_invalid') };
        } else if (round.status === 'settled' || ended.has(round.round_id)) {
          decided[item.index] = { ok: false, error: new AppError('provider_round_settled') };
        } else {
          if (item.input.roundEnded) ended.add(round.round_id);
          accepted.push({ ...item, round });
        }
      }

      // Rounds and their rollups first (the wins summed per round, settled when a credit ended it),
      // so the vendor's game house, which every credit of the batch posts against, is locked by the
      // ledger statement last and held for the shortest time.
      const changes = new Map<bigint, { id: bigint; win: bigint; settle: boolean }>();
      for (const a of accepted) {
        const change = changes.get(a.round.id) ?? { id: a.round.id, win: 0n, settle: false };
        change.win += a.amount;
        change.settle ||= a.input.roundEnded;
        changes.set(a.round.id, change);
      }
      const updated = await repo.updateRounds(trx, [...changes.values()]);
      await addManyToRollups(
        trx,
        updated
          .filter((r) => changes.get(r.id)?.settle)
          .map((r) => ({ roundId: r.id, bets: BigInt(r.total_bet), payout: BigInt(r.total_win), rounds: 1 })),
      );

      // The money: one ledger statement for every non-zero credit. The ledger refuses no credit (it
      // adds to the member; a house account may go negative); if it ever did, the whole batch fails
      // and nothing of it happened.
      const paying = accepted.filter((a) => a.amount > 0n);
      const houses = new Map<string, number>();
      for (const currency of new Set(paying.map((a) => a.round.currency))) {
        houses.set(currency, await houseAccountId(trx, caller.merchant_id, HOUSE_ACCOUNT.gameHouse(caller.vendor_code), currency));
      }
      const requests: PostRequest[] = paying.map((a) => ({
        merchantId: caller.merchant_id,
        idempotencyKey: ledgerKey(caller.vendor_code, a.input.txnId),
        kind: 'win',
        reference: `${caller.vendor_code}:${a.round.round_id}`,
        memo: `credit ${a.input.txnId}`,
        entries: [
          { accountId: a.round.account_id, amount: a.amount },
          { accountId: houses.get(a.round.currency) as number, amount: -a.amount },
        ],
      }));
      const posts = await postMany(trx, requests);
      paying.forEach((a, i) => {
        const outcome = posts[i];
        if (!outcome) throw new Error('ledger batch lost a post');
        if (!outcome.ok) throw outcome.error;
        // The provider transaction is written with its post, so a post already there means someone else used the key.
        if (outcome.result.replayed) throw new Error(`ledger key ${requests[i]?.idempotencyKey} was used outside the provider protocol`);
        const entry = outcome.result.entries.find((e) => e.accountId === a.round.account_id);
        a.posted = { transactionId: outcome.result.transactionId, balance: entry?.balanceAfter ?? 0n };
      });
      // Each answer's balance: a post's own balance after; a zero credit's is the account's final
      // balance less what later credits of this batch added to it.
      const finals = await balancesOf(trx, [...new Set(accepted.filter((a) => !a.posted).map((a) => a.round.account_id))]);
      const later = new Map<number, bigint>();
      const balances = new Map<Accepted, bigint>();
      for (const a of [...accepted].reverse()) {
        const account = a.round.account_id;
        if (a.posted) later.set(account, (later.get(account) ?? 0n) + a.amount);
        balances.set(a, a.posted ? a.posted.balance : (finals.get(account) ?? 0n) - (later.get(account) ?? 0n));
      }
      const rows = accepted.map((a) => {
        const value: ProviderTransactionResponse = {
          txnId: a.input.txnId,
          roundId: a.input.roundId,
          balance: formatMinor(balances.get(a) ?? 0n, caller.currency_decimals),
          currency: a.round.currency,
          transactionId: a.posted ? String(a.posted.transactionId) : null,
        };
        const response = JSON.stringify(ok(value));
        decided[a.index] = { ok: true, response };
        return {
          merchant_id: caller.merchant_id,
          vendor_code: caller.vendor_code,
          txn_id: a.input.txnId,
          kind: 'credit' as const,
          round_id: a.input.roundId,
          member_id: a.session.member_id,
          amount: a.amount,
          ledger_transaction_id: a.posted?.transactionId ?? null,
          response,
        };
      });
      await repo.insertTxns(trx, rows);
      return decided;
    });
    committed.forEach((outcome, index) => {
      if (outcome) outcomes[index] = outcome;
    });
    return outcomes as BatchCreditOutcome[];
  };
}

/**
 * Answers the repeats among `items` (txns already processed: the original text, or
 * `idempotency_conflict` when the txn id was another call) into `outcomes`; returns the rest.
 */
function answerRepeats<T extends { index: number; input: BatchCreditInput; amount: bigint }>(
  items: T[],
  done: Map<string, ProviderTxnRow>,
  outcomes: (BatchCreditOutcome | undefined)[],
): T[] {
  return items.filter((item) => {
    const row = done.get(item.input.txnId);
    if (!row) return true;
    outcomes[item.index] =
      row.kind !== 'credit' || row.round_id !== item.input.roundId || BigInt(row.amount) !== item.amount
        ? { ok: false, error: new AppError('idempotency_conflict', { txnId: row.txn_id }) }
        : { ok: true, response: row.response };
    return false;
  });
}

export type CreditBatch = ReturnType<typeof createCreditBatch>;
