import { timeToReach } from '@fortuna/bgs/crash';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import type { SiteContext } from '../../http/site-context';
import { MEMBER_ACCOUNT, memberBalance } from '../../ledger/accounts';
import { createTestDatabase, fund } from '../../testing/index';
import type { AuthContext } from '../auth/auth.service';
import { testWallet } from '../lottery/lottery.test-support';
import { createCrashRepository } from './crash.repository';
import { createCrashService } from './crash.service';
import { knownChain, prepareCrash, roundTransactions } from './crash.test-support';
import { createCrashDriver } from './crash-driver';
import { createCrashHub } from './crash-hub';
import { crashIds, DEFAULT_CRASH_TIMING } from './crash-settings';

/**
 * One round end to end over the service and the driver with a clock the test moves: FAIRNESS.md's
 * chain (seed f3a1…, salt `fortuna`) crashes game 1 at 1.12, game 2 at 1.57.
 */
let database: DatabaseHandle;
const db = () => database.db;
let now = new Date('2026-11-27T10:00:00Z');
const clock = () => now;
let site: SiteContext;
const players: Record<string, AuthContext> = {};
const events: { event: string; payload: unknown }[] = [];

function build(owner?: string) {
  const repo = createCrashRepository(db());
  const hub = createCrashHub();
  hub.setEmitter((_room, event, payload) => events.push({ event, payload }));
  const wallet = testWallet(db());
  const timing = DEFAULT_CRASH_TIMING;
  return {
    repo,
    driver: createCrashDriver({ repo, wallet, hub, timing, clock, ...(owner ? { owner } : {}), onError: (e) => console.error(e) }),
    service: createCrashService({ repo, wallet, sessions: { ensure: async () => {} }, hub, timing, clock }),
  };
}

const balance = (name: string) => memberBalance(db(), (players[name] as AuthContext).member.id, MEMBER_ACCOUNT.main);
const ctx = (name: string) => players[name] as AuthContext;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  const merchant = await db().selectFrom('merchant').selectAll().where('code', '=', 'FORTUNA').executeTakeFirstOrThrow();
  site = { merchant, language: 'en', device: 'web' } as unknown as SiteContext;
  for (const name of ['player01', 'member02', 'member03']) {
    const member = await db().selectFrom('member').selectAll().where('username', '=', name).executeTakeFirstOrThrow();
    players[name] = { member } as AuthContext;
    await fund(db(), name, 100_000n);
  }
  await prepareCrash(
    db(),
    merchant.id,
    Object.values(players).map((p) => p.member.id),
  );
  await knownChain(db(), merchant.id, 'fortuna', 3);
});
afterAll(async () => database?.close());

