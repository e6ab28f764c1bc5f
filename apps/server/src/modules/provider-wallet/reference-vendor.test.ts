import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, freshIp, fund, type HttpReply, httpClient, type TestApp } from '../../testing/index';
import { expectWholeLedgerBalanced } from '../../testing/provider';

let t: TestApp;
let base: string;
let http: ReturnType<typeof httpClient>;
const db = () => t.database.db;
const minor = (text: string) => BigInt(text.replace('.', ''));

async function login(username: string, password: string): Promise<string> {
  const reply = await http.encrypted(
    'POST',
    '/wps/session/login',
    { type: 'username', username, password },
    { 'x-forwarded-for': freshIp() },
  );
  return reply.body.value.token;
}
const balance = async (token: string) => minor((await http.get('/wps/v2/wallets/balance', { authorization: token })).body.value.balance);

/** Launches a game and opens the reference vendor's session from its URL, as the game page does. */
async function open(token: string, nodeId: number) {
  const launch = await http.get(`/wps/game/launchGame?nodeId=${nodeId}`, { authorization: token });
  expect(launch.status).toBe(200);
  const url = new URL(launch.body.value.url, base);
  const params = Object.fromEntries(url.searchParams);
  const session = await vendor('/api/session', { token: params.token, operator: params.operator, vendor: params.vendor });
  return { url, params, session };
}
const vendor = (path: string, body: unknown): Promise<HttpReply> => http.post(`/play/reference${path}`, body);

beforeAll(async () => {
  t = await buildTestApp({ config: { trustProxy: true } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  http = httpClient(base);
});
afterAll(async () => {
  await t.close();
});

describe('the reference vendor over real HTTP', () => {
  it('plays rounds: launch → authenticate → debit → credit, and the balance moves by exactly each result', async () => {
    await fund(db(), 'player01', 500_000n);
    const token = await login('player01', 'Player123');
    const game = await db()
      .selectFrom('game')
      .select('id')
      .where('vendor_code', '=', 'REF')
      .where('is_game', '=', true)
      .executeTakeFirstOrThrow();
    const { url, session } = await open(token, game.id);

    // The game page is served on the launch CDN path, framable by the portal and scripted only from itself.
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("form-action 'none'");
    expect(await page.text()).toContain('<script src="game.js" defer></script>');
    expect((await fetch(new URL('game.js', url))).status).toBe(200);
    expect((await fetch(new URL('game.css', url))).status).toBe(200);

    expect(session.status).toBe(200);
    expect(session.body.value).toMatchObject({ balance: '5000.00', currency: 'MMK', vendor: 'REF', playMoney: false });
    expect(session.body.value.bets).toEqual(['1.00', '2.00', '5.00', '10.00', '20.00', '50.00', '100.00']);

    let expected = await balance(token);
    for (let i = 0; i < 8; i++) {
      const spin = await vendor('/api/spin', { session: session.body.value.session, bet: '10.00' });
      expect(spin.status, JSON.stringify(spin.body)).toBe(200);
      const round = spin.body.value;
      expect(minor(round.win)).toBe(1000n * BigInt(round.multiplier));
      expected += minor(round.win) - 1000n;
      expect(minor(round.balance)).toBe(expected);
      expect(await balance(token)).toBe(expected);
      const stored = await db().selectFrom('game_round').selectAll().where('round_id', '=', round.roundId).executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ status: 'settled', vendor_code: 'REF', game_id: game.id });
      expect([BigInt(stored.total_bet), BigInt(stored.total_win)]).toEqual([1000n, minor(round.win)]);
      const calls = await db()
        .selectFrom('provider_transaction')
        .select('kind')
        .where('round_id', '=', round.roundId)
        .orderBy('id')
        .execute();
      expect(calls.map((c) => c.kind)).toEqual(['debit', 'credit']);
    }
    expect(minor((await vendor('/api/balance', { session: session.body.value.session })).body.value.balance)).toBe(expected);
    await expectWholeLedgerBalanced(db());
  });

  it('refuses a reused launch token, a forged session and a bet off the selector', async () => {
    const token = await login('player01', 'Player123');
    const game = await db()
      .selectFrom('game')
      .select('id')
      .where('vendor_code', '=', 'REF')
      .where('is_game', '=', true)
      .executeTakeFirstOrThrow();
    const { params, session } = await open(token, game.id);
    const again = await vendor('/api/session', { token: params.token, operator: params.operator, vendor: params.vendor });
    expect(again).toMatchObject({ status: 401, body: { message: 'launch_token_invalid' } });
    const sealed: string = session.body.value.session;
    const forged = `${sealed.slice(0, -4)}${sealed.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    expect((await vendor('/api/spin', { session: forged, bet: '1.00' })).body.message).toBe('vendor_session_invalid');
    expect((await vendor('/api/spin', { session: sealed, bet: '3.00' })).status).toBe(400);
    expect((await vendor('/api/session', { token: params.token, operator: 'NOPE', vendor: 'REF' })).status).toBe(404);
  });

  it("shows the balance in the game with the merchant's currency symbol, as the portal's header does", async () => {
    const token = await login('member02', 'Member123');
    const game = await db()
      .selectFrom('game')
      .select('id')
      .where('vendor_code', '=', 'REF')
      .where('is_game', '=', true)
      .executeTakeFirstOrThrow();
    const merchant = await db()
      .selectFrom('merchant')
      .select(['currency_code', 'currency_symbol'])
      .where('code', '=', 'FORTUNA')
      .executeTakeFirstOrThrow();
    const { session } = await open(token, game.id);
    expect(session.body.value).toMatchObject({ currency: merchant.currency_code, currencySymbol: merchant.currency_symbol });
    const info = await http.get('/wps/v2/wallets/balance', { authorization: token });
    expect(info.body.value.currencySymbol).toBe(session.body.value.currencySymbol);
  });

  it('answers a bet bigger than the balance with the balance, and moves nothing', async () => {
    await fund(db(), 'member04', 500n);
    const token = await login('member04', 'Member123');
    const game = await db()
      .selectFrom('game')
      .select('id')
      .where('vendor_code', '=', 'REF')
      .where('is_game', '=', true)
      .executeTakeFirstOrThrow();
    const { session } = await open(token, game.id);
    const spin = await vendor('/api/spin', { session: session.body.value.session, bet: '10.00' });
    expect(spin).toMatchObject({ status: 409, body: { message: 'insufficient_balance', value: { balance: '5.00' } } });
    expect(await balance(token)).toBe(500n);
  });
});
