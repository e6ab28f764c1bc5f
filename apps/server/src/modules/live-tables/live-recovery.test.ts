import type { LotteryWallet } from '@fortuna/bgs/engine';
import { liveGame } from '@fortuna/bgs/live';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import type { SiteContext } from '../../http/site-context';
import { MEMBER_ACCOUNT, memberBalance } from '../../ledger/accounts';
import { createTestDatabase } from '../../testing/index';
import type { AuthContext } from '../auth/auth.service';
import { testWallet } from '../lottery/lottery.test-support';
import { liveProcess, liveSite, liveTransactions, makeLiveMembers } from './live.test-support';
import { liveIds } from './live-settings';
import { payoutOf, voidOpenBet } from './live-settle';
import type { LiveBetRow } from './live-tables.repository';

/**
 * A process dies in the middle of a round's settlement: its wallet stops answering after five
 * credits, then it is killed without giving up its lease. Another process takes the lease when it
 * runs out and finishes the round: every member round credited exactly once, at the right amount,
 * and a confirmation whose debit never answered rolled back.
 */
let database: DatabaseHandle;
const db = () => database.db;
let now = new Date('2026-11-28T10:00:00Z');
const clock = () => now;
let site: SiteContext;
let members: AuthContext[];

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  site = await liveSite(db());
  members = await makeLiveMembers(db(), site.merchant.id, 'kill', 11);
});
afterAll(async () => database?.close());

/** A wallet whose process dies after `credits` credits: every later call fails without reaching the ledger. */
function dyingWallet(inner: LotteryWallet, credits: number): LotteryWallet {
  let left = credits;
  return {
    ...inner,
    debit: (call) => inner.debit(call),
    rollback: () => Promise.reject(new Error('process died')),
    credit: (call) => {
      if (left <= 0) return Promise.reject(new Error('process died'));
      left--;
      return inner.credit(call);
    },
  };
}

