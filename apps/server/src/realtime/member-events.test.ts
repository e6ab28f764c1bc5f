import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { createTestDatabase } from '../testing/index';
import { createMemberEvents, type MemberEvent, type RecordRequest } from './member-events';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
});
afterAll(async () => database?.close());

const memberIdOf = async (username: string) =>
  (await database.db.selectFrom('member').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

describe('member events: recordMany', () => {
  it('stores the rows record would, in one go, and publishes them in the order given after commit', async () => {
    const events = createMemberEvents();
    const published: { memberId: number; event: MemberEvent }[] = [];
    events.setPublisher((memberId, event) => published.push({ memberId, event }));
    const [agent, sub] = [await memberIdOf('agent01'), await memberIdOf('subagent01')];
    const requests: RecordRequest[] = [
      { memberId: sub, type: 'SALARY_PAID', payload: { amount: '1.50', kind: 'daily_salary' } },
      { memberId: agent, type: 'SALARY_PAID', payload: { amount: '2.00', kind: 'daily_salary' } },
      { memberId: sub, type: 'DIVIDEND_PAID', payload: { amount: '3.25', kind: 'dividend' } },
    ];

    const recorded = await database.db.transaction().execute((trx) => events.recordMany(trx, requests));
    expect(await database.db.transaction().execute((trx) => events.recordMany(trx, []))).toEqual([]);
    events.publish(...recorded);

    expect(recorded.map((r) => [r.memberId, r.event.type, r.event.payload])).toEqual(requests.map((r) => [r.memberId, r.type, r.payload]));
    // Each event is followed by the NEW_MAIL of the inbox message it wrote in the same transaction.
    expect(published).toEqual(
      recorded.flatMap((r) => [
        { memberId: r.memberId, event: r.event },
        { memberId: r.memberId, event: r.mail },
      ]),
    );
    expect(recorded.map((r) => r.mail?.type)).toEqual(['NEW_MAIL', 'NEW_MAIL', 'NEW_MAIL']);
    const rows = await database.db
      .selectFrom('notification')
      .select(['id', 'member_id', 'type', 'payload', 'created_at'])
      .where(
        'id',
        'in',
        recorded.map((r) => r.event.id),
      )
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.id)).toEqual(recorded.map((r) => r.event.id));
    rows.forEach((row, i) => {
      const r = recorded[i];
      expect(row).toMatchObject({ member_id: r?.memberId, type: r?.event.type });
      expect(typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload).toEqual(r?.event.payload);
      expect(new Date(row.created_at).toISOString()).toBe(r?.event.createdAt);
    });
  });
});
