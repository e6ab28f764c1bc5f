import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postMany } from '../../ledger/post';
import { apiClient, buildTestApp, operatorToken, seedSettledRound, type TestApp } from '../../testing/index';
import { runRebateBench } from '../../testing/rebate-bench';
import { createConfigRepository } from '../config/config.repository';
import { createConfigService } from '../config/config.service';
import { createRebateRepository } from './rebate.repository';
import { createRebateService } from './rebate.service';
import { dayPeriod, lastClosedDay, QUARTER_MS } from './rebate-periods';
import { createRebateRunner } from './rebate-run';
import { createRebateRunRepository } from './rebate-run.repository';

/**
 * The daily rebate run over the demo (level 0: 0.3 % on RNG): a manual claim in the middle of the
 * day and the run after it pay every bet of the day once between them (the watermark); a run killed
 * in the middle and taken over by another process pays each member once; two processes at once pay
 * once; the back office's settings, runs and "run for day X" (audited, permissions); and the bench's
 * own function at 200 members.
 */
let t: TestApp;
let api: ReturnType<typeof apiClient>;
let rng = 0;
const db = () => t.database.db;
const merchant = () => db().selectFrom('merchant').selectAll().where('code', '=', 'FORTUNA').executeTakeFirstOrThrow();
const memberId = async (username: string) =>
  (await db().selectFrom('member').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
const bet = (username: string, amount: bigint, settledAt: Date) =>
  seedSettledRound(db(), { username, gameId: rng, bet: amount, win: 0n, settledAt });
const runner = (owner: string, extra: Partial<Parameters<typeof createRebateRunner>[0]> = {}) =>
  createRebateRunner({ db: db(), repo: createRebateRepository(db()), runs: createRebateRunRepository(db()), owner, ...extra });
/** Rebates paid to a member (minor units), oldest first. */
const paidTo = async (username: string) =>
  (
    await db()
      .selectFrom('bonus')
      .select(['amount', 'grant_key'])
      .where('member_id', '=', await memberId(username))
      .where('source', '=', 'rebate')
      .orderBy('id')
      .execute()
  ).map((b) => BigInt(b.amount));
/** Only the test's own play on a business day: the demo's history of that day is removed. */
async function emptyDay(day: string) {
  const m = await merchant();
  const { from, to } = dayPeriod(day, m.time_zone);
  await db().deleteFrom('member_day_rollup').where('merchant_id', '=', m.id).where('day', '=', day).execute();
  await db().deleteFrom('member_hourly_rollup').where('hour', '>=', from).where('hour', '<', to).execute();
  return { from, to };
}

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app);
  rng = (await db().selectFrom('game').select('id').where('category_code', '=', 'RNG').orderBy('id').executeTakeFirstOrThrow()).id;
  for (const username of ['player01', 'member02', 'member03']) {
    await db()
      .deleteFrom('member_hourly_rollup')
      .where('member_id', '=', await memberId(username))
      .execute();
  }
});
afterAll(async () => t?.close());

