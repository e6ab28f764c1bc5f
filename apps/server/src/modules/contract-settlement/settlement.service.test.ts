import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { postMany } from '../../ledger/post';
import { createMemberEvents, type MemberEvent } from '../../realtime/member-events';
import { buildTestApp, type TestApp } from '../../testing/index';
import { createSettlementRepository } from './settlement.repository';
import { createContractSettlementService, SETTLEMENT_GRACE_MS } from './settlement.service';
import { addContract, addRollup, endContracts, mainBalance, makeTree, type Tree, tier } from './settlement.test-support';

/**
 * The settlement runner against a real database (PGlite, or PostgreSQL with DATABASE_URL). Each
 * test lives in its own stretch of time, months apart, on its own tree; its contracts are ended
 * afterwards so later runs leave them alone. The demo's contracts are removed first for the same reason.
 */
let t: TestApp;
const db = () => t.database.db;
let published: { memberId: number; event: MemberEvent }[] = [];
let n = 0;

function runner(options: { postMany?: typeof postMany } = {}) {
  const events = createMemberEvents();
  events.setPublisher((memberId, event) => published.push({ memberId, event }));
  return createContractSettlementService({ db: db(), repo: createSettlementRepository(db()), events, ...options });
}
const at = (iso: string) => new Date(iso);
const later = (date: Date, ms: number) => new Date(date.getTime() + ms);
const MIN = 60_000;

/** The agent01-like tree of a test, named after its order. */
async function tree(): Promise<Tree> {
  n += 1;
  return makeTree(db(), `cs${n}`);
}

async function ledgerOf(agentId: number) {
  return db()
    .selectFrom('ledger_transaction')
    .select(['idempotency_key', 'kind', 'reference', 'memo'])
    .where('idempotency_key', 'like', `contract:%:${agentId}:%`)
    .orderBy('id')
    .execute();
}

async function runsAt(start: Date) {
  return db().selectFrom('contract_settlement_run').selectAll().where('period_start', '=', start).execute();
}

beforeAll(async () => {
  t = await buildTestApp();
  await sql`DELETE FROM agent_contract`.execute(db());
});
afterEach(async () => {
  await endContracts(db());
  published = [];
});
afterAll(async () => t?.close());

/** Real-time contracts: top 1 % / 2 %, sub 0.6 % / 1.2 %, signed at `base`. */
async function realtimeContracts(tr: Tree, base: Date) {
  const top = await addContract(db(), {
    memberId: tr.top,
    uplineId: null,
    kind: 'realtime_salary',
    period: 'realtime',
    tiers: [tier(0n, 10_000, 20_000)],
    signedAt: base,
  });
  const sub = await addContract(db(), {
    memberId: tr.sub,
    uplineId: tr.top,
    kind: 'realtime_salary',
    period: 'realtime',
    tiers: [tier(0n, 6_000, 12_000)],
    signedAt: base,
  });
  return { top, sub };
}

/** Bets in the slot at `slot`: member2 loses 50 of 100, member3 wins 100 on 200, member4 loses all of 300. */
async function slotBets(tr: Tree, slot: Date) {
  await addRollup(db(), tr.m2, slot, { bets: 10_000n, profit: -5_000n });
  await addRollup(db(), tr.m3, slot, { bets: 20_000n, profit: 10_000n });
  await addRollup(db(), tr.m4, slot, { bets: 30_000n, profit: -30_000n });
}

