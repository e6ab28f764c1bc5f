import crypto from 'node:crypto';
import { drawResult } from '@fortuna/bgs';
import {
  type CreditOutcome,
  createLotteryScheduler,
  drawDueIssues,
  type LotteryWallet,
  LotteryWalletError,
  placeSlip,
  settleIssue,
  txnIds,
} from '@fortuna/bgs/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { MEMBER_ACCOUNT, memberBalance } from '../../ledger/accounts';
import { createTestDatabase, fund } from '../../testing/index';
import { expectWholeLedgerBalanced } from '../../testing/provider';
import { memberId, onlyGame, openSessions, testWallet } from './lottery.test-support';

let database: DatabaseHandle;
const db = () => database.db;
let game: { id: number; game_id: number; code: string };
const PLAYERS = ['player01', 'member02', 'member03', 'member04'];
const ids: Record<string, number> = {};
let clock = new Date('2026-11-22T10:00:30Z');
const tick = () => clock;

const balance = (username: string) => memberBalance(db(), ids[username] as number, MEMBER_ACCOUNT.main);

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  game = await onlyGame(db(), 'ssc', { schedule: { kind: 'interval', seconds: 60 }, closeSeconds: 10 });
  for (const name of PLAYERS) ids[name] = await memberId(db(), name);
  await openSessions(
    db(),
    PLAYERS.map((p) => ids[p] as number),
    game.game_id,
  );
  for (const name of PLAYERS) await fund(db(), name, 1_000_000n);
});
afterAll(async () => database?.close());

/**
 * The next open issue with, for each player, one winning and one losing straight bet on it (a
 * slip each), drawn; returns it with each player's stake and payout. Earlier issues are settled
 * first by a scheduler tick.
 */
async function drawnIssueWithBets() {
  clock = new Date(clock.getTime() + 60_000);
  await createLotteryScheduler({ db: db(), wallet: testWallet(db()), clock: tick }).tick();
  const row = await db()
    .selectFrom('lottery_issue')
    .selectAll()
    .where('lottery_game_id', '=', game.id)
    .where('status', '=', 'open')
    .where('closes_at', '>', clock)
    .orderBy('draws_at')
    .executeTakeFirstOrThrow();
  const issue = { ...row, id: BigInt(row.id) };
  const result = drawResult('ssc', issue.server_seed, game.code, issue.numero);
  const win = result[0] as number;
  for (const [i, name] of PLAYERS.entries()) {
    await placeSlip(db(), testWallet(db()), {
      merchantId: 1,
      memberId: ids[name] as number,
      lotteryGameId: game.id,
      issueId: issue.id,
      bets: [
        { betType: 'ssc.position_digit', selection: { position: 1, digits: [win] }, unitStake: BigInt(1000 * (i + 1)) },
        { betType: 'ssc.position_digit', selection: { position: 1, digits: [(win + 1) % 10] }, unitStake: 500n },
      ],
      ownSeries: 1900,
      playSeries: 1900,
      now: clock,
    });
  }
  clock = new Date(new Date(issue.draws_at).getTime() + 1000);
  await drawDueIssues(db(), clock);
  return issue;
}

/** A wallet that remembers the balance each settlement credit was answered with. */
function recording(inner: LotteryWallet) {
  const answers = new Map<string, CreditOutcome>();
  const wallet: LotteryWallet = {
    ...inner,
    creditMany: async (calls) => {
      const outcomes = await inner.creditMany(calls);
      for (const [i, call] of calls.entries()) answers.set(call.txnId, outcomes[i] as CreditOutcome);
      return outcomes;
    },
  };
  return { wallet, answers };
}

const betsOf = (issueId: bigint) =>
  db().selectFrom('lottery_bet').select(['member_id', 'status', 'stake', 'payout']).where('issue_id', '=', issueId).execute();
const settleTxns = async (issueId: bigint, member: number) =>
  db().selectFrom('provider_transaction').select(['amount', 'response']).where('txn_id', '=', txnIds.settle(issueId, member)).execute();
const ledgerPosts = async (issueId: bigint, member: number) =>
  (
    await db()
      .selectFrom('ledger_transaction')
      .select('id')
      .where('idempotency_key', 'like', `provider:%:${txnIds.settle(issueId, member)}`)
      .execute()
  ).length;

