import { createLotteryScheduler } from '@fortuna/bgs/engine';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSessionSockets } from '../../realtime/session-sockets';
import { apiClient, buildTestApp, freshIp, fund, operatorToken, type TestApp } from '../../testing/index';
import { hashToken, newToken } from '../auth/token';
import { memberId as memberIdOf, onlyGame, openSessions, testWallet } from '../lottery/lottery.test-support';
import { createLotteryWallet } from '../lottery/lottery-wallet';
import { createProviderWalletRepository } from '../provider-wallet/provider-wallet.repository';
import { createProviderWalletService } from '../provider-wallet/provider-wallet.service';
import { createRgRepository } from './responsible-gaming.repository';
import { createResponsibleGaming } from './responsible-gaming.service';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let memberId: number;
/** The controlled clock every responsible-gaming rule reads. */
let now = new Date();
const db = () => t.database.db;
let n = 0;
const rid = (p: string) => `${p}-${++n}-${Date.now()}`;

const login = () =>
  api.encrypted(
    'POST',
    '/wps/session/login',
    { type: 'username', username: 'player01', password: 'Player123' },
    { 'x-forwarded-for': freshIp() },
  );
let token: string;
const auth = () => ({ authorization: token });
const setLimit = (key: string, value: string | null) => api.post('/wps/member/rg/limits', { key, value }, auth());
const limitOf = async (key: string) =>
  (await api.get('/wps/member/rg', auth())).body.value.limits.find((l: { key: string }) => l.key === key);

beforeAll(async () => {
  t = await buildTestApp({ config: { clock: () => now } });
  api = apiClient(t.app, { merchant: 'FORTUNA' });
  memberId = await memberIdOf(db(), 'player01');
  await fund(db(), 'player01', 10_000_000n);
});
afterAll(async () => t?.close());
beforeEach(async () => {
  now = new Date();
  await db().deleteFrom('rg_limit').where('member_id', '=', memberId).execute();
  await db().deleteFrom('rg_exclusion').where('member_id', '=', memberId).execute();
  token = (await login()).body.value.token;
});

/**
 * Every path that takes money in or puts it at stake, each driven for real. A path that forgets
 * the guard fails its row: the member has a tiny wager limit (and a tiny deposit limit).
 */
const PATHS: { name: string; expected: string; run: () => Promise<string | undefined> }[] = [
  {
    name: 'deposit request',
    expected: 'rg_deposit_limit_exceeded',
    run: async () =>
      (await api.post('/wps/cashier/deposit', { channel: 'KBZ_BANK', amount: '5000', requestId: rid('dep') }, auth())).body.message,
  },
  {
    name: 'vendor transfer (an amount)',
    expected: 'rg_wager_limit_exceeded',
    run: async () =>
      (await api.post('/wps/relay/GCS_walletTransfer', { from: 'MAIN', to: 'REFX', amount: '50', requestId: rid('tr') }, auth())).body
        .message,
  },
  {
    name: 'vendor transfer (all in)',
    expected: 'rg_wager_limit_exceeded',
    run: async () =>
      (await api.post('/wps/relay/GCS_walletTransfer', { from: 'MAIN', to: 'REFX', all: true, requestId: rid('tr') }, auth())).body.message,
  },
  {
    name: 'in-house game (dice, through the in-house wallet)',
    expected: 'rg_wager_limit_exceeded',
    run: async () =>
      (
        await api.post(
          '/wps/originals/dice/bet',
          { requestId: rid('dice'), amount: '10.00', params: { target: 5000, side: 'under' } },
          auth(),
        )
      ).body.message,
  },
  {
    name: 'provider debit (the lottery wallet, as every vendor debits)',
    expected: 'rg_wager_limit_exceeded',
    run: async () => {
      const game = await onlyGame(db(), 'ssc', { schedule: { kind: 'interval', seconds: 60 }, closeSeconds: 5 });
      await openSessions(db(), [memberId], game.game_id);
      const id = rid('slip');
      try {
        await inHouseWallet().debit({ memberId, gameId: game.game_id, txnId: `slip:${id}`, roundId: `round:${id}`, amount: 1000n });
        return undefined;
      } catch (error) {
        return (error as { code?: string }).code;
      }
    },
  },
];

