import type { LotteryWallet } from '@fortuna/bgs/engine';
import { encodeState } from '@fortuna/bgs/pvp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import type { SiteContext } from '../../http/site-context';
import { MEMBER_ACCOUNT, memberBalance } from '../../ledger/accounts';
import { createTestDatabase, fund } from '../../testing/index';
import type { AuthContext } from '../auth/auth.service';
import { testWallet } from '../lottery/lottery.test-support';
import { handState } from './pvp.presenter';
import { createPvpRepository } from './pvp.repository';
import { createPvpService } from './pvp.service';
import type { PvpTables } from './pvp.tables';
import { dealNow, expire, preparePvp, pvpRoom, roundTransactions } from './pvp.test-support';
import { createPvpDriver } from './pvp-driver';
import { createPvpHands } from './pvp-hands';
import { createPvpHub } from './pvp-hub';
import { DEFAULT_PVP_TIMING, pvpIds } from './pvp-settings';

/**
 * A PVP room whose process dies in the middle of a hand: after a debit the wallet made but before
 * the hand's state was stored, and halfway through a finished hand's credits. Another process
 * (the next lease holder) rolls the orphan debit back, cancels the hand that was never dealt and
 * deals again, finishes the credits once each; a member's own move refused by the wallet is
 * answered with its code, moves nothing and replays the same refusal.
 */
let database: DatabaseHandle;
const db = () => database.db;
// The stale-debit age is measured against rows the database stamps, so the clock starts at now.
let now = new Date();
const clock = () => now;
let site: SiteContext;
const players: Record<string, AuthContext> = {};
const timing = { ...DEFAULT_PVP_TIMING, tickMs: 0 };
const ANTE = 500n; // zjh level 2: base 5.00

function processWith(owner: string, wallet: LotteryWallet) {
  const repo = createPvpRepository(db());
  const hands = createPvpHands({ repo, wallet, hub: createPvpHub(), timing, clock, onError: () => {} });
  return {
    repo,
    hands,
    driver: createPvpDriver({ repo, hands, timing, clock, owner, onError: () => {} }),
    service: createPvpService({ repo, wallet, sessions: { ensure: async () => {} }, hands, timing, clock }),
  };
}

/** A wallet whose process dies: debits reach the ledger but their answer is lost, and nothing after them is made. */
function dyingAfterDebit(inner: LotteryWallet): LotteryWallet {
  return {
    ...inner,
    debit: async (call) => {
      await inner.debit(call);
      throw new Error('process died');
    },
    rollback: () => Promise.reject(new Error('process died')),
    credit: () => Promise.reject(new Error('process died')),
  };
}

/** A wallet whose process dies after `credits` credits. */
function dyingAfterCredits(inner: LotteryWallet, credits: number): LotteryWallet {
  let left = credits;
  return {
    ...inner,
    credit: (call) => {
      if (left <= 0) return Promise.reject(new Error('process died'));
      left--;
      return inner.credit(call);
    },
  };
}

const member = (name: string) => players[name] as AuthContext;
const balance = (name: string) => memberBalance(db(), member(name).member.id, MEMBER_ACCOUNT.main);
const pvpDb = () => db().withTables<PvpTables>();
const handsOf = (roomId: number) => pvpDb().selectFrom('pvp_hand').selectAll().where('room_id', '=', roomId).orderBy('id').execute();
const debitsOf = (handId: bigint) => pvpDb().selectFrom('pvp_debit').selectAll().where('hand_id', '=', handId).orderBy('id').execute();

/** Sits both players in a fresh zjh room of the level and returns it. */
async function seatBoth(level: number) {
  const room = await pvpRoom(db(), site.merchant.id, 'zjh', level);
  const healthy = processWith('seater', testWallet(db()));
  for (const name of ['player01', 'member02']) {
    const seat = await healthy.repo.seatOf(member(name).member.id);
    if (seat && seat.room_id !== room.id) await healthy.service.leave(site, member(name), seat.room_id);
  }
  await healthy.service.sit(site, member('player01'), room.id, 0);
  await healthy.service.sit(site, member('member02'), room.id, 3);
  return room;
}

