import crypto from 'node:crypto';
import { createProtocolClient, type ProtocolClient } from '@fortuna/reference-provider';
import { PROVIDER_HEADERS, PROVIDER_PATHS, providerRequestHeaders } from '@fortuna/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSE_ACCOUNT, MEMBER_ACCOUNT, memberBalance } from '../../ledger/accounts';
import { apiClient, buildTestApp, freshIp, fund, type TestApp } from '../../testing/index';
import { expectWholeLedgerBalanced, injectTransport, tokenOfLaunchUrl, vendorClient, vendorKey } from '../../testing/provider';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let pg: ProtocolClient;
let playerToken: string;
let playerId: number;
let pgGame: { id: number; game_code: string };

const db = () => t.database.db;
const ids = () => crypto.randomUUID().replaceAll('-', '');

async function login(username: string, password: string): Promise<string> {
  const reply = await api.encrypted(
    'POST',
    '/wps/session/login',
    { type: 'username', username, password },
    { 'x-forwarded-for': freshIp() },
  );
  return reply.body.value.token;
}

async function gameOf(vendor: string) {
  return db()
    .selectFrom('game')
    .select(['id', 'game_code'])
    .where('vendor_code', '=', vendor)
    .where('is_game', '=', true)
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

/** Launches a game for a member and returns the single-use launch token of its URL. */
async function launchToken(token: string, nodeId: number): Promise<string> {
  const reply = await api.get(`/wps/game/launchGame?nodeId=${nodeId}`, { authorization: token });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return tokenOfLaunchUrl(reply.body.value.url);
}

/** A fresh player session of `client`'s vendor for the member. */
async function session(client: ProtocolClient, token: string, nodeId: number): Promise<string> {
  const auth = await client.authenticate({ launchToken: await launchToken(token, nodeId) });
  expect(auth.body.success, auth.text).toBe(true);
  return auth.body.value?.sessionToken ?? '';
}

const mainBalance = () => memberBalance(db(), playerId, MEMBER_ACCOUNT.main);
async function houseBalance(vendor: string): Promise<bigint> {
  const row = await db()
    .selectFrom('ledger_account')
    .select('balance')
    .where('owner', '=', 'house')
    .where('kind', '=', HOUSE_ACCOUNT.gameHouse(vendor))
    .executeTakeFirst();
  return row ? BigInt(row.balance) : 0n;
}
const ledgerCount = async (key: string) =>
  (await db().selectFrom('ledger_transaction').select('id').where('idempotency_key', '=', key).execute()).length;

beforeAll(async () => {
  t = await buildTestApp({ config: { trustProxy: true } });
  api = apiClient(t.app);
  await fund(db(), 'player01', 100_000n);
  playerToken = await login('player01', 'Player123');
  playerId = (await db().selectFrom('member').select('id').where('username', '=', 'player01').executeTakeFirstOrThrow()).id;
  pg = await vendorClient(t.app, db(), 'REF');
  pgGame = await gameOf('REF');
});
afterAll(async () => {
  await expectWholeLedgerBalanced(db());
  await t.close();
});

describe('authenticate', () => {
  it('swaps a launch token for a player session once', async () => {
    const launchToken_ = await launchToken(playerToken, pgGame.id);
    const first = await pg.authenticate({ launchToken: launchToken_ });
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({
      playerId: String(playerId),
      currency: 'MMK',
      balance: '1000.00',
      vendor: 'REF',
      gameCode: pgGame.game_code,
      nodeId: pgGame.id,
      playMoney: false,
    });
    expect(Date.parse(first.body.value?.sessionExpiresAt ?? '')).toBeGreaterThan(Date.now() + 3_600_000);
    // Only hashes are stored.
    const stored = await db()
      .selectFrom('provider_session')
      .select('member_id')
      .where(
        'token_hash',
        '=',
        crypto
          .createHash('sha256')
          .update(first.body.value?.sessionToken ?? '')
          .digest(),
      )
      .execute();
    expect(stored).toEqual([{ member_id: playerId }]);

    const reused = await pg.authenticate({ launchToken: launchToken_ });
    expect(reused).toMatchObject({ status: 401, body: { success: false, message: 'launch_token_invalid' } });
  });

  it('refuses an unknown, expired or other vendor’s launch token (and does not use up the last)', async () => {
    expect((await pg.authenticate({ launchToken: 'x'.repeat(43) })).body.message).toBe('launch_token_invalid');

    const expired = await launchToken(playerToken, pgGame.id);
    await db()
      .updateTable('launch_token')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', crypto.createHash('sha256').update(expired).digest())
      .execute();
    expect((await pg.authenticate({ launchToken: expired })).body.message).toBe('launch_token_invalid');

    const pgToken = await launchToken(playerToken, pgGame.id);
    const cq9 = await vendorClient(t.app, db(), 'REFX');
    expect((await cq9.authenticate({ launchToken: pgToken })).body.message).toBe('launch_token_invalid');
    expect((await pg.authenticate({ launchToken: pgToken })).body.success).toBe(true);
  });
});

describe('signatures', () => {
  it('refuses a call not signed by the vendor’s key, and moves nothing', async () => {
    const sessionToken = await session(pg, playerToken, pgGame.id);
    const before = await mainBalance();
    const body = JSON.stringify({ sessionToken, txnId: `sig-${ids()}`, roundId: `r-${ids()}`, amount: '10.00' });
    const key = await vendorKey(db(), 'REF');
    const send = (headers: Record<string, string>, payload = body) =>
      t.app.inject({ method: 'POST', url: PROVIDER_PATHS.debit, payload, headers: { ...headers, 'content-type': 'application/json' } });

    const wrongSecret = await send(await providerRequestHeaders(key.keyId, 'not-the-secret-0123456789abcdef0123', body));
    expect(wrongSecret.statusCode).toBe(401);
    expect(wrongSecret.json()).toEqual({ success: false, value: null, message: 'provider_signature_invalid' });

    const signed = await providerRequestHeaders(key.keyId, key.secret, body);
    const tampered = await send(signed, body.replace('10.00', '1.00'));
    expect(tampered.json().message).toBe('provider_signature_invalid');

    const unknownKey = await send({ ...signed, [PROVIDER_HEADERS.keyId]: 'no-such-key-123' });
    expect(unknownKey.json().message).toBe('provider_signature_invalid');

    const { [PROVIDER_HEADERS.signature]: _, ...unsigned } = signed;
    expect((await send(unsigned)).json().message).toBe('provider_signature_invalid');

    const stale = await send(await providerRequestHeaders(key.keyId, key.secret, body, Date.now() - 10 * 60_000));
    expect(stale.statusCode).toBe(401);
    expect(stale.json().message).toBe('provider_request_expired');

    const disabled = await db()
      .updateTable('provider_credential')
      .set({ enabled: false })
      .where('key_id', '=', key.keyId)
      .returning('key_id')
      .execute();
    expect(disabled).toHaveLength(1);
    expect((await send(await providerRequestHeaders(key.keyId, key.secret, body))).json().message).toBe('provider_signature_invalid');
    await db().updateTable('provider_credential').set({ enabled: true }).where('key_id', '=', key.keyId).execute();

    expect(await mainBalance()).toBe(before);
    expect(await db().selectFrom('provider_transaction').select('id').where('txn_id', 'like', 'sig-%').execute()).toEqual([]);

    // The same call, signed properly, goes through.
    expect((await send(await providerRequestHeaders(key.keyId, key.secret, body))).statusCode).toBe(200);
    expect(await mainBalance()).toBe(before - 1000n);
  });

  it('refuses every protocol call signed with a wrong secret; a refused authenticate leaves its launch token usable', async () => {
    const launch = await launchToken(playerToken, pgGame.id);
    const sessionToken = await session(pg, playerToken, pgGame.id);
    const key = await vendorKey(db(), 'REF');
    const forged = createProtocolClient({
      keyId: key.keyId,
      secret: 'not-the-secret-0123456789abcdef0123',
      transport: injectTransport(t.app),
    });
    const roundId = `round-${ids()}`;
    const before = await mainBalance();
    const replies = [
      await forged.authenticate({ launchToken: launch }),
      await forged.balance({ sessionToken }),
      await forged.debit({ sessionToken, txnId: `${roundId}:bet`, roundId, amount: '1.00' }),
      await forged.credit({ sessionToken, txnId: `${roundId}:win`, roundId, amount: '1.00', roundEnded: true }),
      await forged.rollback({ sessionToken, txnId: `${roundId}:bet`, roundId }),
    ];
    for (const reply of replies) expect([reply.status, reply.body.message]).toEqual([401, 'provider_signature_invalid']);
    expect(await mainBalance()).toBe(before);
    expect(await db().selectFrom('provider_transaction').select('id').where('round_id', '=', roundId).execute()).toEqual([]);
    expect(await db().selectFrom('provider_rollback_tombstone').select('txn_id').where('txn_id', '=', `${roundId}:bet`).execute()).toEqual(
      [],
    );
    expect((await pg.authenticate({ launchToken: launch })).body.success).toBe(true);
  });

  it('refuses bodies that are not JSON or not the call’s shape', async () => {
    const raw = await pg.raw(PROVIDER_PATHS.debit, 'not json');
    expect(raw.status).toBe(400);
    const key = await vendorKey(db(), 'REF');
    const body = '{not json';
    const res = await t.app.inject({
      method: 'POST',
      url: PROVIDER_PATHS.debit,
      payload: body,
      headers: { ...(await providerRequestHeaders(key.keyId, key.secret, body)), 'content-type': 'application/json' },
    });
    expect(res.json().message).toBe('invalid_json');
    const sessionToken = await session(pg, playerToken, pgGame.id);
    for (const amount of ['-1', '1.001', 'ten', '0']) {
      const reply = await pg.debit({ sessionToken, txnId: `bad-${ids()}`, roundId: 'r1', amount });
      expect(reply.body.message, amount).toBe('invalid_parameter');
    }
    const wrongCurrency = await pg.debit({ sessionToken, txnId: `bad-${ids()}`, roundId: 'r1', amount: '1.00', currency: 'USD' });
    expect(wrongCurrency.body.message).toBe('invalid_parameter');
  });
});

describe('balance, debit and credit', () => {
  it('answers the balance of a live session', async () => {
    const sessionToken = await session(pg, playerToken, pgGame.id);
    const reply = await pg.balance({ sessionToken });
    expect(reply.body.value).toEqual({ balance: (Number(await mainBalance()) / 100).toFixed(2), currency: 'MMK' });
    expect((await pg.balance({ sessionToken: 'y'.repeat(43) })).body.message).toBe('provider_session_invalid');
  });

  it('debits a bet once: a replay answers the original response byte for byte, even after the balance changed', async () => {
    const sessionToken = await session(pg, playerToken, pgGame.id);
    const roundId = `round-${ids()}`;
    const txnId = `bet-${ids()}`;
    const before = await mainBalance();
    const houseBefore = await houseBalance('REF');
    const first = await pg.debit({ sessionToken, txnId, roundId, amount: '25.50' });
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({ txnId, roundId, currency: 'MMK', balance: ((Number(before) - 2550) / 100).toFixed(2) });
    expect(await mainBalance()).toBe(before - 2550n);
    expect(await houseBalance('REF')).toBe(houseBefore + 2550n);

    // Another bet changes the balance; the replay still says what the first answer said.
    await pg.debit({ sessionToken, txnId: `bet-${ids()}`, roundId, amount: '1.00' });
    const replay = await pg.debit({ sessionToken, txnId, roundId, amount: '25.50' });
    expect(replay.status).toBe(200);
    expect(replay.text).toBe(first.text);
    expect(await mainBalance()).toBe(before - 2650n);
    expect(await ledgerCount(`provider:REF:${txnId}`)).toBe(1);

    const changed = await pg.debit({ sessionToken, txnId, roundId, amount: '30.00' });
    expect(changed).toMatchObject({ status: 409, body: { message: 'idempotency_conflict' } });
    const asCredit = await pg.credit({ sessionToken, txnId, roundId, amount: '25.50', roundEnded: true });
    expect(asCredit.body.message).toBe('idempotency_conflict');

    const round = await db().selectFrom('game_round').selectAll().where('round_id', '=', roundId).executeTakeFirstOrThrow();
    expect(round).toMatchObject({ status: 'open', member_id: playerId, game_id: pgGame.id, play_money: false });
    expect(BigInt(round.total_bet)).toBe(2650n);
  });

  it('answers not enough money with the balance, records nothing, and accepts the same txn once funded', async () => {
    const sessionToken = await session(pg, playerToken, pgGame.id);
    const balance = await mainBalance();
    const txnId = `big-${ids()}`;
    const roundId = `round-${ids()}`;
    const tooMuch = ((Number(balance) + 100) / 100).toFixed(2);
    const refused = await pg.debit({ sessionToken, txnId, roundId, amount: tooMuch });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      success: false,
      value: { balance: (Number(balance) / 100).toFixed(2), currency: 'MMK' },
      message: 'insufficient_balance',
    });
    expect(await mainBalance()).toBe(balance);
    expect(await db().selectFrom('game_round').select('id').where('round_id', '=', roundId).execute()).toEqual([]);
    expect(await ledgerCount(`provider:REF:${txnId}`)).toBe(0);

    await fund(db(), 'player01', 200n);
    const accepted = await pg.debit({ sessionToken, txnId, roundId, amount: tooMuch });
    expect(accepted.body.value?.balance).toBe('1.00');
    await pg.credit({ sessionToken, txnId: `win-${ids()}`, roundId, amount: tooMuch, roundEnded: true });
    expect(await mainBalance()).toBe(balance + 200n);
  });

  it('credits a win once, settles the round with it and rolls the round up for its quarter-hour', async () => {
    const sessionToken = await session(pg, playerToken, pgGame.id);
    const roundId = `round-${ids()}`;
    const before = await mainBalance();
    const rollupBefore = await db()
      .selectFrom('member_hourly_rollup')
      .select(['bets', 'payout', 'profit', 'rounds'])
      .where('member_id', '=', playerId)
      .execute();
    const sum = (key: 'bets' | 'payout' | 'profit' | 'rounds') => rollupBefore.reduce((acc, r) => acc + BigInt(r[key]), 0n);

    await pg.debit({ sessionToken, txnId: `${roundId}:bet`, roundId, amount: '10.00' });
    const middle = await pg.credit({ sessionToken, txnId: `${roundId}:win1`, roundId, amount: '5.00', roundEnded: false });
    expect(middle.body.success).toBe(true);
    const last = await pg.credit({ sessionToken, txnId: `${roundId}:win2`, roundId, amount: '30.00', roundEnded: true });
    expect(last.body.value).toMatchObject({ roundId, balance: ((Number(before) + 2500) / 100).toFixed(2) });
    expect(await mainBalance()).toBe(before + 2500n);
    expect((await pg.credit({ sessionToken, txnId: `${roundId}:win2`, roundId, amount: '30.00', roundEnded: true })).text).toBe(last.text);
    expect(await mainBalance()).toBe(before + 2500n);

    const round = await db().selectFrom('game_round').selectAll().where('round_id', '=', roundId).executeTakeFirstOrThrow();
    expect(round.status).toBe('settled');
    expect([BigInt(round.total_bet), BigInt(round.total_win)]).toEqual([1000n, 3500n]);

    const rollup = await db()
      .selectFrom('member_hourly_rollup')
      .select(['bets', 'valid_bet', 'payout', 'profit', 'rounds', 'hour'])
      .where('member_id', '=', playerId)
      .execute();
    const total = (key: 'bets' | 'payout' | 'profit' | 'rounds') => rollup.reduce((acc, r) => acc + BigInt(r[key]), 0n);
    expect(total('bets') - sum('bets')).toBe(1000n);
    expect(total('payout') - sum('payout')).toBe(3500n);
    expect(total('profit') - sum('profit')).toBe(2500n);
    expect(total('rounds') - sum('rounds')).toBe(1n);
    // Quarter-hours, so a merchant's day that starts at :30 UTC (Asia/Yangon) is whole rows.
    for (const row of rollup) expect(new Date(row.hour).getTime() % 900_000).toBe(0);

    // A settled round takes no more bets or wins.
    const late = await pg.debit({ sessionToken, txnId: `${roundId}:late`, roundId, amount: '1.00' });
    expect(late).toMatchObject({ status: 409, body: { message: 'provider_round_settled' } });
    const lateWin = await pg.credit({ sessionToken, txnId: `${roundId}:late2`, roundId, amount: '1.00', roundEnded: true });
    expect(lateWin.body.message).toBe('provider_round_settled');
  });

  it('settles a lost round with a zero win that moves nothing', async () => {
    const sessionToken = await session(pg, playerToken, pgGame.id);
    const roundId = `round-${ids()}`;
    await pg.debit({ sessionToken, txnId: `${roundId}:bet`, roundId, amount: '3.00' });
    const before = await mainBalance();
    const zero = await pg.credit({ sessionToken, txnId: `${roundId}:win`, roundId, amount: '0', roundEnded: true });
    expect(zero.body.value).toMatchObject({ transactionId: null, balance: (Number(before) / 100).toFixed(2) });
    expect(await mainBalance()).toBe(before);
    expect((await db().selectFrom('game_round').select('status').where('round_id', '=', roundId).executeTakeFirstOrThrow()).status).toBe(
      'settled',
    );
  });

  it('refuses a round of another player', async () => {
    const sessionToken = await session(pg, playerToken, pgGame.id);
    const roundId = `round-${ids()}`;
    await pg.debit({ sessionToken, txnId: `${roundId}:bet`, roundId, amount: '1.00' });
    await fund(db(), 'member02', 10_000n);
    const other = await session(pg, await login('member02', 'Member123'), pgGame.id);
    const foreign = await pg.debit({ sessionToken: other, txnId: `${roundId}:bet2`, roundId, amount: '1.00' });
    expect(foreign).toMatchObject({ status: 409, body: { message: 'provider_round_invalid' } });
  });
});

