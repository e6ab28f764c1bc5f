import { randomUUID } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { createLotteryScheduler } from '@fortuna/bgs/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_ACCOUNT, memberBalance } from '../../ledger/accounts';
import { apiClient, buildTestApp, freshIp, fund, type Reply, type TestApp } from '../../testing/index';
import { memberId, onlyGame, testWallet } from '../lottery/lottery.test-support';

/**
 * Missions and the leaderboard (schemas/missions.ts) over real play: player01 settles one lottery
 * slip of two bets, and the missions and the board read it from the quarter-hour rollups. Days
 * are the demo merchant's (Asia/Yangon, UTC+06:30), whatever the hour the test runs at.
 */
let t: TestApp;
let api: ReturnType<typeof apiClient>;
let token: string;
let player: number;
const db = () => t.database.db;
const tickAt = (at: Date) => createLotteryScheduler({ db: db(), wallet: testWallet(db()), clock: () => at }).tick();
type MissionView = { id: number; code: string; progress: string; target: string; completed: boolean; claimed: boolean };

async function login(username: string, password: string, side: 'member' | 'agent' = 'member'): Promise<string> {
  const reply = await api.encrypted(
    'POST',
    '/wps/session/login',
    { type: 'username', username, password, side },
    { 'x-forwarded-for': freshIp() },
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.value.token;
}
const summary = async (auth = token) => {
  const reply = await api.get('/wps/relay/MCSFE_getMissionSummary', { authorization: auth });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.value as { day: string; resetsAt: string; claimable: number; missions: MissionView[] };
};
const mission = async (code: string) => (await summary()).missions.find((m) => m.code === code) as MissionView;
const claim = (missionId: unknown, auth = token) => api.post('/wps/relay/MCSFE_claimMissionReward', { missionId }, { authorization: auth });
const mainBalance = () => memberBalance(db(), player, MEMBER_ACCOUNT.main);
const ZONE = 'Asia/Yangon';
const pad = (n: number) => String(n).padStart(2, '0');
/** The merchant's business day now: its yyyy-MM-dd and the instants of its midnight and the next. */
function yangonToday(): { day: string; start: Date; end: Date } {
  const local = new TZDate(Date.now(), ZONE);
  const [y, m, d] = [local.getFullYear(), local.getMonth(), local.getDate()];
  return {
    day: `${y}-${pad(m + 1)}-${pad(d)}`,
    start: new Date(new TZDate(y, m, d, ZONE).getTime()),
    end: new Date(new TZDate(y, m, d + 1, ZONE).getTime()),
  };
}
/** A rollup row of a member's settled play (minor units), as settlement writes it. */
async function rollupRow(username: string, at: Date, validBet: bigint, profit: bigint, category = 'RNG'): Promise<void> {
  const member = await db().selectFrom('member').select(['id', 'merchant_id']).where('username', '=', username).executeTakeFirstOrThrow();
  await db()
    .insertInto('member_hourly_rollup')
    .values({
      member_id: member.id,
      hour: at,
      category,
      merchant_id: member.merchant_id,
      bets: validBet,
      valid_bet: validBet,
      payout: validBet + profit,
      profit,
      rounds: 1,
    })
    .execute();
}
/** Checks a failure: its HTTP status, its error code and, when given, its details. */
function expectError(reply: Reply, status: number, code: string, details?: unknown): void {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  expect(reply.body.message).toBe(code);
  if (details !== undefined) expect(reply.body.value).toEqual(details);
}

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app, { merchant: 'FORTUNA' });
  const game = await onlyGame(db(), 'ssc', { schedule: { kind: 'interval', seconds: 60 }, closeSeconds: 10 });
  token = await login('player01', 'Player123');
  player = await memberId(db(), 'player01');
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
        { betType: 'ssc.bsoe_total', selection: { picks: ['big'] }, unitStake: '1' },
        { betType: 'ssc.bsoe_total', selection: { picks: ['small'] }, unitStake: '1' },
      ],
    },
    { authorization: token },
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  await tickAt(new Date(new Date(current.drawsAt).getTime() + 1000));
});
afterAll(async () => t?.close());

