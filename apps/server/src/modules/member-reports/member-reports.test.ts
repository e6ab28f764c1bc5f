import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, buildTestApp, freshIp, fund, seedSettledRound, type TestApp } from '../../testing/index';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let token: string;
const db = () => t.database.db;

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app, { merchant: 'FORTUNA' });
  await db().updateTable('merchant').set({ time_zone: 'Asia/Yangon' }).where('code', '=', 'FORTUNA').execute();
  token = (
    await api.encrypted(
      'POST',
      '/wps/session/login',
      { type: 'username', username: 'member03', password: 'Member123' },
      { 'x-forwarded-for': freshIp() },
    )
  ).body.value.token;
  const games = await db().selectFrom('game').select(['id', 'category_code']).orderBy('id').execute();
  const rng = games.find((g) => g.category_code === 'RNG') ?? games[0];
  const live = games.find((g) => g.category_code === 'LIVE') ?? games[1];
  if (!rng || !live) throw new Error('no catalogue games');
  // Yangon is UTC+06:30: 2026-03-01T17:30Z is midnight starting its 2 March.
  await seedSettledRound(db(), { username: 'member03', gameId: rng.id, bet: 1_000n, win: 0n, settledAt: new Date('2026-03-01T17:15:00Z') });
  await seedSettledRound(db(), {
    username: 'member03',
    gameId: rng.id,
    bet: 2_000n,
    win: 5_000n,
    settledAt: new Date('2026-03-01T17:45:00Z'),
  });
  await seedSettledRound(db(), {
    username: 'member03',
    gameId: live.id,
    bet: 3_000n,
    win: 1_000n,
    settledAt: new Date('2026-03-02T10:00:00Z'),
  });
});
afterAll(async () => t?.close());

const report = (path: string, from: string, to: string) =>
  api.get(`/wps/member/reports/${path}?from=${from}&to=${to}`, { authorization: token });

describe('GET /wps/member/reports/profitLoss', () => {
  it('sums the rounds per business day of the merchant and category, across the UTC date line', async () => {
    const reply = await report('profitLoss', '2026-03-01', '2026-03-02');
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const { days, totals } = reply.body.value;
    expect(days.map((d: { day: string }) => d.day)).toEqual(['2026-03-02', '2026-03-01']);
    expect(days[1]).toMatchObject({ bets: '10.00', payout: '0.00', net: '-10.00', rounds: 1 });
    expect(days[0]).toMatchObject({ bets: '50.00', payout: '60.00', net: '10.00', rounds: 2 });
    expect(days[0].categories).toHaveLength(2);
    expect(totals).toMatchObject({ bets: '60.00', payout: '60.00', net: '0.00', rounds: 3 });

    const second = await report('profitLoss', '2026-03-02', '2026-03-02');
    expect(second.body.value.totals).toMatchObject({ bets: '50.00', net: '10.00' });
    const empty = await report('profitLoss', '2026-02-01', '2026-02-02');
    expect(empty.body.value).toMatchObject({ days: [], totals: { bets: '0.00', rounds: 0 } });
  });

  it('refuses a malformed or reversed range and a range over 92 days', async () => {
    expect((await report('profitLoss', '2026-03-05', '2026-03-01')).status).toBe(400);
    expect((await report('profitLoss', '2026-13-01', '2026-03-01')).status).toBe(400);
    expect((await report('profitLoss', '2026-01-01', '2026-06-01')).status).toBe(400);
    expect((await api.get('/wps/member/reports/profitLoss?from=2026-03-01&to=2026-03-02')).status).toBe(401);
  });
});

describe('GET /wps/member/reports/credit', () => {
  it('sums the main wallet money by kind per business day, from the opening to the closing balance', async () => {
    await fund(db(), 'member03', 12_345n);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Yangon' }).format(new Date());
    const reply = await report('credit', today, today);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const value = reply.body.value;
    const toMinor = (s: string) => Math.round(Number(s) * 100);
    expect(toMinor(value.opening) + toMinor(value.totals.net)).toBe(toMinor(value.closing));
    expect(value.days).toHaveLength(1);
    const entries = await db()
      .selectFrom('ledger_entry as e')
      .innerJoin('ledger_account as a', 'a.id', 'e.account_id')
      .innerJoin('member as m', 'm.id', 'a.member_id')
      .select((eb) => eb.fn.sum<string>('e.amount').as('sum'))
      .where('m.username', '=', 'member03')
      .where('a.kind', '=', 'main')
      .executeTakeFirstOrThrow();
    expect(toMinor(value.totals.net)).toBe(Number(entries.sum) - toMinor(value.opening));
  });
});