describe('after the launch token and the session expired', () => {
  it('accepts wins and rollbacks, once each, but no bets or balance', async () => {
    const launch = await launchToken(playerToken, pgGame.id);
    const auth = await pg.authenticate({ launchToken: launch });
    const sessionToken = auth.body.value?.sessionToken ?? '';
    const roundId = `round-${ids()}`;
    await pg.debit({ sessionToken, txnId: `${roundId}:bet1`, roundId, amount: '4.00' });
    await pg.debit({ sessionToken, txnId: `${roundId}:bet2`, roundId, amount: '6.00' });
    await db()
      .updateTable('launch_token')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', crypto.createHash('sha256').update(launch).digest())
      .execute();
    await db()
      .updateTable('provider_session')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', crypto.createHash('sha256').update(sessionToken).digest())
      .execute();
    const before = await mainBalance();

    const bet = await pg.debit({ sessionToken, txnId: `${roundId}:bet3`, roundId, amount: '1.00' });
    expect(bet).toMatchObject({ status: 401, body: { message: 'provider_session_expired' } });
    expect((await pg.balance({ sessionToken })).body.message).toBe('provider_session_expired');
    // A repeat of a bet made while the session was live is still answered as before.
    expect((await pg.debit({ sessionToken, txnId: `${roundId}:bet1`, roundId, amount: '4.00' })).status).toBe(200);

    const rollback = await pg.rollback({ sessionToken, txnId: `${roundId}:bet2` });
    expect(rollback.body.value).toMatchObject({ status: 'ROLLED_BACK', balance: ((Number(before) + 600) / 100).toFixed(2) });
    const win = await pg.credit({ sessionToken, txnId: `${roundId}:win`, roundId, amount: '12.00', roundEnded: true });
    expect(win.status).toBe(200);
    expect(await mainBalance()).toBe(before + 600n + 1200n);
    expect((await db().selectFrom('game_round').select('status').where('round_id', '=', roundId).executeTakeFirstOrThrow()).status).toBe(
      'settled',
    );
    // Their repeats, still after expiry, are the original answers and move nothing again.
    expect((await pg.rollback({ sessionToken, txnId: `${roundId}:bet2` })).text).toBe(rollback.text);
    expect((await pg.credit({ sessionToken, txnId: `${roundId}:win`, roundId, amount: '12.00', roundEnded: true })).text).toBe(win.text);
    expect(await mainBalance()).toBe(before + 600n + 1200n);
    expect([await ledgerCount(`provider:REF:rollback:${roundId}:bet2`), await ledgerCount(`provider:REF:${roundId}:win`)]).toEqual([1, 1]);
  });
});

