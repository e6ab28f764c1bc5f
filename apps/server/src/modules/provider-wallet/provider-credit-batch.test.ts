import crypto from 'node:crypto';
import type { ProtocolClient } from '@fortuna/reference-provider';
import { PROVIDER_CREDIT_BATCH_MAX, PROVIDER_PATHS, type ProviderCreditBatchResponse, type ProviderCreditRequest } from '@fortuna/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_ACCOUNT, memberBalance } from '../../ledger/accounts';
import { apiClient, buildTestApp, freshIp, fund, type TestApp } from '../../testing/index';
import { expectWholeLedgerBalanced, tokenOfLaunchUrl, vendorClient } from '../../testing/provider';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let ref: ProtocolClient;
const players: { id: number; token: string; session: string }[] = [];
let refGame: number;

const db = () => t.database.db;
const ids = () => crypto.randomUUID().replaceAll('-', '');
const balanceOf = (memberId: number) => memberBalance(db(), memberId, MEMBER_ACCOUNT.main);
const ledgerCount = async (key: string) =>
  (await db().selectFrom('ledger_transaction').select('id').where('idempotency_key', '=', key).execute()).length;

/** A player's REF session, launched and authenticated as the vendor would. */
async function sessionOf(username: string, password: string) {
  const login = await api.encrypted(
    'POST',
    '/wps/session/login',
    { type: 'username', username, password },
    { 'x-forwarded-for': freshIp() },
  );
  const token = login.body.value.token as string;
  const launch = await api.get(`/wps/game/launchGame?nodeId=${refGame}`, { authorization: token });
  const auth = await ref.authenticate({ launchToken: tokenOfLaunchUrl(launch.body.value.url) });
  return { token, session: auth.body.value?.sessionToken ?? '' };
}

const batch = (calls: ProviderCreditRequest[]) => ref.raw<ProviderCreditBatchResponse>(PROVIDER_PATHS.creditBatch, { calls });

