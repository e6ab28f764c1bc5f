import { drawResult } from '@fortuna/bgs';
import { createLotteryScheduler, placeSlip } from '@fortuna/bgs/engine';
import { formatMinor } from '@fortuna/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { memberId, onlyGame, openSessions, testWallet } from '../modules/lottery/lottery.test-support';
import { createTestDatabase, fund } from '../testing/index';
import { createLotteryFeed, LOTTERY_DRAWN, LOTTERY_SETTLED } from './lottery-feed';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
});
afterAll(async () => database?.close());

describe('lottery feed', () => {
  it('sends a drawn issue to everyone and each bettor the outcome of their bets, after the tick that did it', async () => {
    const db = database.db;
    const game = await onlyGame(db, 'ssc', { schedule: { kind: 'interval', seconds: 60 }, closeSeconds: 10 });
    const player = await memberId(db, 'player01');
    await openSessions(db, [player], game.game_id);
    await fund(db, 'player01', 1_000_000n);
    let clock = new Date('2026-11-22T10:00:30Z');
    const scheduler = createLotteryScheduler({ db, wallet: testWallet(db), clock: () => clock });
    await scheduler.tick();
    const issue = await db
      .selectFrom('lottery_issue')
      .selectAll()
      .where('lottery_game_id', '=', game.id)
      .where('status', '=', 'open')
      .orderBy('draws_at')
      .executeTakeFirstOrThrow();
    const result = drawResult('ssc', issue.server_seed, game.code, issue.numero);
    await placeSlip(db, testWallet(db), {
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

    const sent: { event: string; payload: unknown; memberId: number | undefined }[] = [];
    const feed = createLotteryFeed(db);
    feed.setEmitter((event, payload, memberId) => sent.push({ event, payload, memberId }));
    await feed.announce(await scheduler.tick()); // before the draw: nothing to say
    expect(sent).toEqual([]);

    clock = new Date(new Date(issue.draws_at).getTime() + 1000);
    await feed.announce(await scheduler.tick());
    const payout = await db.selectFrom('lottery_bet').select('payout').where('issue_id', '=', issue.id).execute();
    const total = payout.reduce((sum, b) => sum + BigInt(b.payout), 0n);
    expect(total).toBeGreaterThan(0n);
    expect(sent).toEqual([
      { event: LOTTERY_DRAWN, payload: { gameCode: game.code, numero: issue.numero, result }, memberId: undefined },
      {
        event: LOTTERY_SETTLED,
        payload: { gameCode: game.code, numero: issue.numero, bets: 2, won: 1, payout: formatMinor(total, 2) },
        memberId: player,
      },
    ]);
  });
});
