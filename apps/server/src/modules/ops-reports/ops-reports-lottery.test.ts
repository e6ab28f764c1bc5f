import { randomUUID } from 'node:crypto';
import { createLotteryScheduler } from '@fortuna/bgs/engine';
import { formatMinor } from '@fortuna/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, buildTestApp, freshIp, fund, operatorToken, type TestApp } from '../../testing/index';
import { onlyGame, testWallet } from '../lottery/lottery.test-support';
import { dayIn } from './ops-reports.service';

/**
 * The lottery report over a real issue: player01 places a slip, the scheduler draws and settles
 * it, and the report's figures per issue and per game equal the issue's settled rounds.
 */
let t: TestApp;
let api: ReturnType<typeof apiClient>;
let owner: string;
let issueId: number;
let lotteryGameId: number;
const db = () => t.database.db;
const tickAt = (at: Date) => createLotteryScheduler({ db: db(), wallet: testWallet(db()), clock: () => at }).tick();

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app, { merchant: 'FORTUNA' });
  owner = await operatorToken(db(), 'lottery_reports_owner', 'owner');
  const game = await onlyGame(db(), 'ssc', { schedule: { kind: 'interval', seconds: 60 }, closeSeconds: 10 });
  lotteryGameId = game.id;
  const login = await api.encrypted(
    'POST',
    '/wps/session/login',
    { type: 'username', username: 'player01', password: 'Player123' },
    { 'x-forwarded-for': freshIp() },
  );
  await fund(db(), 'player01', 100_000n);
  await tickAt(new Date());
  const current = (await api.get(`/lgw/lottery/issues?gameCode=${game.code}`)).body.value.current;
  const placed = await api.post(
    '/lgw/lottery/bets',
    {
      requestId: randomUUID(),
      gameCode: game.code,
      numero: current.numero,
      bets: [
        { betType: 'ssc.bsoe_total', selection: { picks: ['big'] }, unitStake: '3' },
        { betType: 'ssc.bsoe_total', selection: { picks: ['small'] }, unitStake: '1' },
      ],
    },
    { authorization: login.body.value.token },
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  await tickAt(new Date(new Date(current.drawsAt).getTime() + 1000));
  const issue = await db()
    .selectFrom('lottery_issue')
    .select(['id', 'status'])
    .where('lottery_game_id', '=', game.id)
    .where('numero', '=', current.numero)
    .executeTakeFirstOrThrow();
  expect(issue.status).toBe('settled');
  issueId = Number(issue.id);
}, 120_000);
afterAll(async () => t?.close());

describe('GET /ops/reports/lottery', () => {
  it('answers each issue’s stakes, payouts and profit as its settled rounds hold them', async () => {
    const { rows } = await sql<{ bets: string; payout: string; n: string }>`
      SELECT sum(total_bet)::text AS bets, sum(total_win)::text AS payout, count(*)::text AS n FROM game_round
       WHERE round_id LIKE ${`issue:${issueId}:%`} AND status = 'settled'`.execute(db());
    const expected = rows[0] as { bets: string; payout: string; n: string };
    expect(expected.bets).toBe('400');
    const drawn = await db().selectFrom('lottery_issue').select('draws_at').where('id', '=', BigInt(issueId)).executeTakeFirstOrThrow();
    const day = dayIn(new Date(drawn.draws_at), 'Asia/Yangon');

    const perIssue = await api.get(`/ops/reports/lottery?from=${day}&to=${day}&groupBy=issue`, { authorization: owner });
    expect(perIssue.status, JSON.stringify(perIssue.body)).toBe(200);
    const row = perIssue.body.value.rows.find((r: { issueId: number }) => r.issueId === issueId);
    expect(row).toMatchObject({
      lotteryGameId,
      status: 'settled',
      players: Number(expected.n),
      bets: formatMinor(BigInt(expected.bets)),
      payout: formatMinor(BigInt(expected.payout)),
      profit: formatMinor(BigInt(expected.bets) - BigInt(expected.payout)),
    });

    const perGame = await api.get(`/ops/reports/lottery?from=${day}&to=${day}&groupBy=game`, { authorization: owner });
    expect(perGame.body.value.rows).toHaveLength(1);
    expect(perGame.body.value.rows[0]).toMatchObject({ lotteryGameId, issueId: null, bets: perIssue.body.value.totals.bets });
    expect(perGame.body.value.totals).toEqual(perIssue.body.value.totals);
  });
});
