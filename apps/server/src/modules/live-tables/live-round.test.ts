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
import { payoutOf } from './live-settle';

/** One baccarat round end to end over the service and the driver, with a clock the test moves. */
let database: DatabaseHandle;
const db = () => database.db;
let now = new Date('2026-11-28T10:00:00Z');
const clock = () => now;
let site: SiteContext;
let members: AuthContext[];

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  site = await liveSite(db());
  members = await makeLiveMembers(db(), site.merchant.id, 'round', 3);
});
afterAll(async () => database?.close());

const balance = (m: AuthContext) => memberBalance(db(), m.member.id, MEMBER_ACCOUNT.main);

describe('a live table round', () => {
  it('debits each confirmation once, settles every member round once at Σ floor(amount × return), and opens the next round', async () => {
    const p = liveProcess(db(), testWallet(db()), { owner: 'driver-a', clock });
    const rooms = await p.service.roomList(site);
    expect(rooms.map((r) => r.gameCode)).toEqual([
      'baccarat',
      'baccarat',
      'dragon-tiger',
      'sic-bo',
      'roulette',
      'fan-tan',
      'fish-prawn-crab',
      'se-die',
    ]);
    expect(rooms[0]?.limits).toMatchObject({ minBet: '10.00', maxBet: '10000.00' });
    expect(rooms[0]?.limits.spotMax.tie).toBe('2200.00');
    await p.driver.tick();
    const table = rooms[0]!;
    const state = await p.service.state(site, members[0], table.tableId);
    expect(state.round?.phase).toBe('betting');
    expect(state.spots).toEqual(['banker', 'player', 'tie', 'banker_pair', 'player_pair']);
    expect(state.shoe?.seed).toBeNull();
    expect(state.shoe?.seedHash).toMatch(/^[0-9a-f]{64}$/);
    const roundId = state.round!.roundId;
    const [a, b, c] = members as [AuthContext, AuthContext, AuthContext];
    const before = [await balance(a), await balance(b), await balance(c)];

    const first = await p.service.bet(site, a, table.tableId, { requestId: 'round-a-0001', roundId, spots: { banker: 10_000n } });
    expect(first.myRound).toMatchObject({ total: '100.00', spots: { banker: '100.00' }, payout: null });
    // A replay answers the original and moves nothing.
    expect(await p.service.bet(site, a, table.tableId, { requestId: 'round-a-0001', roundId, spots: { banker: 10_000n } })).toEqual(first);
    await p.service.bet(site, b, table.tableId, { requestId: 'round-b-0001', roundId, spots: { player: 5_000n } });
    const second = await p.service.bet(site, b, table.tableId, {
      requestId: 'round-b-0002',
      roundId,
      spots: { player: 2_000n, tie: 1_000n },
    });
    expect(second.myRound.spots).toEqual({ player: '70.00', tie: '10.00' });
    await p.service.bet(site, c, table.tableId, {
      requestId: 'round-c-0001',
      roundId,
      spots: { banker_pair: 1_000n, player_pair: 1_000n },
    });
    // Refusals: a spot the table does not take, a spot's sum outside its limits, another round.
    await expect(
      p.service.bet(site, c, table.tableId, { requestId: 'round-c-0002', roundId, spots: { dragon: 1_000n } }),
    ).rejects.toMatchObject({
      code: 'live_spot_invalid',
    });
    await expect(
      p.service.bet(site, c, table.tableId, { requestId: 'round-c-0003', roundId, spots: { banker: 500n } }),
    ).rejects.toMatchObject({
      code: 'live_bet_limit',
      details: { spot: 'banker', min: '10.00', max: '10000.00' },
    });
    await expect(
      p.service.bet(site, c, table.tableId, { requestId: 'round-c-0004', roundId, spots: { tie: 220_100n } }),
    ).rejects.toMatchObject({
      code: 'live_bet_limit',
      details: { spot: 'tie', max: '2200.00' },
    });
    await expect(
      p.service.bet(site, c, table.tableId, { requestId: 'round-c-0005', roundId: '999999', spots: { banker: 1_000n } }),
    ).rejects.toMatchObject({
      code: 'live_betting_closed',
    });
    const watched = await p.service.state(site, undefined, table.tableId);
    expect(watched.totals).toMatchObject({ players: 3, spots: { banker: '100.00', player: '70.00', tie: '10.00' } });

    now = new Date(now.getTime() + p.timing.bettingMs);
    await expect(
      p.service.bet(site, c, table.tableId, { requestId: 'round-c-0006', roundId, spots: { banker: 1_000n } }),
    ).rejects.toMatchObject({
      code: 'live_betting_closed',
    });
    await p.driver.tick();
    const round = (await p.repo.round(BigInt(roundId)))!;
    expect(round).toMatchObject({ phase: 'settled', dealt_by: 'driver-a', settled_by: 'driver-a' });
    const game = liveGame('baccarat')!;
    const expected = [
      payoutOf(game, 'standard', round.result, { banker: '10000' }).payout,
      payoutOf(game, 'standard', round.result, { player: '7000', tie: '1000' }).payout,
      payoutOf(game, 'standard', round.result, { banker_pair: '1000', player_pair: '1000' }).payout,
    ];
    const stakes = [10_000n, 8_000n, 2_000n];
    // More steps move nothing more.
    for (let i = 0; i < 3; i++) await p.driver.tick();
    for (const [i, m] of [a, b, c].entries()) {
      const rows = await liveTransactions(db(), liveIds.round(roundId, m.member.id));
      expect(rows.filter((r) => r.kind === 'credit').map((r) => r.amount)).toEqual([expected[i]]);
      expect(rows.filter((r) => r.kind === 'debit').reduce((s, r) => s + BigInt(r.amount), 0n)).toBe(stakes[i]);
      expect(await balance(m)).toBe((before[i] as bigint) - (stakes[i] as bigint) + (expected[i] as bigint));
    }
    expect(await liveTransactions(db(), liveIds.round(roundId, b.member.id)).then((r) => r.filter((x) => x.kind === 'debit').length)).toBe(
      2,
    );

    const after = await p.service.state(site, b, table.tableId);
    expect(after.round?.phase).toBe('settled');
    expect(after.myRound?.payout).not.toBeNull();
    expect(after.lastBet).toEqual({ player: '70.00', tie: '10.00' });
    const history = await p.service.history(site, table.tableId, { limit: 10 });
    expect(history.rounds.map((r) => r.roundId)).toEqual([roundId]);
    expect(history.rounds[0]?.summary.outcome).toMatch(/^[BPT]$/);

    // After the result pause the next round opens on the same shoe, from where the cards stopped.
    now = new Date(now.getTime() + p.timing.resultMs);
    await p.driver.tick();
    const next = (await p.repo.currentRound(table.tableId))!;
    expect(next).toMatchObject({ phase: 'betting', round_no: 2, shoe_id: round.shoe_id, position: round.used });
    expect(p.events.some((e) => e.event === 'live_round')).toBe(true);
    expect(p.events.filter((e) => e.event === 'live_table').length).toBeGreaterThan(0);
  });

  it('ends a dice shoe after its rounds and reveals the seed', async () => {
    const p = liveProcess(db(), testWallet(db()), { owner: 'driver-a', clock });
    const table = (await p.service.roomList(site, 'sic-bo'))[0]!;
    const shoe = (await p.repo.openShoe(table.tableId))!;
    await db()
      .withTables<{ live_shoe: { id: bigint; rounds: number } }>()
      .updateTable('live_shoe')
      .set({ rounds: 1000 })
      .where('id', '=', shoe.id)
      .execute();
    for (let i = 0; i < 3; i++) {
      now = new Date(now.getTime() + p.timing.bettingMs + p.timing.resultMs);
      await p.driver.tick();
    }
    const state = await p.service.state(site, undefined, table.tableId);
    expect(state.shoe?.shoeId).not.toBe(String(shoe.id));
    expect(state.previousShoe).toMatchObject({ shoeId: String(shoe.id), seed: shoe.seed });
  });
});
