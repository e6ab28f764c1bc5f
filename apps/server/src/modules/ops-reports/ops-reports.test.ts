import { formatMinor } from '@fortuna/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfillReportRollups } from '../../db/migrations/0030_report_rollups';
import { apiClient, buildTestApp, operatorToken, seedSettledRound, type TestApp } from '../../testing/index';
import { addToRollup } from '../provider-wallet/round-rollup';
import { csvCell } from './csv';

/**
 * The operator reports over seeded rounds of one business day of the demo merchant (Asia/Yangon,
 * UTC+06:30: the day starts at 17:30 UTC the day before). Every expected figure is computed in
 * SQL from `game_round` itself, so the rollups are checked against the rounds they summarize.
 */
let t: TestApp;
let api: ReturnType<typeof apiClient>;
let owner: string;
const db = () => t.database.db;
const DAY = '2026-03-10';
const PREVIOUS = '2026-03-09';
/** An instant of the Yangon wall clock on a day (UTC+06:30 all year). */
const yangon = (day: string, time: string) => new Date(`${day}T${time}+06:30`);
let gameA: number;
let gameB: number;

const get = (url: string, token = owner) => api.get(url, { authorization: token });

/** Stakes − payouts of the settled real-money rounds of a Yangon business day, from the rounds themselves. */
async function ggrOfRounds(day: string): Promise<bigint> {
  const { rows } = await sql<{ ggr: string }>`
    SELECT coalesce(sum(r.total_bet - r.total_win), 0)::text AS ggr
      FROM game_round r JOIN merchant m ON m.id = r.merchant_id
     WHERE m.code = 'FORTUNA' AND r.status = 'settled' AND NOT r.play_money
       AND (r.settled_at AT TIME ZONE m.time_zone)::date = ${day}::date`.execute(db());
  return BigInt(rows[0]?.ggr ?? 0);
}

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app, { 'x-merchant': 'FORTUNA' });
  owner = await operatorToken(db(), 'reports_owner', 'owner');
  // Two games of different categories and vendors.
  const games = await db()
    .selectFrom('game')
    .select(['id', 'vendor_code', 'category_code'])
    .where('is_game', '=', true)
    .orderBy('id')
    .execute();
  const first = games[0];
  const other = games.find((g) => g.category_code !== first?.category_code && g.vendor_code !== first?.vendor_code);
  if (!first || !other) throw new Error('the demo catalogue needs two games of different categories and vendors');
  gameA = first.id;
  gameB = other.id;

  await seedSettledRound(db(), { username: 'player01', gameId: gameA, bet: 1000n, win: 300n, settledAt: yangon(DAY, '00:00:00') });
  const roundB = await seedSettledRound(db(), {
    username: 'player01',
    gameId: gameB,
    bet: 5000n,
    win: 12000n,
    settledAt: yangon(DAY, '12:00:00'),
  });
  await seedSettledRound(db(), { username: 'agent01', gameId: gameA, bet: 700n, win: 0n, settledAt: yangon(DAY, '23:59:59') });
  // The day before (one second before midnight in Yangon) and play money: not the day's business.
  await seedSettledRound(db(), { username: 'player01', gameId: gameA, bet: 999n, win: 0n, settledAt: yangon(PREVIOUS, '23:59:59') });
  await seedSettledRound(db(), {
    username: 'player01',
    gameId: gameB,
    bet: 4444n,
    win: 0n,
    playMoney: true,
    settledAt: yangon(DAY, '12:00:00'),
  });
  // A win rolled back after settlement: the round and its rollups both lose 2000 of payout.
  await db()
    .transaction()
    .execute(async (trx) => {
      await trx.updateTable('game_round').set({ total_win: 10000n }).where('id', '=', roundB).execute();
      await addToRollup(trx, roundB, { bets: 0n, payout: -2000n, rounds: 0 });
    });
}, 120_000);
afterAll(async () => t?.close());