describe('settlement by batch credits', () => {
  it('repeats a batch after a crash without moving anything twice, answered with the original balances', async () => {
    const start = Object.fromEntries(await Promise.all(PLAYERS.map(async (p) => [p, await balance(p)] as const)));
    const issue = await drawnIssueWithBets();
    const first = recording(testWallet(db()));
    // The whole batch is credited, then the process dies before a single bet is marked.
    await expect(
      settleIssue(db(), first.wallet, issue.id, {
        batch: 10,
        afterCredit: () => {
          throw new Error('crash');
        },
      }),
    ).rejects.toThrow('crash');
    expect((await betsOf(issue.id)).every((b) => b.status === 'pending')).toBe(true);
    expect(first.answers.size).toBe(PLAYERS.length);

    // Money moves in between: a credit processed again would answer today's balance.
    for (const name of PLAYERS) await fund(db(), name, 777n);
    const second = recording(testWallet(db()));
    const report = await settleIssue(db(), second.wallet, issue.id, { batch: 3 });
    expect(report.settled).toBe(true);

    const bets = await betsOf(issue.id);
    expect(bets.map((b) => b.status).sort()).toEqual([...PLAYERS.map(() => 'lost'), ...PLAYERS.map(() => 'won')].sort());
    for (const name of PLAYERS) {
      const member = ids[name] as number;
      const txnId = txnIds.settle(issue.id, member);
      expect(second.answers.get(txnId)).toEqual(first.answers.get(txnId));
      const own = bets.filter((b) => b.member_id === member);
      const payout = own.reduce((s, b) => s + BigInt(b.payout), 0n);
      const stake = own.reduce((s, b) => s + BigInt(b.stake), 0n);
      expect(payout).toBeGreaterThan(0n);
      expect((await settleTxns(issue.id, member)).map((t) => BigInt(t.amount))).toEqual([payout]);
      expect(await ledgerPosts(issue.id, member)).toBe(1);
      expect(await balance(name)).toBe((start[name] as bigint) - stake + payout + 777n);
    }
    await expectWholeLedgerBalanced(db());
  });

  it('credits the rest of a batch around a refused member, and credits that one once when the re-run can', async () => {
    const start = Object.fromEntries(await Promise.all(PLAYERS.map(async (p) => [p, await balance(p)] as const)));
    const issue = await drawnIssueWithBets();
    const refused = ids.member03 as number;
    // The engine's stored session no longer names a session the platform knows: its credit is refused.
    const stored = await db()
      .selectFrom('lottery_wallet_session')
      .select('session_token_hash')
      .where('member_id', '=', refused)
      .where('game_id', '=', game.game_id)
      .executeTakeFirstOrThrow();
    const setSession = (hash: Buffer | Uint8Array) =>
      db()
        .updateTable('lottery_wallet_session')
        .set({ session_token_hash: Buffer.from(hash) })
        .where('member_id', '=', refused)
        .where('game_id', '=', game.game_id)
        .execute();
    await setSession(crypto.randomBytes(32));

    await expect(settleIssue(db(), testWallet(db()), issue.id, { batch: 10 })).rejects.toSatisfy(
      (e) => e instanceof LotteryWalletError && e.code === 'provider_session_invalid',
    );
    const midway = await betsOf(issue.id);
    for (const bet of midway) expect(bet.status === 'pending').toBe(bet.member_id === refused);
    expect(await settleTxns(issue.id, refused)).toEqual([]);
    expect(await db().selectFrom('lottery_issue').select('status').where('id', '=', issue.id).executeTakeFirstOrThrow()).toEqual({
      status: 'drawn',
    });

    await setSession(stored.session_token_hash);
    const report = await settleIssue(db(), testWallet(db()), issue.id, { batch: 10 });
    expect(report).toMatchObject({ settled: true, credited: 1 });
    const bets = await betsOf(issue.id);
    for (const name of PLAYERS) {
      const member = ids[name] as number;
      const own = bets.filter((b) => b.member_id === member);
      const payout = own.reduce((s, b) => s + BigInt(b.payout), 0n);
      const stake = own.reduce((s, b) => s + BigInt(b.stake), 0n);
      expect((await settleTxns(issue.id, member)).map((t) => BigInt(t.amount))).toEqual([payout]);
      expect(await ledgerPosts(issue.id, member)).toBe(1);
      expect(await balance(name)).toBe((start[name] as bigint) - stake + payout);
    }
    await expectWholeLedgerBalanced(db());
  });
});