describe('rollback', () => {
  it('refunds a bet once and takes a win back once', async () => {
    const sessionToken = await session(pg, playerToken, pgGame.id);
    const roundId = `round-${ids()}`;
    const before = await mainBalance();
    await pg.debit({ sessionToken, txnId: `${roundId}:bet`, roundId, amount: '20.00' });
    const refund = await pg.rollback({ sessionToken, txnId: `${roundId}:bet` });
    expect(refund.body.value).toMatchObject({ txnId: `${roundId}:bet`, status: 'ROLLED_BACK', balance: (Number(before) / 100).toFixed(2) });
    expect(await mainBalance()).toBe(before);
    expect((await pg.rollback({ sessionToken, txnId: `${roundId}:bet` })).text).toBe(refund.text);
    expect(await mainBalance()).toBe(before);
    expect(await ledgerCount(`provider:REF:rollback:${roundId}:bet`)).toBe(1);
    // The bet's own repeat is still its original answer; it does not take the money again.
    await pg.debit({ sessionToken, txnId: `${roundId}:bet`, roundId, amount: '20.00' });
    expect(await mainBalance()).toBe(before);

    await pg.debit({ sessionToken, txnId: `${roundId}:bet2`, roundId, amount: '5.00' });
    await pg.credit({ sessionToken, txnId: `${roundId}:win`, roundId, amount: '40.00', roundEnded: false });
    expect(await mainBalance()).toBe(before + 3500n);
    const takeBack = await pg.rollback({ sessionToken, txnId: `${roundId}:win` });
    expect(takeBack.body.value?.status).toBe('ROLLED_BACK');
    expect(await mainBalance()).toBe(before - 500n);
    const round = await db().selectFrom('game_round').selectAll().where('round_id', '=', roundId).executeTakeFirstOrThrow();
    expect([BigInt(round.total_bet), BigInt(round.total_win)]).toEqual([500n, 0n]);
    const kinds = await db()
      .selectFrom('ledger_transaction')
      .select('kind')
      .where('reference', '=', `REF:${roundId}`)
      .orderBy('id')
      .execute();
    expect(kinds.map((k) => k.kind)).toEqual(['bet', 'refund', 'bet', 'win', 'win_reversal']);
  });

  it('refuses to take back a win the player no longer has, answering the balance; a retry works once funded', async () => {
    await fund(db(), 'member03', 10_000n);
    const member = await login('member03', 'Member123');
    const memberId = (await db().selectFrom('member').select('id').where('username', '=', 'member03').executeTakeFirstOrThrow()).id;
    const sessionToken = await session(pg, member, pgGame.id);
    const roundId = `round-${ids()}`;
    await pg.debit({ sessionToken, txnId: `${roundId}:bet`, roundId, amount: '10.00' });
    await pg.credit({ sessionToken, txnId: `${roundId}:win`, roundId, amount: '500.00', roundEnded: true });
    // The member spends the win on another round.
    const other = `round-${ids()}`;
    await pg.debit({ sessionToken, txnId: `${other}:bet`, roundId: other, amount: '580.00' });
    const refused = await pg.rollback({ sessionToken, txnId: `${roundId}:win` });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ success: false, value: { balance: '10.00', currency: 'MMK' }, message: 'insufficient_balance' });
    expect(await memberBalance(db(), memberId, MEMBER_ACCOUNT.main)).toBe(1000n);

    const rollupBefore = await db()
      .selectFrom('member_hourly_rollup')
      .select(['payout', 'profit'])
      .where('member_id', '=', memberId)
      .execute();
    await fund(db(), 'member03', 49_000n);
    const retried = await pg.rollback({ sessionToken, txnId: `${roundId}:win` });
    expect(retried.body.value).toMatchObject({ status: 'ROLLED_BACK', balance: '0.00' });
    // The round was settled: the correction goes into the rollup of its hour.
    const rollupAfter = await db()
      .selectFrom('member_hourly_rollup')
      .select(['payout', 'profit'])
      .where('member_id', '=', memberId)
      .execute();
    const payout = (rows: typeof rollupAfter) => rows.reduce((acc, r) => acc + BigInt(r.payout), 0n);
    expect(payout(rollupAfter) - payout(rollupBefore)).toBe(-50_000n);
  });

  it('leaves a tombstone for an unknown txn, so the late debit is refused and moves nothing', async () => {
    const sessionToken = await session(pg, playerToken, pgGame.id);
    const roundId = `round-${ids()}`;
    const txnId = `${roundId}:bet`;
    const before = await mainBalance();
    const early = await pg.rollback({ sessionToken, txnId, roundId });
    expect(early.body.value).toEqual({
      txnId,
      status: 'TOMBSTONE',
      balance: (Number(before) / 100).toFixed(2),
      currency: 'MMK',
      transactionId: null,
    });
    expect((await pg.rollback({ sessionToken, txnId })).text).toBe(early.text);

    const late = await pg.debit({ sessionToken, txnId, roundId, amount: '15.00' });
    expect(late).toMatchObject({ status: 409, body: { success: false, message: 'provider_txn_rolled_back' } });
    expect(await mainBalance()).toBe(before);
    expect(await ledgerCount(`provider:REF:${txnId}`)).toBe(0);
    expect(await db().selectFrom('game_round').select('id').where('round_id', '=', roundId).execute()).toEqual([]);
    const lateWin = await pg.credit({ sessionToken, txnId, roundId, amount: '15.00', roundEnded: true });
    expect(lateWin.body.message).toBe('provider_txn_rolled_back');
  });
});

