import { drawResult, seedHash, verifyDraw } from '@fortuna/bgs';
import { cancelBet, createLotteryScheduler, LotteryError, placeSlip, settleIssue, txnIds } from '@fortuna/bgs/engine';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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

async function currentIssue() {
  const issue = await db()
    .selectFrom('lottery_issue')
    .selectAll()
    .where('lottery_game_id', '=', game.id)
    .where('status', '=', 'open')
    .where('closes_at', '>', clock)
    .orderBy('draws_at')
    .executeTakeFirstOrThrow();
  return { ...issue, id: BigInt(issue.id) };
}

/** A straight bet on the first position that wins (or loses) on the issue's known result. */
async function positionBet(issue: { server_seed: string; numero: string }, win: boolean) {
  const result = drawResult('ssc', issue.server_seed, game.code, issue.numero);
  const digit = win ? (result[0] as number) : ((result[0] as number) + 1) % 10;
  return { betType: 'ssc.position_digit', selection: { position: 1, digits: [digit] }, unitStake: 1000n };
}

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  game = await onlyGame(db(), 'ssc', { schedule: { kind: 'interval', seconds: 60 }, closeSeconds: 10 });
  for (const name of [...PLAYERS, 'agent01', 'subagent01']) ids[name] = await memberId(db(), name);
  await openSessions(
    db(),
    PLAYERS.map((p) => ids[p] as number),
    game.game_id,
  );
  for (const name of PLAYERS) await fund(db(), name, 1_000_000n);
  // agent01 1960 > subagent01 1940 > member03 1920 (plays at 1900: a play rebate); others at the default 1900.
  await db()
    .insertInto('lottery_member_series')
    .values([
      { member_id: ids.agent01 as number, series: 1960 },
      { member_id: ids.subagent01 as number, series: 1940 },
      { member_id: ids.member03 as number, series: 1920 },
    ])
    .onConflict((oc) => oc.column('member_id').doUpdateSet((eb) => ({ series: eb.ref('excluded.series') })))
    .execute();
});
afterAll(async () => database?.close());

beforeEach(async () => {
  await createLotteryScheduler({ db: db(), wallet: testWallet(db()), clock: tick }).tick();
});

const slip = async (username: string, bets: Parameters<typeof placeSlip>[2]['bets'], issueId?: bigint, playSeries = 1900) =>
  placeSlip(db(), testWallet(db()), {
    merchantId: 1,
    memberId: ids[username] as number,
    lotteryGameId: game.id,
    issueId: issueId ?? (await currentIssue()).id,
    bets,
    ownSeries: username === 'member03' ? 1920 : 1900,
    playSeries,
    now: clock,
  });

async function expectRefused(promise: Promise<unknown>, code: string) {
  await expect(promise).rejects.toSatisfy((e) => e instanceof LotteryError && e.code === code);
}

