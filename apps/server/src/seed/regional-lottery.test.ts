import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { createTestDatabase } from '../testing/index';
import { regionalGameOf } from './regional-lottery';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
});
afterAll(async () => database.close());

describe('the demo regional lotteries', () => {
  it('read a catalogue name as its game type and real calendar', () => {
    expect(regionalGameOf('TCG_SEA', 'Malaysia 4D')).toEqual({
      gameType: 'sea4d',
      schedule: { kind: 'weekly', days: [3, 6, 0], time: '19:00', utcOffsetMinutes: 480 },
      closeSeconds: 600,
    });
    expect(regionalGameOf('TCG_SEA', '4D Express · 1 Min')).toMatchObject({
      gameType: 'sea4d',
      schedule: { kind: 'interval', seconds: 60 },
      closeSeconds: 10,
    });
    expect(regionalGameOf('TCG_LOTTO_VN', 'Ha Noi Lottery')).toMatchObject({
      gameType: 'vn_north',
      schedule: { days: [1, 4], time: '18:15' },
    });
    expect(regionalGameOf('TCG_LOTTO_VN', 'Da Nang Lottery')).toMatchObject({ gameType: 'vn_south', schedule: { time: '17:15' } });
    expect(regionalGameOf('TCG_LOTTO_VN', 'Can Tho Lottery')).toMatchObject({ gameType: 'vn_south', schedule: { time: '16:15' } });
    expect(regionalGameOf('TCG_LOTTO_VN', 'South Express · 5 Min')).toMatchObject({ gameType: 'vn_south', schedule: { seconds: 300 } });
    expect(regionalGameOf('TCG_LOTTO_VN', 'Atlantis Lottery')).toBeUndefined();
  });

  it('make every TCG_SEA and TCG_LOTTO_VN catalogue game a fixed-odds engine game, the north drawing every day of the week', async () => {
    const { rows } = await sql<{
      vendor_code: string;
      game_type: string | null;
      pay_mode: string | null;
      schedule: { days?: number[] } | null;
    }>`
      SELECT g.vendor_code, l.game_type, l.pay_mode, l.schedule
        FROM game g LEFT JOIN lottery_game l ON l.game_id = g.id
       WHERE g.vendor_code IN ('TCG_SEA', 'TCG_LOTTO_VN') AND g.is_game`.execute(database.db);
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) {
      expect(row.pay_mode).toBe('fixed_odds');
      expect(row.game_type).toMatch(row.vendor_code === 'TCG_SEA' ? /^sea4d$/ : /^vn_(north|south)$/);
    }
    const northDays = new Set(rows.filter((r) => r.game_type === 'vn_north').flatMap((r) => r.schedule?.days ?? []));
    expect([...northDays].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});