describe('settleDue: real-time salary', () => {
  it('pays upline and downline their differential into their main wallets through the ledger, and notifies them', async () => {
    const tr = await tree();
    const base = at('2031-01-05T10:00:00Z');
    const contracts = await realtimeContracts(tr, base);
    await slotBets(tr, later(base, 2 * MIN));
    const before = { top: await mainBalance(db(), tr.top), sub: await mainBalance(db(), tr.sub) };

    const report = await runner().settleDue(later(base, 6 * MIN));

    // sub's team: won 200 × 0.6 % + lost 300 × 1.2 % = 1.20 + 3.60; top's: won 200 × 1 % + lost 400 × 2 % = 2 + 8.
    expect(report).toEqual({ runs: 1, paidAgents: 2, paid: 1_000n });
    expect((await mainBalance(db(), tr.sub)) - before.sub).toBe(480n);
    expect((await mainBalance(db(), tr.top)) - before.top).toBe(520n);

    const start = base.toISOString();
    expect(await ledgerOf(tr.top)).toEqual([
      {
        idempotency_key: `contract:realtime_salary:realtime:${tr.top}:${start}`,
        kind: 'salary',
        reference: `contract:${contracts.top}:${start}`,
        memo: `realtime_salary realtime ${start} – ${later(base, 5 * MIN).toISOString()}`,
      },
    ]);
    expect((await ledgerOf(tr.sub))[0]).toMatchObject({ kind: 'salary', reference: `contract:${contracts.sub}:${start}` });

    const rows = await db().selectFrom('contract_settlement').selectAll().where('period_start', '=', base).orderBy('agent_id').execute();
    expect(rows.map((r) => [r.agent_id, r.contract_id, BigInt(r.gross), BigInt(r.downline_gross), BigInt(r.amount)])).toEqual([
      [tr.top, contracts.top, 1_000n, 480n, 520n],
      [tr.sub, contracts.sub, 480n, 0n, 480n],
    ]);
    expect(rows[0]).toMatchObject({
      kind: 'realtime_salary',
      period: 'realtime',
      active_members: 3,
      tier_index: 0,
      rate_ppm: 10_000,
      loss_rate_ppm: 20_000,
    });
    expect(rows.map((r) => [BigInt(r.team_bets), BigInt(r.won_valid_bet), BigInt(r.lost_valid_bet), BigInt(r.team_profit)])).toEqual([
      [60_000n, 20_000n, 40_000n, -25_000n],
      [50_000n, 20_000n, 30_000n, -20_000n],
    ]);
    expect(rows.every((r) => r.ledger_transaction_id !== null)).toBe(true);
    expect(await runsAt(base)).toMatchObject([{ kind: 'realtime_salary', agents: 2 }]);
    expect(BigInt((await runsAt(base))[0]?.total ?? 0)).toBe(1_000n);

    const notes = await db().selectFrom('notification').selectAll().where('member_id', 'in', [tr.top, tr.sub]).execute();
    expect(notes.map((x) => x.type)).toEqual(['SALARY_PAID', 'SALARY_PAID']);
    expect(published.find((p) => p.memberId === tr.top)?.event).toMatchObject({
      type: 'SALARY_PAID',
      payload: { amount: '5.20', kind: 'realtime_salary', period: 'realtime', periodStart: start },
    });

    // Nothing more is due: the same call again pays nothing.
    expect(await runner().settleDue(later(base, 6 * MIN))).toEqual({ runs: 0, paidAgents: 0, paid: 0n });
    expect(await ledgerOf(tr.top)).toHaveLength(1);
  });

  it('does not settle a period before its grace, and settles each later slot once, empty ones included', async () => {
    const tr = await tree();
    const base = at('2031-03-05T10:00:00Z');
    await realtimeContracts(tr, base);
    await slotBets(tr, base);
    const end = later(base, 5 * MIN);

    expect(await runner().settleDue(later(end, SETTLEMENT_GRACE_MS - 1))).toMatchObject({ runs: 0 });
    expect(await runsAt(base)).toEqual([]);
    expect(await runner().settleDue(later(end, SETTLEMENT_GRACE_MS))).toMatchObject({ runs: 1, paidAgents: 2 });

    // Three more slots pass, one with bets: three runs, one paying.
    await slotBets(tr, later(base, 12 * MIN));
    expect(await runner().settleDue(later(base, 21 * MIN))).toMatchObject({ runs: 3, paidAgents: 2 });
    expect(await ledgerOf(tr.top)).toHaveLength(2);
    expect(await db().selectFrom('contract_settlement').select('id').where('agent_id', '=', tr.top).execute()).toHaveLength(2);
  });

  it('pays a rollup added after its period was settled never, not even a second time', async () => {
    const tr = await tree();
    const base = at('2031-05-05T10:00:00Z');
    await realtimeContracts(tr, base);
    await slotBets(tr, base);
    await runner().settleDue(later(base, 6 * MIN));
    const paid = await mainBalance(db(), tr.top);

    await addRollup(db(), tr.m2, later(base, 4 * MIN), { bets: 1_000_000n, profit: -1_000_000n });
    await runner().settleDue(later(base, 7 * MIN));
    await runner().settleDue(later(base, 60 * MIN));
    expect(await mainBalance(db(), tr.top)).toBe(paid);
    expect(await ledgerOf(tr.top)).toHaveLength(1);
    expect(BigInt((await runsAt(base))[0]?.total ?? 0)).toBe(1_000n);
  });

  it('pays once when two runners race for the same period', async () => {
    const tr = await tree();
    const base = at('2031-07-05T10:00:00Z');
    await realtimeContracts(tr, base);
    await slotBets(tr, base);
    const before = await mainBalance(db(), tr.top);

    const now = later(base, 6 * MIN);
    const reports = await Promise.all([runner().settleDue(now), runner().settleDue(now), runner().settleDue(now)]);
    expect(reports.reduce((sum, r) => sum + r.runs, 0)).toBe(1);
    expect(reports.reduce((sum, r) => sum + r.paid, 0n)).toBe(1_000n);
    expect((await mainBalance(db(), tr.top)) - before).toBe(520n);
    expect(await ledgerOf(tr.top)).toHaveLength(1);
    expect(await ledgerOf(tr.sub)).toHaveLength(1);
    expect(await runsAt(base)).toHaveLength(1);
  });

  it('leaves no claim and no payment after a crash in the middle, and the next run pays exactly once', async () => {
    const tr = await tree();
    const base = at('2031-09-05T10:00:00Z');
    await realtimeContracts(tr, base);
    await slotBets(tr, base);
    const before = { top: await mainBalance(db(), tr.top), sub: await mainBalance(db(), tr.sub) };
    const notesBefore = await db().selectFrom('notification').select('id').execute();

    // The ledger posts the first payout, then the process dies before the second.
    const crashing: typeof postMany = async (trx, requests) => {
      const [first] = requests;
      if (first) await postMany(trx, [first]);
      throw new Error('crash before the second payout');
    };
    await expect(runner({ postMany: crashing }).settleDue(later(base, 6 * MIN))).rejects.toThrow(/crash/);

    expect(await runsAt(base)).toEqual([]);
    expect(await ledgerOf(tr.top)).toEqual([]);
    expect(await ledgerOf(tr.sub)).toEqual([]);
    expect(await mainBalance(db(), tr.top)).toBe(before.top);
    expect(await mainBalance(db(), tr.sub)).toBe(before.sub);
    expect(await db().selectFrom('contract_settlement').select('id').where('period_start', '=', base).execute()).toEqual([]);
    expect(await db().selectFrom('notification').select('id').execute()).toHaveLength(notesBefore.length);
    expect(published).toEqual([]);

    expect(await runner().settleDue(later(base, 7 * MIN))).toMatchObject({ runs: 1, paidAgents: 2, paid: 1_000n });
    expect(await runner().settleDue(later(base, 8 * MIN))).toMatchObject({ runs: 0 });
    expect((await mainBalance(db(), tr.top)) - before.top).toBe(520n);
    expect((await mainBalance(db(), tr.sub)) - before.sub).toBe(480n);
    expect(await ledgerOf(tr.top)).toHaveLength(1);
  });

  it('settles a contract only from the period it was signed in, and a contract ended before a period’s end not at all', async () => {
    const tr = await tree();
    const base = at('2031-11-05T10:00:00Z');
    await slotBets(tr, base);
    await slotBets(tr, later(base, 10 * MIN));
    // top signs in the third slot; sub's contract ended during the third slot.
    await addContract(db(), {
      memberId: tr.top,
      uplineId: null,
      kind: 'realtime_salary',
      period: 'realtime',
      tiers: [tier(0n, 10_000, 20_000)],
      signedAt: later(base, 11 * MIN),
    });
    const subId = await addContract(db(), {
      memberId: tr.sub,
      uplineId: tr.top,
      kind: 'realtime_salary',
      period: 'realtime',
      tiers: [tier(0n, 6_000, 12_000)],
      signedAt: later(base, 11 * MIN),
    });
    await sql`UPDATE agent_contract SET status = 'terminated', end_reason = 'terminated', ended_at = ${later(base, 14 * MIN)} WHERE id = ${subId}`.execute(
      db(),
    );

    expect(await runner().settleDue(later(base, 16 * MIN))).toMatchObject({ runs: 1, paidAgents: 1, paid: 1_000n });
    expect(await runsAt(base)).toEqual([]);
    // top keeps its whole gross: sub had no contract at the period's end.
    expect(await ledgerOf(tr.sub)).toEqual([]);
    const row = await db()
      .selectFrom('contract_settlement')
      .select(['amount', 'downline_gross'])
      .where('agent_id', '=', tr.top)
      .executeTakeFirstOrThrow();
    expect([BigInt(row.amount), BigInt(row.downline_gross)]).toEqual([1_000n, 0n]);
  });
});