describe('resettle', () => {
  const roundWin = async (roundId: string) =>
    BigInt((await db().selectFrom('game_round').select('total_win').where('round_id', '=', roundId).executeTakeFirstOrThrow()).total_win);
  const rollupPayout = async () =>
    (await db().selectFrom('member_hourly_rollup').select('payout').where('member_id', '=', playerId).execute()).reduce(
      (acc, r) => acc + BigInt(r.payout),
      0n,
    );

  it('moves exactly the difference to a corrected total win, once per txn id, and into the rollup', async () => {
    const sessionToken = await session(pg, playerToken, pgGame.id);
    const roundId = `round-${ids()}`;
    const before = await mainBalance();
    await pg.debit({ sessionToken, txnId: `${roundId}:bet`, roundId, amount: '10.00' });
    await pg.credit({ sessionToken, txnId: `${roundId}:win`, roundId, amount: '19.00', roundEnded: true });
    expect(await mainBalance()).toBe(before + 900n);
    const rollupBefore = await rollupPayout();

    // The result is corrected: the bet lost after all. The win is taken back, and only it.
    const lost = await pg.resettle({ sessionToken, txnId: `${roundId}:resettle:1`, roundId, totalWin: '0' });
    expect(lost.status, lost.text).toBe(200);
    expect(lost.body.value).toMatchObject({ txnId: `${roundId}:resettle:1`, roundId, balance: ((Number(before) - 1000) / 100).toFixed(2) });
    expect(await mainBalance()).toBe(before - 1000n);
    expect(await roundWin(roundId)).toBe(0n);
    expect((await rollupPayout()) - rollupBefore).toBe(-1900n);
    // A repeat is the original answer and moves nothing; the same id with another figure is a conflict.
    expect((await pg.resettle({ sessionToken, txnId: `${roundId}:resettle:1`, roundId, totalWin: '0.00' })).text).toBe(lost.text);
    const conflict = await pg.resettle({ sessionToken, txnId: `${roundId}:resettle:1`, roundId, totalWin: '5.00' });
    expect(conflict.body.message).toBe('idempotency_conflict');
    expect(await mainBalance()).toBe(before - 1000n);

    // Corrected again (a half win): the difference from the corrected figure moves.
    await pg.resettle({ sessionToken, txnId: `${roundId}:resettle:2`, roundId, totalWin: '14.50' });
    expect(await mainBalance()).toBe(before + 450n);
    expect(await roundWin(roundId)).toBe(1450n);
    // The same figure again moves nothing but is answered and kept.
    const same = await pg.resettle({ sessionToken, txnId: `${roundId}:resettle:3`, roundId, totalWin: '14.50' });
    expect(same.body.value?.transactionId).toBeNull();
    expect(await mainBalance()).toBe(before + 450n);
    expect((await rollupPayout()) - rollupBefore).toBe(-450n);
    const kinds = await db()
      .selectFrom('ledger_transaction')
      .select('kind')
      .where('reference', '=', `REF:${roundId}`)
      .orderBy('id')
      .execute();
    expect(kinds.map((k) => k.kind)).toEqual(['bet', 'win', 'win_reversal', 'win']);
    // A resettle is final: it is corrected by another resettle, not rolled back.
    expect((await pg.rollback({ sessionToken, txnId: `${roundId}:resettle:2` })).body.message).toBe('provider_round_invalid');
  });

  it('refuses an open round, an unknown round and another player’s, and a reversal the player cannot cover', async () => {
    const sessionToken = await session(pg, playerToken, pgGame.id);
    const open = `round-${ids()}`;
    await pg.debit({ sessionToken, txnId: `${open}:bet`, roundId: open, amount: '1.00' });
    const before = await mainBalance();
    for (const roundId of [open, `round-${ids()}`]) {
      const refused = await pg.resettle({ sessionToken, txnId: `${roundId}:resettle`, roundId, totalWin: '3.00' });
      expect(refused.body.message, roundId).toBe('provider_round_invalid');
    }
    for (const totalWin of ['-1', '1.001', 'x']) {
      expect((await pg.resettle({ sessionToken, txnId: `bad-${ids()}`, roundId: open, totalWin })).body.message).toBe('invalid_parameter');
    }
    await fund(db(), 'member04', 1_000n);
    const other = await session(pg, await login('member04', 'Member123'), pgGame.id);
    const settled = `round-${ids()}`;
    await pg.debit({ sessionToken: other, txnId: `${settled}:bet`, roundId: settled, amount: '10.00' });
    await pg.credit({ sessionToken: other, txnId: `${settled}:win`, roundId: settled, amount: '100.00', roundEnded: true });
    expect((await pg.resettle({ sessionToken, txnId: `${settled}:r`, roundId: settled, totalWin: '0' })).body.message).toBe(
      'provider_round_invalid',
    );
    expect(await mainBalance()).toBe(before);

    // member04 spends everything; taking the win back is refused with the balance, recorded nowhere, and works once funded.
    const memberId = (await db().selectFrom('member').select('id').where('username', '=', 'member04').executeTakeFirstOrThrow()).id;
    const all = await memberBalance(db(), memberId, MEMBER_ACCOUNT.main);
    const spend = `round-${ids()}`;
    await pg.debit({ sessionToken: other, txnId: `${spend}:bet`, roundId: spend, amount: (Number(all) / 100).toFixed(2) });
    const short = await pg.resettle({ sessionToken: other, txnId: `${settled}:r`, roundId: settled, totalWin: '0' });
    expect(short).toMatchObject({ status: 409, body: { message: 'insufficient_balance', value: { balance: '0.00' } } });
    expect(await db().selectFrom('provider_transaction').select('id').where('txn_id', '=', `${settled}:r`).execute()).toEqual([]);
    await fund(db(), 'member04', 10_000n);
    const retried = await pg.resettle({ sessionToken: other, txnId: `${settled}:r`, roundId: settled, totalWin: '0' });
    expect(retried.body.value?.balance).toBe('0.00');
  });
});

