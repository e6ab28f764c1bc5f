import type { LotteryWallet } from '@fortuna/bgs/engine';
import { payout } from '@fortuna/sportsbook';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import type { SiteContext } from '../../http/site-context';
import { MEMBER_ACCOUNT, memberBalance } from '../../ledger/accounts';
import { createTestDatabase } from '../../testing/index';
import type { AuthContext } from '../auth/auth.service';
import { testWallet } from '../lottery/lottery.test-support';
import type { InHouseWallet } from '../lottery/lottery-wallet';
import {
  betTransactions,
  feedFixture,
  feedResult,
  makeSportsbookMembers,
  sportsbookProcess,
  sportsbookSite,
} from './sportsbook.test-support';
import { sportsbookIds } from './sportsbook-settings';

/**
 * A process dies in the middle of a match's settlement: its wallet stops answering after three
 * credits (the fourth goes through but the process dies before it records it), so the rest of the
 * bets have their payout written and no credit. It is killed without giving up its lease. Another
 * process takes the lease when it runs out and finishes: every bet credited exactly once, at the
 * right amount, and a bet whose debit never answered rolled back.
 */
let database: DatabaseHandle;
const db = () => database.db;
let now = new Date();
const clock = () => now;
let site: SiteContext;
let members: AuthContext[];

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  site = await sportsbookSite(db());
  members = await makeSportsbookMembers(db(), site.merchant.id, 'sbkill', 9);
});
afterAll(async () => database?.close());

type Wallet = LotteryWallet & Pick<InHouseWallet, 'resettle'>;

/** A wallet whose process dies after `credits` credits: the next credit reaches the ledger but its answer is lost; later calls fail. */
function dyingWallet(inner: Wallet, credits: number): Wallet {
  let left = credits;
  return {
    ...inner,
    debit: (call) => inner.debit(call),
    rollback: () => Promise.reject(new Error('process died')),
    resettle: () => Promise.reject(new Error('process died')),
    credit: async (call) => {
      left--;
      if (left >= 0) return inner.credit(call);
      if (left === -1) {
        await inner.credit(call);
        throw new Error('process died after the credit');
      }
      throw new Error('process died');
    },
  };
}