describe('responsible gaming', () => {
  it('applies a decrease at once and an increase or removal only after 24 hours', async () => {
    await db().deleteFrom('deposit').where('member_id', '=', memberId).execute();
    expect((await setLimit('deposit_day', '100000')).status).toBe(200);
    expect(await limitOf('deposit_day')).toMatchObject({ value: '100000.00', pending: null, remaining: '100000.00' });
    await setLimit('deposit_day', '50000');
    expect(await limitOf('deposit_day')).toMatchObject({ value: '50000.00', pending: null });
    await setLimit('deposit_day', '200000');
    const pending = await limitOf('deposit_day');
    expect(pending.value).toBe('50000.00');
    expect(pending.pending.value).toBe('200000.00');
    expect(new Date(pending.pending.effectiveAt).getTime()).toBe(now.getTime() + 24 * 3_600_000);
    const deposit = (amount: string) => api.post('/wps/cashier/deposit', { channel: 'KBZ_BANK', amount, requestId: rid('dep') }, auth());
    const refused = await deposit('60000');
    expect(refused.body.message).toBe('rg_deposit_limit_exceeded');
    expect(refused.body.value).toMatchObject({ period: 'day', remaining: '50000.00' });
    now = new Date(now.getTime() + 24 * 3_600_000 - 1000);
    expect((await deposit('60000')).body.message).toBe('rg_deposit_limit_exceeded');
    now = new Date(now.getTime() + 1000);
    expect(await limitOf('deposit_day')).toMatchObject({ value: '200000.00', pending: null });
    expect((await deposit('60000')).status).toBe(200);
    // A removal waits as well.
    await setLimit('deposit_day', null);
    expect((await limitOf('deposit_day')).value).toBe('200000.00');
    now = new Date(now.getTime() + 24 * 3_600_000);
    expect((await limitOf('deposit_day')).value).toBeNull();
  });

  it.each(PATHS)('guards $name', async ({ run, expected }) => {
    await setLimit('wager_day', '0.01');
    await setLimit('deposit_day', '0.01');
    expect(await run()).toBe(expected);
  });

  it('answers a refused in-house stake with its code and the amount the limit leaves (originals, lottery, crash)', async () => {
    await setLimit('wager_day', '5');
    const dice = await api.post(
      '/wps/originals/dice/bet',
      { requestId: rid('dice'), amount: '10.00', params: { target: 5000, side: 'under' } },
      auth(),
    );
    expect(dice.status, JSON.stringify(dice.body)).toBe(409);
    expect(dice.body).toMatchObject({ success: false, message: 'rg_wager_limit_exceeded', value: { period: 'day', remaining: '5.00' } });

    const game = await onlyGame(db(), 'ssc', { schedule: { kind: 'interval', seconds: 600 }, closeSeconds: 10 });
    await createLotteryScheduler({ db: db(), wallet: testWallet(db()), clock: () => now }).tick();
    const issues = await api.get(`/lgw/lottery/issues?gameCode=${game.code}`);
    const numero = (issues.body.value.current ?? issues.body.value.next).numero as string;
    const slip = await api.post(
      '/lgw/lottery/bets',
      {
        gameCode: game.code,
        numero,
        requestId: rid('slip'),
        bets: [{ betType: 'ssc.bsoe_total', selection: { picks: ['big', 'small'] }, unitStake: '10' }],
      },
      auth(),
    );
    expect(slip.status, JSON.stringify(slip.body)).toBe(409);
    expect(slip.body).toMatchObject({ success: false, message: 'rg_wager_limit_exceeded', value: { period: 'day', remaining: '5.00' } });

    // A round opens once someone looks at the game.
    await api.get('/wps/crash/state', auth());
    await t.app.crash.driver.tick();
    const crash = await api.post('/wps/crash/bet', { requestId: rid('crash'), amount: '10.00' }, auth());
    expect(crash.status, JSON.stringify(crash.body)).toBe(409);
    expect(crash.body).toMatchObject({ success: false, message: 'rg_wager_limit_exceeded', value: { period: 'day', remaining: '5.00' } });
    // Nothing was staked, so the same limit still leaves the whole amount.
    const fits = await api.post(
      '/wps/originals/dice/bet',
      { requestId: rid('dice'), amount: '5.00', params: { target: 5000, side: 'under' } },
      auth(),
    );
    expect(fits.status, JSON.stringify(fits.body)).toBe(200);
  });

  it('refuses a self-excluded member at login, deposit and every stake path until the end, and not after', async () => {
    const excluded = await api.post('/wps/member/rg/exclusion', { kind: 'self_exclusion', months: 6 }, auth());
    expect(excluded.status, JSON.stringify(excluded.body)).toBe(200);
    // The session ended at once.
    expect((await api.get('/wps/member/rg', auth())).status).toBe(401);
    const refusedLogin = await login();
    expect(refusedLogin.body.message).toBe('rg_excluded');
    expect(refusedLogin.body.value).toMatchObject({ kind: 'self_exclusion', endsAt: excluded.body.value.endsAt });
    // Neither the member nor an operator can end it early: a shorter one is refused, the ops call too.
    for (const path of PATHS) {
      // The paths need a session: give the excluded member one directly (as a session opened before would be).
      token = await sessionOf(memberId);
      expect(await path.run(), path.name).toBe('rg_excluded');
    }
    expect((await api.post('/wps/member/rg/exclusion', { kind: 'timeout', days: 1 }, auth())).body.message).toBe(
      'rg_exclusion_cannot_be_lifted',
    );
    now = new Date(new Date(excluded.body.value.endsAt).getTime() + 1000);
    const after = await login();
    expect(after.status, JSON.stringify(after.body)).toBe(200);
    token = after.body.value.token;
    for (const path of PATHS) expect(await path.run(), path.name).not.toBe('rg_excluded');
  });

  it('shows the operator the limits, exclusions and history, and refuses to lift an exclusion', async () => {
    await setLimit('loss_week', '300');
    await api.post('/wps/member/rg/exclusion', { kind: 'timeout', days: 1 }, auth());
    const ops = { authorization: await operatorToken(db()) };
    const view = await api.get(`/ops/members/${memberId}/responsible-gaming`, ops);
    expect(view.status, JSON.stringify(view.body)).toBe(200);
    expect(view.body.value.state.exclusion.kind).toBe('timeout');
    expect(view.body.value.history.map((h: { action: string }) => h.action)).toEqual(expect.arrayContaining(['timeout', 'limit_set']));
    const lift = await api.post(`/ops/members/${memberId}/responsible-gaming/lift`, {}, ops);
    expect(lift.body.message).toBe('rg_exclusion_cannot_be_lifted');
  });
});

/** The in-process wallet the lottery and in-house games debit through, on the test's clock. */
function inHouseWallet() {
  const repo = createProviderWalletRepository(db());
  const responsibleGaming = createResponsibleGaming({
    db: db(),
    repo: createRgRepository(),
    clock: () => now,
    sockets: createSessionSockets(),
    realityCheckMinuteMs: 60_000,
  });
  return createLotteryWallet({ db: db(), service: createProviderWalletService({ db: db(), repo, responsibleGaming }), repo });
}

/** A live member session opened directly (login is refused during an exclusion). */
async function sessionOf(id: number): Promise<string> {
  const value = newToken();
  await db()
    .insertInto('member_session')
    .values({
      token_hash: hashToken(value),
      member_id: id,
      side: 'member',
      login_type: 'username',
      expires_at: new Date(Date.now() + 3_600_000),
    })
    .execute();
  return value;
}
