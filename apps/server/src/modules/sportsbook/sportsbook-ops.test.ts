import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_ACCOUNT, memberBalance } from '../../ledger/accounts';
import { seedSportsbookVendor } from '../../seed/sportsbook';
import { apiClient, buildTestApp, freshIp, fund, operatorToken, type TestApp } from '../../testing/index';
import { memberId } from '../lottery/lottery.test-support';

/**
 * Trading through the back office's calls, as the screens will make them: an owner enters a league,
 * a fixture and its prices, a member bets over HTTP, the owner enters the result and corrects it
 * (the member's balance moves each time), voids a market and cancels a match; every write leaves
 * its audit row. A member and an operator without the permission are refused.
 */
let t: TestApp;
let api: ReturnType<typeof apiClient>;
let owner: string;
let auditor: string;
let content: string;
let member: { authorization: string };
let player: number;
const db = () => t.database.db;
const balance = () => memberBalance(db(), player, MEMBER_ACCOUNT.main);

const call = async (method: 'GET' | 'POST' | 'PUT', url: string, token: string, body?: object) => {
  const res = await t.app.inject({
    method,
    url,
    headers: { 'x-merchant': 'FORTUNA', 'x-forwarded-for': freshIp(), authorization: token },
    ...(body ? { payload: body } : {}),
  });
  return { status: res.statusCode, body: res.json() };
};
const lastAudit = (action: string) =>
  db().selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id', 'desc').executeTakeFirst();

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app, { merchant: 'FORTUNA' });
  const merchant = await db().selectFrom('merchant').select('id').where('code', '=', 'FORTUNA').executeTakeFirstOrThrow();
  await seedSportsbookVendor(db(), merchant.id);
  owner = await operatorToken(db());
  auditor = await operatorToken(db(), 'sb_auditor', 'auditor');
  content = await operatorToken(db(), 'sb_content', 'content');
  const login = await api.encrypted(
    'POST',
    '/wps/session/login',
    { type: 'username', username: 'player01', password: 'Player123' },
    { 'x-forwarded-for': freshIp() },
  );
  member = { authorization: `Bearer ${login.body.value.token}` };
  player = await memberId(db(), 'player01');
  await fund(db(), 'player01', 500_000n);
});
afterAll(async () => t?.close());