describe('the daily rebate run', () => {
  it('pays each member once when a run of several members a batch dies in its second batch and resumes', async () => {
    const m = await merchant();
    const day = dayOffset(lastClosedDay(new Date(), m.time_zone), -6);
    const { from } = await emptyDay(day);
    const players = ['player01', 'member02', 'member03'];
    for (const [i, username] of players.entries()) await bet(username, BigInt(i + 1) * 200_000n, new Date(from.getTime() + 7_200_000));
    const ids = await Promise.all(players.map(memberId));
    // No watermark yet for one of them: the run makes it up front, in its own statement.
    await db()
      .deleteFrom('rebate_watermark')
      .where('member_id', '=', ids[2] as number)
      .execute();
    const before = await Promise.all(players.map(paidTo));

    let calls = 0;
    const phases: string[] = [];
    const dying = runner('proc-x', {
      batchSize: 2,
      onPhase: (phase) => phases.push(phase),
      postMany: (trx, requests) => {
        calls += 1;
        if (calls === 2) throw new Error('killed');
        return postMany(trx, requests);
      },
    });
    await expect(dying.runDay(m, day)).rejects.toThrow('killed');
    // The first batch (two members) committed; the second rolled back whole.
    expect(await createRebateRunRepository(db()).find(m.id, day)).toMatchObject({ status: 'running', members: 2, total: 600n + 1_200n });
    expect(phases).toEqual(expect.arrayContaining(['watermarks', 'lease', 'amounts', 'bonuses', 'records', 'commit']));
    await sql`UPDATE rebate_run SET lease_until = now() - interval '1 second' WHERE day = ${day}::date`.execute(db());
    // The resumed run (another process, its own batch size) goes on from the member the first got to.
    const done = await runner('proc-y', { batchSize: 10 }).runDay(m, day);
    expect(done).toMatchObject({ status: 'done', members: 3, total: 600n + 1_200n + 1_800n });
    const after = await Promise.all(players.map(paidTo));
    expect(after.map((paid, i) => paid.slice((before[i] as bigint[]).length))).toEqual([[600n], [1_200n], [1_800n]]);
    // Each paid member's record, bonus and ledger post agree, once.
    const { rows } = await sql<{ n: string; posted: string }>`
      SELECT count(*)::text AS n, coalesce(sum(e.amount), 0)::text AS posted
        FROM rebate_record r JOIN bonus b ON b.id = r.bonus_id
        JOIN ledger_entry e ON e.transaction_id = b.ledger_transaction_id AND e.amount > 0
       WHERE r.run_day = ${day}::date`.execute(db());
    expect(rows[0]).toEqual({ n: '3', posted: '3600' });
  });

  it('pays what a claim earlier that day left, and the day’s last quarter-hour, but not the next day', async () => {
    const m = await merchant();
    // Days go forward through the file (a watermark never moves back): three days ago here.
    const day = dayOffset(lastClosedDay(new Date(), m.time_zone), -3);
    const { from, to } = await emptyDay(day);
    // Rebates an earlier test paid them.
    const [earlier02, earlier01] = [(await paidTo('member02')).length, (await paidTo('player01')).length];
    await bet('member02', 1_000_000n, new Date(from.getTime() + 3_600_000)); // 10,000.00 → 30.00, claimed
    const config = createConfigService(createConfigRepository(db()), 'FORTUNA');
    const claimAt = new Date(from.getTime() + 2 * 3_600_000 + 61_000);
    const service = createRebateService({ db: db(), repo: createRebateRepository(db()), config, now: () => claimAt });
    const member = await db().selectFrom('member').selectAll().where('username', '=', 'member02').executeTakeFirstOrThrow();
    const claimed = await service.claim({ merchant: m, language: 'en' } as never, { member, isTrial: false } as never, `r-${randomUUID()}`);
    expect(claimed.amount).toBe('30.00');
    await bet('member02', 2_000_000n, new Date(from.getTime() + 3 * 3_600_000)); // after the claim
    await bet('member02', 500_000n, new Date(to.getTime() - 30_000)); // the day's last quarter-hour
    await bet('member02', 700_000n, new Date(to.getTime() + 60_000)); // the next day
    await bet('player01', 100_000n, new Date(from.getTime() + QUARTER_MS));

    const run = await runner('proc-a').runDay(m, day, 'auto');
    expect(run).toMatchObject({ day, status: 'done', members: 2, total: 7_500n + 300n });
    // 30.00 claimed, then (5,000.00 + 20,000.00) × 0.3 % by the run; the next day's bet is still due.
    expect((await paidTo('member02')).slice(earlier02)).toEqual([3_000n, 7_500n]);
    expect((await paidTo('player01')).slice(earlier01)).toEqual([300n]);
    const watermark = await db()
      .selectFrom('rebate_watermark')
      .select('rebated_until')
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(new Date(watermark.rebated_until).getTime()).toBe(to.getTime());

    // Run again: done, nothing more.
    expect(await runner('proc-b').runDay(m, day)).toMatchObject({ status: 'done', members: 2 });
    expect((await paidTo('member02')).slice(earlier02)).toEqual([3_000n, 7_500n]);
    await expect(runner('proc-b').runDay(m, '2999-01-01')).rejects.toMatchObject({ code: 'rebate_day_not_closed' });
  });

  it('pays each member once when a run is killed in the middle and another process takes over', async () => {
    const m = await merchant();
    const day = dayOffset(lastClosedDay(new Date(), m.time_zone), -2);
    const { from } = await emptyDay(day);
    const players = ['player01', 'member02', 'member03'];
    for (const [i, username] of players.entries()) await bet(username, BigInt(i + 1) * 100_000n, new Date(from.getTime() + 3_600_000));
    const before = await Promise.all(players.map(paidTo));

    let calls = 0;
    const dying = runner('proc-a', {
      batchSize: 1,
      postMany: (trx, requests) => {
        calls += 1;
        if (calls === 2) throw new Error('killed');
        return postMany(trx, requests);
      },
    });
    await expect(dying.runDay(m, day)).rejects.toThrow('killed');
    expect(await createRebateRunRepository(db()).find(m.id, day)).toMatchObject({ status: 'running', members: 1 });
    // Another process waits while the lease holds, then takes over where the run got to.
    await expect(runner('proc-b').runDay(m, day)).rejects.toMatchObject({ code: 'rebate_run_busy' });
    await sql`UPDATE rebate_run SET lease_until = now() - interval '1 second' WHERE day = ${day}::date`.execute(db());
    const done = await runner('proc-b').runDay(m, day);
    expect(done).toMatchObject({ status: 'done', members: 3, total: 300n + 600n + 900n });
    const after = await Promise.all(players.map(paidTo));
    expect(after.map((paid, i) => paid.slice((before[i] as bigint[]).length))).toEqual([[300n], [600n], [900n]]);
  });

  it('pays once when two processes run the same day at once', async () => {
    const m = await merchant();
    const day = dayOffset(lastClosedDay(new Date(), m.time_zone), -1);
    const { from } = await emptyDay(day);
    await bet('member03', 1_000_000n, new Date(from.getTime() + 7_200_000));
    const before = (await paidTo('member03')).length;
    const outcomes = await Promise.allSettled([
      runner('p1', { batchSize: 1 }).runDay(m, day),
      runner('p2', { batchSize: 1 }).runDay(m, day),
    ]);
    expect(outcomes.some((o) => o.status === 'fulfilled')).toBe(true);
    for (const o of outcomes) if (o.status === 'rejected') expect(o.reason).toMatchObject({ code: 'rebate_run_busy' });
    expect((await paidTo('member03')).slice(before)).toEqual([3_000n]);
  });

  it('runs the last closed day of merchants paid daily on its tick, once', async () => {
    const m = await merchant();
    const day = lastClosedDay(new Date(), m.time_zone);
    await db().deleteFrom('rebate_run').where('day', '=', day).execute();
    await db().updateTable('rebate_setting').set({ mode: 'manual' }).execute();
    expect(await runner('tick').tick()).toEqual([]);
    await db().updateTable('rebate_setting').set({ mode: 'daily' }).execute();
    const [ran] = await runner('tick').tick();
    expect(ran).toMatchObject({ day, status: 'done' });
    expect(await runner('tick').tick()).toEqual([]);
  });
});

