import type { FeedMessage } from '@fortuna/sportsbook';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/database';
import { MEMBER_ACCOUNT, memberBalance } from '../../ledger/accounts';
import { seedSportsbookVendor } from '../../seed/sportsbook';
import { apiClient, createTestDatabase, freshIp, fund, testConfig } from '../../testing/index';
import { betTransactions } from './sportsbook.test-support';
import { sportsbookIds } from './sportsbook-settings';

/**
 * Two apps on one database, as two server processes: members bet through both, a result and then
 * a correction arrive, and both processes settle at the same moment (their drivers' passes run
 * side by side, with and without the lease). Every bet is debited once, credited once and
 * resettled once per correction, and every balance moves by exactly what the bets pay.
 */
type App = Awaited<ReturnType<typeof buildApp>>;
let database: DatabaseHandle;
const db = () => database.db;
let apps: App[] = [];
let merchantId: number;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  merchantId = (await db().selectFrom('merchant').select('id').where('code', '=', 'FORTUNA').executeTakeFirstOrThrow()).id;
  await seedSportsbookVendor(db(), merchantId);
  for (const name of ['player01', 'member02']) await fund(db(), name, 1_000_000n);
  const config = testConfig();
  apps = [await buildApp(config, { database }), await buildApp(config, { database })];
  for (const app of apps) await app.ready();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
});

