/**
 * The catalogue bench's large catalogue: about 3,300 generated games per unit of scale (slots,
 * live tables, fishing and card games of seven made-up vendors, names in en, zh and my from the
 * word lists of catalog-words.ts, a share marked hot), added on top of the demo's. This is bench
 * data only: the demo lists the in-house titles and the reference vendor (seed/catalog-games.ts),
 * and none of these titles plays anything.
 */
import type { GameCategory } from '@fortuna/shared';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../apps/server/src/db/schema';
import { createPrng, hashString } from '../apps/server/src/seed/art/palette';
import { insertSeedGames } from '../apps/server/src/seed/catalog';
import {
  compose,
  type Draft,
  gameIconPath,
  lineupRows,
  pick,
  type Random,
  rankLineup,
  type SeedGame,
  slug,
} from '../apps/server/src/seed/catalog-games';
import { burmeseDigits, type Word } from '../apps/server/src/seed/data/game-words';
import {
  CARD_GAMES,
  DEALERS,
  FISH_SUBJECTS,
  FISH_SUFFIXES,
  LIVE_GAMES,
  RNG_KINDS,
  SLOT_MODIFIERS,
  SLOT_SUBJECTS,
  SLOT_SUFFIXES,
  TABLE_VARIANTS,
} from './catalog-words';

/** The bench's vendors: made-up names, none a real company's. */
export const BENCH_VENDORS: readonly { code: string; name: string; wallet: 'seamless' | 'transfer' }[] = [
  { code: 'BENCH_A', name: 'Bench Studio A', wallet: 'seamless' },
  { code: 'BENCH_B', name: 'Bench Studio B', wallet: 'transfer' },
  { code: 'BENCH_C', name: 'Bench Studio C', wallet: 'seamless' },
  { code: 'BENCH_D', name: 'Bench Studio D', wallet: 'transfer' },
  { code: 'BENCH_E', name: 'Bench Studio E', wallet: 'seamless' },
  { code: 'BENCH_F', name: 'Bench Studio F', wallet: 'seamless' },
  { code: 'BENCH_G', name: 'Bench Studio G', wallet: 'seamless' },
];

/** How a vendor names its game codes: running numbers (`1001`) or slugs of the English name. */
type CodeStyle = { numericFrom: number } | 'slug';
type Lineup = {
  vendor: string;
  category: GameCategory;
  kind: 'slots' | 'live' | 'fish' | 'cards';
  /** How many games at scale 1. */
  count: number;
  codes: CodeStyle;
  hotShare: number;
  /** For slots: how the RNG games spread over classify keys (weights). */
  classify?: Record<string, number>;
  /** A vendor-type entry first: it opens a popup list of the vendor's games. */
  lobby?: boolean;
};

/** About 3,300 games at scale 1, the size of a real operator's catalogue. */
const LINEUPS: readonly Lineup[] = [
  {
    vendor: 'BENCH_A',
    category: 'RNG',
    kind: 'slots',
    count: 180,
    codes: { numericFrom: 1001 },
    hotShare: 0.1,
    classify: { SLOTS: 90, ARCADE: 5, TABLE_GAMES: 5 },
  },
  {
    vendor: 'BENCH_B',
    category: 'RNG',
    kind: 'slots',
    count: 950,
    codes: 'slug',
    hotShare: 0.05,
    classify: { SLOTS: 75, SCRATCH_CARDS: 7, VIDEO_POKER: 5, TABLE_GAMES: 8, ARCADE: 3, BINGO: 2 },
  },
  {
    vendor: 'BENCH_C',
    category: 'RNG',
    kind: 'slots',
    count: 480,
    codes: 'slug',
    hotShare: 0.05,
    classify: { SLOTS: 85, TABLE_GAMES: 5, ARCADE: 5, BINGO: 5 },
  },
  {
    vendor: 'BENCH_D',
    category: 'RNG',
    kind: 'slots',
    count: 320,
    codes: { numericFrom: 14001 },
    hotShare: 0.06,
    classify: { SLOTS: 85, ARCADE: 10, BINGO: 5 },
  },
  {
    vendor: 'BENCH_E',
    category: 'RNG',
    kind: 'slots',
    count: 420,
    codes: 'slug',
    hotShare: 0.05,
    classify: { SLOTS: 90, ARCADE: 5, SCRATCH_CARDS: 5 },
  },
  { vendor: 'BENCH_F', category: 'RNG', kind: 'slots', count: 190, codes: 'slug', hotShare: 0.06, classify: { SLOTS: 90, ARCADE: 10 } },
  {
    vendor: 'BENCH_G',
    category: 'RNG',
    kind: 'slots',
    count: 280,
    codes: 'slug',
    hotShare: 0.07,
    classify: { SLOTS: 80, ARCADE: 10, TABLE_GAMES: 5, BINGO: 5 },
  },
  { vendor: 'BENCH_B', category: 'LIVE', kind: 'live', count: 60, codes: 'slug', hotShare: 0.15, lobby: true },
  { vendor: 'BENCH_C', category: 'LIVE', kind: 'live', count: 42, codes: 'slug', hotShare: 0.15, lobby: true },
  { vendor: 'BENCH_D', category: 'FISH', kind: 'fish', count: 24, codes: { numericFrom: 7001 }, hotShare: 0.25 },
  { vendor: 'BENCH_F', category: 'FISH', kind: 'fish', count: 18, codes: 'slug', hotShare: 0.25 },
  { vendor: 'BENCH_G', category: 'FISH', kind: 'fish', count: 22, codes: 'slug', hotShare: 0.25 },
  { vendor: 'BENCH_E', category: 'FISH', kind: 'fish', count: 16, codes: 'slug', hotShare: 0.25 },
  { vendor: 'BENCH_G', category: 'PVP', kind: 'cards', count: 60, codes: 'slug', hotShare: 0.1 },
  { vendor: 'BENCH_F', category: 'PVP', kind: 'cards', count: 40, codes: 'slug', hotShare: 0.1 },
];

