import { createPrng, hashString } from './art/palette';
import { type CodeStyle, DEMO_LINEUPS, DEMO_VENDORS, type Lineup, TABLE_LIMITS } from './data/catalog';
import {
  burmeseDigits,
  CARD_GAMES,
  DEALERS,
  DRAW_MINUTES,
  E_LOTTERY_TYPES,
  FISH_SUBJECTS,
  FISH_SUFFIXES,
  LIVE_GAMES,
  LOTTERY_PLACES,
  LOTTERY_TYPES,
  minutesWord,
  ORIGINALS,
  RNG_KINDS,
  SEA_4D,
  SEA_EXPRESS,
  SEA_OPERATORS,
  SLOT_MODIFIERS,
  SLOT_SUBJECTS,
  SLOT_SUFFIXES,
  TABLE_VARIANTS,
  VN_EXPRESS,
  VN_LOTTERY,
  VN_PROVINCES,
  type Word,
} from './data/game-words';

/** Draw intervals of the regional lotteries' fast draws, in minutes. */
export const REGIONAL_EXPRESS_MINUTES = [1, 5] as const;

/** A game row as the seed inserts it. */
export type SeedGame = {
  vendor_code: string;
  category_code: string;
  classify: string | null;
  game_code: string;
  names: Word;
  icon_path: string;
  is_game: boolean;
  is_hot: boolean;
  sort: number;
};

/** A live table row, naming its game by vendor and code. */
export type SeedTable = {
  vendor_code: string;
  game_code: string;
  table_code: string;
  dealer: string;
  min_bet: string;
  max_bet: string;
  is_open: boolean;
  sort: number;
};

type Draft = { names: Word; classify: string | null };
type Random = () => number;

const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

/** Joins words per language: spaces in English, none in Chinese, Burmese compounds closed up. */
function compose(parts: readonly Word[], myJoin: (string | ' ')[] = []): Word {
  return {
    en: parts.map((p) => p.en).join(' '),
    zh: parts.map((p) => p.zh).join(''),
    my: parts.map((p, i) => (i === 0 ? '' : (myJoin[i - 1] ?? ' ')) + p.my).join(''),
  };
}

/** "name · 5 Min" in each language. */
function withMinutes(name: Word, minutes: number): Word {
  const m = minutesWord(minutes);
  return { en: `${name.en} · ${m.en}`, zh: `${name.zh} · ${m.zh}`, my: `${name.my} · ${m.my}` };
}

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

/**
 * Draws a name the vendor does not have yet; after a few tries (a small vocabulary, or a large
 * scale) it takes the name with a running number instead.
 */
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
      for (let i = keys.length; i < Math.round(lineup.count * scale); i++) {
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
    case 'originals':
      for (const game of ORIGINALS) drafts.push({ names: game, classify: game.classify });
      break;
    case 'lottery':
      for (const [t, type] of LOTTERY_TYPES.entries()) {
        for (const place of LOTTERY_PLACES) {
          const name = compose([place, type]);
          // SSC, 11x5 and PK10 draw every few minutes; Mark Six and 3D once a day.
          if (t >= 3) {
            drafts.push({ names: name, classify: 'LOTTERY' });
            continue;
          }
          for (const minutes of [pick(random, DRAW_MINUTES.slice(0, 2)), pick(random, DRAW_MINUTES.slice(2))]) {
            drafts.push({ names: withMinutes(name, minutes), classify: 'LOTTERY' });
          }
        }
      }
      break;
    case 'e-lottery':
      for (const type of E_LOTTERY_TYPES) {
        for (const minutes of DRAW_MINUTES) drafts.push({ names: withMinutes(type, minutes), classify: 'E_LOTTERY' });
      }
      break;
    // The regional lotteries: each province's or operator's own draw, then the fast draws
    // (seed/regional-lottery.ts gives them their schedules).
    case 'vn-lottery':
      for (const province of VN_PROVINCES) drafts.push({ names: compose([province, VN_LOTTERY]), classify: 'E_LOTTERY' });
      for (const express of VN_EXPRESS)
        for (const minutes of REGIONAL_EXPRESS_MINUTES) drafts.push({ names: withMinutes(express, minutes), classify: 'E_LOTTERY' });
      break;
    case 'sea-lottery':
      for (const operator of SEA_OPERATORS) drafts.push({ names: compose([operator, SEA_4D]), classify: 'E_LOTTERY' });
      for (const minutes of REGIONAL_EXPRESS_MINUTES) drafts.push({ names: withMinutes(SEA_EXPRESS, minutes), classify: 'E_LOTTERY' });
      break;
  }
  return drafts;
}

/** A URL-safe code from an English name: "Golden Dragon" → "golden-dragon". */
function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 56) || 'game'
  );
}

function codeFor(style: CodeStyle, names: Word, index: number): string {
  return style === 'slug' ? slug(names.en) : String(style.numericFrom + index);
}

/** Relative path of a game's generated icon (seed/art/games.ts renders it). */
export function gameIconPath(category: string, vendor: string, code: string): string {
  return `/demo/games/${category}/${vendor}/${code}.svg`;
}

/**
 * The demo catalogue, the same on every run: games of every lineup with names in en, zh and my,
 * codes unique per vendor, a share marked hot and placed first, and live tables. `scale`
 * multiplies the lineups that have a count (the bench seeds a 10,000-game catalogue with it).
 */
export function generateDemoCatalogue(scale = 1): { games: SeedGame[]; tables: SeedTable[] } {
  const games: SeedGame[] = [];
  const tables: SeedTable[] = [];
  const vendorNames = new Map(DEMO_VENDORS.map((v) => [v.code, v.name]));
  // Names and codes are unique per vendor (two vendors may both have a "Baccarat").
  const takenNames = new Map<string, Set<string>>();
  const takenCodes = new Map<string, Set<string>>();
  const takenBy = (map: Map<string, Set<string>>, vendor: string) => {
    const set = map.get(vendor) ?? new Set<string>();
    map.set(vendor, set);
    return set;
  };

  for (const lineup of DEMO_LINEUPS) {
    const random = createPrng(hashString(`catalogue:${lineup.vendor}:${lineup.category}`));
    const names = takenBy(takenNames, lineup.vendor);
    const codes = takenBy(takenCodes, lineup.vendor);
    const rows: SeedGame[] = [];

    draftLineup(lineup, random, scale, names).forEach((draft, index) => {
      const names = draft.names;
      let code = codeFor(lineup.codes, names, index);
      for (let n = 2; codes.has(code); n++) code = `${codeFor(lineup.codes, names, index)}-${n}`;
      codes.add(code);
      rows.push({
        vendor_code: lineup.vendor,
        category_code: lineup.category,
        classify: draft.classify,
        game_code: code,
        names,
        icon_path: gameIconPath(lineup.category, lineup.vendor, code),
        is_game: true,
        is_hot: false,
        sort: 0,
      });
    });

    // Popularity decides the lobby order; the most popular share is hot. Ranks restart per
    // lineup, so a category's "All" view mixes its vendors.
    const popularity = new Map(rows.map((row) => [row, random()]));
    rows.sort((a, b) => (popularity.get(b) ?? 0) - (popularity.get(a) ?? 0));
    const hot = Math.round(rows.length * lineup.hotShare);
    rows.forEach((row, rank) => {
      row.sort = rank + 1;
      row.is_hot = rank < hot;
    });

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
