import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import type { SiteContext } from '../../http/site-context';
import { MEMBER_ACCOUNT, memberBalance } from '../../ledger/accounts';
import { createTestDatabase, fund } from '../../testing/index';
import type { AuthContext } from '../auth/auth.service';
import { testWallet } from '../lottery/lottery.test-support';
import { createPvpRepository } from './pvp.repository';
import { createPvpService } from './pvp.service';
import { dealNow, preparePvp, pvpRoom, roundTransactions } from './pvp.test-support';
import { createPvpDriver } from './pvp-driver';
import { createPvpHands } from './pvp-hands';
import { createPvpHub } from './pvp-hub';
import { DEFAULT_PVP_TIMING, pvpIds } from './pvp-settings';

/**
 * Two processes on one database, each with its own wallet client and driver, stepping the same
 * ZJH room at the same moments with a clock the test moves: one hand is dealt, the time-outs fold
 * the players in turn, and every ante and settlement moves once.
 */
let database: DatabaseHandle;
const db = () => database.db;
let now = new Date('2026-11-28T10:00:00Z');
const clock = () => now;
let site: SiteContext;
const players: Record<string, AuthContext> = {};
const timing = { ...DEFAULT_PVP_TIMING, tickMs: 0 };

function process(owner: string) {
  const repo = createPvpRepository(db());
  const wallet = testWallet(db());
  const hands = createPvpHands({ repo, wallet, hub: createPvpHub(), timing, clock, onError: (e) => console.error(e) });
  return {
    repo,
    driver: createPvpDriver({ repo, hands, timing, clock, owner, onError: (e) => console.error(e) }),
    service: createPvpService({ repo, wallet, sessions: { ensure: async () => {} }, hands, timing, clock }),
  };
}

const balance = (name: string) => memberBalance(db(), (players[name] as AuthContext).member.id, MEMBER_ACCOUNT.main);

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  const merchant = await db().selectFrom('merchant').selectAll().where('code', '=', 'FORTUNA').executeTakeFirstOrThrow();
  site = { merchant, language: 'en', device: 'web' } as unknown as SiteContext;
  for (const name of ['player01', 'member02']) {
    const member = await db().selectFrom('member').selectAll().where('username', '=', name).executeTakeFirstOrThrow();
    players[name] = { member } as AuthContext;
    await fund(db(), name, 100_000n);
  }
  await preparePvp(
    db(),
    merchant.id,
    Object.values(players).map((p) => p.member.id),
    'zjh',
  );
});
afterAll(async () => database?.close());

describe('a zjh hand stepped by two drivers', () => {
  it('deals once, folds on time-outs, and settles once', async () => {
    const a = process('driver-a');
    const b = process('driver-b');
    const room = await pvpRoom(db(), site.merchant.id, 'zjh', 2); // base 5.00
    await a.service.sit(site, players.player01 as AuthContext, room.id, 1);
    await b.service.sit(site, players.member02 as AuthContext, room.id, 4);
    const before = { p: await balance('player01'), m: await balance('member02') };

    await dealNow(db(), room.id);
    await Promise.all([a.driver.stepRoom(room.id), b.driver.stepRoom(room.id)]);
    const hands = await a.repo.db.selectFrom('pvp_hand').selectAll().where('room_id', '=', room.id).execute();
    expect(hands).toHaveLength(1);
    const hand = hands[0] as (typeof hands)[number];
    const state = await a.service.state(site, room.id, players.player01);
    expect(state.hand?.phase).toBe('betting');
    expect(state.hand?.pot).toBe('10.00');
    expect(state.hand?.myActions.map((o) => o.type)).toContain('see');
    const first = state.hand?.turnSeats[0] as number;
    const [firstName, otherName] = first === 1 ? ['player01', 'member02'] : ['member02', 'player01'];

    // Not yet due: nothing happens.
    await Promise.all([a.driver.stepRoom(room.id), b.driver.stepRoom(room.id)]);
    expect((await a.repo.hand(hand.id))?.finished).toBe(false);

    // The turn's time runs out in both processes at once: the player in turn folds, once.
    now = new Date(now.getTime() + timing.turnMs + 1);
    await Promise.all([a.driver.stepRoom(room.id), b.driver.stepRoom(room.id)]);
    await Promise.all([a.driver.stepRoom(room.id), b.driver.stepRoom(room.id)]);
    const done = await a.repo.hand(hand.id);
    expect(done?.finished).toBe(true);
    expect(done?.closed_at).not.toBeNull();
    expect(BigInt(done?.rake ?? -1n)).toBe(25n); // 5 % of the 5.00 won

    for (const seat of [1, 4]) {
      const rows = await roundTransactions(db(), pvpIds.round(hand.id, seat));
      expect(rows.filter((r) => r.kind === 'debit').map((r) => BigInt(r.amount))).toEqual([500n]);
      expect(rows.filter((r) => r.kind === 'credit')).toHaveLength(1);
    }
    expect(await balance(firstName)).toBe((firstName === 'player01' ? before.p : before.m) - 500n);
    expect(await balance(otherName)).toBe((otherName === 'player01' ? before.p : before.m) + 500n - 25n);

    // More passes of both drivers, with their leases, move nothing more.
    for (let i = 0; i < 3; i++) {
      await a.driver.tick();
      await b.driver.tick();
    }
    const after = await a.repo.db.selectFrom('pvp_hand').selectAll().where('room_id', '=', room.id).execute();
    expect(after.filter((h) => h.id === hand.id)[0]?.version).toBe(done?.version);
    expect(await balance(otherName)).toBe((otherName === 'player01' ? before.p : before.m) + 475n);
    await a.driver.stop();
    await b.driver.stop();
  });
});