describe('lottery engine', () => {
  it('creates the current and next issues with only the seed hash exposed, numbered by the day', async () => {
    const issues = await db().selectFrom('lottery_issue').selectAll().where('lottery_game_id', '=', game.id).orderBy('draws_at').execute();
    expect(issues.length).toBeGreaterThanOrEqual(2);
    const first = issues[0];
    expect(first?.numero).toBe('20261122-0601');
    expect(new Date(first?.draws_at as Date).toISOString()).toBe('2026-11-22T10:01:00.000Z');
    expect(new Date(first?.closes_at as Date).toISOString()).toBe('2026-11-22T10:00:50.000Z');
    for (const issue of issues) expect(issue.seed_hash).toBe(seedHash(issue.server_seed));
  });

  it('places a slip of several bets with one debit, and the play rebate with it', async () => {
    const before = await balance('member03');
    const issue = await currentIssue();
    const placed = await slip(
      'member03',
      [
        { betType: 'ssc.position_digit', selection: { position: 2, digits: [1, 2, 3] }, unitStake: 1000n },
        { betType: 'ssc.bsoe_total', selection: { picks: ['big'] }, unitStake: 2000n },
      ],
      issue.id,
    );
    expect(placed.stake).toBe(5000n);
    // (1920 - 1900) / 2000 of 5000
    expect(placed.rebate).toBe(50n);
    expect(await balance('member03')).toBe(before - 5000n + 50n);
    const txns = await db()
      .selectFrom('provider_transaction')
      .select(['txn_id', 'kind', 'amount'])
      .where('txn_id', 'like', `%${placed.slipId}`)
      .execute();
    expect(txns.map((t) => [t.txn_id, t.kind, BigInt(t.amount)])).toEqual(
      expect.arrayContaining([
        [txnIds.slip(placed.slipId), 'debit', 5000n],
        [txnIds.rebate(placed.slipId), 'credit', 50n],
      ]),
    );
    const bets = await db().selectFrom('lottery_bet').select('status').where('slip_id', '=', placed.slipId).execute();
    expect(bets.map((b) => b.status)).toEqual(['pending', 'pending']);
  });

  it('refuses a bad selection, an amount out of bounds, too little money and a closed issue', async () => {
    await expectRefused(
      slip('player01', [{ betType: 'ssc.position_digit', selection: { position: 9, digits: [1] }, unitStake: 1000n }]),
      'lottery_selection_invalid',
    );
    await expectRefused(
      slip('player01', [{ betType: 'pk10.position', selection: { position: 1, numbers: [1] }, unitStake: 1000n }]),
      'lottery_selection_invalid',
    );
    await expectRefused(
      slip('player01', [{ betType: 'ssc.bsoe_total', selection: { picks: ['big'] }, unitStake: 99n }]),
      'lottery_amount_out_of_range',
    );
    await expectRefused(
      slip('player01', [{ betType: 'ssc.bsoe_total', selection: { picks: ['big'] }, unitStake: 1_000_001n }]),
      'lottery_amount_out_of_range',
    );
    await expectRefused(
      slip('player01', [{ betType: 'ssc.bsoe_total', selection: { picks: ['big'] }, unitStake: 100n }], undefined, 1950),
      'lottery_series_invalid',
    );
    const before = await balance('player01');
    await db().updateTable('lottery_game').set({ max_stake: 100_000_000n }).where('id', '=', game.id).execute();
    await expectRefused(
      slip('player01', [{ betType: 'ssc.bsoe_total', selection: { picks: ['big'] }, unitStake: 90_000_000n }]),
      'insufficient_balance',
    );
    await db().updateTable('lottery_game').set({ max_stake: 1_000_000n }).where('id', '=', game.id).execute();
    expect(await balance('player01')).toBe(before);
    const issue = await currentIssue();
    const saved = clock;
    clock = new Date(new Date(issue.closes_at).getTime());
    await expectRefused(
      slip('player01', [{ betType: 'ssc.bsoe_total', selection: { picks: ['big'] }, unitStake: 100n }], issue.id),
      'lottery_issue_closed',
    );
    clock = saved;
  });

  it('cancels a pending slip before close and rolls its debit and rebate back', async () => {
    const before = await balance('member03');
    const placed = await slip('member03', [{ betType: 'ssc.bsoe_total', selection: { picks: ['small'] }, unitStake: 10_000n }]);
    expect(await balance('member03')).toBe(before - 10_000n + 100n);
    const cancelled = await cancelBet(db(), testWallet(db()), {
      memberId: ids.member03 as number,
      betId: placed.bets[0]?.id as bigint,
      now: clock,
    });
    expect(cancelled).toHaveLength(1);
    expect(await balance('member03')).toBe(before);
    await expectRefused(
      cancelBet(db(), testWallet(db()), { memberId: ids.member03 as number, betId: placed.bets[0]?.id as bigint, now: clock }),
      'lottery_bet_not_cancellable',
    );
    const status = await db().selectFrom('lottery_bet').select('status').where('slip_id', '=', placed.slipId).executeTakeFirstOrThrow();
    expect(status.status).toBe('cancelled');
  });

  it('draws and settles an issue once under two racing schedulers, crediting each member once', async () => {
    const issue = await currentIssue();
    const start = Object.fromEntries(await Promise.all(PLAYERS.map(async (p) => [p, await balance(p)] as const)));
    const agentStart = await memberBalance(db(), ids.agent01 as number, MEMBER_ACCOUNT.main);
    const stakes: Record<string, bigint> = {};
    for (const [i, p] of PLAYERS.entries()) {
      const placed = await slip(
        p,
        [
          await positionBet(issue, i % 2 === 0),
          { betType: 'ssc.bsoe_position', selection: { position: 5, picks: ['big', 'small'] }, unitStake: 500n },
        ],
        issue.id,
      );
      stakes[p] = placed.stake - placed.rebate;
    }
    clock = new Date(new Date(issue.draws_at).getTime() + 1000);
    const a = createLotteryScheduler({ db: db(), wallet: testWallet(db()), clock: tick });
    const b = createLotteryScheduler({ db: db(), wallet: testWallet(db()), clock: tick });
    const [ra, rb] = await Promise.all([a.tick(), b.tick()]);
    const drawnBy = [...ra.drawn, ...rb.drawn].filter((id) => id === issue.id);
    expect(drawnBy).toHaveLength(1);
    const settledBy = [...ra.settled, ...rb.settled].filter((id) => id === issue.id);
    expect(settledBy).toHaveLength(1);
    const after = await db().selectFrom('lottery_issue').selectAll().where('id', '=', issue.id).executeTakeFirstOrThrow();
    expect(after.status).toBe('settled');
    expect(after.result).toEqual(drawResult('ssc', issue.server_seed, game.code, issue.numero));
    expect(
      verifyDraw({
        gameType: 'ssc',
        seed: after.server_seed,
        publishedHash: after.seed_hash,
        gameCode: game.code,
        numero: after.numero,
        result: after.result as number[],
      }),
    ).toMatchObject({ seedMatchesHash: true, resultMatches: true });
    for (const p of PLAYERS) {
      const bets = await db()
        .selectFrom('lottery_bet')
        .select(['status', 'payout'])
        .where('issue_id', '=', issue.id)
        .where('member_id', '=', ids[p] as number)
        .execute();
      const payout = bets.reduce((s, x) => s + BigInt(x.payout), 0n);
      expect(bets.every((x) => ['won', 'lost', 'push', 'cancelled', 'rejected'].includes(x.status))).toBe(true);
      expect(await balance(p)).toBe((start[p] as bigint) - (stakes[p] as bigint) + payout);
      const credits = await db()
        .selectFrom('provider_transaction')
        .select('amount')
        .where('txn_id', '=', txnIds.settle(issue.id, ids[p] as number))
        .execute();
      expect(credits.map((c) => BigInt(c.amount))).toEqual([payout]);
    }
    // member03 (1920) under subagent01 (1940) under agent01 (1960): each agent earns 20/2000 of its turnover.
    expect(await memberBalance(db(), ids.agent01 as number, MEMBER_ACCOUNT.main)).toBeGreaterThan(agentStart);
    const rollup = await db()
      .selectFrom('member_hourly_rollup')
      .select(['bets', 'rounds', 'category'])
      .where('member_id', '=', ids.player01 as number)
      .execute();
    expect(rollup.reduce((s, r) => s + BigInt(r.bets), 0n)).toBeGreaterThan(0n);
    expect(new Set(rollup.map((r) => r.category))).toEqual(new Set(['LOTT']));
    await expectWholeLedgerBalanced(db());
  });

  it('resumes a settlement that crashed between credits: every winning bet is credited exactly once', async () => {
    await createLotteryScheduler({ db: db(), wallet: testWallet(db()), clock: tick }).tick();
    const issue = await currentIssue();
    const start = Object.fromEntries(await Promise.all(PLAYERS.map(async (p) => [p, await balance(p)] as const)));
    for (const p of PLAYERS) await slip(p, [await positionBet(issue, true)], issue.id, p === 'member03' ? 1920 : 1900);
    clock = new Date(new Date(issue.draws_at).getTime() + 1000);
    const scheduler = createLotteryScheduler({ db: db(), wallet: testWallet(db()), clock: tick, settle: { concurrency: 1 } });
    // Draw only (a lease is taken and the settlement crashes after two credits).
    let credits = 0;
    await sql`UPDATE lottery_issue SET status = 'locked' WHERE id = ${issue.id}`.execute(db());
    const { drawDueIssues } = await import('@fortuna/bgs/engine');
    await drawDueIssues(db(), clock);
    await expect(
      settleIssue(db(), testWallet(db()), issue.id, {
        concurrency: 1,
        afterCredit: () => {
          credits++;
          if (credits === 2) throw new Error('crash');
        },
      }),
    ).rejects.toThrow('crash');
    const midway = await db().selectFrom('lottery_bet').select('status').where('issue_id', '=', issue.id).execute();
    expect(midway.filter((b) => b.status === 'won')).toHaveLength(1);
    const report = await scheduler.tick();
    expect(report.settled).toContain(issue.id);
    const bets = await db()
      .selectFrom('lottery_bet')
      .select(['member_id', 'status', 'payout', 'stake', 'rebate'])
      .where('issue_id', '=', issue.id)
      .execute();
    expect(bets.every((b) => b.status === 'won')).toBe(true);
    for (const p of PLAYERS) {
      const bet = bets.find((b) => b.member_id === ids[p]);
      expect(await balance(p)).toBe(
        (start[p] as bigint) - BigInt(bet?.stake ?? 0n) + BigInt(bet?.rebate ?? 0n) + BigInt(bet?.payout ?? 0n),
      );
      const txns = await db()
        .selectFrom('provider_transaction')
        .select('amount')
        .where('txn_id', '=', txnIds.settle(issue.id, ids[p] as number))
        .execute();
      expect(txns).toHaveLength(1);
    }
    await expectWholeLedgerBalanced(db());
  });

  it('cancels a slip a crash left between its bets and its debit, at settlement', async () => {
    await createLotteryScheduler({ db: db(), wallet: testWallet(db()), clock: tick }).tick();
    const issue = await currentIssue();
    const before = await balance('player01');
    const placed = await slip('player01', [{ betType: 'ssc.bsoe_total', selection: { picks: ['odd'] }, unitStake: 1000n }], issue.id);
    // As if the process died after the debit, before marking the bets pending.
    await sql`UPDATE lottery_bet SET status = 'placing' WHERE slip_id = ${placed.slipId}`.execute(db());
    clock = new Date(new Date(issue.draws_at).getTime() + 1000);
    await createLotteryScheduler({ db: db(), wallet: testWallet(db()), clock: tick }).tick();
    const bet = await db().selectFrom('lottery_bet').select('status').where('slip_id', '=', placed.slipId).executeTakeFirstOrThrow();
    expect(bet.status).toBe('cancelled');
    expect(await balance('player01')).toBe(before);
    await expectWholeLedgerBalanced(db());
  });

  it('after downtime spanning several draws, draws every missed issue once, in order, none skipped', async () => {
    await createLotteryScheduler({ db: db(), wallet: testWallet(db()), clock: tick }).tick();
    const issue = await currentIssue();
    await slip('player01', [await positionBet(issue, true)], issue.id);
    const from = clock;
    clock = new Date(clock.getTime() + 7 * 60_000 + 5_000);
    const a = createLotteryScheduler({ db: db(), wallet: testWallet(db()), clock: tick });
    const b = createLotteryScheduler({ db: db(), wallet: testWallet(db()), clock: tick });
    const [ra, rb] = await Promise.all([a.tick(), b.tick()]);
    const drawn = [...ra.drawn, ...rb.drawn];
    expect(new Set(drawn.map(String)).size).toBe(drawn.length);
    const missed = await db()
      .selectFrom('lottery_issue')
      .select(['id', 'numero', 'status', 'draws_at'])
      .where('lottery_game_id', '=', game.id)
      .where('draws_at', '>', from)
      .where('draws_at', '<=', clock)
      .orderBy('draws_at')
      .execute();
    expect(missed.length).toBe(7);
    expect(missed.every((i) => i.status === 'settled')).toBe(true);
    const numbers = missed.map((i) => Number(i.numero.slice(-4)));
    expect(numbers).toEqual(numbers.map((_, k) => (numbers[0] as number) + k));
    // Drawn oldest first.
    expect(ra.drawn.length + rb.drawn.length).toBe(missed.length);
    for (const list of [ra.drawn, rb.drawn]) expect(list).toEqual([...list].sort((x, y) => (x < y ? -1 : 1)));
    const won = await db().selectFrom('lottery_bet').select('status').where('issue_id', '=', issue.id).executeTakeFirstOrThrow();
    expect(won.status).toBe('won');
    await expectWholeLedgerBalanced(db());
  });

  it('goes on making the other games’ issues when one game’s schedule fails', async () => {
    // A game ticked before this one whose weekly schedule has no day: no draw in 400 days, so ensureIssues throws.
    const broken = await db().selectFrom('lottery_game').select('id').where('id', '<', game.id).orderBy('id').executeTakeFirst();
    const brokenId =
      broken?.id ??
      (await db().selectFrom('lottery_game').select('id').where('id', '<>', game.id).orderBy('id').executeTakeFirstOrThrow()).id;
    await db()
      .updateTable('lottery_game')
      .set({ enabled: true, schedule: JSON.stringify({ kind: 'weekly', days: [], time: '20:00' }) })
      .where('id', '=', brokenId)
      .execute();
    const lastDraw = async () =>
      (
        await db()
          .selectFrom('lottery_issue')
          .select('draws_at')
          .where('lottery_game_id', '=', game.id)
          .orderBy('draws_at', 'desc')
          .executeTakeFirstOrThrow()
      ).draws_at;
    const before = new Date(await lastDraw());
    clock = new Date(clock.getTime() + 30 * 60_000);
    const errors: unknown[] = [];
    await createLotteryScheduler({ db: db(), wallet: testWallet(db()), clock: tick, onError: (e) => errors.push(e) }).tick();
    await db().updateTable('lottery_game').set({ enabled: false }).where('id', '=', brokenId).execute();
    expect(errors.some((e) => e instanceof RangeError)).toBe(true);
    expect(new Date(await lastDraw()).getTime()).toBeGreaterThan(before.getTime());
    expect(new Date(await lastDraw()).getTime()).toBeGreaterThanOrEqual(clock.getTime() + 10 * 60_000 - 60_000);
  });
});