describe('the sportsbook across two processes', () => {
  it('settles and resettles every bet exactly once when both processes settle at once', async () => {
    const [a, b] = apps as [App, App];
    const apiA = apiClient(a, { merchant: 'FORTUNA' });
    const apiB = apiClient(b, { merchant: 'FORTUNA' });
    const login = async (username: string, password: string) =>
      (await apiA.encrypted('POST', '/wps/session/login', { type: 'username', username, password }, { 'x-forwarded-for': freshIp() })).body
        .value.token as string;
    const player = { authorization: `Bearer ${await login('player01', 'Player123')}` };
    const member = { authorization: `Bearer ${await login('member02', 'Member123')}` };

    const at = new Date().toISOString();
    const fixture = (ref: string): FeedMessage => ({
      type: 'fixture',
      at,
      fixture: {
        sport: 'football',
        fixtureId: ref,
        league: { id: 'two-proc', name: 'Two Processes League' },
        home: { id: `${ref}-h`, name: `${ref} Home` },
        away: { id: `${ref}-a`, name: `${ref} Away` },
        startTime: new Date(Date.now() + 3_600_000).toISOString(),
      },
    });
    const prices = (ref: string): FeedMessage => ({
      type: 'odds',
      fixtureId: ref,
      at,
      prices: [
        { selectionKey: 'ah:-0.5:home', oddsMilli: 1900 },
        { selectionKey: 'ah:-0.5:away', oddsMilli: 1950 },
        { selectionKey: '1x2:home', oddsMilli: 2200 },
        { selectionKey: '1x2:draw', oddsMilli: 3100 },
        { selectionKey: '1x2:away', oddsMilli: 3300 },
      ],
    });
    const x = (await a.sportsbook.feed.apply(merchantId, fixture('tp-x')))?.matchId as bigint;
    const y = (await b.sportsbook.feed.apply(merchantId, fixture('tp-y')))?.matchId as bigint;
    await a.sportsbook.feed.apply(merchantId, prices('tp-x'));
    await b.sportsbook.feed.apply(merchantId, prices('tp-y'));

    const list = await apiB.get('/wps/sportsbook/matches?sport=football&tab=early');
    const today = await apiB.get('/wps/sportsbook/matches?sport=football&tab=today');
    expect([...list.body.value, ...today.body.value].map((m: { matchId: string }) => m.matchId)).toEqual(
      expect.arrayContaining([String(x), String(y)]),
    );

    const balances = async () =>
      Promise.all(
        ['player01', 'member02'].map(async (username) => {
          const row = await db().selectFrom('member').select('id').where('username', '=', username).executeTakeFirstOrThrow();
          return memberBalance(db(), row.id, MEMBER_ACCOUNT.main);
        }),
      );
    const [playerStart, memberStart] = await balances();

    const single = await apiA.post(
      '/wps/sportsbook/bets',
      {
        requestId: 'two-proc-single-1',
        kind: 'single',
        stake: '100.00',
        acceptance: 'none',
        legs: [{ matchId: String(x), selectionKey: 'ah:-0.5:home', oddsMilli: 1900 }],
      },
      player,
    );
    expect(single.status, JSON.stringify(single.body)).toBe(200);
    const replay = await apiB.post(
      '/wps/sportsbook/bets',
      {
        requestId: 'two-proc-single-1',
        kind: 'single',
        stake: '100.00',
        acceptance: 'none',
        legs: [{ matchId: String(x), selectionKey: 'ah:-0.5:home', oddsMilli: 1900 }],
      },
      player,
    );
    expect(replay.body.value.betId).toBe(single.body.value.betId);
    const parlay = await apiB.post(
      '/wps/sportsbook/bets',
      {
        requestId: 'two-proc-parlay-1',
        kind: 'parlay',
        stake: '50.00',
        acceptance: 'none',
        legs: [
          { matchId: String(x), selectionKey: '1x2:home', oddsMilli: 2200 },
          { matchId: String(y), selectionKey: '1x2:draw', oddsMilli: 3100 },
        ],
      },
      member,
    );
    expect(parlay.status, JSON.stringify(parlay.body)).toBe(200);
    expect(parlay.body.value.oddsMilli).toBe('6820');

    const settleTogether = async () => {
      const now = new Date();
      await Promise.all([
        a.sportsbook.driver.drive(merchantId, now),
        b.sportsbook.driver.drive(merchantId, now),
        a.sportsbook.driver.tick(),
        b.sportsbook.driver.tick(),
      ]);
    };
    const result = (ref: string, home: number, away: number, version: number): FeedMessage => ({
      type: 'result',
      fixtureId: ref,
      at: new Date().toISOString(),
      version,
      result: { sport: 'football', fullTime: { home, away }, firstHalf: { home: 0, away: 0 } },
    });
    // x 2–0 (home −0.5 wins, home wins), y 1–1 (draw): single 190.00, parlay 50 × 2.2 × 3.1 = 341.00.
    await a.sportsbook.feed.apply(merchantId, result('tp-x', 2, 0, 1));
    await b.sportsbook.feed.apply(merchantId, result('tp-y', 1, 1, 1));
    await settleTogether();
    expect(await balances()).toEqual([(playerStart as bigint) - 10_000n + 19_000n, (memberStart as bigint) - 5_000n + 34_100n]);
    const shown = await apiB.get(`/wps/sportsbook/bets/${single.body.value.betId}`, player);
    expect(shown.body.value).toMatchObject({ status: 'settled', outcome: 'win', payout: '190.00' });

    // x corrected to 0–0 on one process while the other settles: both bets lose, exactly the wins move back.
    await b.sportsbook.feed.apply(merchantId, result('tp-x', 0, 0, 2));
    await settleTogether();
    await settleTogether();
    expect(await balances()).toEqual([(playerStart as bigint) - 10_000n, (memberStart as bigint) - 5_000n]);

    for (const betId of [single.body.value.betId, parlay.body.value.betId]) {
      const txns = await betTransactions(db(), sportsbookIds.round(betId));
      expect(txns.map((t) => [t.kind, t.txn_id])).toEqual([
        ['debit', sportsbookIds.debit(betId)],
        ['credit', sportsbookIds.settle(betId)],
        ['resettle', sportsbookIds.resettle(betId, 1)],
      ]);
    }
    for (const id of [x, y]) {
      const match = await db()
        .withTables<{ sportsbook_match: { id: bigint; settle_rev: number; settled_rev: number } }>()
        .selectFrom('sportsbook_match')
        .select(['settle_rev', 'settled_rev'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(match.settled_rev).toBe(match.settle_rev);
    }
  }, 120_000);
});