/** Moves the clock past the stale-debit age and the pause, and lets the room deal. */
async function later(roomId: number) {
  now = new Date(now.getTime() + timing.staleDebitMs + timing.pauseMs + 1_000);
  await dealNow(db(), roomId);
}

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  const merchant = await db().selectFrom('merchant').selectAll().where('code', '=', 'FORTUNA').executeTakeFirstOrThrow();
  site = { merchant, language: 'en', device: 'web' } as unknown as SiteContext;
  for (const name of ['player01', 'member02']) {
    const row = await db().selectFrom('member').selectAll().where('username', '=', name).executeTakeFirstOrThrow();
    players[name] = { member: row } as AuthContext;
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
// Setup can take long on a busy machine: each case starts at the wall clock (never earlier than the last).
beforeEach(() => {
  now = new Date(Math.max(Date.now(), now.getTime()));
});

describe('a pvp room whose process dies', () => {
  it('between a debit and the hand’s state: the debit is rolled back, the hand cancelled, the next dealt once', async () => {
    const room = await seatBoth(1);
    const base = BigInt(room.base);
    const before = { p: await balance('player01'), m: await balance('member02') };
    const dying = processWith('dying', dyingAfterDebit(testWallet(db())));
    await dealNow(db(), room.id);
    await expect(dying.driver.stepRoom(room.id)).rejects.toThrow('process died');

    const [stuck] = await handsOf(room.id);
    expect(stuck?.version).toBe(0);
    const orphan = await debitsOf(stuck?.id as bigint);
    expect(orphan.map((d) => d.status)).toEqual(['open']);
    const seatName = orphan[0]?.seat === 0 ? 'player01' : 'member02';
    // The wallet took the ante although the hand never stored it.
    expect(await balance(seatName)).toBe((seatName === 'player01' ? before.p : before.m) - base);

    // The next process waits while the debit could still be in flight …
    const next = processWith('next', testWallet(db()));
    await next.driver.tick();
    expect((await debitsOf(stuck?.id as bigint)).map((d) => d.status)).toEqual(['open']);
    expect((await handsOf(room.id)).map((h) => h.closed_at)).toEqual([null]);

    // … then rolls it back, cancels the undealt hand, and deals the next one.
    await later(room.id);
    await next.driver.tick();
    expect((await debitsOf(stuck?.id as bigint)).map((d) => d.status)).toEqual(['void']);
    const cancelled = (await handsOf(room.id))[0];
    expect(cancelled).toMatchObject({ phase: 'cancelled', finished: true });
    expect(cancelled?.closed_at).not.toBeNull();
    const rows = await roundTransactions(db(), pvpIds.round(stuck?.id as bigint, orphan[0]?.seat as number));
    expect(rows.map((r) => r.kind).sort()).toEqual(['debit', 'rollback']);
    expect(await balance('player01')).toBe(before.p);
    expect(await balance('member02')).toBe(before.m);

    await later(room.id);
    await next.driver.tick();
    const dealt = (await handsOf(room.id))[1];
    expect(dealt?.phase).toBe('betting');
    expect(await balance('player01')).toBe(before.p - base);
    expect(await balance('member02')).toBe(before.m - base);
    // Further passes, and a rollback of the orphan sent again, move nothing more.
    await next.driver.tick();
    await next.hands.recoverDebits(site.merchant.id);
    await testWallet(db()).rollback({
      memberId: orphan[0]?.member_id as number,
      gameId: stuck?.catalogue_game_id as number,
      txnId: orphan[0]?.txn_id as string,
      roundId: pvpIds.round(stuck?.id as bigint, orphan[0]?.seat as number),
    });
    expect(await balance('player01')).toBe(before.p - base);
    expect((await debitsOf(dealt?.id as bigint)).map((d) => d.status)).toEqual(['applied', 'applied']);

    // End the hand (both time out) so the room is free for the next case.
    for (let i = 0; i < 3 && !(await next.repo.hand(dealt?.id as bigint))?.closed_at; i++) {
      await expire(db(), dealt?.id as bigint);
      await next.driver.stepRoom(room.id);
    }
    expect((await next.repo.hand(dealt?.id as bigint))?.closed_at).not.toBeNull();
    await next.driver.stop();
  });

  it('halfway through a finished hand’s credits: the next process credits the rest, each seat once', async () => {
    const room = await seatBoth(2);
    const before = { p: await balance('player01'), m: await balance('member02') };
    const healthy = processWith('dealer', testWallet(db()));
    await dealNow(db(), room.id);
    await healthy.driver.stepRoom(room.id);
    const [hand] = await handsOf(room.id);
    expect(hand?.phase).toBe('betting');

    // The time-out that ends the hand is made by a process that dies after the first credit.
    const dying = processWith('dying', dyingAfterCredits(testWallet(db()), 1));
    await expire(db(), hand?.id as bigint);
    await expect(dying.driver.stepRoom(room.id)).rejects.toThrow('process died');
    const half = await healthy.repo.hand(hand?.id as bigint);
    expect(half?.finished).toBe(true);
    expect(half?.closed_at).toBeNull();
    const creditsOf = async (seat: number) =>
      (await roundTransactions(db(), pvpIds.round(hand?.id as bigint, seat))).filter((r) => r.kind === 'credit');
    expect((await creditsOf(0)).length + (await creditsOf(3)).length).toBe(1);

    // The next driver (twice, as a retry would) finishes it.
    await healthy.driver.stepRoom(room.id);
    await healthy.driver.stepRoom(room.id);
    const closed = await healthy.repo.hand(hand?.id as bigint);
    expect(closed?.closed_at).not.toBeNull();
    expect(await creditsOf(0)).toHaveLength(1);
    expect(await creditsOf(3)).toHaveLength(1);
    // The pot is the two antes: one seat folded on time, the other takes it less the 5 % rake of the win.
    const rake = (ANTE * 500n) / 10_000n;
    expect(BigInt(closed?.rake ?? -1n)).toBe(rake);
    const total = (await balance('player01')) + (await balance('member02'));
    expect(total).toBe(before.p + before.m - rake);
    await healthy.driver.stop();
  });

  it('refuses a member’s own call the wallet cannot pay (its code, nothing moved, the same answer on replay) and never applies a debit whose rollback began', async () => {
    const room = await seatBoth(2);
    const p = processWith('refusal', testWallet(db()));
    await dealNow(db(), room.id);
    await p.driver.stepRoom(room.id);
    const [hand] = (await handsOf(room.id)).slice(-1);
    const state = await p.service.state(site, room.id, member('player01'));
    const turn = state.hand?.turnSeats[0] as number;
    const name = turn === 0 ? 'player01' : 'member02';
    // Leave the member in turn less than a call costs.
    const left = await balance(name);
    await fund(db(), name, -(left - 100n));
    const versionBefore = (await p.repo.hand(hand?.id as bigint))?.version as number;
    const input = {
      requestId: 'zjh-call-refused-01',
      handId: String(hand?.id),
      version: versionBefore,
      action: { type: 'call' as const },
    };
    const refused = await p.service.act(site, member(name), room.id, input).catch((e: { code?: string }) => e);
    expect(refused).toMatchObject({ code: 'insufficient_balance' });
    const again = await p.service.act(site, member(name), room.id, input).catch((e: { code?: string }) => e);
    expect(again).toMatchObject({ code: 'insufficient_balance' });
    expect(await balance(name)).toBe(100n);
    expect((await p.repo.hand(hand?.id as bigint))?.version).toBe(versionBefore);
    const debits = await debitsOf(hand?.id as bigint);
    expect(debits.filter((d) => d.status === 'applied')).toHaveLength(2); // the antes
    expect(debits.filter((d) => d.status !== 'applied').map((d) => d.status)).toEqual(['void']);
    expect((await p.service.state(site, room.id, member(name))).hand?.turnSeats).toEqual([turn]);

    // A debit held for rollback cannot be applied by a state stored after it.
    const open = (await p.repo.hand(hand?.id as bigint)) as NonNullable<typeof hand>;
    const txnId = `race-${open.id}`;
    expect(await p.repo.insertDebit({ handId: open.id, seat: 0, memberId: member('player01').member.id, txnId, amount: 1n })).toBe(true);
    expect(await p.repo.holdForRollback(txnId)).toBe(true);
    const stored = await p.repo.advance({
      handId: open.id,
      version: open.version,
      state: encodeState(handState(open)),
      nextVersion: open.version + 1,
      dueVersion: open.due_version,
      phase: open.phase,
      deadline: null,
      debited: open.debited as string[],
      debits: [txnId],
      finished: null,
    });
    expect(stored).toBe(false);
    expect((await p.repo.hand(open.id))?.version).toBe(open.version);
    await p.repo.finishRollback(txnId);

    // The turn is still theirs; the time-out folds them (a fold costs nothing).
    await expire(db(), hand?.id as bigint);
    await p.driver.stepRoom(room.id);
    expect((await p.repo.hand(hand?.id as bigint))?.finished).toBe(true);
    await fund(db(), name, left - 100n);
    await p.driver.stop();
  });
});
