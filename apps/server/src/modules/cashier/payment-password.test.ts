import { LIMITS } from '@fortuna/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, buildTestApp, freshIp, fund, type TestApp } from '../../testing/index';

// The 6-digit payment password locks after LIMITS.paymentPasswordMaxFailures wrong guesses (issue 15).

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let token: string;
let bankId: number;
beforeAll(async () => {
  t = await buildTestApp({ config: { trustProxy: true } });
  api = apiClient(t.app);
  const ip = { 'x-forwarded-for': freshIp() };
  token = (await api.encrypted('POST', '/wps/session/login', { type: 'username', username: 'member02', password: 'Member123' }, ip)).body
    .value.token;
  const set = await api.encrypted(
    'POST',
    '/wps/member/paymentPassword',
    { loginPassword: 'Member123', paymentPassword: '246810', confirmPaymentPassword: '246810' },
    { authorization: token },
  );
  expect(set.status).toBe(200);
  const bank = await api.encrypted(
    'POST',
    '/wps/member/bankAccount',
    { bankName: 'KBZ Bank', accountNumber: '5555 6666 7777', payeeName: 'Aung Min' },
    { authorization: token },
  );
  bankId = bank.body.value.id;
  await fund(t.database.db, 'member02', 1_000_000n);
});
afterAll(async () => {
  await t.close();
});

let serial = 0;
const withdraw = (paymentPassword: string) => {
  serial += 1;
  return api.encrypted(
    'POST',
    '/wps/cashier/withdrawal',
    { bankAccountId: bankId, amount: '100', paymentPassword, requestId: `wd-pp-${String(serial).padStart(6, '0')}` },
    { authorization: token },
  );
};
const transfer = (paymentPassword: string) => {
  serial += 1;
  return api.encrypted(
    'POST',
    '/wps/member/transfer',
    { toUsername: 'agent01', amount: '1', paymentPassword, requestId: `mt-pp-${String(serial).padStart(6, '0')}` },
    { authorization: token },
  );
};
/** Ages every wrong guess of member02, as if the lock period had passed. */
const age = (minutes: number) =>
  sql`UPDATE payment_password_failure SET at = at - make_interval(mins => ${minutes})
      WHERE member_id = (SELECT id FROM member WHERE username = 'member02')`.execute(t.database.db);

describe('payment password lockout', () => {
  it('forgives wrong guesses once the right one is given before the limit', async () => {
    for (let i = 0; i < LIMITS.paymentPasswordMaxFailures - 1; i++)
      expect((await withdraw('000000')).body.message).toBe('payment_password_incorrect');
    expect((await withdraw('246810')).status).toBe(200);
    for (let i = 0; i < LIMITS.paymentPasswordMaxFailures - 1; i++)
      expect((await transfer('000000')).body.message).toBe('payment_password_incorrect');
    expect((await transfer('246810')).status).toBe(200);
  });

  it('locks after five wrong guesses, says until when, and refuses the right one on every path until then', async () => {
    const messages = [];
    for (let i = 0; i < LIMITS.paymentPasswordMaxFailures; i++) messages.push((await withdraw('000000')).body.message);
    expect(messages).toEqual([
      'payment_password_incorrect',
      'payment_password_incorrect',
      'payment_password_incorrect',
      'payment_password_incorrect',
      'payment_password_locked',
    ]);
    const refused = await withdraw('246810');
    expect(refused).toMatchObject({ status: 429, body: { message: 'payment_password_locked' } });
    const unlockAt = new Date(refused.body.value.unlockAt as string).getTime();
    const { now } = (await sql<{ now: Date }>`SELECT now()`.execute(t.database.db)).rows[0] as { now: Date };
    const minutes = (unlockAt - new Date(now).getTime()) / 60_000;
    expect(minutes).toBeGreaterThan(LIMITS.paymentPasswordLockMinutes - 5);
    expect(minutes).toBeLessThanOrEqual(LIMITS.paymentPasswordLockMinutes);
    expect((await transfer('246810')).body).toMatchObject({
      message: 'payment_password_locked',
      value: { unlockAt: refused.body.value.unlockAt },
    });
    // Guesses while locked are not checked and do not push the unlock time further.
    expect((await withdraw('000000')).body.value.unlockAt).toBe(refused.body.value.unlockAt);

    await age(LIMITS.paymentPasswordLockMinutes + 1);
    expect((await transfer('246810')).status).toBe(200);
  });

  it('lets at most five guesses racing each other be checked', async () => {
    const replies = await Promise.all(Array.from({ length: 12 }, () => withdraw('000000')));
    const messages = replies.map((r) => r.body.message);
    expect(messages.filter((m) => m === 'payment_password_incorrect').length).toBeLessThanOrEqual(LIMITS.paymentPasswordMaxFailures - 1);
    expect(messages.every((m) => m === 'payment_password_incorrect' || m === 'payment_password_locked')).toBe(true);
    // Only checked guesses stay recorded (a refusal unchecked removes its own row): never more than five.
    const recorded = await t.database.db
      .selectFrom('payment_password_failure')
      .innerJoin('member', 'member.id', 'payment_password_failure.member_id')
      .select('payment_password_failure.id')
      .where('member.username', '=', 'member02')
      .execute();
    expect(recorded.length).toBeLessThanOrEqual(LIMITS.paymentPasswordMaxFailures);
    // Racing guesses may refuse one another before any is checked; the guesses after them lock it all the same.
    for (let i = recorded.length; i < LIMITS.paymentPasswordMaxFailures; i++) await withdraw('000000');
    expect((await withdraw('246810')).body.message).toBe('payment_password_locked');
  });

  it('opens again when the member sets a new payment password with the login password', async () => {
    expect((await withdraw('246810')).body.message).toBe('payment_password_locked');
    const set = await api.encrypted(
      'POST',
      '/wps/member/paymentPassword',
      { loginPassword: 'Member123', paymentPassword: '975310', confirmPaymentPassword: '975310' },
      { authorization: token },
    );
    expect(set.status).toBe(200);
    expect((await withdraw('975310')).status).toBe(200);
  });
});