describe('GET /wps/relay/MCSFE_getMissionSummary', () => {
  it('shows today’s missions with the settled lottery play as progress, per category and metric', async () => {
    const view = await summary();
    const today = yangonToday();
    expect(view.day).toBe(today.day);
    expect(view.resetsAt).toBe(today.end.toISOString());
    expect(view.missions.map((m) => m.code)).toEqual(['LOTTERY_FIVE_BETS', 'LOTTERY_TURNOVER', 'ALL_GAMES_TURNOVER']);
    expect(view.missions).toMatchObject([
      { category: 'LOTT', metric: 'rounds', progress: '1', target: '5', reward: '5.00', completed: false, claimed: false },
      { category: 'LOTT', metric: 'valid_bet', progress: '2.00', target: '100.00', completed: false },
      { category: null, metric: 'valid_bet', progress: '2.00', target: '500.00', completed: false },
    ]);
    expect(view.claimable).toBe(0);
  });

  it('counts nothing for a member who has not played, and needs a login', async () => {
    const other = await summary(await login('member02', 'Member123'));
    expect(other.missions.every((m) => m.progress === '0' || m.progress === '0.00')).toBe(true);
    expect((await api.get('/wps/relay/MCSFE_getMissionSummary')).status).toBe(401);
  });

  it("counts the merchant's business day: play from its midnight on, none from the quarter-hour before", async () => {
    const { start, end } = yangonToday();
    // A category no one else plays: 7.00 in the quarter before Yangon's midnight (yesterday), 3.00
    // from it, 1.00 in today's last quarter. A UTC day would count 10.00 or 1.00, never 4.00.
    await rollupRow('player01', new Date(start.getTime() - 900_000), 700n, 0n, 'COCKFIGHT');
    await rollupRow('player01', start, 300n, 0n, 'COCKFIGHT');
    await rollupRow('player01', new Date(end.getTime() - 900_000), 100n, 0n, 'COCKFIGHT');
    await db().updateTable('mission').set({ category: 'COCKFIGHT' }).where('code', '=', 'LOTTERY_TURNOVER').execute();
    try {
      expect((await mission('LOTTERY_TURNOVER')).progress).toBe('4.00');
    } finally {
      await db().updateTable('mission').set({ category: 'LOTT' }).where('code', '=', 'LOTTERY_TURNOVER').execute();
    }
  });

  it('reads only its own category: a mission on slots does not move with lottery play', async () => {
    await db().updateTable('mission').set({ category: 'RNG' }).where('code', '=', 'LOTTERY_TURNOVER').execute();
    try {
      expect((await mission('LOTTERY_TURNOVER')).progress).toBe('0.00');
    } finally {
      await db().updateTable('mission').set({ category: 'LOTT' }).where('code', '=', 'LOTTERY_TURNOVER').execute();
    }
  });
});

describe('POST /wps/relay/MCSFE_claimMissionReward', () => {
  it('refuses an unfinished or unknown mission and bad input, moving no money', async () => {
    const before = await mainBalance();
    const turnover = await mission('LOTTERY_TURNOVER');
    expectError(await claim(turnover.id), 409, 'mission_not_completed');
    expectError(await claim(999_999), 404, 'mission_not_found');
    expectError(await claim('one'), 400, 'invalid_parameter');
    expect((await api.post('/wps/relay/MCSFE_claimMissionReward', { missionId: turnover.id })).status).toBe(401);
    expect(await mainBalance()).toBe(before);
  });

  it('pays a completed mission once, however often and however concurrently it is claimed', async () => {
    await db().updateTable('mission').set({ target: 1n }).where('code', '=', 'LOTTERY_FIVE_BETS').execute();
    const done = await mission('LOTTERY_FIVE_BETS');
    expect(done).toMatchObject({ progress: '1', target: '1', completed: true, claimed: false });
    expect((await summary()).claimable).toBe(1);
    const before = await mainBalance();

    const replies = await Promise.all([claim(done.id), claim(done.id), claim(done.id)]);
    for (const reply of replies) expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const after = await mainBalance();
    expect(after).toBe(before + 500n);
    expect(replies[0]?.body.value).toEqual({ missionId: done.id, reward: '5.00', balance: (Number(after) / 100).toFixed(2) });
    expect((await claim(done.id)).status).toBe(200);
    expect(await mainBalance()).toBe(after);

    expect(await mission('LOTTERY_FIVE_BETS')).toMatchObject({ completed: true, claimed: true });
    expect((await summary()).claimable).toBe(0);
    const claims = await db().selectFrom('mission_claim').selectAll().where('member_id', '=', player).execute();
    expect(claims).toHaveLength(1);
    const record = await api.get('/wps/member/accountRecord?kind=bonus', { authorization: token });
    const { day } = await summary();
    expect(record.body.value.list).toMatchObject([{ kind: 'bonus', amount: '5.00', reference: `mission:LOTTERY_FIVE_BETS:${day}` }]);
  });
});

