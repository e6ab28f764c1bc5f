import { createProtocolClient } from '@fortuna/reference-provider';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GAME_PLAYERS, DEMO_PLAYER_DEPOSIT } from '../../seed/data/providers';
import { seedDemoGameHistory } from '../../seed/providers';
import { apiClient, buildTestApp, freshIp, type TestApp } from '../../testing/index';
import { expectWholeLedgerBalanced, injectTransport, tokenOfLaunchUrl, vendorKey } from '../../testing/provider';
import { maskAccount } from './game-launch.presenter';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
const db = () => t.database.db;
const minor = (text: string) => BigInt(text.replace('.', ''));

beforeAll(async () => {
  t = await buildTestApp({ config: { trustProxy: true } });
  api = apiClient(t.app);
  await seedDemoGameHistory(db());
});
afterAll(async () => {
  await t.close();
});

async function seededPlayers() {
  return db()
    .selectFrom('member')
    .select('id')
    .where(
      'username',
      'in',
      DEMO_GAME_PLAYERS.map((p) => p.username),
    )
    .execute();
}

describe('the demo game history', () => {
  it('is real rounds: every bet and win a ledger post, every round settled and rolled up, once', async () => {
    const players = (await seededPlayers()).map((p) => p.id);
    expect(players).toHaveLength(DEMO_GAME_PLAYERS.length);
    const rounds = await db()
      .selectFrom('game_round')
      .select(['status', 'total_bet', 'total_win'])
      .where('member_id', 'in', players)
      .execute();
    expect(rounds.length).toBeGreaterThan(20);
    expect(rounds.every((r) => r.status === 'settled')).toBe(true);
    const bets = rounds.reduce((acc, r) => acc + BigInt(r.total_bet), 0n);
    const wins = rounds.reduce((acc, r) => acc + BigInt(r.total_win), 0n);

    const byKind = await sql<{ kind: string; total: string }>`
      SELECT t.kind, sum(e.amount)::text AS total FROM ledger_entry e
      JOIN ledger_account a ON a.id = e.account_id JOIN ledger_transaction t ON t.id = e.transaction_id
      WHERE a.owner = 'member' AND a.member_id IN (${sql.join(players)}) GROUP BY t.kind`.execute(db());
    const kinds = Object.fromEntries(byKind.rows.map((r) => [r.kind, BigInt(r.total)]));
    expect(kinds.bet).toBe(-bets);
    expect(kinds.win ?? 0n).toBe(wins);
    expect(kinds.deposit).toBe(DEMO_PLAYER_DEPOSIT * BigInt(players.length));
    const held = await sql<{ total: string }>`
      SELECT sum(balance)::text AS total FROM ledger_account WHERE owner = 'member' AND member_id IN (${sql.join(players)})`.execute(db());
    expect(BigInt(held.rows[0]?.total ?? '0')).toBe(DEMO_PLAYER_DEPOSIT * BigInt(players.length) - bets + wins);

    const rollup = await sql<{ bets: string; payout: string; rounds: string }>`
      SELECT sum(bets)::text AS bets, sum(payout)::text AS payout, sum(rounds)::text AS rounds
      FROM member_hourly_rollup WHERE member_id IN (${sql.join(players)})`.execute(db());
    expect(rollup.rows[0]).toEqual({ bets: String(bets), payout: String(wins), rounds: String(rounds.length) });

    await seedDemoGameHistory(db());
    expect(await db().selectFrom('game_round').select('id').where('member_id', 'in', players).execute()).toHaveLength(rounds.length);
    await expectWholeLedgerBalanced(db());
  });
});

describe('GET /wps/game/winnerBoard', () => {
  it('lists the biggest settled wins, largest first, with masked players and names in the language', async () => {
    const reply = await api.get('/wps/game/winnerBoard?gameCategory=ALL&language=zh&limitNum=20');
    expect(reply.status).toBe(200);
    const { list, currencySymbol } = reply.body.value;
    expect(currencySymbol).toBe('Ks');
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(20);
    const amounts = list.map((row: { vo: { winAmount: string } }) => minor(row.vo.winAmount));
    expect([...amounts].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0))).toEqual(amounts);

    const best = await db()
      .selectFrom('game_round as r')
      .innerJoin('member as m', 'm.id', 'r.member_id')
      .innerJoin('game as g', 'g.id', 'r.game_id')
      .select(['r.total_win', 'm.username', 'g.names', 'g.id'])
      .where('r.status', '=', 'settled')
      .where('r.play_money', '=', false)
      .orderBy('r.total_win', 'desc')
      .orderBy('r.id', 'desc')
      .executeTakeFirstOrThrow();
    expect(list[0].vo).toMatchObject({
      winAmount: (Number(best.total_win) / 100).toFixed(2),
      player: maskAccount(best.username),
      gameName: best.names.zh ?? best.names.en,
      nodeId: best.id,
    });
    for (const row of list) expect(row.vo.player).toMatch(/^.{1,2}\*{3,4}.{0,2}$/);
  });

  it('filters by category and limit, and refuses bad queries', async () => {
    expect((await api.get('/wps/game/winnerBoard?limitNum=3')).body.value.list).toHaveLength(3);
    const rng = (await api.get('/wps/game/winnerBoard?gameCategory=RNG')).body.value.list;
    expect(rng.every((row: { vo: { gameType: string } }) => row.vo.gameType === 'RNG')).toBe(true);
    expect((await api.get('/wps/game/winnerBoard?gameCategory=COCKFIGHT')).body.value.list).toEqual([]);
    for (const query of ['limitNum=21', 'limitNum=0', 'gameCategory=CASINO']) {
      expect((await api.get(`/wps/game/winnerBoard?${query}`)).body.message, query).toBe('invalid_parameter');
    }
  });

  it('never shows play-money wins', async () => {
    const trial = (await api.post('/wps/session/login/freeplay', {}, { 'x-forwarded-for': freshIp() })).body.value.token;
    const game = await db()
      .selectFrom('game')
      .select('id')
      .where('vendor_code', '=', 'REF')
      .where('is_game', '=', true)
      .executeTakeFirstOrThrow();
    const launch = await api.get(`/wps/game/launchGame?nodeId=${game.id}`, { authorization: trial });
    const pg = createProtocolClient({ ...(await vendorKey(db(), 'REF')), transport: injectTransport(t.app) });
    const auth = await pg.authenticate({ launchToken: tokenOfLaunchUrl(launch.body.value.url) });
    const sessionToken = auth.body.value?.sessionToken ?? '';
    expect((await pg.debit({ sessionToken, txnId: 'trial-bet', roundId: 'trial-round', amount: '2000.00' })).status).toBe(200);
    const win = await pg.credit({ sessionToken, txnId: 'trial-win', roundId: 'trial-round', amount: '999999.00', roundEnded: true });
    // The play-money round really holds the biggest win of all.
    expect(win.body.value?.balance).toBe('999999.00');
    const top = (await api.get('/wps/game/winnerBoard?limitNum=1')).body.value.list[0];
    expect(top.vo.winAmount).not.toBe('999999.00');
  });
});

describe('maskAccount', () => {
  it('shows the ends of a name only', () => {
    expect(maskAccount('player01')).toBe('pl****01');
    expect(maskAccount('abcd')).toBe('a***d');
    expect(maskAccount('ab')).toBe('a***');
    expect(maskAccount('玩家一号二')).toBe('玩***二');
  });
});
