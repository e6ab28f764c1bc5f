import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { createTestDatabase } from '../../testing/index';
import { describeEntries } from './account-record.presenter';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
});
afterAll(async () => {
  await database.close();
});

const idOf = async (username: string) =>
  (await database.db.selectFrom('member').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

describe('describeEntries (account record and agent account details)', () => {
  it('names what each entry is instead of showing its internal reference', async () => {
    const player = await idOf('player01');
    const agent = await idOf('agent01');
    const contract = await database.db
      .selectFrom('agent_contract')
      .select(['id', 'kind', 'period'])
      .where('member_id', '=', agent)
      .where('period', '=', 'realtime')
      .executeTakeFirstOrThrow();
    const rows = [
      { kind: 'transfer_to_upline', reference: `${player}->${agent}` },
      { kind: 'transfer_to_downline', reference: `${agent}->${player}` },
      { kind: 'salary', reference: `contract:${contract.id}:2026-11-26T18:40:00.000Z` },
      { kind: 'deposit', reference: '42' },
      { kind: 'vendor_transfer', reference: 'req-1' },
    ];
    expect(await describeEntries(database.db, player, 'en', rows)).toEqual([
      { key: 'transfer_to', values: { name: 'agent01' } },
      { key: 'transfer_from', values: { name: 'agent01' } },
      { key: `contract_period.${contract.kind}`, values: { from: '2026-11-26T18:40:00.000Z', to: '2026-11-26T18:45:00.000Z' } },
      { key: 'order', values: { id: '42' } },
      { key: 'reference', values: { reference: 'req-1' } },
    ]);
  });

  it('names a lottery issue by its game, in the member’s language, and its numero', async () => {
    const game = await database.db.selectFrom('lottery_game').select(['id', 'names']).orderBy('id').executeTakeFirstOrThrow();
    const issue = await database.db
      .insertInto('lottery_issue')
      .values({
        lottery_game_id: game.id,
        numero: '20261126-0123',
        opens_at: new Date(),
        closes_at: new Date(),
        draws_at: new Date(),
        server_seed: 'a'.repeat(64),
        seed_hash: 'hash',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const names = game.names as Record<string, string>;
    const [detail] = await describeEntries(database.db, 1, 'zh', [{ kind: 'lottery_rebate', reference: `lottery:${issue.id}` }]);
    expect(detail).toEqual({ key: 'lottery', values: { game: names.zh ?? names.en, numero: '20261126-0123' } });
  });
});
