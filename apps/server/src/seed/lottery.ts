import crypto from 'node:crypto';
import type { Schedule } from '@fortuna/bgs/engine';
import { LOTTERY_VENDOR_ROUTES } from '@fortuna/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { seedDemoRegionalLottery } from './regional-lottery';

/** The demo's lottery runs on Myanmar time (UTC+06:30). */
const MYANMAR_OFFSET = 390;

/** Which lottery family a catalogue name is (the generator's English type words), and its defaults. */
const TYPES: readonly { word: string; gameType: 'ssc' | 'pk10' | '11x5' | 'lhc' | 'lf'; schedule?: Schedule; closeSeconds?: number }[] = [
  { word: 'SSC', gameType: 'ssc' },
  { word: '11 Choose 5', gameType: '11x5' },
  { word: 'PK10', gameType: 'pk10' },
  {
    word: 'Mark Six',
    gameType: 'lhc',
    schedule: { kind: 'weekly', days: [2, 4, 6], time: '21:30', utcOffsetMinutes: MYANMAR_OFFSET },
    closeSeconds: 300,
  },
  { word: '3D', gameType: 'lf', schedule: { kind: 'daily', times: ['20:30'], utcOffsetMinutes: MYANMAR_OFFSET }, closeSeconds: 300 },
];

/**
 * The demo's in-house lottery: the LOTT, ELOTT and regional (TCG_SEA, TCG_LOTTO_VN) vendors get a provider credential (the engine
 * calls the wallet protocol with it, like any vendor), the merchant a default prize group, and
 * every LOTT catalogue game of a known family a lottery game — SSC, 11X5 and PK10 every 1–10
 * minutes (from the name), LF daily, LHC three times a week; every other game of a family in
 * fixed-odds (two-sided) mode. Adds only what is missing.
 */
export async function seedDemoLottery(db: Kysely<Database>, merchantId: number): Promise<void> {
  const vendors = await db.selectFrom('vendor').select('code').where('code', 'in', Object.keys(LOTTERY_VENDOR_ROUTES)).execute();
  if (vendors.length > 0) {
    await db
      .insertInto('provider_credential')
      .values(
        vendors.map(({ code }) => ({
          key_id: `lottery-${code}-${crypto.randomBytes(6).toString('hex')}`.toLowerCase(),
          merchant_id: merchantId,
          vendor_code: code,
          secret: crypto.randomBytes(32).toString('hex'),
          launch_url: LOTTERY_VENDOR_ROUTES[code] ?? '/lottery',
        })),
      )
      .onConflict((oc) => oc.columns(['merchant_id', 'vendor_code']).doNothing())
      .execute();
  }
  await db
    .insertInto('lottery_merchant_config')
    .values({ merchant_id: merchantId })
    .onConflict((oc) => oc.column('merchant_id').doNothing())
    .execute();
  // The demo agents' prize groups: agent01 1960 > subagent01 1940 > everyone else at the default
  // 1900, so each agent earns its lottery rebate on its team's turnover.
  const agents = await db
    .selectFrom('member')
    .select(['id', 'username'])
    .where('merchant_id', '=', merchantId)
    .where('username', 'in', ['agent01', 'subagent01'])
    .execute();
  if (agents.length > 0) {
    await db
      .insertInto('lottery_member_series')
      .values(agents.map((a) => ({ member_id: a.id, series: a.username === 'agent01' ? 1960 : 1940 })))
      .onConflict((oc) => oc.column('member_id').doNothing())
      .execute();
  }

  const games = await db
    .selectFrom('game')
    .select(['id', 'game_code', 'names'])
    .where('vendor_code', '=', 'LOTT')
    .where('is_game', '=', true)
    .orderBy('id')
    .execute();
  const seen = new Map<string, number>();
  const rows = games.flatMap((game) => {
    const en = (game.names as { en?: string }).en ?? '';
    const type = TYPES.find((t) => en.includes(t.word));
    if (!type) return [];
    const n = seen.get(type.gameType) ?? 0;
    seen.set(type.gameType, n + 1);
    const minutes = Number(/(\d+) Min/.exec(en)?.[1] ?? 1);
    const schedule: Schedule = type.schedule ?? { kind: 'interval', seconds: minutes * 60, utcOffsetMinutes: MYANMAR_OFFSET };
    return [
      {
        game_id: game.id,
        code: `${game.game_code.slice(0, 30)}-${game.id}`.replace(/[^A-Za-z0-9_-]/g, '-'),
        vendor_code: 'LOTT' as const,
        game_type: type.gameType,
        schedule: JSON.stringify(schedule),
        close_seconds: type.closeSeconds ?? (minutes === 1 ? 10 : 30),
        pay_mode: n % 2 === 0 ? ('prize_group' as const) : ('fixed_odds' as const),
        min_unit_stake: 100n,
        max_stake: 10_000_000n,
        names: sql`${JSON.stringify(game.names)}::jsonb` as never,
        sort: game.id,
      },
    ];
  });
  if (rows.length > 0) {
    await db
      .insertInto('lottery_game')
      .values(rows)
      .onConflict((oc) => oc.column('game_id').doNothing())
      .execute();
  }
  await seedDemoRegionalLottery(db);
}
