import { drawResult } from '@fortuna/bgs';
import {
  claimSettlement,
  createLotteryScheduler,
  drawDueIssues,
  type LotteryWallet,
  placeSlip,
  renewSettlement,
  SETTLE_LEASE_MS,
  SETTLE_RENEW_MS,
} from '@fortuna/bgs/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { createTestDatabase, fund } from '../../testing/index';
import { memberId, onlyGame, openSessions, testWallet } from './lottery.test-support';

let database: DatabaseHandle;
const db = () => database.db;
let game: { id: number; game_id: number; code: string };
let player: number;
let clock = new Date('2026-11-22T10:00:30Z');
const tick = () => clock;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  game = await onlyGame(db(), 'ssc', { schedule: { kind: 'interval', seconds: 60 }, closeSeconds: 10 });
  player = await memberId(db(), 'player01');
  await openSessions(db(), [player], game.game_id);
  await fund(db(), 'player01', 1_000_000n);
});
afterAll(async () => database?.close());

/** An open issue with one winning bet of player01 on it, and the clock moved just past its draw. */
async function drawnIssueWithBet(): Promise<bigint> {
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
    bets: [{ betType: 'ssc.position_digit', selection: { position: 1, digits: [result[0] as number] }, unitStake: 1000n }],
    ownSeries: 1900,
    playSeries: 1900,
    now: clock,
  });
  clock = new Date(new Date(issue.draws_at).getTime() + 1000);
  return BigInt(issue.id);
}

/** A wallet whose credits fail: the process settling with it dies mid-settlement. */
function dyingWallet(): LotteryWallet {
  return {
    ...testWallet(db()),
    credit: async () => {
      throw new Error('process killed');
    },
    creditMany: async () => {
      throw new Error('process killed');
    },
  };
}

const statusOf = async (id: bigint) =>
  (await db().selectFrom('lottery_issue').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe('settlement lease', () => {
  it('lets another process take over a settlement whose owner died, within seconds', async () => {
    const issueId = await drawnIssueWithBet();
    const dying = createLotteryScheduler({ db: db(), wallet: dyingWallet(), clock: tick });
    await expect(dying.tick()).rejects.toThrow('process killed');
    expect(await statusOf(issueId)).toBe('drawn');

    clock = new Date(clock.getTime() + 20_000);
    const survivor = await createLotteryScheduler({ db: db(), wallet: testWallet(db()), clock: tick }).tick();
    expect(survivor.settled).toContain(issueId);
    expect(await statusOf(issueId)).toBe('settled');
  });

  it('never lets another process take a live owner’s lease while it renews; takes it within the lease once renewals stop', async () => {
    const issueId = await drawnIssueWithBet();
    await drawDueIssues(db(), clock);
    const at = (ms: number) => new Date(clock.getTime() + ms);
    expect(await claimSettlement(db(), issueId, 'alive', at(0), SETTLE_LEASE_MS)).toBe(true);
    expect(await claimSettlement(db(), issueId, 'other', at(0), SETTLE_LEASE_MS)).toBe(false);
    // The owner renews on its beat for far longer than one lease; every attempt in between fails.
    let t = 0;
    for (; t < 4 * SETTLE_LEASE_MS; t += SETTLE_RENEW_MS) {
      expect(await renewSettlement(db(), issueId, 'alive', at(t), SETTLE_LEASE_MS)).toBe(true);
      expect(await claimSettlement(db(), issueId, 'other', at(t + SETTLE_RENEW_MS - 1), SETTLE_LEASE_MS)).toBe(false);
    }
    // It stops renewing at `last`: a moment before its lease ends the claim still holds, at the end it is taken.
    const last = t - SETTLE_RENEW_MS;
    expect(await claimSettlement(db(), issueId, 'other', at(last + SETTLE_LEASE_MS - 1), SETTLE_LEASE_MS)).toBe(false);
    expect(await claimSettlement(db(), issueId, 'other', at(last + SETTLE_LEASE_MS), SETTLE_LEASE_MS)).toBe(true);
    // The old owner, back from a stall, cannot renew what is now another's.
    expect(await renewSettlement(db(), issueId, 'alive', at(last + SETTLE_LEASE_MS + 1), SETTLE_LEASE_MS)).toBe(false);

    const survivor = await createLotteryScheduler({
      db: db(),
      wallet: testWallet(db()),
      clock: () => at(last + 2 * SETTLE_LEASE_MS),
    }).tick();
    expect(survivor.settled).toContain(issueId);
    const row = await db()
      .selectFrom('lottery_issue')
      .select(['status', 'settle_owner'])
      .where('id', '=', issueId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'settled', settle_owner: null });
  });
});
