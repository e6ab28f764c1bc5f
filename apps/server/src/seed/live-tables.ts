import { liveGame } from '@fortuna/bgs/live';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { LiveTablesDb } from '../modules/live-tables/live-tables.tables';
import type { Word } from './data/game-words';
import { LIVE_TITLES } from './data/live-games';

/** A demo table: its code, game, variant, limits in minor units and the number or note in its name. */
type DemoTable = { code: string; game: string; variant?: string; minBet: bigint; maxBet: bigint; suffix: Word };

const BURMESE_DIGITS = '၀၁၂၃၄၅၆၇၈၉';
const numbered = (n: number): Word => ({
  en: String(n),
  zh: String(n),
  my: String(n).replace(/\d/g, (d) => BURMESE_DIGITS[Number(d)] ?? d),
});

export const DEMO_LIVE_TABLES: readonly DemoTable[] = [
  { code: 'baccarat-1', game: 'baccarat', minBet: 1_000n, maxBet: 1_000_000n, suffix: numbered(1) },
  {
    code: 'baccarat-2',
    game: 'baccarat',
    variant: 'no-commission',
    minBet: 1_000n,
    maxBet: 1_000_000n,
    suffix: { en: '2 · No Commission', zh: '2 · 免佣', my: '၂ · ကော်မရှင်မဲ့' },
  },
  { code: 'dragon-tiger-1', game: 'dragon-tiger', minBet: 1_000n, maxBet: 1_000_000n, suffix: numbered(1) },
  { code: 'sic-bo-1', game: 'sic-bo', minBet: 500n, maxBet: 500_000n, suffix: numbered(1) },
  { code: 'roulette-1', game: 'roulette', minBet: 100n, maxBet: 200_000n, suffix: numbered(1) },
  { code: 'fan-tan-1', game: 'fan-tan', minBet: 500n, maxBet: 500_000n, suffix: numbered(1) },
  { code: 'fish-prawn-crab-1', game: 'fish-prawn-crab', minBet: 500n, maxBet: 300_000n, suffix: numbered(1) },
  { code: 'se-die-1', game: 'se-die', minBet: 500n, maxBet: 500_000n, suffix: numbered(1) },
];

/** Two significant digits, rounded down (12,345 → 12,000). */
function roundDown(value: bigint): bigint {
  let unit = 1n;
  while (value / unit >= 100n) unit *= 10n;
  return (value / unit) * unit;
}

/**
 * The lower caps of a table's long-odds spots: a spot's stake is capped so its largest return is
 * at most twice the table maximum (tie, pairs, triples, straight numbers …), never below the minimum.
 */
export function spotCaps(game: string, variant: string, minBet: bigint, maxBet: bigint): Record<string, string> {
  const definition = liveGame(game);
  if (!definition) return {};
  const caps: Record<string, string> = {};
  for (const spot of definition.spots(variant)) {
    const { num, den } = definition.maxReturn(spot, variant);
    const cap = roundDown((maxBet * 2n * den) / num);
    if (cap < maxBet) caps[spot] = String(cap < minBet ? minBet : cap);
  }
  return caps;
}

/** The demo merchant's tables (only those missing: an operator's changes stay). */
export async function seedDemoLiveTables(appDb: Kysely<Database>, merchantId: number): Promise<void> {
  const db = appDb.withTables<LiveTablesDb>();
  const rows = DEMO_LIVE_TABLES.map((table, sort) => {
    const title = LIVE_TITLES.find((t) => t.code === table.game) as Word;
    const variant = table.variant ?? 'standard';
    return {
      merchant_id: merchantId,
      game_code: table.game,
      variant,
      code: table.code,
      names: JSON.stringify({
        en: `${title.en} ${table.suffix.en}`,
        zh: `${title.zh} ${table.suffix.zh}`,
        my: `${title.my} ${table.suffix.my}`,
      }),
      min_bet: table.minBet,
      max_bet: table.maxBet,
      spot_max: JSON.stringify(spotCaps(table.game, variant, table.minBet, table.maxBet)),
      sort,
    };
  });
  await db
    .insertInto('live_house_table')
    .values(rows)
    .onConflict((oc) => oc.columns(['merchant_id', 'code']).doNothing())
    .execute();
}