describe('settleDue: daily salary and dividends', () => {
  it('pays the previous local day’s daily salary in Asia/Yangon after local midnight', async () => {
    const tr = await tree();
    const merchant = await db().selectFrom('merchant').select(['id', 'time_zone']).where('code', '=', 'FORTUNA').executeTakeFirstOrThrow();
    await db().updateTable('merchant').set({ time_zone: 'Asia/Yangon' }).where('id', '=', merchant.id).execute();
    try {
      // 2032-01-10 in Yangon is [2032-01-09T17:30Z, 2032-01-10T17:30Z).
      const dayStart = at('2032-01-09T17:30:00Z');
      const dayEnd = at('2032-01-10T17:30:00Z');
      await addContract(db(), {
        memberId: tr.top,
        uplineId: null,
        kind: 'daily_salary',
        period: 'daily',
        tiers: [tier(0n, 5_000), tier(50_000n, 10_000, null, 3)],
        signedAt: at('2032-01-10T02:00:00Z'),
      });
      await addContract(db(), {
        memberId: tr.sub,
        uplineId: tr.top,
        kind: 'daily_salary',
        period: 'daily',
        tiers: [tier(0n, 4_000)],
        signedAt: at('2032-01-10T03:00:00Z'),
      });
      await addRollup(db(), tr.m2, dayStart, { bets: 10_000n, profit: 0n }); // 00:00 local
      await addRollup(db(), tr.m3, at('2032-01-10T17:25:00Z'), { bets: 20_000n, profit: -100n }); // 23:55 local
      await addRollup(db(), tr.m4, at('2032-01-10T12:00:00Z'), { bets: 40_000n, profit: 500n, validBet: 30_000n });
      await addRollup(db(), tr.m4, at('2032-01-09T17:25:00Z'), { bets: 999_000n, profit: 0n }); // the day before
      await addRollup(db(), tr.m4, dayEnd, { bets: 999_000n, profit: 0n }); // the day after

      expect(await runner().settleDue(later(dayEnd, 30_000))).toMatchObject({ runs: 0 });
      expect(await runner().settleDue(later(dayEnd, MIN))).toMatchObject({ runs: 1, paidAgents: 2 });
      const rows = await db()
        .selectFrom('contract_settlement')
        .selectAll()
        .where('agent_id', 'in', [tr.top, tr.sub])
        .orderBy('agent_id')
        .execute();
      // sub: valid 50,000 × 0.4 % = 200; top: valid 60,000 with 3 active members reaches 1 % = 600.
      expect(
        rows.map((r) => [
          new Date(r.period_start).toISOString(),
          BigInt(r.team_valid_bet),
          r.active_members,
          r.tier_index,
          BigInt(r.amount),
        ]),
      ).toEqual([
        [dayStart.toISOString(), 60_000n, 3, 1, 400n],
        [dayStart.toISOString(), 50_000n, 2, 0, 200n],
      ]);
      expect((await ledgerOf(tr.top))[0]?.idempotency_key).toBe(`contract:daily_salary:daily:${tr.top}:${dayStart.toISOString()}`);
    } finally {
      await db().updateTable('merchant').set({ time_zone: merchant.time_zone }).where('id', '=', merchant.id).execute();
    }
  });

  it('shares a losing team’s loss as dividend and pays a winning team nothing', async () => {
    const losing = await tree();
    const winning = await tree();
    const day = at('2032-03-05T00:00:00Z');
    for (const tr of [losing, winning]) {
      await addContract(db(), {
        memberId: tr.top,
        uplineId: null,
        kind: 'dividend',
        period: 'daily',
        tiers: [tier(0n, 300_000)],
        signedAt: day,
      });
      await addContract(db(), {
        memberId: tr.sub,
        uplineId: tr.top,
        kind: 'dividend',
        period: 'daily',
        tiers: [tier(0n, 200_000)],
        signedAt: day,
      });
    }
    // Losing: the team lost 400 (sub's part 300). Winning: the team won 100 net (sub's part lost 50).
    await addRollup(db(), losing.m2, later(day, 60 * MIN), { bets: 20_000n, profit: -10_000n });
    await addRollup(db(), losing.m3, later(day, 60 * MIN), { bets: 40_000n, profit: -30_000n });
    await addRollup(db(), winning.m2, later(day, 60 * MIN), { bets: 20_000n, profit: 15_000n });
    await addRollup(db(), winning.m3, later(day, 60 * MIN), { bets: 40_000n, profit: -5_000n });

    const before = await mainBalance(db(), winning.top);
    expect(await runner().settleDue(later(day, 86_400_000 + MIN))).toMatchObject({ runs: 1, paidAgents: 3 });
    const amounts = async (tr: Tree) =>
      (
        await db()
          .selectFrom('contract_settlement')
          .select(['agent_id', 'gross', 'amount'])
          .where('agent_id', 'in', [tr.top, tr.sub])
          .orderBy('agent_id')
          .execute()
      ).map((r) => [BigInt(r.gross), BigInt(r.amount)]);
    // Losing: sub 20 % of 300 = 60; top 30 % of 400 = 120, minus 60.
    expect(await amounts(losing)).toEqual([
      [12_000n, 6_000n],
      [6_000n, 6_000n],
    ]);
    // Winning: top's team won, so it earns nothing; its sub's branch lost 50: 20 % = 10.
    expect(await amounts(winning)).toEqual([
      [0n, 0n],
      [1_000n, 1_000n],
    ]);
    expect(await mainBalance(db(), winning.top)).toBe(before);
    expect(await ledgerOf(winning.top)).toEqual([]);
    expect((await ledgerOf(losing.top))[0]).toMatchObject({ kind: 'dividend' });
    const notes = await db().selectFrom('notification').select('type').where('member_id', '=', losing.top).execute();
    expect(notes.map((x) => x.type)).toEqual(['DIVIDEND_PAID']);
  });
});
