import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/database';
import { createTestDatabase } from '../../../testing/index';
import { ruleFixtures } from './rule-fixtures';

/** The rules that read the member's account, each on its own: app download (an app login) and social binding (a bound contact). */
let database: DatabaseHandle;
let f: ReturnType<typeof ruleFixtures>;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  f = ruleFixtures(database.db);
});
afterAll(async () => {
  await database.close();
});

describe('app download', () => {
  it('pays once a member has logged in from the app since the promotion began', async () => {
    const started = new Date(Date.now() - 3_600_000);
    const p = await f.promotion('app_download', { amount: '18.00' }, { startsAt: started });
    const member = await f.memberId('member02');
    await f.session(member, 'web', new Date());
    await f.session(member, 'ios', new Date(started.getTime() - 60_000));
    expect(await f.evaluate(p, member, new Date())).toMatchObject({ periodKey: 'once', eligible: false, reason: 'app_login_first' });
    await f.session(member, 'android', new Date());
    expect(await f.evaluate(p, member, new Date())).toMatchObject({ periodKey: 'once', eligible: true, amount: 1_800n });
    const auto = await f.promotion('app_download', { amount: '18.00' }, { startsAt: started, takeMode: 'auto' });
    expect(await f.sweep(auto, new Date())).toMatchObject({ periodKey: 'once', final: false, members: [member] });
  });
});

describe('social binding', () => {
  it('pays once a chosen social account is bound (not blank)', async () => {
    const p = await f.promotion('social_binding', { amount: '13.10', networks: ['whatsapp', 'line'] });
    const member = await f.memberId('member03');
    await database.db.updateTable('member').set({ whatsapp: '  ', facebook: 'fb.me/m3' }).where('id', '=', member).execute();
    expect(await f.evaluate(p, member, new Date())).toMatchObject({
      eligible: false,
      reason: 'social_bind_first',
      reasonValues: { networks: 'whatsapp,line' },
    });
    await database.db.updateTable('member').set({ line: 'member03-line' }).where('id', '=', member).execute();
    expect(await f.evaluate(p, member, new Date())).toMatchObject({ eligible: true, amount: 1_310n });
    const auto = await f.promotion('social_binding', { amount: '13.10', networks: ['line'] }, { takeMode: 'auto' });
    expect((await f.sweep(auto, new Date()))?.members).toContain(member);
  });

  it('accepts only the profile columns it knows as networks', async () => {
    const { socialBindingRule } = await import('./social-binding');
    expect(socialBindingRule.params.safeParse({ amount: '1', networks: ['password_hash'] }).success).toBe(false);
    expect(socialBindingRule.params.safeParse({ amount: '1', networks: [] }).success).toBe(false);
  });
});