describe('replays', () => {
  it('answers a repeat of every money call with its original response and moves, records and rolls up nothing more', async () => {
    const sessionToken = await session(pg, playerToken, pgGame.id);
    const won = `round-${ids()}`;
    const lost = `round-${ids()}`;
    const calls = [
      () => pg.debit({ sessionToken, txnId: `${won}:bet`, roundId: won, amount: '8.00' }),
      () => pg.debit({ sessionToken, txnId: `${won}:bet2`, roundId: won, amount: '2.00' }),
      () => pg.rollback({ sessionToken, txnId: `${won}:bet2` }),
      () => pg.credit({ sessionToken, txnId: `${won}:win1`, roundId: won, amount: '3.00', roundEnded: false }),
      () => pg.rollback({ sessionToken, txnId: `${won}:win1` }),
      () => pg.credit({ sessionToken, txnId: `${won}:win2`, roundId: won, amount: '20.00', roundEnded: true }),
      () => pg.debit({ sessionToken, txnId: `${lost}:bet`, roundId: lost, amount: '5.00' }),
      () => pg.credit({ sessionToken, txnId: `${lost}:win`, roundId: lost, amount: '0', roundEnded: true }),
      () => pg.rollback({ sessionToken, txnId: `${lost}:never`, roundId: lost }),
    ];
    const before = await mainBalance();
    const originals: string[] = [];
    for (const call of calls) {
      const reply = await call();
      expect(reply.status, reply.text).toBe(200);
      originals.push(reply.text);
    }
    expect(await mainBalance()).toBe(before - 800n + 2000n - 500n);

    const state = async () => ({
      balance: await mainBalance(),
      house: await houseBalance('REF'),
      ledger: (
        await db()
          .selectFrom('ledger_transaction')
          .select('id')
          .where('reference', 'in', [`REF:${won}`, `REF:${lost}`])
          .execute()
      ).length,
      calls: (await db().selectFrom('provider_transaction').select('id').where('round_id', 'in', [won, lost]).execute()).length,
      rounds: await db()
        .selectFrom('game_round')
        .select(['round_id', 'status', 'total_bet', 'total_win'])
        .where('round_id', 'in', [won, lost])
        .orderBy('round_id')
        .execute(),
      rollup: await db()
        .selectFrom('member_hourly_rollup')
        .select(['hour', 'bets', 'payout', 'profit', 'rounds'])
        .where('member_id', '=', playerId)
        .orderBy('hour')
        .execute(),
    });
    const settled = await state();
    expect(settled.rounds.map((r) => [r.status, BigInt(r.total_bet), BigInt(r.total_win)])).toEqual(
      [won, lost].sort().map((id) => (id === won ? ['settled', 800n, 2000n] : ['settled', 500n, 0n])),
    );
    // Seven posts (the zero win and the tombstone move no money) and nine recorded calls.
    expect([settled.ledger, settled.calls]).toEqual([7, calls.length]);
    // Each call again, twice: the same bytes, and nothing anywhere changes.
    for (let pass = 0; pass < 2; pass++) {
      for (const [i, call] of calls.entries()) expect((await call()).text, `call ${i}`).toBe(originals[i]);
    }
    expect(await state()).toEqual(settled);
  });
});