describe('a book killed in the middle of settlement', () => {
  it('is finished exactly once by the next driver', async () => {
    const wallet = testWallet(db());
    const a = sportsbookProcess(db(), dyingWallet(wallet, 3), {
      owner: 'sb-driver-a',
      clock,
      onError: () => {},
      timing: { settleConcurrency: 1 },
    });
    const prices = { 'ah:-0.75:home': 2000, 'ah:-0.75:away': 1850, 'ou:2.25:over': 1900, 'ou:2.25:under': 1950 };
    const match = await feedFixture(a, site.merchant.id, { prices });
    const picks = ['ah:-0.75:home', 'ah:-0.75:away', 'ou:2.25:over', 'ou:2.25:under'];
    const before = new Map<number, bigint>();
    for (const m of members) before.set(m.member.id, await memberBalance(db(), m.member.id, MEMBER_ACCOUNT.main));
    const placed: { member: AuthContext; betId: string; key: string; stake: bigint }[] = [];
    for (const [i, m] of members.slice(0, 8).entries()) {
      const key = picks[i % 4] as string;
      const stake = 1_000n * BigInt(i + 1) + 1n;
      const bet = await a.service.placeBet(site, m, {
        requestId: `kill-bet-${i}-0001`,
        kind: 'single',
        stake,
        acceptance: 'none',
        legs: [{ matchId: String(match.matchId), selectionKey: key, oddsMilli: prices[key as keyof typeof prices] }],
      });
      placed.push({ member: m, betId: bet.betId, key, stake });
    }
    // The ninth member's bet was stored, but its debit never answered (its process died mid-call).
    const lost = members[8] as AuthContext;
    const catalogueGameId = (await a.repo.catalogueGames()).get('sports') as number;
    const lostId = await a.repo.placeBet(
      {
        merchantId: site.merchant.id,
        memberId: lost.member.id,
        catalogueGameId,
        requestId: 'kill-lost-0001',
        kind: 'single',
        stake: 5_000n,
        acceptance: 'none',
        legs: [{ matchId: match.matchId, marketKey: 'ah:-0.75', selectionKey: 'ah:-0.75:home' }],
      },
      () => ({ legOdds: [2000], oddsMilli: 2000n }),
    );
    await a.repo.db
      .updateTable('sportsbook_bet')
      .set({ created_at: new Date(now.getTime() - 60_000) })
      .where('id', '=', lostId)
      .execute();

    // 2–1: home −0.75 wins by one (half win), away +0.75 half loses; 3 goals: over 2.25 wins, under loses.
    await feedResult(
      a,
      site.merchant.id,
      match.ref,
      { sport: 'football', fullTime: { home: 2, away: 1 }, firstHalf: { home: 1, away: 1 } },
      1,
    );
    await a.driver.tick();
    await a.driver.kill();
    const rows = await a.repo.db
      .selectFrom('sportsbook_bet')
      .selectAll()
      .where(
        'id',
        'in',
        placed.map((p) => BigInt(p.betId)),
      )
      .execute();
    expect(rows.filter((r) => r.settle_seq === 1)).toHaveLength(8);
    expect(rows.filter((r) => r.credited_seq === 1)).toHaveLength(3);
    expect((await a.repo.match(match.matchId))?.settled_rev).toBe(0);

    // Driver B waits for A's lease, then finishes from the database with the same txn ids.
    const b = sportsbookProcess(db(), wallet, { owner: 'sb-driver-b', clock });
    await b.driver.tick();
    expect((await b.repo.bet(BigInt(placed[7]?.betId as string)))?.credited_seq).toBe(0);
    now = new Date(now.getTime() + b.timing.leaseMs + 1);
    await b.driver.tick();
    await b.driver.tick();
    expect((await b.repo.match(match.matchId))?.settled_rev).toBe(1);

    const outcomes: Record<string, 'half_win' | 'half_loss' | 'win' | 'lose'> = {
      'ah:-0.75:home': 'half_win',
      'ah:-0.75:away': 'half_loss',
      'ou:2.25:over': 'win',
      'ou:2.25:under': 'lose',
    };
    for (const bet of placed) {
      const back = payout(bet.stake, prices[bet.key as keyof typeof prices], outcomes[bet.key] as 'win');
      const txns = await betTransactions(db(), sportsbookIds.round(bet.betId));
      expect(txns.filter((t) => t.kind === 'credit').map((t) => [t.txn_id, t.amount])).toEqual([[sportsbookIds.settle(bet.betId), back]]);
      expect(txns.filter((t) => t.kind === 'debit').map((t) => t.amount)).toEqual([bet.stake]);
      expect(await memberBalance(db(), bet.member.member.id, MEMBER_ACCOUNT.main)).toBe(
        (before.get(bet.member.member.id) as bigint) - bet.stake + back,
      );
      expect((await b.repo.bet(BigInt(bet.betId)))?.status).toBe('settled');
    }
    // The unanswered debit was rolled back (a tombstone: a late debit is refused) and moved nothing.
    expect((await b.repo.bet(lostId))?.status).toBe('rejected');
    expect((await betTransactions(db(), sportsbookIds.round(lostId))).map((t) => t.kind)).toEqual(['rollback']);
    await expect(
      wallet.debit({
        memberId: lost.member.id,
        gameId: catalogueGameId,
        txnId: sportsbookIds.debit(lostId),
        roundId: sportsbookIds.round(lostId),
        amount: 5_000n,
      }),
    ).rejects.toThrow();
    expect(await memberBalance(db(), lost.member.id, MEMBER_ACCOUNT.main)).toBe(before.get(lost.member.id));
    await b.driver.stop();
  });
});