/** Bet limits of live tables, in minor units (two decimals): standard, high and VIP. */
const TABLE_LIMITS: readonly [min: bigint, max: bigint][] = [
  [100_000n, 100_000_000n],
  [500_000n, 500_000_000n],
  [5_000_000n, 5_000_000_000n],
];

/** A live table row, naming its game by vendor and code. */
type SeedTable = {
  vendor_code: string;
  game_code: string;
  table_code: string;
  dealer: string;
  min_bet: string;
  max_bet: string;
  is_open: boolean;
  sort: number;
};

function numbered(name: Word, n: number): Word {
  return { en: `${name.en} ${n}`, zh: `${name.zh} ${n}`, my: `${name.my} ${burmeseDigits(n)}` };
}

function weighted(random: Random, weights: Record<string, number>): string {
  const entries = Object.entries(weights);
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [key, weight] of entries) {
    roll -= weight;
    if (roll < 0) return key;
  }
  return entries[0]?.[0] ?? 'SLOTS';
}

/** A slot name: modifier + subject, modifier + subject + suffix, or subject + suffix. */
function slotName(random: Random): Word {
  const shape = random();
  const subject = pick(random, SLOT_SUBJECTS);
  if (shape < 0.35) return compose([pick(random, SLOT_MODIFIERS), subject], ['']);
  if (shape < 0.8) return compose([pick(random, SLOT_MODIFIERS), subject, pick(random, SLOT_SUFFIXES)], ['']);
  return compose([subject, pick(random, SLOT_SUFFIXES)]);
}

/** Draws a name the vendor does not have yet; after a few tries it takes the name with a running number instead. */
function fresh(taken: Set<string>, draw: () => Word): Word {
  let names = draw();
  for (let tries = 0; taken.has(names.en) && tries < 40; tries++) names = draw();
  const base = names;
  for (let n = 2; taken.has(names.en); n++) names = numbered(base, n);
  taken.add(names.en);
  return names;
}

/** Names of one lineup, before codes and order; each kind has its own vocabulary. */
function draftLineup(lineup: Lineup, random: Random, scale: number, taken: Set<string>): Draft[] {
  const count = Math.round(lineup.count * scale);
  const drafts: Draft[] = [];
  switch (lineup.kind) {
    case 'slots':
      for (let i = 0; i < count; i++) {
        const classify = weighted(random, lineup.classify ?? { SLOTS: 1 });
        const kinds = RNG_KINDS[classify];
        const names = fresh(taken, () => (kinds ? compose([pick(random, SLOT_MODIFIERS), pick(random, kinds)], ['']) : slotName(random)));
        drafts.push({ names, classify });
      }
      break;
    case 'fish':
      for (let i = 0; i < count; i++) {
        const names = fresh(taken, () => {
          const parts = [pick(random, FISH_SUBJECTS), pick(random, FISH_SUFFIXES)];
          return random() < 0.5 ? compose([pick(random, SLOT_MODIFIERS), ...parts], ['']) : compose(parts);
        });
        drafts.push({ names, classify: null });
      }
      break;
    case 'cards':
      for (let i = 0; i < count; i++) {
        let classify = 'CHESS_CARDS';
        const names = fresh(taken, () => {
          const game = pick(random, CARD_GAMES);
          classify = game.classify;
          return compose([pick(random, TABLE_VARIANTS), game]);
        });
        drafts.push({ names, classify });
      }
      break;
    case 'live': {
      // Baccarat dominates a live lobby; every classification has at least one game.
      const keys = Object.keys(LIVE_GAMES);
      const weights: Record<string, number> = { BACCARAT: 6, ROULETTE: 3, BLACKJACK: 3, SICBO: 2, DRAGON_TIGER: 2 };
      const perKey = new Map(keys.map((key) => [key, 1]));
      for (let i = keys.length; i < count; i++) {
        const key = weighted(random, Object.fromEntries(keys.map((k) => [k, weights[k] ?? 1])));
        perKey.set(key, (perKey.get(key) ?? 0) + 1);
      }
      for (const [key, n] of perKey) {
        const variants = TABLE_VARIANTS.filter((v) => key === 'BACCARAT' || v.en !== 'Squeeze');
        for (let i = 0; i < n; i++) {
          const game = LIVE_GAMES[key] as Word;
          const names = i === 0 ? game : compose([variants[(i - 1) % variants.length] as Word, game]);
          drafts.push({ names: i > variants.length ? numbered(names, i) : names, classify: key });
        }
      }
      break;
    }
  }
  return drafts;
}