describe('a crash round', () => {
  it('debits each bet once, pays cash-outs and auto cash-outs, and credits the loser 0 once', async () => {
    const { driver, service, repo } = build('driver-a');
    await service.state(site, ctx('player01'));
    await driver.tick();
    const game = await repo.liveGame(site.merchant.id);
    expect(game?.state).toBe('betting');
    expect(game?.game_index).toBe(1);
    expect(game?.crash_point).toBe(112n);
    const before = { a: await balance('player01'), b: await balance('member02'), c: await balance('member03') };

    const a = await service.bet(site, ctx('player01'), { requestId: 'req-a-0001', amount: 1000n });
    // The same request again answers the original and moves nothing.
    expect((await service.bet(site, ctx('player01'), { requestId: 'req-a-0001', amount: 1000n })).betId).toBe(a.betId);
    await expect(service.bet(site, ctx('player01'), { requestId: 'req-a-0002', amount: 1000n })).rejects.toMatchObject({
      code: 'crash_already_bet',
    });
    await service.bet(site, ctx('member02'), { requestId: 'req-b-0001', amount: 2000n, autoCashout: 110 });
    await service.bet(site, ctx('member03'), { requestId: 'req-c-0001', amount: 500n });
    await expect(service.bet(site, ctx('member03'), { requestId: 'req-c-0002', amount: 50n })).rejects.toMatchObject({
      code: 'crash_bet_limit',
    });
    // The state hides the crash point while the game runs.
    const state = await service.state(site, ctx('player01'));
    expect(state.game?.crashPoint).toBeNull();
    expect(state.game?.hash).toBeNull();
    expect(state.bets.map((b) => b.player).sort()).toEqual(['me****02', 'me****03', 'pl****01']);

    now = new Date(now.getTime() + 6_000);
    await expect(service.bet(site, ctx('member03'), { requestId: 'req-c-0003', amount: 500n })).rejects.toMatchObject({
      code: 'crash_betting_closed',
    });
    await driver.tick();
    const started = await repo.liveGame(site.merchant.id);
    expect(started?.state).toBe('running');
    const t0 = new Date(started!.started_at as Date).getTime();

    now = new Date(t0 + timeToReach(105));
    const cashed = await service.cashout(site, ctx('player01'));
    expect(cashed).toMatchObject({ status: 'cashed_out', cashout: '1.05', win: '10.50' });
    expect((await service.cashout(site, ctx('player01'))).cashout).toBe('1.05');
    await driver.tick(); // 1.05: member02's 1.10 is not reached yet
    expect((await repo.betOf(game!.id, ctx('member02').member.id))?.status).toBe('active');

    now = new Date(t0 + timeToReach(112));
    await expect(service.cashout(site, ctx('member03'))).rejects.toMatchObject({ code: 'crash_cashout_refused' });
    await driver.tick();
    const crashed = await repo.game(game!.id);
    expect(crashed?.state).toBe('crashed');
    expect(crashed?.crashed_by).toBe('driver-a');
    expect(await repo.betOf(game!.id, ctx('member02').member.id)).toMatchObject({ status: 'cashed_out', cashout: 110, win: 2200n });
    expect(await repo.betOf(game!.id, ctx('member03').member.id)).toMatchObject({ status: 'lost', win: 0n });
    // A cash-out after the crash is refused.
    await expect(service.cashout(site, ctx('member03'))).rejects.toMatchObject({ code: 'crash_cashout_refused' });

    // More steps and recovery passes move nothing more.
    for (let i = 0; i < 3; i++) {
      await driver.tick();
      await driver.recover(site.merchant.id, now);
    }
    const expected: [string, bigint, bigint][] = [
      ['player01', 1000n, 1050n],
      ['member02', 2000n, 2200n],
      ['member03', 500n, 0n],
    ];
    for (const [name, debit, credit] of expected) {
      const rows = await roundTransactions(db(), crashIds.round(game!.id, ctx(name).member.id));
      expect(rows.filter((r) => r.kind === 'debit').map((r) => r.amount)).toEqual([debit]);
      expect(rows.filter((r) => r.kind === 'credit').map((r) => r.amount)).toEqual([credit]);
    }
    expect(await balance('player01')).toBe(before.a + 50n);
    expect(await balance('member02')).toBe(before.b + 200n);
    expect(await balance('member03')).toBe(before.c - 500n);
    const finalState = await service.state(site, ctx('member03'));
    expect(finalState.game?.crashPoint).toBe('1.12');
    expect(finalState.history[0]).toMatchObject({ crashPoint: '1.12', index: 1 });
    const verify = await service.verify(site, game!.id);
    expect(verify.previousHash).toBe(finalState.chain.terminalHash);
  });

  it('lets a new process settle what a dead one left, once: uncredited bets and debits never confirmed', async () => {
    const first = build('driver-a');
    const game = (await first.repo.lastGame(site.merchant.id))!;
    const loser = (await first.repo.betOf(game.id, ctx('member03').member.id))!;
    // The process died after marking the bet lost, before its credit was recorded.
    await db()
      .updateTable('crash_bet')
      .set({ credited_at: null, settled_at: new Date(now.getTime() - 60_000) })
      .where('id', '=', loser.id)
      .execute();
    // And one bet's debit never answered (the process died mid-debit).
    now = new Date(now.getTime() + DEFAULT_CRASH_TIMING.pauseMs);
    await first.driver.tick();
    const next = (await first.repo.liveGame(site.merchant.id))!;
    expect(next.game_index).toBe(2);
    await first.driver.kill();
    await db()
      .insertInto('crash_bet')
      .values({
        game_id: next.id,
        merchant_id: site.merchant.id,
        member_id: ctx('member03').member.id,
        catalogue_game_id: loser.catalogue_game_id,
        request_id: 'req-c-dead',
        amount: 700n,
        cap: 100_000,
        created_at: new Date(now.getTime() - 60_000),
      })
      .execute();

    // Another process takes over once the lease has run out, and carries the game on.
    const second = build('driver-b');
    await second.driver.tick();
    expect(await second.repo.liveGame(site.merchant.id)).toMatchObject({ state: 'betting', game_index: 2 });
    now = new Date(now.getTime() + DEFAULT_CRASH_TIMING.leaseMs + 1);
    await second.driver.tick();
    await second.driver.recover(site.merchant.id, now);
    expect((await second.repo.bet(loser.id))?.credited_at).not.toBeNull();
    const lostRound = await roundTransactions(db(), crashIds.round(game.id, ctx('member03').member.id));
    expect(lostRound.filter((r) => r.kind === 'credit')).toHaveLength(1);
    const dead = await second.repo.betByRequest(ctx('member03').member.id, 'req-c-dead');
    expect(dead).toMatchObject({ status: 'void', error: 'debit_unknown' });
    const deadRound = await roundTransactions(db(), crashIds.round(next.id, ctx('member03').member.id));
    expect(deadRound.map((r) => r.kind)).toEqual(['rollback']);
    // The game goes on under the new driver.
    now = new Date(now.getTime() + DEFAULT_CRASH_TIMING.bettingMs);
    await second.driver.tick();
    expect(await second.repo.game(next.id)).toMatchObject({ state: 'running', started_by: 'driver-b' });
    await second.driver.stop();
  });
});
