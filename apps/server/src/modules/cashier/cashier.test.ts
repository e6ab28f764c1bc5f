import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, buildTestApp, freshIp, fund, operatorToken, type TestApp } from '../../testing/index';
import { signCallback } from './payment-gateway';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let ops: string;
const tokens: Record<string, string> = {};

async function login(username: string, password: string) {
  const reply = await api.encrypted(
    'POST',
    '/wps/session/login',
    { type: 'username', username, password },
    { 'x-forwarded-for': freshIp() },
  );
  return reply.body.value.token as string;
}

beforeAll(async () => {
  t = await buildTestApp({ config: { trustProxy: true } });
  api = apiClient(t.app);
  tokens.player = await login('player01', 'Player123');
  tokens.agent = await login('agent01', 'Agent1234');
  tokens.member02 = await login('member02', 'Member123');
  ops = await operatorToken(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const as = (who: string) => ({ authorization: tokens[who] as string });
const opsAuth = () => ({ authorization: ops });
const balance = async (who: string) => (await api.get('/wps/v2/wallets/balance', as(who))).body.value.balance as string;
const eventsOf = (username: string) =>
  t.database.db
    .selectFrom('notification')
    .innerJoin('member', 'member.id', 'notification.member_id')
    .select(['notification.type', 'notification.payload'])
    .where('member.username', '=', username)
    .orderBy('notification.id')
    .execute();

function multipart(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) {
  const boundary = '----fortunatest';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="proof"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 1)]);

describe('deposits', () => {
  it('lists the merchant channels to a logged-in member', async () => {
    expect((await api.get('/wps/cashier/deposit/channels')).body.message).toBe('not_logged_in');
    const channels = (await api.get('/wps/cashier/deposit/channels', as('player'))).body.value;
    expect(channels.map((c: { code: string }) => c.code)).toEqual(['KBZ_BANK', 'FORTUNA_PAY']);
    expect(channels[0]).toMatchObject({ kind: 'MANUAL_BANK', minAmount: '1000.00', accountNumber: '0271 0010 5556 7788' });
  });

  it('a manual deposit waits for the operator, who credits it once and notifies the member', async () => {
    const created = await api.post(
      '/wps/cashier/deposit',
      { channel: 'KBZ_BANK', amount: '5000', payerReference: 'TX-778', requestId: 'dep-manual-01' },
      as('player'),
    );
    expect(created.body.value).toMatchObject({ status: 'PENDING', amount: '5000.00', payerReference: 'TX-778', payUrl: null });
    const again = await api.post('/wps/cashier/deposit', { channel: 'KBZ_BANK', amount: '5000', requestId: 'dep-manual-01' }, as('player'));
    expect(again.body.value.id).toBe(created.body.value.id);
    const queue = (await api.get('/ops/deposits?status=PENDING', opsAuth())).body.value;
    expect(queue.map((d: { id: number }) => d.id)).toContain(created.body.value.id);
    const before = await balance('player');
    const confirmed = await api.post(`/ops/deposits/${created.body.value.id}/confirm`, {}, opsAuth());
    expect(confirmed.body.value.status).toBe('CREDITED');
    expect(Number(await balance('player')) - Number(before)).toBe(5000);
    await api.post(`/ops/deposits/${created.body.value.id}/confirm`, {}, opsAuth());
    expect(Number(await balance('player')) - Number(before)).toBe(5000);
    const late = await api.post(`/ops/deposits/${created.body.value.id}/fail`, { reason: 'late' }, opsAuth());
    expect(late).toMatchObject({ status: 409, body: { message: 'already_decided' } });
    expect((await eventsOf('player01')).at(-1)).toMatchObject({ type: 'DEPOSIT_CREDITED', payload: { amount: '5000.00' } });
  });

  it('a failed deposit notifies the member with the reason and moves nothing', async () => {
    const created = await api.post(
      '/wps/cashier/deposit',
      { channel: 'KBZ_BANK', amount: '2000', requestId: 'dep-manual-02' },
      as('member02'),
    );
    const before = await balance('member02');
    const failed = await api.post(`/ops/deposits/${created.body.value.id}/fail`, { reason: 'No transfer received' }, opsAuth());
    expect(failed.body.value).toMatchObject({ status: 'FAILED', failReason: 'No transfer received' });
    expect(await balance('member02')).toBe(before);
    expect((await eventsOf('member02')).at(-1)).toMatchObject({ type: 'DEPOSIT_FAILED', payload: { reason: 'No transfer received' } });
  });

  it('refuses amounts out of the channel bounds, unknown channels and bad input', async () => {
    expect(
      (await api.post('/wps/cashier/deposit', { channel: 'KBZ_BANK', amount: '10', requestId: 'dep-small-01' }, as('player'))).body,
    ).toMatchObject({
      message: 'amount_out_of_range',
      value: { min: '1000.00', max: '1000000.00' },
    });
    expect(
      (await api.post('/wps/cashier/deposit', { channel: 'NOPE', amount: '1000', requestId: 'dep-nope-001' }, as('player'))).status,
    ).toBe(404);
    expect(
      (await api.post('/wps/cashier/deposit', { channel: 'KBZ_BANK', amount: 'lots', requestId: 'dep-bad-0001' }, as('player'))).body
        .message,
    ).toBe('invalid_parameter');
  });

  it('a gateway deposit is credited once by its signed callback; bad signatures and amounts are refused', async () => {
    const created = (
      await api.post('/wps/cashier/deposit', { channel: 'FORTUNA_PAY', amount: '1500', requestId: 'dep-gw-00001' }, as('agent'))
    ).body.value;
    expect(created.payUrl).toMatch(/^\/wps\/cashier\/simulator\/SIM-/);
    const page = await t.app.inject(created.payUrl);
    expect(page.body).toContain('1500.00 MMK');
    const orderId = created.payUrl.split('/').pop() as string;
    const channel = await t.database.db
      .selectFrom('deposit_channel')
      .select('gateway_secret')
      .where('code', '=', 'FORTUNA_PAY')
      .executeTakeFirstOrThrow();
    const body = {
      orderId,
      merchantOrderId: String(created.id),
      amount: '1500.00',
      status: 'PAID' as const,
      timestamp: Math.floor(Date.now() / 1000),
    };
    const forged = await api.post('/wps/cashier/callback/simulator', { ...body, signature: signCallback(body, 'wrong-secret') });
    expect(forged).toMatchObject({ status: 401, body: { message: 'gateway_signature_invalid' } });
    const wrongAmount = { ...body, amount: '9999.00' };
    expect(
      (
        await api.post('/wps/cashier/callback/simulator', {
          ...wrongAmount,
          signature: signCallback(wrongAmount, channel.gateway_secret as string),
        })
      ).status,
    ).toBe(400);
    const before = await balance('agent');
    const signed = { ...body, signature: signCallback(body, channel.gateway_secret as string) };
    expect((await api.post('/wps/cashier/callback/simulator', signed)).body.value).toEqual({ depositId: created.id, status: 'CREDITED' });
    expect((await api.post('/wps/cashier/callback/simulator', signed)).body.value).toEqual({ depositId: created.id, status: 'CREDITED' });
    expect(Number(await balance('agent')) - Number(before)).toBe(1500);
  });

  it('the simulator pay page pays through the same callback', async () => {
    const created = (
      await api.post('/wps/cashier/deposit', { channel: 'FORTUNA_PAY', amount: '700', requestId: 'dep-gw-00002' }, as('member02'))
    ).body.value;
    const before = await balance('member02');
    const paid = await api.post(created.payUrl, { outcome: 'PAID' }, as('member02'));
    expect([paid.status, paid.body.value]).toEqual([200, { orderId: created.payUrl.split('/').pop(), status: 'CREDITED' }]);
    expect(Number(await balance('member02')) - Number(before)).toBe(700);
  });

  it('keeps operator calls for operators', async () => {
    expect((await api.get('/ops/deposits')).body.message).toBe('not_logged_in');
    expect((await api.get('/ops/deposits', as('player'))).body.message).toBe('session_expired');
    expect((await api.post('/ops/session/login', { username: 'operator01', password: 'nope' })).body.message).toBe('operator_login_failed');
    expect((await api.post('/ops/deposits/abc/confirm', {}, opsAuth())).body.message).toBe('invalid_parameter');
  });
});

describe('withdrawals', () => {
  let bankId: number;

  it('binds a bank account with a valid payee name, masked in answers', async () => {
    const bad = await api.encrypted(
      'POST',
      '/wps/member/bankAccount',
      { bankName: 'KBZ Bank', accountNumber: '12345678', payeeName: 'X1' },
      as('player'),
    );
    expect(bad.body.message).toBe('payee_name_invalid');
    const good = await api.encrypted(
      'POST',
      '/wps/member/bankAccount',
      { bankName: 'KBZ Bank', accountNumber: '1234 5678 9012', payeeName: 'Aung Min' },
      as('player'),
    );
    expect(good.body.value).toMatchObject({ bankName: 'KBZ Bank', accountNumber: '•••• 9012', payeeName: 'Aung Min' });
    bankId = good.body.value.id;
    expect((await api.get('/wps/member/bankAccounts', as('player'))).body.value).toHaveLength(1);
  });

  it('needs a payment password, set with the login password', async () => {
    const none = await api.encrypted(
      'POST',
      '/wps/cashier/withdrawal',
      { bankAccountId: bankId, amount: '1000', paymentPassword: '123456', requestId: 'wd-nopass-01' },
      as('player'),
    );
    expect(none.body.message).toBe('payment_password_not_set');
    const set = (body: Record<string, string>) => api.encrypted('POST', '/wps/member/paymentPassword', body, as('player'));
    expect((await set({ loginPassword: 'wrong', paymentPassword: '246810', confirmPaymentPassword: '246810' })).body.message).toBe(
      'old_password_incorrect',
    );
    expect((await set({ loginPassword: 'Player123', paymentPassword: '246810', confirmPaymentPassword: '246811' })).body.message).toBe(
      'inconsistent_twice',
    );
    expect((await set({ loginPassword: 'Player123', paymentPassword: 'abc', confirmPaymentPassword: 'abc' })).body.message).toBe(
      'invalid_parameter',
    );
    expect((await set({ loginPassword: 'Player123', paymentPassword: '246810', confirmPaymentPassword: '246810' })).status).toBe(200);
  });

  async function withdraw(amount: string, requestId: string, paymentPassword = '246810') {
    return api.encrypted('POST', '/wps/cashier/withdrawal', { bankAccountId: bankId, amount, paymentPassword, requestId }, as('player'));
  }

  it('reserves the amount at once, is paid out, and confirmed received', async () => {
    await fund(t.database.db, 'player01', 1_000_000n);
    expect((await withdraw('100', 'wd-pass-0001', '000000')).body.message).toBe('payment_password_incorrect');
    expect((await withdraw('10', 'wd-small-001')).body.message).toBe('amount_out_of_range');
    expect((await withdraw('49999', 'wd-much-0001')).body.message).toBe('insufficient_balance');
    const before = Number(await balance('player'));
    const created = (await withdraw('2500', 'wd-ok-00001')).body.value;
    expect(created).toMatchObject({ status: 'PENDING', amount: '2500.00', accountNumber: '•••• 9012' });
    expect(Number(await balance('player'))).toBe(before - 2500);
    expect((await withdraw('2500', 'wd-ok-00001')).body.value.id).toBe(created.id);
    expect(Number(await balance('player'))).toBe(before - 2500);
    const paid = await api.post(`/ops/withdrawals/${created.id}/approve`, {}, opsAuth());
    expect(paid.body.value.status).toBe('PAID');
    expect((await eventsOf('player01')).at(-1)).toMatchObject({ type: 'WITHDRAWAL_APPROVED' });
    const confirm = await api.post(`/wps/cashier/withdrawal/${created.id}/confirm`, { result: 'RECEIVED' }, as('player'));
    expect(confirm.body.value).toMatchObject({ status: 'RECEIVED', receivedAmount: '2500.00' });
    expect((await api.post(`/wps/cashier/withdrawal/${created.id}/confirm`, { result: 'RECEIVED' }, as('player'))).body.message).toBe(
      'already_decided',
    );
    expect(Number(await balance('player'))).toBe(before - 2500);
  });

  it('a rejected withdrawal returns the money and tells the member why', async () => {
    const before = Number(await balance('player'));
    const created = (await withdraw('1200', 'wd-rej-00001')).body.value;
    const rejected = await api.post(`/ops/withdrawals/${created.id}/reject`, { reason: 'Name does not match' }, opsAuth());
    expect(rejected.body.value).toMatchObject({ status: 'REJECTED', rejectReason: 'Name does not match' });
    expect(Number(await balance('player'))).toBe(before);
    expect((await eventsOf('player01')).at(-1)).toMatchObject({ type: 'WITHDRAWAL_REJECTED', payload: { reason: 'Name does not match' } });
    expect((await api.post(`/ops/withdrawals/${created.id}/approve`, {}, opsAuth())).body.message).toBe('already_decided');
  });

  it('takes partial and not-received confirmations, the latter only with a png/jpg proof of at most 5 MB', async () => {
    const a = (await withdraw('1000', 'wd-part-0001')).body.value;
    const b = (await withdraw('1000', 'wd-none-0001')).body.value;
    for (const w of [a, b]) await api.post(`/ops/withdrawals/${w.id}/approve`, {}, opsAuth());
    const partial = await api.post(`/wps/cashier/withdrawal/${a.id}/confirm`, { result: 'PARTIAL', receivedAmount: '600' }, as('player'));
    expect(partial.body.value).toMatchObject({ status: 'PARTIAL', receivedAmount: '600.00' });
    const url = `/wps/cashier/withdrawal/${b.id}/confirm`;
    expect((await api.post(url, { result: 'NOT_RECEIVED' }, as('player'))).body.message).toBe('proof_required');
    const text = multipart({ result: 'NOT_RECEIVED' }, { name: 'proof.png', type: 'image/png', bytes: Buffer.from('not really a png') });
    const wrongType = await t.app.inject({ method: 'POST', url, headers: { ...text.headers, ...as('player') }, payload: text.payload });
    expect(wrongType.json().message).toBe('proof_invalid');
    const huge = multipart(
      { result: 'NOT_RECEIVED' },
      { name: 'big.png', type: 'image/png', bytes: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) },
    );
    const tooBig = await t.app.inject({ method: 'POST', url, headers: { ...huge.headers, ...as('player') }, payload: huge.payload });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('payload_too_large');
    const good = multipart({ result: 'NOT_RECEIVED' }, { name: 'proof.png', type: 'image/png', bytes: PNG });
    const ok = await t.app.inject({ method: 'POST', url, headers: { ...good.headers, ...as('player') }, payload: good.payload });
    expect(ok.json().value).toMatchObject({ status: 'NOT_RECEIVED', receivedAmount: '0.00' });
    const stored = await t.database.db
      .selectFrom('withdrawal')
      .innerJoin('upload', 'upload.id', 'withdrawal.proof_upload_id')
      .select('upload.content_type')
      .where('withdrawal.id', '=', b.id)
      .executeTakeFirstOrThrow();
    expect(stored.content_type).toBe('image/png');
  });

  it('counts an unconfirmed payout as received after the merchant minutes', async () => {
    const w = (await withdraw('1000', 'wd-auto-0001')).body.value;
    await api.post(`/ops/withdrawals/${w.id}/approve`, {}, opsAuth());
    await t.database.db.updateTable('withdrawal').set({ paid_at: sql<Date>`now() - interval '2 days'` }).where('id', '=', w.id).execute();
    const { createWithdrawalService } = await import('./withdrawal.service');
    const service = createWithdrawalService({
      db: t.database.db,
      events: t.app.memberEvents,
      config: undefined as never,
      passwordAttempts: undefined as never,
    });
    expect(await service.autoConfirm()).toBeGreaterThanOrEqual(1);
    const row = await t.database.db
      .selectFrom('withdrawal')
      .select(['status', 'received_amount'])
      .where('id', '=', w.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('AUTO_RECEIVED');
  });
});

describe('transfers between members', () => {
  it('goes to the upline, or from an agent to a direct downline, never sideways', async () => {
    await fund(t.database.db, 'agent01', 100_000n);
    const send = (who: string, body: Record<string, unknown>) => api.encrypted('POST', '/wps/member/transfer', body, as(who));
    const agentPass = await api.encrypted(
      'POST',
      '/wps/member/paymentPassword',
      { loginPassword: 'Agent1234', paymentPassword: '135790', confirmPaymentPassword: '135790' },
      as('agent'),
    );
    expect(agentPass.status).toBe(200);
    const before = Number(await balance('player'));
    const up = await send('player', { toUsername: 'agent01', amount: '100', paymentPassword: '246810', requestId: 'mt-up-000001' });
    expect(up.body.value).toMatchObject({ amount: '100.00', toNickname: 'Golden Dragon' });
    expect(Number(await balance('player'))).toBe(before - 100);
    const down = await send('agent', { toUsername: 'player01', amount: '40', paymentPassword: '135790', requestId: 'mt-down-00001' });
    expect(down.status).toBe(200);
    expect(Number(await balance('player'))).toBe(before - 60);
    expect(
      (await send('player', { toUsername: 'member02', amount: '1', paymentPassword: '246810', requestId: 'mt-side-00001' })).body.message,
    ).toBe('transfer_not_allowed');
    expect(
      (await send('player', { toUsername: 'nobody', amount: '1', paymentPassword: '246810', requestId: 'mt-nobody-001' })).body.message,
    ).toBe('member_not_found');
    expect(
      (await send('player', { toUsername: 'agent01', amount: '1', paymentPassword: '000000', requestId: 'mt-wrong-0001' })).body.message,
    ).toBe('payment_password_incorrect');
    const received = (await eventsOf('agent01')).filter((e) => e.type === 'TRANSFER_SUCCESS');
    expect(received.at(0)).toMatchObject({ payload: { direction: 'in', amount: '100.00', counterparty: 'Lucky Star' } });
  });
});