describe('daily GGR', () => {
  it('equals the sum of the day’s rounds’ stakes minus payouts, in the days report and the dashboard', async () => {
    const expected = await ggrOfRounds(DAY);
    expect(expected).toBe(1000n - 300n + 5000n - 10000n + 700n);

    const days = await get(`/ops/reports/days?from=${DAY}&to=${DAY}`);
    expect(days.status, JSON.stringify(days.body)).toBe(200);
    expect(days.body.value.rows).toHaveLength(1);
    expect(days.body.value.rows[0]).toMatchObject({ day: DAY, ggr: formatMinor(expected), rounds: 3, activePlayers: 2 });
    expect(days.body.value.totals.ggr).toBe(formatMinor(expected));

    const dashboard = await get(`/ops/reports/dashboard?day=${DAY}`);
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.value.today).toMatchObject({ from: DAY, ggr: formatMinor(expected), bets: formatMinor(6700n) });
    expect(dashboard.body.value.yesterday.ggr).toBe(formatMinor(await ggrOfRounds(PREVIOUS)));
    expect(dashboard.body.value.days).toHaveLength(30);
    expect(dashboard.body.value.last7.ggr).toBe(formatMinor(expected + (await ggrOfRounds(PREVIOUS))));
    expect(dashboard.body.value.last7.activePlayers).toBe(2);
    // No bonuses were paid: NGR is GGR.
    expect(dashboard.body.value.today.ngr).toBe(formatMinor(expected));
  });

  it('splits by game, category and vendor with the same total', async () => {
    const expected = formatMinor(await ggrOfRounds(DAY));
    for (const groupBy of ['game', 'category', 'vendor']) {
      const reply = await get(`/ops/reports/games?from=${DAY}&to=${DAY}&groupBy=${groupBy}&sort=ggr&order=asc`);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect(reply.body.value.totals.ggr, groupBy).toBe(expected);
      expect(reply.body.value.total, groupBy).toBe(2);
    }
    const byGame = await get(`/ops/reports/games?from=${DAY}&to=${DAY}&groupBy=game&sort=ggr&order=desc`);
    expect(byGame.body.value.rows.map((r: { gameId: number; ggr: string }) => [r.gameId, r.ggr])).toEqual([
      [gameA, formatMinor(1400n)],
      [gameB, formatMinor(-5000n)],
    ]);
    const paged = await get(
      `/ops/reports/games?from=${PREVIOUS}&to=${DAY}&groupBy=game&perDay=true&pageSize=1&pageNo=2&sort=day&order=asc`,
    );
    expect(paged.body.value).toMatchObject({ total: 3, pageNo: 2, pageSize: 1 });
    expect(paged.body.value.rows[0].day).toBe(DAY);
  });

  it('rebuilds the same rollups from the rounds (the migration’s backfill)', async () => {
    const snapshot = async () => ({
      games: (
        await sql`SELECT merchant_id, day::text, vendor_code, game_id, category, bets, payout, rounds FROM game_day_rollup ORDER BY 1, 2, 3, 4`.execute(
          db(),
        )
      ).rows,
      members: (
        await sql`SELECT merchant_id, day::text, member_id, bets, payout, rounds FROM member_day_rollup ORDER BY 1, 2, 3`.execute(db())
      ).rows,
    });
    const incremental = await snapshot();
    expect(incremental.games.length).toBeGreaterThan(0);
    await sql`DELETE FROM game_day_rollup`.execute(db());
    await sql`DELETE FROM member_day_rollup`.execute(db());
    await sql`DELETE FROM lottery_issue_rollup`.execute(db());
    await backfillReportRollups(db());
    expect(await snapshot()).toEqual(incremental);
  });
});

describe('agents, CSV and input', () => {
  it('reports a top-level agent’s whole team', async () => {
    const reply = await get(`/ops/reports/agents?from=${DAY}&to=${DAY}`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const { rows } = await sql<{ ggr: string; agent: string }>`
      SELECT top.username AS agent, sum(r.total_bet - r.total_win)::text AS ggr
        FROM member top
        JOIN member_closure c ON c.ancestor_id = top.id
        JOIN game_round r ON r.member_id = c.descendant_id AND r.status = 'settled' AND NOT r.play_money
       WHERE top.parent_id IS NULL AND (r.settled_at AT TIME ZONE 'Asia/Yangon')::date = ${DAY}::date
       GROUP BY top.username`.execute(db());
    const agents = reply.body.value.rows as { username: string; ggr: string; teamSize: number }[];
    const checked = rows.filter((row) => agents.some((a) => a.username === row.agent));
    expect(checked.length).toBeGreaterThan(0);
    for (const row of checked) expect(agents.find((a) => a.username === row.agent)?.ggr, row.agent).toBe(formatMinor(BigInt(row.ggr)));
    expect(agents.every((a) => a.teamSize > 0)).toBe(true);
    expect(reply.body.value.total).toBe(reply.body.value.rows.length);
  });

  it('downloads every row of a report as CSV', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/ops/reports/days/csv?from=${PREVIOUS}&to=${DAY}&pageSize=1`,
      headers: { 'x-merchant': 'FORTUNA', authorization: owner },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`days-${PREVIOUS}-${DAY}.csv`);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^day,bets,payout,ggr,/);
    expect(lines).toHaveLength(3);
    expect(lines.some((line) => line.startsWith(`${DAY},`))).toBe(true);
  });

  it('neutralises spreadsheet formulas and quotes what needs it, leaving negative amounts alone', () => {
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell(null)).toBe('');
  });

  it('refuses a malformed query with 400 and a role without reports.read with 403', async () => {
    expect((await get(`/ops/reports/days?from=${DAY}&to=${PREVIOUS}`)).body.message).toBe('invalid_parameter');
    expect((await get(`/ops/reports/games?from=${DAY}&to=${DAY}&sort=drop`)).status).toBe(400);
    expect((await get('/ops/reports/days?from=2020-01-01&to=2026-01-01')).status).toBe(400);
    expect((await get('/ops/reports/nope/csv?from=2020-01-01&to=2020-01-01')).status).toBe(400);
    const content = await operatorToken(db(), 'reports_content', 'content');
    expect((await get(`/ops/reports/dashboard`, content)).status).toBe(403);
    const auditor = await operatorToken(db(), 'reports_auditor', 'auditor');
    expect((await get(`/ops/reports/dashboard`, auditor)).status).toBe(200);
  });
});
