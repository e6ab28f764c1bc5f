import { randomUUID } from 'node:crypto';
import { createLotteryScheduler } from '@fortuna/bgs/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, buildTestApp, freshIp, fund, type TestApp } from '../../testing/index';
import { memberId, onlyGame, testWallet } from '../lottery/lottery.test-support';
import { lotteryIssueId } from './betting-record.service';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let token: string;
let player: number;
let code: string;
let category: string;
let numero: string;
let roundId: string;
const db = () => t.database.db;
const tickAt = (at: Date) => createLotteryScheduler({ db: db(), wallet: testWallet(db()), clock: () => at }).tick();
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
type Row = { roundId: string; category: string; numero: string | null };

const record = (query = '') => api.get(`/wps/member/bettingRecord${query}`, { authorization: token });

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app, { merchant: 'FORTUNA' });
  const game = await onlyGame(db(), 'ssc', { schedule: { kind: 'interval', seconds: 60 }, closeSeconds: 10 });
  code = game.code;
  category = (await db().selectFrom('game').select('category_code').where('id', '=', game.game_id).executeTakeFirstOrThrow()).category_code;
  token = (
    await api.encrypted(
      'POST',
      '/wps/session/login',
      { type: 'username', username: 'player01', password: 'Player123' },
      { 'x-forwarded-for': freshIp() },
    )
  ).body.value.token;
  player = await memberId(db(), 'player01');
  await fund(db(), 'player01', 100_000n);
  await tickAt(new Date());

  const current = (await api.get(`/lgw/lottery/issues?gameCode=${code}`)).body.value.current;
  numero = current.numero;
  const placed = await api.post(
    '/lgw/lottery/bets',
    {
      requestId: randomUUID(),
      gameCode: code,
      numero,
      bets: [
        { betType: 'ssc.bsoe_total', selection: { picks: ['big'] }, unitStake: '1' },
        { betType: 'ssc.bsoe_total', selection: { picks: ['small'] }, unitStake: '1' },
      ],
    },
    { authorization: token },
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  await tickAt(new Date(new Date(current.drawsAt).getTime() + 1000));
  const issue = await db().selectFrom('lottery_issue').select('id').where('numero', '=', numero).executeTakeFirstOrThrow();
  roundId = `issue:${issue.id}:${player}`;
});
afterAll(async () => t?.close());

describe('GET /wps/member/bettingRecord', () => {
  it('shows a settled lottery slip as one round with its numero, bets, bet, win and profit', async () => {
    const reply = await record();
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const row = reply.body.value.list.find((r: Row) => r.roundId === roundId);
    const bets = await db()
      .selectFrom('lottery_bet')
      .select(['stake', 'payout'])
      .where('member_id', '=', player)
      .where('status', '<>', 'rejected')
      .execute();
    const win = bets.reduce((sum, b) => sum + BigInt(b.payout), 0n);
    expect(win).toBeGreaterThan(0n);
    expect(row).toMatchObject({
      vendor: expect.stringMatching(/^E?LOTT$/),
      category,
      numero,
      betCount: 2,
      bet: '2.00',
      win: (Number(win) / 100).toFixed(2),
      profit: ((Number(win) - 200) / 100).toFixed(2),
      status: 'settled',
    });
    expect(row.gameName).not.toBe('');
    expect(row.settledAt).not.toBeNull();
    // Other vendors' demo rounds may add to the totals; the lottery round is in them.
    expect(Number(reply.body.value.totals.bet)).toBeGreaterThanOrEqual(2);
    expect(reply.body.value).toMatchObject({ pageNo: 1, totalPages: Math.ceil(reply.body.value.total / 20) });
  });

  it('filters by category, vendor and date range, and sums the filtered rounds', async () => {
    const lott = (await record(`?category=${category}&from=${day(-1)}&to=${day(1)}`)).body.value;
    expect(lott.list.map((r: Row) => r.roundId)).toContain(roundId);
    expect(lott.list.every((r: Row) => r.category === category)).toBe(true);
    const other = category === 'RNG' ? 'LIVE' : 'RNG';
    const rng = (await record(`?category=${other}`)).body.value;
    expect(rng.list.map((r: Row) => r.roundId)).not.toContain(roundId);
    expect((await record('?vendor=NOPE')).body.value).toMatchObject({
      list: [],
      total: 0,
      totalPages: 0,
      totals: { bet: '0.00', win: '0.00', profit: '0.00' },
    });
    const future = (await record(`?from=${day(2)}&to=${day(3)}`)).body.value;
    expect(future.total).toBe(0);
    const paged = (await record(`?category=${category}&pageSize=1&pageNo=1`)).body.value;
    expect(paged.list).toHaveLength(1);
    expect(paged.totals).toEqual(lott.totals);
  });

  it("reads dates as the merchant's business days (Asia/Yangon, whose 15 January starts at 17:30 UTC on the 14th)", async () => {
    const round = () => t.database.db.updateTable('game_round').where('round_id', '=', roundId);
    const { created_at: was } = await t.database.db
      .selectFrom('game_round')
      .select('created_at')
      .where('round_id', '=', roundId)
      .executeTakeFirstOrThrow();
    await round()
      .set({ created_at: new Date('2026-01-14T17:30:00Z') })
      .execute();
    try {
      const ids = async (query: string) => (await record(query)).body.value.list.map((r: Row) => r.roundId);
      expect(await ids('?from=2026-01-15&to=2026-01-15')).toContain(roundId);
      expect(await ids('?from=2026-01-14&to=2026-01-14')).not.toContain(roundId);
    } finally {
      await round().set({ created_at: was }).execute();
    }
  });

  it('hides play-money rounds from a real account', async () => {
    await db().updateTable('game_round').set({ play_money: true }).where('round_id', '=', roundId).execute();
    try {
      expect((await record()).body.value.list.map((r: Row) => r.roundId)).not.toContain(roundId);
    } finally {
      await db().updateTable('game_round').set({ play_money: false }).where('round_id', '=', roundId).execute();
    }
  });

  it('refuses a caller without a session and a bad date', async () => {
    const anonymous = await api.get('/wps/member/bettingRecord');
    expect([anonymous.status, anonymous.body.message]).toEqual([401, 'not_logged_in']);
    for (const query of ['?from=2024-13-01', '?to=yesterday', `?from=${day(1)}&to=${day(-1)}`, '?category=NOPE']) {
      const bad = await record(query);
      expect([bad.status, bad.body.message], query).toEqual([400, 'invalid_parameter']);
    }
  });
});

describe('lotteryIssueId', () => {
  it('reads the issue of a lottery round id only', () => {
    expect(lotteryIssueId('LOTT', 'issue:42:7')).toBe(42n);
    expect(lotteryIssueId('ELOTT', 'issue:9:1')).toBe(9n);
    expect(lotteryIssueId('REF', 'issue:42:7')).toBeNull();
    expect(lotteryIssueId('LOTT', 'round-1')).toBeNull();
  });
});