beforeAll(async () => {
  t = await buildTestApp({ config: { trustProxy: true } });
  api = apiClient(t.app);
  ref = await vendorClient(t.app, db(), 'REF');
  refGame = (
    await db()
      .selectFrom('game')
      .select('id')
      .where('vendor_code', '=', 'REF')
      .where('is_game', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
  for (const [username, password] of [
    ['player01', 'Player123'],
    ['member02', 'Member123'],
  ] as const) {
    await fund(db(), username, 100_000n);
    const id = (await db().selectFrom('member').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
    players.push({ id, ...(await sessionOf(username, password)) });
  }
});
afterAll(async () => {
  await expectWholeLedgerBalanced(db());
  await t.close();
});

describe('creditBatch', () => {
  it('answers each credit as the credit alone would, in one call, and a repeat byte for byte', async () => {
    const [a, b] = players as [(typeof players)[number], (typeof players)[number]];
    // Each player's round opened by a bet, as a game does.
    const rounds = [`round-${ids()}`, `round-${ids()}`];
    await ref.debit({ sessionToken: a.session, txnId: `bet-${ids()}`, roundId: rounds[0] as string, amount: '10.00' });
    await ref.debit({ sessionToken: b.session, txnId: `bet-${ids()}`, roundId: rounds[1] as string, amount: '4.00' });
    // One credit processed alone before: in the batch it is a repeat.
    const earlier: ProviderCreditRequest = {
      sessionToken: a.session,
      txnId: `win-${ids()}`,
      roundId: rounds[0] as string,
      amount: '1.00',
      roundEnded: false,
    };
    const alone = await ref.credit(earlier);
    const before = [await balanceOf(a.id), await balanceOf(b.id)];

    const calls: ProviderCreditRequest[] = [
      earlier,
      { sessionToken: a.session, txnId: `win-${ids()}`, roundId: rounds[0] as string, amount: '2.50', roundEnded: false },
      { sessionToken: b.session, txnId: `win-${ids()}`, roundId: rounds[1] as string, amount: '0', roundEnded: true },
      { sessionToken: a.session, txnId: `win-${ids()}`, roundId: rounds[0] as string, amount: '3.00', roundEnded: true },
      // Refused one by one: no such session; a round ended earlier in this batch; another player's round.
      { sessionToken: 'z'.repeat(43), txnId: `win-${ids()}`, roundId: `round-${ids()}`, amount: '1.00', roundEnded: true },
      { sessionToken: a.session, txnId: `win-${ids()}`, roundId: rounds[0] as string, amount: '1.00', roundEnded: true },
      { sessionToken: b.session, txnId: `win-${ids()}`, roundId: rounds[0] as string, amount: '1.00', roundEnded: true },
    ];
    const first = await batch(calls);
    expect(first.status, first.text).toBe(200);
    const results = first.body.value?.results ?? [];
    expect(results.map((r) => (r.success ? 'ok' : r.message))).toEqual([
      'ok',
      'ok',
      'ok',
      'ok',
      'provider_session_invalid',
      'provider_round_settled',
      'provider_round_invalid',
    ]);
    expect(results[0]).toEqual(JSON.parse(alone.text));
    // Each answer's balance is the one after that credit, in order.
    const money = (minor: bigint) => (Number(minor) / 100).toFixed(2);
    expect(results.slice(1, 4).map((r) => (r.value as { balance: string }).balance)).toEqual([
      money((before[0] as bigint) + 250n),
      money(before[1] as bigint),
      money((before[0] as bigint) + 550n),
    ]);
    expect(await balanceOf(a.id)).toBe((before[0] as bigint) + 550n);
    expect(await balanceOf(b.id)).toBe(before[1]);

    const round = await db().selectFrom('game_round').selectAll().where('round_id', 'in', rounds).orderBy('id').execute();
    expect(round.map((r) => [r.status, BigInt(r.total_bet), BigInt(r.total_win)])).toEqual([
      ['settled', 1000n, 650n],
      ['settled', 400n, 0n],
    ]);
    const rollup = await db()
      .selectFrom('member_hourly_rollup')
      .select(['member_id', 'bets', 'payout', 'rounds'])
      .where('member_id', 'in', [a.id, b.id])
      .execute();
    expect(rollup.find((r) => r.member_id === a.id)).toMatchObject({ rounds: 1 });
    expect(BigInt(rollup.find((r) => r.member_id === a.id)?.payout ?? 0)).toBe(650n);

    // The same batch again: the processed ones answer their original text and nothing moves.
    const again = await batch(calls);
    expect(again.body.value?.results.slice(0, 4)).toEqual(results.slice(0, 4));
    expect(await balanceOf(a.id)).toBe((before[0] as bigint) + 550n);
    for (const call of calls.slice(1, 4)) {
      expect(await ledgerCount(`provider:REF:${call.txnId}`)).toBe(call.amount === '0' ? 0 : 1);
      // A single credit repeating one of them is answered with the batch's text.
      expect(JSON.parse((await ref.credit(call)).text)).toEqual(results[calls.indexOf(call)]);
    }
    // A txn id reused with another amount is a conflict, alone in its batch.
    const conflict = await batch([{ ...(calls[1] as ProviderCreditRequest), amount: '9.00' }]);
    expect(conflict.body.value?.results[0]).toMatchObject({ success: false, message: 'idempotency_conflict' });
  });

  it('refuses a batch that is not the call’s shape: empty, too long, a txn id twice', async () => {
    const [a] = players as [(typeof players)[number]];
    const call = (txnId: string): ProviderCreditRequest => ({
      sessionToken: a.session,
      txnId,
      roundId: `r-${txnId}`,
      amount: '1.00',
      roundEnded: true,
    });
    expect((await batch([])).body.message).toBe('invalid_parameter');
    expect((await batch([call('same'), call('same')])).body.message).toBe('invalid_parameter');
    const tooMany = Array.from({ length: PROVIDER_CREDIT_BATCH_MAX + 1 }, (_, i) => call(`many-${i}`));
    expect((await batch(tooMany)).body.message).toBe('invalid_parameter');
    const full = await batch(tooMany.slice(0, PROVIDER_CREDIT_BATCH_MAX));
    expect(full.status, full.text.slice(0, 200)).toBe(200);
    expect(full.body.value?.results.every((r) => r.success)).toBe(true);
  });
});
