import type { Schedule } from '@fortuna/bgs/engine';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { EXPRESS_OFFSET_MINUTES, REGIONAL_CLOSE_SECONDS, sea4dSchedule, vnProvinceSchedule } from './data/regional-lottery';

type GameType = 'sea4d' | 'vn_north' | 'vn_south';

/** What a regional catalogue game runs as, from its English name; undefined for a name the demo does not know. */
export function regionalGameOf(vendor: string, name: string): { gameType: GameType; schedule: Schedule; closeSeconds: number } | undefined {
  const express = /(\d+) Min/.exec(name);
  if (express) {
    const seconds = Number(express[1]) * 60;
    const schedule: Schedule = { kind: 'interval', seconds, utcOffsetMinutes: EXPRESS_OFFSET_MINUTES };
    const closeSeconds = seconds <= 60 ? 10 : 30;
    if (vendor === 'TCG_SEA') return { gameType: 'sea4d', schedule, closeSeconds };
    return { gameType: name.startsWith('North') ? 'vn_north' : 'vn_south', schedule, closeSeconds };
  }
  if (vendor === 'TCG_SEA') {
    const operator = name.replace(/ 4D$/, '');
    return { gameType: 'sea4d', schedule: sea4dSchedule(operator), closeSeconds: REGIONAL_CLOSE_SECONDS };
  }
  const province = vnProvinceSchedule(name.replace(/ Lottery$/, ''));
  return province ? { ...province, closeSeconds: REGIONAL_CLOSE_SECONDS } : undefined;
}

/**
 * The demo's regional lotteries on the in-house engine (issue #7): every TCG_SEA catalogue game a
 * 4D game (the operators on their real calendars, the express draws every 1 or 5 minutes), every
 * TCG_LOTTO_VN game a Vietnamese draw (each province on its weekdays, north/central/south
 * format; the express draws every 1 or 5 minutes). They pay fixed prize tables. Adds only what is missing.
 */
export async function seedDemoRegionalLottery(db: Kysely<Database>): Promise<void> {
  const games = await db
    .selectFrom('game')
    .select(['id', 'game_code', 'vendor_code', 'names'])
    .where('vendor_code', 'in', ['TCG_SEA', 'TCG_LOTTO_VN'])
    .where('is_game', '=', true)
    .orderBy('id')
    .execute();
  const rows = games.flatMap((game) => {
    const regional = regionalGameOf(game.vendor_code, (game.names as { en?: string }).en ?? '');
    if (!regional) return [];
    return [
      {
        game_id: game.id,
        code: `${game.game_code.slice(0, 30)}-${game.id}`.replace(/[^A-Za-z0-9_-]/g, '-'),
        vendor_code: game.vendor_code as 'TCG_SEA' | 'TCG_LOTTO_VN',
        game_type: regional.gameType,
        schedule: JSON.stringify(regional.schedule),
        close_seconds: regional.closeSeconds,
        pay_mode: 'fixed_odds' as const,
        min_unit_stake: 100n,
        max_stake: 10_000_000n,
        names: sql`${JSON.stringify(game.names)}::jsonb` as never,
        sort: game.id,
      },
    ];
  });
  if (rows.length === 0) return;
  await db
    .insertInto('lottery_game')
    .values(rows)
    .onConflict((oc) => oc.column('game_id').doNothing())
    .execute();
}