describe('GET /wps/relay/MCSFE_getLeaderboard', () => {
  const board = (query: string, auth?: string) => api.get(`/wps/relay/MCSFE_getLeaderboard${query}`, auth ? { authorization: auth } : {});

  it('ranks today’s lottery turnover publicly with masked names; the caller sees itself and its rank', async () => {
    const guest = await board('?category=LOTT&period=today&rankBy=valid_bet');
    expect(guest.status, JSON.stringify(guest.body)).toBe(200);
    expect(guest.body.value).toMatchObject({ period: 'today', rankBy: 'valid_bet', myRank: null, currencySymbol: 'Ks' });
    expect(guest.body.value.list).toContainEqual({ rank: 1, player: 'pl****01', me: false, profit: expect.any(String), validBet: '2.00' });
    const mine = await board('?category=LOTT&period=today&rankBy=valid_bet', token);
    expect(mine.body.value.list[0]).toMatchObject({ player: 'player01', me: true });
    expect(mine.body.value.myRank).toBe(1);
    // A stale token is a guest, not an error.
    expect((await board('?category=LOTT&rankBy=valid_bet', 'Bearer not-a-token')).body.value.myRank).toBeNull();
  });

  it('orders by net winnings with shared ranks, keeps to the period and category, and refuses bad input', async () => {
    const ids = await Promise.all(['member02', 'member03', 'member04'].map((u) => memberId(db(), u)));
    const merchant = (await db().selectFrom('member').select('merchant_id').where('id', '=', player).executeTakeFirstOrThrow()).merchant_id;
    // The current quarter-hour: always inside the merchant's today, which starts at :30 UTC.
    const hour = new Date(Math.floor(Date.now() / 900_000) * 900_000);
    const row = (member_id: number, profit: bigint, category = 'RNG', at = hour) => ({
      member_id,
      hour: at,
      category,
      merchant_id: merchant,
      bets: 10_000n,
      valid_bet: 10_000n,
      payout: 10_000n + profit,
      profit,
      rounds: 1,
    });
    await db()
      .insertInto('member_hourly_rollup')
      .values([
        row(ids[0] as number, 5_000n),
        row(ids[1] as number, 9_000n),
        row(ids[2] as number, 5_000n),
        row(ids[2] as number, 1_000_000n, 'RNG', new Date(hour.getTime() - 40 * 86_400_000)),
        row(ids[0] as number, 50_000n, 'LIVE'),
      ])
      .execute();
    const slots = await board('?category=RNG&period=today&rankBy=profit');
    expect(slots.body.value.list).toEqual([
      { rank: 1, player: 'me****03', me: false, profit: '90.00', validBet: '100.00' },
      { rank: 2, player: 'me****02', me: false, profit: '50.00', validBet: '100.00' },
      { rank: 2, player: 'me****04', me: false, profit: '50.00', validBet: '100.00' },
    ]);
    const all = await board('?period=month');
    expect(all.body.value.list[0]).toMatchObject({ rank: 1, player: 'me****02', profit: '550.00' });
    for (const query of ['?period=year', '?rankBy=luck', '?category=NOPE']) {
      const reply = await board(query);
      expect(reply.status, query).toBe(400);
      expect(reply.body.message).toBe('invalid_parameter');
    }
  });

  it("ranks the merchant's today: from its midnight on, nothing from the quarter-hour before", async () => {
    const { start, end } = yangonToday();
    // A category no one else plays: 7.00 won just before Yangon's midnight, 3.00 from it, 1.00 in today's
    // last quarter. A UTC day would rank 10.00 or 1.00, never 4.00.
    await rollupRow('member03', new Date(start.getTime() - 900_000), 1_000n, 700n, 'ESPORTS');
    await rollupRow('member03', start, 1_000n, 300n, 'ESPORTS');
    await rollupRow('member03', new Date(end.getTime() - 900_000), 1_000n, 100n, 'ESPORTS');
    const today = (await board('?category=ESPORTS&period=today&rankBy=profit')).body.value;
    expect(today).toMatchObject({ from: start.toISOString(), to: end.toISOString() });
    expect(today.list).toEqual([{ rank: 1, player: 'me****03', me: false, profit: '4.00', validBet: '20.00' }]);
  });
});