describe('the rebate in the back office', () => {
  it('reads and saves the settings (audited), lists runs and runs a day on request', async () => {
    const owner = await operatorToken(db(), 'rebate_owner', 'owner');
    const cs = await operatorToken(db(), 'rebate_cs', 'customer_service');
    const as = (token: string) => ({ authorization: token });
    const settings = await api.get('/ops/rebate/settings', as(owner));
    expect(settings.status).toBe(200);
    expect(settings.body.value.levels[0]).toMatchObject({ level: 0 });
    expect(settings.body.value.levels[0].rates.RNG).toBe(0.3);

    const saved = await api.put('/ops/rebate/settings', { mode: 'daily', minClaim: '2.5', turnoverMultiple: 1.5 }, as(owner));
    expect(saved.body.value).toEqual({ mode: 'daily', minClaim: '2.50', turnoverMultiple: 1.5 });
    const audit = await db().selectFrom('audit_log').selectAll().where('action', '=', 'rebate.settings').executeTakeFirstOrThrow();
    expect(audit.operator_username).toBe('rebate_owner');
    expect((await api.put('/ops/rebate/settings', { mode: 'weekly', minClaim: '1', turnoverMultiple: 1 }, as(owner))).status).toBe(400);
    expect((await api.put('/ops/rebate/settings', { mode: 'manual', minClaim: '-1', turnoverMultiple: 1 }, as(owner))).status).toBe(400);
    expect((await api.put('/ops/rebate/settings', { mode: 'manual', minClaim: '1', turnoverMultiple: 1 }, as(cs))).status).toBe(403);

    const m = await merchant();
    const day = dayOffset(lastClosedDay(new Date(), m.time_zone), -4);
    const ran = await api.post('/ops/rebate/runs', { day }, as(owner));
    expect(ran.status, JSON.stringify(ran.body)).toBe(200);
    expect(ran.body.value).toMatchObject({ day, status: 'done', startedBy: 'rebate_owner' });
    expect(await db().selectFrom('audit_log').select('target_id').where('action', '=', 'rebate.run').executeTakeFirstOrThrow()).toEqual({
      target_id: day,
    });
    expect((await api.post('/ops/rebate/runs', { day: '2999-01-01' }, as(owner))).body.message).toBe('rebate_day_not_closed');
    expect((await api.post('/ops/rebate/runs', { day: '2026-02-30' }, as(owner))).status).toBe(400);
    expect((await api.post('/ops/rebate/runs', { day }, as(cs))).status).toBe(403);
    const runs = await api.get('/ops/rebate/runs?page=1&size=50', as(cs));
    expect(runs.status).toBe(200);
    expect(runs.body.value.list.map((r: { day: string }) => r.day)).toContain(day);
    await api.put('/ops/rebate/settings', { mode: 'manual', minClaim: '0', turnoverMultiple: 0 }, as(owner));
  });
});

describe('the rebate bench', () => {
  it('runs the bench’s own data set and run at 200 members', async () => {
    await db().deleteFrom('rebate_run').execute();
    const result = await runRebateBench(db(), { members: 200, bets: 2_000 });
    expect(result).toMatchObject({ members: 200, bets: 2_000 });
    expect(result.paidMembers).toBeGreaterThanOrEqual(200);
    expect(result.totalPaid).toBeGreaterThan(0n);
  });
});

/** A yyyy-MM-dd some days from another. */
function dayOffset(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