describe('sportsbook trading', () => {
  it('enters a fixture and its prices, settles a member’s bet on the result and resettles the correction, each write audited', async () => {
    const league = await call('POST', '/ops/sportsbook/leagues', owner, {
      sport: 'football',
      code: 'ops-league',
      names: { en: 'Ops League', zh: '运营联赛' },
    });
    expect(league.status, JSON.stringify(league.body)).toBe(200);
    expect(
      (await call('POST', '/ops/sportsbook/leagues', owner, { sport: 'football', code: 'ops-league', names: { en: 'Again' } })).body
        .message,
    ).toBe('sportsbook_code_taken');
    const created = await call('POST', '/ops/sportsbook/matches', owner, {
      leagueId: league.body.value.leagueId,
      homeNames: { en: 'Ops Home', zh: '主队' },
      awayNames: { en: 'Ops Away' },
      startsAt: new Date(Date.now() + 7_200_000).toISOString(),
      hot: true,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const matchId = created.body.value.matchId as string;
    const odds = await call('PUT', `/ops/sportsbook/matches/${matchId}/odds`, owner, {
      marketKey: 'ah:-0.25',
      maxStake: '500.00',
      prices: [
        { selectionKey: 'ah:-0.25:home', oddsMilli: 1950 },
        { selectionKey: 'ah:-0.25:away', oddsMilli: 1900 },
      ],
    });
    expect(odds.status, JSON.stringify(odds.body)).toBe(200);
    expect(odds.body.value.markets).toEqual([
      expect.objectContaining({ marketKey: 'ah:-0.25', status: 'open', maxStake: '500.00', selections: expect.any(Array) }),
    ]);
    expect((await lastAudit('sportsbook.odds_set'))?.target_id).toBe(matchId);
    const bad = await call('PUT', `/ops/sportsbook/matches/${matchId}/odds`, owner, {
      marketKey: 'ah:-0.25',
      prices: [{ selectionKey: 'ou:2.5:over', oddsMilli: 1900 }],
    });
    expect(bad).toMatchObject({ status: 400, body: { message: 'sportsbook_selection_invalid' } });

    const page = await api.get(`/wps/sportsbook/matches/${matchId}`, { language: 'zh' });
    expect(page.body.value).toMatchObject({ home: '主队', away: 'Ops Away', league: { name: '运营联赛' }, hot: true });
    const start = await balance();
    const placed = await api.post(
      '/wps/sportsbook/bets',
      {
        requestId: 'ops-flow-bet-0001',
        kind: 'single',
        stake: '200.00',
        acceptance: 'none',
        legs: [{ matchId, selectionKey: 'ah:-0.25:home', oddsMilli: 1950 }],
      },
      member,
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(
      (
        await api.post(
          '/wps/sportsbook/bets',
          {
            requestId: 'ops-flow-bet-0002',
            kind: 'single',
            stake: '600.00',
            legs: [{ matchId, selectionKey: 'ah:-0.25:home', oddsMilli: 1950 }],
          },
          member,
        )
      ).body,
    ).toMatchObject({
      message: 'sportsbook_stake_limit',
    });
    const liability = await call('GET', `/ops/sportsbook/matches/${matchId}/liability`, owner);
    expect(liability.body.value.rows).toEqual([
      { marketKey: 'ah:-0.25', selectionKey: 'ah:-0.25:home', kind: 'single', bets: 1, stake: '200.00', potentialReturn: '390.00' },
    ]);
    const bets = await call('GET', `/ops/sportsbook/matches/${matchId}/bets`, auditor);
    expect(bets.body.value).toMatchObject({ total: 1, rows: [{ username: 'player01', betId: placed.body.value.betId }] });

    // 2–0: a win, 390.00 back.
    const result = await call('POST', `/ops/sportsbook/matches/${matchId}/result`, owner, {
      result: { sport: 'football', fullTime: { home: 2, away: 0 }, firstHalf: { home: 1, away: 0 } },
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body.value).toMatchObject({ status: 'finished', resultVersion: 1, settled: true });
    expect(await balance()).toBe(start - 20_000n + 39_000n);
    const audited = await lastAudit('sportsbook.result');
    expect(audited).toMatchObject({ target_type: 'sportsbook_match', target_id: matchId, outcome: 'ok' });
    expect(audited?.after).toMatchObject({ resultVersion: 1, result: { fullTime: { home: 2, away: 0 } } });

    // Corrected to 1–1: a half loss, 100.00 back; exactly 290.00 moves back.
    const corrected = await call('POST', `/ops/sportsbook/matches/${matchId}/result`, owner, {
      result: { sport: 'football', fullTime: { home: 1, away: 1 }, firstHalf: { home: 1, away: 0 } },
    });
    expect(corrected.body.value).toMatchObject({ resultVersion: 2, settled: true });
    expect(await balance()).toBe(start - 20_000n + 10_000n);
    // The finished match is listed among the sport's results, the latest first, with its result.
    const results = await api.get('/wps/sportsbook/results?sport=football&limit=5', { language: 'en' });
    expect(results.body.value[0]).toMatchObject({ matchId, status: 'finished', result: { fullTime: { home: 1, away: 1 } } });
    expect((await api.get('/wps/sportsbook/results?sport=golf', { language: 'en' })).status).toBe(400);
    expect((await api.get(`/wps/sportsbook/bets/${placed.body.value.betId}`, member)).body.value).toMatchObject({
      status: 'settled',
      outcome: 'half_loss',
      payout: '100.00',
    });
    const inconsistent = await call('POST', `/ops/sportsbook/matches/${matchId}/result`, owner, {
      result: { sport: 'football', fullTime: { home: 0, away: 0 }, firstHalf: { home: 1, away: 0 } },
    });
    expect(inconsistent).toMatchObject({ status: 400, body: { message: 'sportsbook_result_invalid' } });
    expect(
      (await call('POST', `/ops/sportsbook/matches/${matchId}/result`, owner, { result: { sport: 'cockfight', outcome: 'meron' } })).body
        .message,
    ).toBe('sportsbook_result_invalid');
  });

  it('voids a market (its bets get their stakes back), suspends one, cancels a match', async () => {
    const leagues = await call('GET', '/ops/sportsbook/leagues?sport=football', owner);
    const leagueId = leagues.body.value[0].leagueId as number;
    const match = await call('POST', '/ops/sportsbook/matches', owner, {
      leagueId,
      homeNames: { en: 'Void Home' },
      awayNames: { en: 'Void Away' },
      startsAt: new Date(Date.now() + 7_200_000).toISOString(),
    });
    const matchId = match.body.value.matchId as string;
    const priced = await call('PUT', `/ops/sportsbook/matches/${matchId}/odds`, owner, {
      marketKey: 'ou:2.5',
      prices: [
        { selectionKey: 'ou:2.5:over', oddsMilli: 1800 },
        { selectionKey: 'ou:2.5:under', oddsMilli: 2000 },
      ],
    });
    await call('PUT', `/ops/sportsbook/matches/${matchId}/odds`, owner, {
      marketKey: '1x2',
      prices: [
        { selectionKey: '1x2:home', oddsMilli: 2500 },
        { selectionKey: '1x2:draw', oddsMilli: 3200 },
        { selectionKey: '1x2:away', oddsMilli: 2800 },
      ],
    });
    const ouId = priced.body.value.markets.find((m: { marketKey: string }) => m.marketKey === 'ou:2.5').marketId as string;
    const start = await balance();
    const bet = await api.post(
      '/wps/sportsbook/bets',
      {
        requestId: 'ops-void-bet-0001',
        kind: 'single',
        stake: '30.00',
        acceptance: 'any',
        legs: [{ matchId, selectionKey: 'ou:2.5:over', oddsMilli: 1800 }],
      },
      member,
    );
    expect(bet.status, JSON.stringify(bet.body)).toBe(200);

    const suspended = await call('POST', `/ops/sportsbook/markets/${ouId}/status`, owner, { status: 'suspended' });
    expect(suspended.body.value.markets.find((m: { marketId: string }) => m.marketId === ouId).status).toBe('suspended');
    const refused = await api.post(
      '/wps/sportsbook/bets',
      {
        requestId: 'ops-void-bet-0002',
        kind: 'single',
        stake: '30.00',
        acceptance: 'any',
        legs: [{ matchId, selectionKey: 'ou:2.5:over', oddsMilli: 1800 }],
      },
      member,
    );
    expect(refused).toMatchObject({ status: 409, body: { message: 'sportsbook_market_closed' } });

    const voided = await call('POST', `/ops/sportsbook/markets/${ouId}/void`, owner);
    expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    expect(await balance()).toBe(start);
    expect((await api.get(`/wps/sportsbook/bets/${bet.body.value.betId}`, member)).body.value).toMatchObject({
      status: 'void',
      payout: '30.00',
    });
    expect(await lastAudit('sportsbook.market_void')).toMatchObject({ target_id: matchId, outcome: 'ok' });
    expect((await call('POST', `/ops/sportsbook/markets/${ouId}/status`, owner, { status: 'open' })).body.message).toBe(
      'sportsbook_status_invalid',
    );

    const cancelled = await call('POST', `/ops/sportsbook/matches/${matchId}/status`, owner, { status: 'cancelled' });
    expect(cancelled.body.value).toMatchObject({ status: 'cancelled' });
    expect(cancelled.body.value.markets.map((m: { status: string }) => m.status)).toEqual(['void', 'void']);
    expect((await call('POST', `/ops/sportsbook/matches/${matchId}/status`, owner, { status: 'live' })).body.message).toBe(
      'sportsbook_status_invalid',
    );
  });

  it('refuses a member, and an operator whose role lacks the permission, and audits the refused write', async () => {
    const matches = await call('GET', '/ops/sportsbook/matches?sport=football', owner);
    expect(matches.body.value.total).toBeGreaterThanOrEqual(2);
    const matchId = matches.body.value.rows[0].matchId as string;
    expect((await call('GET', '/ops/sportsbook/matches', member.authorization)).status).toBe(401);
    expect((await call('POST', `/ops/sportsbook/matches/${matchId}/status`, member.authorization, { status: 'live' })).status).toBe(401);
    expect((await call('GET', '/ops/sportsbook/matches', content)).body.message).toBe('forbidden');
    expect((await call('GET', '/ops/sportsbook/matches', auditor)).status).toBe(200);
    const refused = await call('POST', `/ops/sportsbook/matches/${matchId}/result`, auditor, {
      result: { sport: 'football', fullTime: { home: 3, away: 3 } },
    });
    expect(refused).toMatchObject({ status: 403, body: { message: 'forbidden' } });
    // The guard writes a refused call's row once the answer is sent: wait for it, not for a time.
    const refusedRow = () =>
      db()
        .selectFrom('audit_log')
        .select('outcome')
        .where('operator_username', '=', 'sb_auditor')
        .where('action', '=', 'sportsbook.result')
        .executeTakeFirst()
        .then((row) => row?.outcome);
    await expect.poll(refusedRow).toBe('forbidden');

    expect((await call('PUT', '/ops/sportsbook/settings', owner, { minStake: '5.00', maxStake: '1.00', inPlayDelayMs: 3000 })).status).toBe(
      400,
    );
    const saved = await call('PUT', '/ops/sportsbook/settings', owner, { minStake: '5.00', maxStake: '2000.00', inPlayDelayMs: 3000 });
    expect(saved.body.value).toEqual({ minStake: '5.00', maxStake: '2000.00', inPlayDelayMs: 3000 });
    expect((await call('GET', '/ops/sportsbook/settings', auditor)).body.value).toEqual(saved.body.value);
    expect(await lastAudit('sportsbook.settings')).toMatchObject({ outcome: 'ok' });
  });
});