/** The bench catalogue, the same on every run; `scale` multiplies every lineup (1 ≈ 3,300 games). */
export function generateBenchCatalogue(scale = 1): { games: SeedGame[]; tables: SeedTable[] } {
  const games: SeedGame[] = [];
  const tables: SeedTable[] = [];
  const vendorNames = new Map(BENCH_VENDORS.map((v) => [v.code, v.name]));
  // Names and codes are unique per vendor (two vendors may both have a "Baccarat").
  const takenNames = new Map<string, Set<string>>();
  const takenCodes = new Map<string, Set<string>>();
  const takenBy = (map: Map<string, Set<string>>, vendor: string) => {
    const set = map.get(vendor) ?? new Set<string>();
    map.set(vendor, set);
    return set;
  };

  for (const lineup of LINEUPS) {
    const random = createPrng(hashString(`bench-catalogue:${lineup.vendor}:${lineup.category}`));
    const codes = takenBy(takenCodes, lineup.vendor);
    const drafts = draftLineup(lineup, random, scale, takenBy(takenNames, lineup.vendor));
    const rows = lineupRows(lineup.vendor, lineup.category, drafts, (draft, index) => {
      const base = lineup.codes === 'slug' ? slug(draft.names.en) : String(lineup.codes.numericFrom + index);
      let code = base;
      for (let n = 2; codes.has(code); n++) code = `${base}-${n}`;
      codes.add(code);
      return code;
    });
    rankLineup(rows, random, lineup.hotShare);

    if (lineup.lobby) {
      const vendor = vendorNames.get(lineup.vendor) ?? lineup.vendor;
      games.push({
        vendor_code: lineup.vendor,
        category_code: lineup.category,
        classify: null,
        game_code: 'lobby',
        names: { en: `${vendor} Live Lobby`, zh: `${vendor} 真人大厅`, my: `${vendor} တိုက်ရိုက် လော်ဘီ` },
        icon_path: gameIconPath(lineup.category, lineup.vendor, 'lobby'),
        is_game: false,
        is_hot: false,
        sort: 0,
      });
    }
    games.push(...rows);

    if (lineup.kind === 'live') {
      for (const row of rows) {
        const tableCount = 2 + Math.floor(random() * 5);
        const prefix = (row.classify ?? 'T').slice(0, 2);
        for (let t = 1; t <= tableCount; t++) {
          const [min, max] = TABLE_LIMITS[Math.min(TABLE_LIMITS.length - 1, Math.floor(random() * TABLE_LIMITS.length))] ?? [100n, 100n];
          tables.push({
            vendor_code: row.vendor_code,
            game_code: row.game_code,
            table_code: `${prefix}${String(t).padStart(2, '0')}`,
            dealer: pick(random, DEALERS),
            min_bet: String(min),
            max_bet: String(max),
            is_open: random() < 0.9,
            sort: t,
          });
        }
      }
    }
  }
  return { games, tables };
}

/**
 * Adds the bench catalogue to a demo-seeded database: its vendors, their place in each category's
 * menu, the games and the live tables (one statement each, however large). Adds only what is missing.
 */
export async function seedBenchCatalogue(db: Kysely<Database>, scale = 1): Promise<void> {
  const { games, tables } = generateBenchCatalogue(scale);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('vendor')
      .values(BENCH_VENDORS.map((v, i) => ({ code: v.code, name: v.name, sort: 100 + i, free_play: true, wallet_mode: v.wallet })))
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    const pairs = [...new Set(LINEUPS.map((l) => `${l.category}/${l.vendor}`))].map((pair, sort) => {
      const [category_code = '', vendor_code = ''] = pair.split('/');
      return { category_code, vendor_code, sort: 100 + sort };
    });
    await trx
      .insertInto('category_vendor')
      .values(pairs)
      .onConflict((oc) => oc.columns(['category_code', 'vendor_code']).doNothing())
      .execute();
    await insertSeedGames(trx, games);
    await sql`
      INSERT INTO live_table (game_id, table_code, dealer, min_bet, max_bet, is_open, sort)
      SELECT g.id, r.table_code, r.dealer, r.min_bet, r.max_bet, r.is_open, r.sort
        FROM jsonb_to_recordset(${JSON.stringify(tables)}::jsonb) AS r(
          vendor_code text, game_code text, table_code text, dealer text, min_bet bigint, max_bet bigint,
          is_open boolean, sort integer)
        JOIN game g ON g.vendor_code = r.vendor_code AND g.game_code = r.game_code
      ON CONFLICT (game_id, table_code) DO NOTHING`.execute(trx);
  });
}