describe('wallet modes', () => {
  it('plays a transfer-wallet vendor from the member’s vendor wallet', async () => {
    const pt = await vendorClient(t.app, db(), 'REFX');
    const ptGame = await gameOf('REFX');
    const sessionToken = await session(pt, playerToken, ptGame.id);
    const main = await mainBalance();
    const roundId = `round-${ids()}`;
    const empty = await pt.debit({ sessionToken, txnId: `${roundId}:bet`, roundId, amount: '5.00' });
    expect(empty.body).toMatchObject({ message: 'insufficient_balance', value: { balance: '0.00' } });

    const moved = await api.post(
      '/wps/relay/GCS_walletTransfer',
      { from: 'MAIN', to: 'REFX', amount: '50.00', requestId: `pt-${ids()}`.slice(0, 40) },
      { authorization: playerToken },
    );
    expect(moved.body.success).toBe(true);
    expect((await pt.balance({ sessionToken })).body.value?.balance).toBe('50.00');
    const bet = await pt.debit({ sessionToken, txnId: `${roundId}:bet`, roundId, amount: '5.00' });
    expect(bet.body.value?.balance).toBe('45.00');
    await pt.credit({ sessionToken, txnId: `${roundId}:win`, roundId, amount: '7.50', roundEnded: true });
    expect(await memberBalance(db(), playerId, MEMBER_ACCOUNT.vendor('REFX'))).toBe(5250n);
    expect(await mainBalance()).toBe(main - 5000n);
  });

  it('plays a trial account with its play money, kept out of rollups', async () => {
    const trial = (await api.post('/wps/session/login/freeplay', {}, { 'x-forwarded-for': freshIp() })).body.value.token;
    const launch = await api.get(`/wps/game/launchGame?nodeId=${pgGame.id}`, { authorization: trial });
    expect(launch.body.value.playMoney).toBe(true);
    const auth = await pg.authenticate({ launchToken: tokenOfLaunchUrl(launch.body.value.url) });
    expect(auth.body.value).toMatchObject({ playMoney: true, balance: '2000.00' });
    const sessionToken = auth.body.value?.sessionToken ?? '';
    const roundId = `round-${ids()}`;
    await pg.debit({ sessionToken, txnId: `${roundId}:bet`, roundId, amount: '100.00' });
    const win = await pg.credit({ sessionToken, txnId: `${roundId}:win`, roundId, amount: '250.00', roundEnded: true });
    expect(win.body.value?.balance).toBe('2150.00');
    const round = await db().selectFrom('game_round').selectAll().where('round_id', '=', roundId).executeTakeFirstOrThrow();
    expect(round.play_money).toBe(true);
    expect(await db().selectFrom('member_hourly_rollup').select('member_id').where('member_id', '=', round.member_id).execute()).toEqual(
      [],
    );
  });
});