describe('a table killed in the middle of settlement', () => {
  it('is finished exactly once by the next driver', async () => {
    const wallet = testWallet(db());
    const a = liveProcess(db(), dyingWallet(wallet, 5), { owner: 'driver-a', clock, onError: () => {} });
    const table = (await a.service.roomList(site, 'baccarat'))[0]!;
    await a.driver.tick();
    const round = (await a.repo.currentRound(table.tableId))!;
    const roundId = String(round.id);
    const spotsOf = (i: number): Record<string, bigint> =>
      i % 3 === 0
        ? { banker: 1_000n * BigInt(i + 1) }
        : i % 3 === 1
          ? { player: 1_500n, tie: 1_000n }
          : { banker: 2_000n, player_pair: 1_000n };
    const betting = members.slice(0, 10);
    const before = new Map<number, bigint>();
    for (const m of members) before.set(m.member.id, await memberBalance(db(), m.member.id, MEMBER_ACCOUNT.main));
    for (const [i, m] of betting.entries()) {
      await a.service.bet(site, m, table.tableId, { requestId: `kill-${i}-0001`, roundId, spots: spotsOf(i) });
    }
    // The eleventh member's confirmation was stored, but its debit never answered (its process died mid-call).
    const lost = members[10] as AuthContext;
    const catalogueGameId = (await a.repo.catalogueGames()).get('baccarat') as number;
    const lostTxn = liveIds.bet(round.id, lost.member.id, 'kill-lost-0001');
    const lostBet = await a.repo.placeBet(
      {
        roundId: round.id,
        tableId: table.tableId,
        merchantId: site.merchant.id,
        memberId: lost.member.id,
        catalogueGameId,
        requestId: 'kill-lost-0001',
        txnId: lostTxn,
        spots: { banker: 5_000n },
        total: 5_000n,
        now,
      },
      () => {},
    );
    await db()
      .withTables<{ live_bet: { id: bigint; created_at: Date } }>()
      .updateTable('live_bet')
      .set({ created_at: new Date(now.getTime() - 60_000) })
      .where('id', '=', lostBet as bigint)
      .execute();

    // Betting ends; driver A deals and credits five member rounds, then its wallet dies and it is killed.
    now = new Date(now.getTime() + a.timing.bettingMs);
    await a.driver.tick();
    await a.driver.kill();
    const half = await db()
      .withTables<{ live_member_round: { round_id: bigint; credited_at: Date | null } }>()
      .selectFrom('live_member_round')
      .select('credited_at')
      .where('round_id', '=', round.id)
      .execute();
    expect(half.filter((r) => r.credited_at !== null)).toHaveLength(5);
    expect((await a.repo.round(round.id))?.phase).toBe('dealing');

    // Driver B waits for A's lease, then finishes the round from the database.
    const b = liveProcess(db(), wallet, { owner: 'driver-b', clock });
    await b.driver.tick();
    expect((await b.repo.round(round.id))?.phase).toBe('dealing');
    now = new Date(now.getTime() + a.timing.leaseMs + 1);
    await b.driver.tick();
    for (let i = 0; i < 3; i++) await b.driver.tick();
    const settled = (await b.repo.round(round.id))!;
    expect(settled).toMatchObject({ phase: 'settled', dealt_by: 'driver-a', settled_by: 'driver-b' });

    const game = liveGame('baccarat')!;
    for (const [i, m] of betting.entries()) {
      const spots = Object.fromEntries(Object.entries(spotsOf(i)).map(([k, v]) => [k, String(v)]));
      const stake = Object.values(spotsOf(i)).reduce((s, v) => s + v, 0n);
      const { payout } = payoutOf(game, 'standard', settled.result, spots);
      const rows = await liveTransactions(db(), liveIds.round(roundId, m.member.id));
      expect(rows.filter((r) => r.kind === 'credit').map((r) => r.amount)).toEqual([payout]);
      expect(rows.filter((r) => r.kind === 'debit').map((r) => r.amount)).toEqual([stake]);
      expect(await memberBalance(db(), m.member.id, MEMBER_ACCOUNT.main)).toBe((before.get(m.member.id) as bigint) - stake + payout);
    }
    // The unanswered debit was rolled back (a tombstone: a late debit is refused) and moved nothing.
    expect((await b.repo.bet(lostBet as bigint))?.status).toBe('void');
    expect((await liveTransactions(db(), liveIds.round(roundId, lost.member.id))).map((r) => r.kind)).toEqual(['rollback']);
    await expect(
      wallet.debit({
        memberId: lost.member.id,
        gameId: catalogueGameId,
        txnId: lostTxn,
        roundId: liveIds.round(roundId, lost.member.id),
        amount: 5_000n,
      }),
    ).rejects.toThrow();
    expect(await memberBalance(db(), lost.member.id, MEMBER_ACCOUNT.main)).toBe(before.get(lost.member.id));

    // The table goes on under B.
    now = new Date(now.getTime() + b.timing.resultMs);
    await b.driver.tick();
    expect(await b.repo.currentRound(table.tableId)).toMatchObject({ phase: 'betting', round_no: 2, created_by: 'driver-b' });
    await b.driver.stop();
  });

  it('rolls back an unknown debit only while its bet is unconfirmed, and a confirmation during the rollback is refused', async () => {
    const wallet = testWallet(db());
    const c = liveProcess(db(), wallet, { owner: 'driver-c', clock });
    const table = (await c.service.roomList(site, 'baccarat'))[0]!;
    const round = (await c.repo.currentRound(table.tableId))!;
    expect(round.phase).toBe('betting');
    const catalogueGameId = (await c.repo.catalogueGames()).get('baccarat') as number;
    const place = async (m: AuthContext, requestId: string) => {
      const txnId = liveIds.bet(round.id, m.member.id, requestId);
      const betId = (await c.repo.placeBet(
        {
          roundId: round.id,
          tableId: table.tableId,
          merchantId: site.merchant.id,
          memberId: m.member.id,
          catalogueGameId,
          requestId,
          txnId,
          spots: { player: 1_000n },
          total: 1_000n,
          now,
        },
        () => {},
      )) as bigint;
      await wallet.debit({
        memberId: m.member.id,
        gameId: catalogueGameId,
        txnId,
        roundId: liveIds.round(round.id, m.member.id),
        amount: 1_000n,
      });
      return (await c.repo.bet(betId)) as LiveBetRow;
    };
    const [early, late] = [members[0] as AuthContext, members[1] as AuthContext];
    const balances = {
      early: await memberBalance(db(), early.member.id, MEMBER_ACCOUNT.main),
      late: await memberBalance(db(), late.member.id, MEMBER_ACCOUNT.main),
    };

    // Confirmed before the recovery looked: the recovery leaves it (and its stake) alone.
    const confirmedBet = await place(early, 'race-confirmed-01');
    expect(await c.repo.confirmBet(confirmedBet.id, () => ({ ok: true }))).toEqual({ ok: true });
    await voidOpenBet(c.repo, wallet, confirmedBet);
    expect((await c.repo.bet(confirmedBet.id))?.status).toBe('confirmed');
    expect(await memberBalance(db(), early.member.id, MEMBER_ACCOUNT.main)).toBe(balances.early - 1_000n);

    // Held for the rollback first: the confirmation that arrives meanwhile finds it no longer open.
    const heldBet = await place(late, 'race-held-01');
    expect(await c.repo.holdForVoid(heldBet.id)).toBe(true);
    expect(await c.repo.confirmBet(heldBet.id, () => ({ ok: true }))).toBeUndefined();
    await voidOpenBet(c.repo, wallet, heldBet);
    expect((await c.repo.bet(heldBet.id))?.status).toBe('void');
    expect(await memberBalance(db(), late.member.id, MEMBER_ACCOUNT.main)).toBe(balances.late);
    const mine = await c.repo.memberRound(round.id, late.member.id);
    expect(BigInt(mine?.total ?? 0n)).toBe(0n);
    await c.driver.stop();
  });
});
