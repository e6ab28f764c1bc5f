import { drawResult } from '@fortuna/bgs';
import { createLotteryScheduler, type LotteryWallet, placeSlip } from '@fortuna/bgs/engine';
import { formatMinor } from '@fortuna/shared';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { memberId, onlyGame, openSessions, testWallet } from '../modules/lottery/lottery.test-support';
import { createTestDatabase, fund } from '../testing/index';
import { createLotteryFeed, LOTTERY_DRAWN, LOTTERY_SETTLED } from './lottery-feed';
import { createEventOutbox, recordEvents } from './outbox';
import { lotteryGameRoom, memberRoom } from './rooms';

let database: DatabaseHandle;
/** A second process's own connections (PostgreSQL); PGlite is one process, so the same handle. */
let other: DatabaseHandle | undefined;
const db = () => database.db;
const otherDb = (): Kysely<Database> => other?.db ?? database.db;
let game: { id: number; game_id: number; code: string };
let player: number;
let clock = new Date('2026-11-22T10:00:30Z');
const tick = () => clock;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  if (database.url) other = await openDatabase({ databaseUrl: database.url, poolSize: 4 });
  game = await onlyGame(db(), 'ssc', { schedule: { kind: 'interval', seconds: 60 }, closeSeconds: 10 });
  player = await memberId(db(), 'player01');
  await openSessions(db(), [player], game.game_id);
  await fund(db(), 'player01', 1_000_000n);
});
afterAll(async () => {
  await other?.close();
  await database?.close();
});

type Sent = { room: string; event: string; payload: unknown };

/** A publisher of another process, recording what it emits. */
function publisherOf(conn: Kysely<Database>) {
  const sent: Sent[] = [];
  const outbox = createEventOutbox(conn);
  outbox.setEmitter((room, event, payload) => sent.push({ room, event, payload }));
  return { outbox, sent };
}

/** The next open issue with a winning and a losing bet of player01; the clock moved just past its draw. */
async function issueWithBets() {
  await createLotteryScheduler({ db: db(), wallet: testWallet(db()), clock: tick }).tick();
  const issue = await db()
    .selectFrom('lottery_issue')
    .selectAll()
    .where('lottery_game_id', '=', game.id)
    .where('status', '=', 'open')
    .where('closes_at', '>', clock)
    .orderBy('draws_at')
    .executeTakeFirstOrThrow();
  const result = drawResult('ssc', issue.server_seed, game.code, issue.numero);
  await placeSlip(db(), testWallet(db()), {
    merchantId: 1,
    memberId: player,
    lotteryGameId: game.id,
    issueId: BigInt(issue.id),
    bets: [
      { betType: 'ssc.position_digit', selection: { position: 1, digits: [result[0] as number] }, unitStake: 1000n },
      { betType: 'ssc.position_digit', selection: { position: 2, digits: [((result[1] as number) + 1) % 10] }, unitStake: 1000n },
    ],
    ownSeries: 1900,
    playSeries: 1900,
    now: clock,
  });
  clock = new Date(new Date(issue.draws_at).getTime() + 1000);
  return { id: BigInt(issue.id), numero: issue.numero, result };
}

describe('lottery feed through the event outbox', () => {
  it('publishes a draw committed by a process killed before its settlements, from another process; the settlement once it commits', async () => {
    const issue = await issueWithBets();
    // Process A draws, then dies in the settlement: its tick never ends and it never publishes.
    const silent = createEventOutbox(db());
    const dying: LotteryWallet = {
      ...testWallet(db()),
      credit: async () => {
        throw new Error('process killed');
      },
      creditMany: async () => {
        throw new Error('process killed');
      },
    };
    const a = createLotteryScheduler({ db: db(), wallet: dying, clock: tick, announce: createLotteryFeed(silent) });
    await expect(a.tick()).rejects.toThrow('process killed');

    // Process B publishes what A committed.
    const b = publisherOf(otherDb());
    expect(await b.outbox.publish()).toBe(1);
    expect(b.sent).toEqual([
      {
        room: lotteryGameRoom(game.code),
        event: LOTTERY_DRAWN,
        payload: { gameCode: game.code, numero: issue.numero, result: issue.result },
      },
    ]);

    // B (its lease run out on A) settles; the settlement is announced to the bettor's room, once.
    clock = new Date(clock.getTime() + 60_000);
    const report = await createLotteryScheduler({
      db: otherDb(),
      wallet: testWallet(otherDb()),
      clock: tick,
      announce: createLotteryFeed(b.outbox),
    }).tick();
    expect(report.settled).toContain(issue.id);
    await b.outbox.publish();
    const bets = await db().selectFrom('lottery_bet').select('payout').where('issue_id', '=', issue.id).execute();
    const payout = bets.reduce((sum, bet) => sum + BigInt(bet.payout), 0n);
    expect(payout).toBeGreaterThan(0n);
    // (That tick drew the next issue too: only this issue's events are looked at.)
    const ofIssue = b.sent.filter((s) => (s.payload as { numero?: string }).numero === issue.numero);
    expect(ofIssue.slice(1)).toEqual([
      {
        room: memberRoom(player),
        event: LOTTERY_SETTLED,
        payload: { gameCode: game.code, numero: issue.numero, bets: 2, won: 1, payout: formatMinor(payout, 2) },
      },
    ]);
    expect(await b.outbox.publish()).toBe(0);
    expect(await publisherOf(db()).outbox.publish()).toBe(0);
  });

  it('publishes each event exactly once when two processes’ publishers race', { timeout: 120_000 }, async () => {
    const count = 2_400;
    await db()
      .transaction()
      .execute((trx) =>
        recordEvents(
          trx,
          Array.from({ length: count }, (_, n) => ({ room: 'race', event: 'race', payload: { n } })),
        ),
      );
    const [p, q] = [publisherOf(db()), publisherOf(otherDb())];
    // Several passes each, interleaved, until both find nothing left.
    const passes = async (outbox: ReturnType<typeof createEventOutbox>) => {
      while ((await outbox.publish()) > 0);
    };
    await Promise.all([passes(p.outbox), passes(q.outbox), passes(p.outbox), passes(q.outbox)]);
    const seen = [...p.sent, ...q.sent].filter((s) => s.room === 'race').map((s) => (s.payload as { n: number }).n);
    expect(seen).toHaveLength(count);
    expect(new Set(seen).size).toBe(count);
    // Each publisher emitted its share in the order written.
    for (const side of [p, q]) {
      const mine = side.sent.filter((s) => s.room === 'race').map((s) => (s.payload as { n: number }).n);
      expect(mine).toEqual([...mine].sort((x, y) => x - y));
    }
    const left = await db().selectFrom('event_outbox').select('id').where('published_at', 'is', null).execute();
    expect(left).toEqual([]);
  });
});