describe('concurrency', () => {
  it.runIf(Boolean(process.env.DATABASE_URL))('moves money once for concurrent duplicates of one debit, all answered alike', async () => {
    const sessionToken = await session(pg, playerToken, pgGame.id);
    const roundId = `round-${ids()}`;
    const txnId = `${roundId}:bet`;
    const before = await mainBalance();
    const replies = await Promise.all(Array.from({ length: 8 }, () => pg.debit({ sessionToken, txnId, roundId, amount: '2.00' })));
    expect(new Set(replies.map((r) => r.status))).toEqual(new Set([200]));
    expect(new Set(replies.map((r) => r.text)).size).toBe(1);
    expect(await mainBalance()).toBe(before - 200n);
    expect(await ledgerCount(`provider:REF:${txnId}`)).toBe(1);
  });

  it.runIf(Boolean(process.env.DATABASE_URL))('resolves a debit racing its own rollback either way with the money back', async () => {
    const sessionToken = await session(pg, playerToken, pgGame.id);
    const before = await mainBalance();
    for (let i = 0; i < 6; i++) {
      const roundId = `round-${ids()}`;
      const txnId = `${roundId}:bet`;
      const [debit, rollback] = await Promise.all([
        pg.debit({ sessionToken, txnId, roundId, amount: '3.00' }),
        pg.rollback({ sessionToken, txnId, roundId }),
      ]);
      const status = rollback.body.value?.status;
      if (status === 'TOMBSTONE') expect(debit.body.message).toBe('provider_txn_rolled_back');
      else expect([status, debit.status]).toEqual(['ROLLED_BACK', 200]);
    }
    expect(await mainBalance()).toBe(before);
  });

  it('serialises concurrent bets of one round without losing any', async () => {
    const sessionToken = await session(pg, playerToken, pgGame.id);
    const roundId = `round-${ids()}`;
    const before = await mainBalance();
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, i) => pg.debit({ sessionToken, txnId: `${roundId}:bet${i}`, roundId, amount: '1.50' })),
    );
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect(await mainBalance()).toBe(before - 900n);
    const round = await db().selectFrom('game_round').select('total_bet').where('round_id', '=', roundId).executeTakeFirstOrThrow();
    expect(BigInt(round.total_bet)).toBe(900n);
  });
});

describe('the protocol client', () => {
  it('signs with the vendor key over the exact body', async () => {
    const key = await vendorKey(db(), 'REF');
    let seen: { body: string; headers: Record<string, string> } | undefined;
    const spy = createProtocolClient({
      ...key,
      transport: async (path, body, headers) => {
        seen = { body, headers };
        return injectTransport(t.app)(path, body, headers);
      },
    });
    await spy.balance({ sessionToken: 'z'.repeat(43) });
    const expected = crypto
      .createHmac('sha256', key.secret)
      .update(`${seen?.headers[PROVIDER_HEADERS.timestamp]}.${seen?.body}`)
      .digest('hex');
    expect(seen?.headers[PROVIDER_HEADERS.signature]).toBe(expected);
    expect(seen?.headers[PROVIDER_HEADERS.keyId]).toBe(key.keyId);
  });
});