describe('agent prize groups of direct downlines', () => {
  let agent: string;
  const groups = (auth: string, query = '') => api.get(`/wps/agent/lottery/prizeGroups${query}`, { authorization: auth });
  const setGroup = (auth: string, memberId: number, series: number) =>
    api.post('/wps/agent/lottery/prizeGroup', { memberId, series }, { authorization: auth });

  beforeAll(async () => {
    agent = await login('agent01', 'Agent1234', 'agent');
  });

  it('lists an agent’s direct downlines with their prize groups and floors, and only to agents', async () => {
    const reply = await groups(agent);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.value).toMatchObject({ ownSeries: 1960, minSeries: 1700 });
    const names = reply.body.value.list.map((r: { username: string }) => r.username);
    expect(names).toEqual(expect.arrayContaining(['player01', 'member02', 'subagent01', 'newbie01']));
    expect(names).not.toContain('member03');
    expect(reply.body.value.list.find((r: { username: string }) => r.username === 'subagent01')).toMatchObject({
      series: 1940,
      assigned: true,
      floor: 1700,
    });
    expect((await groups(agent, '?username=member02')).body.value.list).toMatchObject([
      { username: 'member02', series: 1900, assigned: false },
    ]);
    expectError(await groups(token), 403, 'forbidden');
  });

  it('sets a direct downline at or below its own and at or above what the downline gave its downlines', async () => {
    const sub = await memberId(db(), 'subagent01');
    const member03 = await memberId(db(), 'member03');
    const subToken = await login('subagent01', 'Agent1234', 'agent');
    // subagent01 gives member03 1930: agent01 can no longer lower subagent01 below 1930.
    expect((await setGroup(subToken, member03, 1930)).body.value).toMatchObject({ username: 'member03', series: 1930, assigned: true });
    expectError(await setGroup(subToken, member03, 1941), 400, 'lottery_series_invalid', { min: 1700, max: 1940 });
    expectError(await setGroup(agent, sub, 1929), 400, 'lottery_series_invalid', { min: 1930, max: 1960 });
    expectError(await setGroup(agent, sub, 1961), 400, 'lottery_series_invalid');
    expect((await setGroup(agent, sub, 1950)).body.value).toMatchObject({ series: 1950, floor: 1930 });
    expect(
      (await db().selectFrom('lottery_member_series').select('series').where('member_id', '=', sub).executeTakeFirstOrThrow()).series,
    ).toBe(1950);
    // Not a direct downline (member03 is agent01's grandchild), an agent's own account, bad input.
    expectError(await setGroup(agent, member03, 1900), 404, 'downline_not_found');
    expectError(await setGroup(agent, await memberId(db(), 'agent01'), 1900), 404, 'downline_not_found');
    expectError(await setGroup(token, sub, 1900), 403, 'forbidden');
    expectError(
      await api.post('/wps/agent/lottery/prizeGroup', { memberId: sub, series: 2001 }, { authorization: agent }),
      400,
      'invalid_parameter',
    );
  });
});
